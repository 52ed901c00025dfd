/**
 * /api/order/*: spec section 7 and every order row of the section 8 catalogue, against a real
 * embedded CRM (the 500s: orders-faults.test.ts). Access: NEWORDER creates and edits, ALLORDER
 * lists and processes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, bearer, login, registerUser, startGateway, type TestGateway } from '../gateway/helper';

let gw: TestGateway;
let sa: string;
let allOrderOnly: string;
let newOrderOnly: string;
let guest: string;
let products: { id: number; price_kopecks: number }[];

/** A user with exactly these page keys (set in the CRM's database, read fresh per request). */
async function userWithPages(pages: string[]): Promise<string> {
  const user = await registerUser(gw.app, 'orders');
  await gw.crm!.db.query('UPDATE users SET access_page = $1 WHERE id = $2', [pages, Number(user.id)]);
  // The change of keys ended the registration's session (issue 16 item 0): sign in with them.
  return login(gw.app, user.email, user.password);
}

beforeAll(async () => {
  gw = await startGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  allOrderOnly = await userWithPages(['ALLORDER']);
  newOrderOnly = await userWithPages(['NEWORDER']);
  guest = (await registerUser(gw.app, 'guest')).token;
  products = await gw.crm!.db.query('SELECT id, price_kopecks FROM products ORDER BY id LIMIT 2');
});
afterAll(async () => gw?.close());

const post = (url: string, token: string | undefined, payload: unknown = {}) =>
  gw.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
const get = (url: string, token?: string) =>
  gw.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const newOrderData = (extra: Record<string, unknown> = {}) => ({
  products: [{ id: products[0].id, count_product: 2, priceProduct: products[0].price_kopecks }],
  date: '2030-02-14',
  klient: { firstName: 'Анна', phone: '+7 900 000-00-01' },
  recipient: { firstName: 'Олег', phone: '+7 900 000-00-02' },
  adresDelivery: 'ул. Арбат, д. 1',
  cardToOrder: 'Люблю',
  ...extra,
});

async function createOrder(token = sa) {
  const res = await post('/api/order/newOrder', token, { newOrderData: newOrderData() });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; number: string; itog_value: number; idStatus: number };
}

describe('the happy path returns the data body', () => {
  it('newOrder → the order; all → {OrderList, AllStatusOrder}; getOrderInfo → {OrderList} with history', async () => {
    const order = await createOrder();
    expect(order).toMatchObject({
      number: expect.stringMatching(/^300214-/),
      itog_value: 2 * products[0].price_kopecks,
    });

    const all = await post('/api/order/all', sa, { dateStart: '2030-02-14', dateStop: '2030-02-14' });
    expect(all.statusCode).toBe(200);
    expect(Object.keys(all.json()).sort()).toEqual(['AllStatusOrder', 'OrderList']);
    expect(all.json().OrderList.map((o: { id: number }) => o.id)).toContain(order.id);

    const info = await post('/api/order/getOrderInfo', sa, { idOrder: order.id });
    expect(info.statusCode).toBe(200);
    expect(info.json().OrderList).toHaveLength(1);
    expect(info.json().OrderList[0]).toMatchObject({ id: order.id, history: [{ field: 'created' }] });

    const statuses = await get('/api/order/getAllStatus', sa);
    expect(statuses.statusCode).toBe(200);
    expect(statuses.json().AllStatusOrder.length).toBeGreaterThan(1);
  });

  it('status, worker, payment, edit and delete answer the changed order and write history by the caller', async () => {
    const order = await createOrder();
    const [, second, third] = (await get('/api/order/getAllStatus', sa)).json().AllStatusOrder;
    const [worker] = await gw.crm!.db.query<{ id: number }>('SELECT id FROM employees ORDER BY id LIMIT 1');
    const [payment] = await gw.crm!.db.query<{ id: number }>(
      'SELECT id FROM payment_types ORDER BY id DESC LIMIT 1',
    );

    const s = await post('/api/order/setStatusOrder', allOrderOnly, {
      idOrder: order.id,
      idStatus: second.id,
    });
    expect(s.statusCode).toBe(200);
    expect(s.json().idStatus).toBe(second.id);
    const w = await post('/api/order/setWorkerStatusOrder', allOrderOnly, {
      idOrder: order.id,
      idStatus: third.id,
      idWorker: worker.id,
    });
    expect(w.json()).toMatchObject({ idStatus: third.id, idWorker: worker.id });
    const p = await post('/api/order/setTypePayment', allOrderOnly, {
      idOrder: order.id,
      idPayment: payment.id,
      textTypePayment: 'при получении',
    });
    expect(p.json()).toMatchObject({ idPayment: payment.id, textTypePayment: 'при получении' });
    const e = await post('/api/order/EditOrderData', newOrderOnly, {
      EditOrderData: {
        ...newOrderData({ cardToOrder: 'Обнимаю' }),
        id: order.id,
        paymentType: payment.id,
        payment_type: 'при получении',
      },
    });
    expect(e.statusCode).toBe(200);
    expect(e.json().cardToOrder).toBe('Обнимаю');
    const d = await post('/api/order/deleteOrder', newOrderOnly, { idOrderDeleted: order.id });
    expect(d.statusCode).toBe(200);
    expect(d.json()).toEqual({ idOrder: order.id, deleted: true });

    const history = (await post('/api/order/getOrderInfo', sa, { idOrder: order.id })).json().OrderList[0]
      .history;
    expect(history.map((h: { field: string }) => h.field)).toEqual([
      'created',
      'status',
      'worker',
      'status',
      'payment',
      'edited',
      'deleted',
    ]);
    // Who: the signed-in user of each call (userId passed by the gateway).
    const [admin] = await gw.crm!.db.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'admin@example.com'",
    );
    expect(history[0].userId).toBe(admin.id);
    expect(history[1].userId).not.toBe(admin.id);
  });
});

