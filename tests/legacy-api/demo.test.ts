/** The demo examples of docs/legacy-api.md «Demo areas», byte for byte where the doc is exact. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, bearer, login, startGateway, type TestGateway } from '../gateway/helper';

let gw: TestGateway;
let token: string;
beforeAll(async () => {
  gw = await startGateway();
  token = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
});
afterAll(async () => gw?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  gw.app.inject({ method, url, headers: bearer(token), payload });

describe('docs/legacy-api.md demo examples', () => {
  it('shop: refusals', async () => {
    const over = await call('POST', '/api/ecommerce/update-cart-amount', {
      uid: 'u1',
      productId: 'p3',
      amount: 101,
    });
    expect([over.statusCode, over.json()]).toEqual([
      400,
      { message: 'amount должно быть целым числом от 0 до 100' },
    ]);
    const unknown = await call('POST', '/api/ecommerce/delete-from-cart', { uid: 'u1', productId: 'nope' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'Товар не найден' }]);
  });

  it('records: a body of unknown fields is refused, not stored as a record', async () => {
    const before = (await call('GET', '/api/user/all')).json() as unknown[];
    const junk = Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i]));
    const res = await call('POST', '/api/user/add', { name: 'Новый', ...junk });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { message: 'Пользователь: неизвестные поля k0, k1, k2, k3, k4 и ещё 1995' },
    ]);
    expect((await call('GET', '/api/user/all')).json()).toEqual(before);
  });

  it('scrum board: move-card out of range', async () => {
    const res = await call('POST', '/api/scrum-board/move-card', {
      boardId: 'board-1',
      sourcelistId: 'list-1',
      destinationlistId: 'list-2',
      source: 7,
      destination: 0,
    });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { message: 'source должно быть целым числом от 0 до 2' },
    ]);
  });

  it('an unknown demo path is the /api 404', async () => {
    const res = await call('GET', '/api/scrum-board/nothing');
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'Маршрут не найден' }]);
  });
});
