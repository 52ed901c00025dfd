/**
 * /api/notification (spec sections 7 and 8) and the GraphQL notifications, against the real
 * embedded CRM: an order of an online channel raises a notification; GET lists it, add re-fetches,
 * delete {id} dismisses it and answers the rest, delete-all {noticeClearList} clears the list;
 * an empty list is 400 «Notification list is empty!»; users see their own shop type only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, bearer, gql, login, startGateway, type TestGateway } from '../gateway/helper';

let gw: TestGateway;
let sa: string;
let fastfood: string;
let manager: string;
let product: { id: number; price: number };
let siteSource: number;

const post = (url: string, token: string | undefined, payload: unknown = {}) =>
  gw.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
const get = (url: string, token?: string) =>
  gw.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

type Note = { id: number; kind: string; title: string; orderId: number | null; shopType: string };

async function siteOrder(): Promise<{ id: number; number: string }> {
  const res = await post('/api/order/newOrder', sa, {
    newOrderData: {
      products: [{ id: product.id, count_product: 1, priceProduct: product.price }],
      date: '2030-02-14',
      klient: { firstName: 'Анна', phone: '+7 900 000-00-01' },
      social: siteSource,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  gw = await startGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  fastfood = await login(gw.app, ACCOUNTS.fastfood.email, ACCOUNTS.fastfood.password);
  manager = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
  const products = (await get('/api/catalog/getAllProductList', sa)).json() as {
    id: number;
    price: number;
    shopType: string;
    active: boolean;
  }[];
  const p = products.find((x) => x.shopType === 'flower_shop' && x.active)!;
  product = { id: p.id, price: p.price };
  const sources = (await get('/api/reference/getAllOrderSource', sa)).json() as {
    id: number;
    online: boolean;
  }[];
  siteSource = sources.find((s) => s.online)!.id;
});
afterAll(async () => gw?.close());

describe('/api/notification', () => {
  it('an empty list is 400 «Notification list is empty!»; without a token 401', async () => {
    const empty = await get('/api/notification', fastfood);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Notification list is empty!' });
    expect((await get('/api/notification')).statusCode).toBe(401);
  });

  it('an order from the site shows in GET and add; delete dismisses it; delete-all clears', async () => {
    const a = await siteOrder();
    const b = await siteOrder();
    const list = (await get('/api/notification', sa)).json() as Note[];
    const ours = list.filter((n) => n.orderId === a.id || n.orderId === b.id);
    expect(ours.map((n) => n.title).sort()).toEqual(
      [`Новый заказ с сайта ${a.number}`, `Новый заказ с сайта ${b.number}`].sort(),
    );
    // The manager is of the flower shop too; the fast-food account sees none of these.
    expect(((await get('/api/notification', manager)).json() as Note[]).some((n) => n.orderId === a.id)).toBe(
      true,
    );
    expect((await get('/api/notification', fastfood)).statusCode).toBe(400);

    const added = await post('/api/notification/add', sa);
    expect(added.statusCode).toBe(200);
    expect((added.json() as Note[]).map((n) => n.id).sort()).toEqual(list.map((n) => n.id).sort());

    const noteA = ours.find((n) => n.orderId === a.id)!;
    const afterDelete = await post('/api/notification/delete', sa, { id: noteA.id });
    expect(afterDelete.statusCode).toBe(200);
    expect((afterDelete.json() as Note[]).some((n) => n.id === noteA.id)).toBe(false);
    expect(((await get('/api/notification', sa)).json() as Note[]).some((n) => n.id === noteA.id)).toBe(
      false,
    );

    const rest = (await get('/api/notification', sa)).json() as Note[];
    const cleared = await post('/api/notification/delete-all', sa, { noticeClearList: rest });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual([]);
    expect((await get('/api/notification', sa)).statusCode).toBe(400);
  });

  it('bad input is 400 and dismisses nothing; an unknown id is 404', async () => {
    const order = await siteOrder();
    for (const body of [{}, { id: 'abc' }, { id: -1 }]) {
      expect((await post('/api/notification/delete', sa, body)).statusCode).toBe(400);
    }
    expect((await post('/api/notification/delete-all', sa, { noticeClearList: 'all' })).statusCode).toBe(400);
    expect((await post('/api/notification/delete', sa, { id: 1_999_999_999 })).statusCode).toBe(404);
    const list = (await get('/api/notification', sa)).json() as Note[];
    expect(list.some((n) => n.orderId === order.id)).toBe(true);
  });
});

describe('GraphQL notifications', () => {
  const LIST = '{ notifications { id kind title orderId shopType } }';

  it('lists, dismisses one and clears the rest; refuses without a token', async () => {
    const a = await siteOrder();
    const b = await siteOrder();
    const listed = await gql(gw.app, LIST, {}, sa);
    const notes = listed.data!.notifications as Note[];
    const noteA = notes.find((n) => Number(n.orderId) === a.id)!;
    expect(noteA).toMatchObject({ kind: 'site_order', shopType: 'flower_shop' });

    const dismissed = await gql(
      gw.app,
      'mutation($id: ID!) { dismissNotification(id: $id) { notifications { id orderId } userErrors { code } } }',
      { id: noteA.id },
      sa,
    );
    const left = (dismissed.data!.dismissNotification as { notifications: Note[] }).notifications;
    expect(left.some((n) => n.id === noteA.id)).toBe(false);
    expect(left.some((n) => Number(n.orderId) === b.id)).toBe(true);

    const cleared = await gql(gw.app, 'mutation { clearNotifications { notifications { id } } }', {}, sa);
    expect(cleared.data!.clearNotifications).toEqual({ notifications: [] });
    expect((await gql(gw.app, LIST, {}, sa)).data!.notifications).toEqual([]);

    const anonymous = await gql(gw.app, LIST);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