describe('spec section 8: the order rows, 400 with the English text and a Russian detail', () => {
  it.each([
    ['POST', '/api/order/all', {}, 'Order list is absent', 'Поле «Дата начала»: дата в формате ГГГГ-ММ-ДД'],
    [
      'POST',
      '/api/order/all',
      { dateStart: '2030-02-02', dateStop: '2030-02-01' },
      'Order list is absent',
      'Дата начала позже даты окончания',
    ],
    [
      'POST',
      '/api/order/getOrderInfo',
      { idOrder: 99_999_999 },
      'Order list is absent',
      'Заказ с id 99999999 не найден',
    ],
    [
      'POST',
      '/api/order/newOrder',
      { newOrderData: { products: [] } },
      'Error saving new order',
      'Добавьте в заказ хотя бы один товар',
    ],
    ['POST', '/api/order/newOrder', {}, 'Error saving new order', 'Нет данных заказа (newOrderData)'],
    [
      'POST',
      '/api/order/EditOrderData',
      { EditOrderData: { id: 99_999_999, products: [{ id: 1, count_product: 1, priceProduct: 1 }] } },
      'Error editing order',
      'Заказ с id 99999999 не найден',
    ],
    [
      'POST',
      '/api/order/deleteOrder',
      { idOrderDeleted: 99_999_999 },
      'Error deleting order',
      'Заказ с id 99999999 не найден',
    ],
    [
      'POST',
      '/api/order/setStatusOrder',
      { idOrder: 99_999_999, idStatus: 1 },
      'Error changing order status',
      'Заказ с id 99999999 не найден',
    ],
    [
      'POST',
      '/api/order/setWorkerStatusOrder',
      { idOrder: 99_999_999, idStatus: 1, idWorker: 1 },
      'Error changing worker on order',
      'Заказ с id 99999999 не найден',
    ],
    [
      'POST',
      '/api/order/setTypePayment',
      { idOrder: 99_999_999, idPayment: 1, textTypePayment: '' },
      'Error changing payment type on order',
      'Заказ с id 99999999 не найден',
    ],
  ] as const)('%s %s %j → 400 «%s»', async (_m, url, payload, message, detail) => {
    const res = await post(url, sa, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, detail });
  });

  it('a total that disagrees is refused with the expected sum', async () => {
    const res = await post('/api/order/newOrder', sa, { newOrderData: newOrderData({ itog_value: 1 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Error saving new order');
    expect(res.json().detail).toMatch(/^Итоговая сумма не совпадает с расчётом: ожидается .+ ₽$/);
  });
});

describe('cash needs the open till (issue 26 item 3), refused in the route’s own error format', () => {
  it('a cash advance with no open shift: 400 «Error saving new order», nothing saved; a card advance is taken', async () => {
    const [cash] = await gw.crm!.db.query<{ id: number }>(
      'SELECT id FROM payment_types WHERE NOT cashless ORDER BY id LIMIT 1',
    );
    const [card] = await gw.crm!.db.query<{ id: number }>(
      'SELECT id FROM payment_types WHERE cashless ORDER BY id LIMIT 1',
    );
    // No till of either shop is open at branch 1 in a fresh gateway (the seed closes its shift).
    await gw.crm!.db.query(
      'UPDATE cash_shifts SET closed_at = now(), counted_cash = 0 WHERE closed_at IS NULL',
    );
    const count = async () =>
      (
        await gw.crm!.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM orders WHERE order_date = '2030-02-15'",
        )
      )[0].n;
    const before = await count();
    const advance = products[0].price_kopecks;
    const refused = await post('/api/order/newOrder', sa, {
      newOrderData: newOrderData({ date: '2030-02-15', paymentType: cash.id, advance_sum: advance }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Error saving new order',
      detail: 'Откройте кассовую смену: наличные принимаются только в открытой смене',
    });
    expect(await count()).toBe(before);
    const taken = await post('/api/order/newOrder', sa, {
      newOrderData: newOrderData({ date: '2030-02-15', paymentType: card.id, advance_sum: advance }),
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ advance_sum: advance, paidSum: advance });
  });
});

const ROUTES = [
  ['POST', '/api/order/all', { dateStart: '2030-01-01', dateStop: '2030-01-01' }],
  ['POST', '/api/order/getOrderInfo', { idOrder: 1 }],
  ['GET', '/api/order/getAllStatus', undefined],
  ['POST', '/api/order/newOrder', { newOrderData: { products: [] } }],
  ['POST', '/api/order/EditOrderData', { EditOrderData: { id: 1 } }],
  ['POST', '/api/order/deleteOrder', { idOrderDeleted: 1 }],
  ['POST', '/api/order/setStatusOrder', { idOrder: 1, idStatus: 1 }],
  ['POST', '/api/order/setWorkerStatusOrder', { idOrder: 1, idStatus: 1, idWorker: 1 }],
  ['POST', '/api/order/setTypePayment', { idOrder: 1, idPayment: 1, textTypePayment: '' }],
] as const;

describe('access: NEWORDER creates and edits, ALLORDER lists and processes', () => {
  it.each(ROUTES)('%s %s without a token → 401', async (method, url, payload) => {
    const res = method === 'GET' ? await get(url) : await post(url, undefined, payload);
    expect(res.statusCode).toBe(401);
  });

  it.each(['/api/order/newOrder', '/api/order/EditOrderData', '/api/order/deleteOrder'])(
    'ALLORDER alone cannot %s → 403',
    async (url) => {
      const res = await post(url, allOrderOnly, {});
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Недостаточно прав' });
    },
  );

  it.each(ROUTES.filter(([, url]) => !url.endsWith('getAllStatus')))(
    'a user without order pages: %s %s → 403',
    async (_m, url, payload) => {
      expect((await post(url, guest, payload)).statusCode).toBe(403);
    },
  );

  it('statuses are a lookup list: any working account reads them, an account without keys not', async () => {
    expect((await get('/api/order/getAllStatus', allOrderOnly)).statusCode).toBe(200);
    expect((await get('/api/order/getAllStatus', guest)).statusCode).toBe(403);
  });

  it('NEWORDER alone may list, create and process (a cashier sees what they ring up)', async () => {
    const order = await createOrder(newOrderOnly);
    const all = await post('/api/order/all', newOrderOnly, {
      dateStart: '2030-02-14',
      dateStop: '2030-02-14',
    });
    expect(all.statusCode).toBe(200);
    const s = await post('/api/order/setStatusOrder', newOrderOnly, {
      idOrder: order.id,
      idStatus: order.idStatus,
    });
    expect(s.statusCode).toBe(200);
  });
});

describe('the mock layer wait', () => {
  it('every order route waits LEGACY_DELAY_MS before answering (a lower bound only)', async () => {
    gw.app.config.legacyDelayMs = 60;
    try {
      for (const [method, url, payload] of ROUTES) {
        const started = Date.now();
        const res = method === 'GET' ? await get(url, sa) : await post(url, sa, payload);
        expect(res.statusCode).toBeLessThan(500);
        expect(Date.now() - started).toBeGreaterThanOrEqual(55);
      }
    } finally {
      gw.app.config.legacyDelayMs = 0;
    }
  });
});
