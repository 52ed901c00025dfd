/**
 * Orders over GraphQL: the same orders as /api, date presets, mutations with history, bulk
 * status, authorization, and the loaders' promise: one remote call per referenced list per
 * request, whatever the number of orders (counted on a wrapping Upstream), and none for a list the
 * gateway's list cache holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededTemplate } from '../seeded-template';
import { startCrm, type RunningCrm } from '../../crm/server';
import { localDate, presetRange } from '../../gateway/domains/orders/dates';
import { createUndiciUpstream } from '../../gateway/upstream/undici';
import type { Upstream } from '../../gateway/upstream/types';
import {
  accepted,
  ACCOUNTS,
  bearer,
  countingUpstream,
  gql,
  login,
  registerUser,
  startGateway,
  testConfig,
  type TestGateway,
  userErrorsOf,
} from './helper';

let crm: RunningCrm;
let inner: Upstream;
let gw: TestGateway;
let sa: string;
const calls: string[] = [];
let products: { id: number; price_kopecks: number }[];
let workers: { id: number }[];
let payments: { id: number }[];
let streets: { id: number }[];
let sources: { id: number }[];

beforeAll(async () => {
  const config = testConfig();
  crm = await startCrm({ dataDir: 'memory://', template: seededTemplate(), apiKey: config.crmApiKey });
  inner = createUndiciUpstream({ url: crm.url, apiKey: config.crmApiKey, settings: config.upstream });
  gw = await startGateway({
    crmUrl: crm.url,
    upstream: countingUpstream(inner, calls),
    // These tests read every field of whole periods through orders(range), over the seed's
    // thousand-plus orders: priced and bounded above the defaults (graphql-cost.test.ts has those).
    env: { CRM_API_KEY: config.crmApiKey, GRAPHQL_MAX_COST: '1000000', GRAPHQL_MAX_ORDER_LIST: '5000' },
  });
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  products = await crm.db.query('SELECT id, price_kopecks FROM products ORDER BY id LIMIT 3');
  workers = await crm.db.query('SELECT id FROM employees ORDER BY id');
  payments = await crm.db.query('SELECT id FROM payment_types ORDER BY id');
  streets = await crm.db.query('SELECT id FROM streets ORDER BY id');
  sources = await crm.db.query('SELECT id FROM order_sources ORDER BY id');
});
afterAll(async () => {
  await gw?.close();
  await inner?.close();
  await crm?.close();
});

const ORDER_FIELDS = `id number date deliveryDate deliveryTime deliveryAddress cardText clientWishes
  subtotal discountSum total advanceSum changeFor change paymentText discountType discountValue
  statusId workerId paymentTypeId clientId deleted shopType fromClient
  status { id name color } worker { id fullName } paymentType { id name } client { id firstName phone }
  source { id name } street { id name } filledBy { id fullName }
  recipient { firstName lastName phone } lines { productId name count price sum }`;

const CREATE = `mutation Create($input: OrderInput!) { createOrder(input: $input) { order { ${ORDER_FIELDS} } userErrors { field code message } } }`;

function input(i: number, extra: Record<string, unknown> = {}) {
  return {
    date: '2029-06-01',
    deliveryDate: '2029-06-02',
    deliveryTime: '10:00-12:00',
    client: { firstName: `Клиент ${i}`, phone: `+7 901 ${String(1000000 + i).slice(-7)}` },
    recipient: {
      firstName: 'Получатель',
      lastName: `№${i}`,
      phone: `+7 902 ${String(1000000 + i).slice(-7)}`,
    },
    deliveryAddress: `ул. Тестовая, д. ${i}`,
    streetId: String(streets[i % streets.length].id),
    sourceId: String(sources[i % sources.length].id),
    filledById: String(workers[i % workers.length].id),
    workerId: String(workers[(i + 1) % workers.length].id),
    paymentTypeId: String(payments[i % payments.length].id),
    cardText: 'С праздником',
    lines: [
      { productId: String(products[i % 3].id), count: 1 + (i % 3), price: products[i % 3].price_kopecks },
    ],
    ...extra,
  };
}

async function createOrder(vars: Record<string, unknown>, token = sa) {
  const res = await gql(gw.app, CREATE, { input: vars }, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return accepted<Record<string, unknown> & { id: string; total: number }>(res.data, 'createOrder');
}

const ORDERS = `query Orders($range: DateRangeInput, $preset: DatePreset, $includeDeleted: Boolean) {
  orders(range: $range, preset: $preset, includeDeleted: $includeDeleted) { start stop orders { ${ORDER_FIELDS} } }
}`;

describe('createOrder and the clean names', () => {
  it('maps the form to the CRM and back: change from a banknote, recipient, client by phone', async () => {
    const order = await createOrder(
      input(1, {
        lines: [{ productId: String(products[0].id), count: 2, price: 150_000 }],
        discountType: 'percent',
        discountValue: 10,
        advanceSum: 70_000,
        changeFor: 500_000,
        total: 270_000,
      }),
    );
    expect(order).toMatchObject({
      number: expect.stringMatching(/^290601-\d{3}$/),
      subtotal: 300_000,
      discountSum: 30_000,
      total: 270_000,
      changeFor: 500_000,
      change: 300_000,
      discountType: 'percent',
      deliveryAddress: 'ул. Тестовая, д. 1',
      recipient: { firstName: 'Получатель', lastName: '№1' },
      client: { firstName: 'Клиент 1' },
      status: { name: expect.any(String) },
      worker: { fullName: expect.any(String) },
      lines: [{ productId: String(products[0].id), count: 2, price: 150_000, sum: 300_000 }],
    });
  });

  it('a total that disagrees is a user error at input.total with the CRM message', async () => {
    const res = await gql(gw.app, CREATE, { input: input(2, { total: 1 }) }, sa);
    expect(res.errors).toBeUndefined();
    expect(userErrorsOf(res.data, 'createOrder')).toEqual([
      {
        field: ['input', 'total'],
        code: 'ORDER_TOTAL_MISMATCH',
        message: expect.stringMatching(/^Итоговая сумма не совпадает с расчётом: ожидается .+ ₽$/),
      },
    ]);
  });
});

describe('orders and /api return the same orders', () => {
  it('same ids, numbers and totals for one range', async () => {
    const range = { start: '2029-06-01', stop: '2029-06-02' };
    const graph = await gql(gw.app, ORDERS, { range, preset: 'SPECIFY' }, sa);
    const api = await gw.app.inject({
      method: 'POST',
      url: '/api/order/all',
      headers: bearer(sa),
      payload: { dateStart: range.start, dateStop: range.stop },
    });
    const fromGraph = (graph.data!.orders as { orders: { id: string; number: string; total: number }[] })
      .orders;
    const fromApi = api.json().OrderList as { id: number; number: string; itog_value: number }[];
    expect(fromGraph.length).toBeGreaterThan(0);
    expect(fromGraph.map((o) => [o.id, o.number, o.total])).toEqual(
      fromApi.map((o) => [String(o.id), o.number, o.itog_value]),
    );
  });
});

describe('loaders: one call per referenced list per request', () => {
  const remoteCalls = () => calls.filter((c) => !c.startsWith('auth/')).sort();
  const EXPECTED = [
    'order/getOrder',
    'reference/getAllEmployees',
    'reference/getAllKlientDirectory',
    'reference/getAllOrderSource',
    'reference/getAllStreet',
    'reference/getAllTypePayments',
  ];

  it('30 orders on a day: one getOrder plus one call per list, statuses primed from getOrder', async () => {
    for (let i = 0; i < 30; i++) await createOrder(input(100 + i, { date: '2029-07-01' }));
    // Cold: the gateway's list cache would otherwise answer the lists the mutations just read.
    gw.app.upstream.clearCaches();
    calls.length = 0;
    const res = await gql(gw.app, ORDERS, { range: { start: '2029-07-01', stop: '2029-07-01' } }, sa);
    expect(res.errors).toBeUndefined();
    expect((res.data!.orders as { orders: unknown[] }).orders).toHaveLength(30);
    expect(remoteCalls()).toEqual(EXPECTED);
  });

  it('the seeded last 30 days (over a thousand orders) cost exactly the same calls', async () => {
    const today = localDate('Europe/Moscow');
    const start = new Date(Date.parse(`${today}T12:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
    gw.app.upstream.clearCaches();
    calls.length = 0;
    const res = await gql(gw.app, ORDERS, { range: { start, stop: today } }, sa);
    expect(res.errors).toBeUndefined();
    expect((res.data!.orders as { orders: unknown[] }).orders.length).toBeGreaterThan(1000);
    expect(remoteCalls()).toEqual(EXPECTED);

    // Warm: the lists come from the gateway's list cache (LIST_CACHE_MS), only the orders are read.
    calls.length = 0;
    const again = await gql(gw.app, ORDERS, { range: { start, stop: today } }, sa);
    expect(again.data).toEqual(res.data);
    expect(remoteCalls()).toEqual(['order/getOrder']);
  });
});

describe('a page of orders (ordersConnection)', () => {
  it('names each order’s street from the page itself: no second call for the streets', async () => {
    const made: { id: string; streetId: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const order = await createOrder(input(200 + i, { date: '2029-07-02' }));
      made.push({ id: order.id, streetId: (order.street as { id: string }).id });
    }
    gw.app.upstream.clearCaches();
    calls.length = 0;
    const res = await gql(
      gw.app,
      `query ($filter: OrderFilter) { ordersConnection(first: 50, filter: $filter, orderBy: DATE) {
        edges { node { id street { id name deliveryPrice } } } } }`,
      { filter: { range: { start: '2029-07-02', stop: '2029-07-02' } } },
      sa,
    );
    expect(res.errors).toBeUndefined();
    const nodes = (
      res.data!.ordersConnection as { edges: { node: { id: string; street: unknown } }[] }
    ).edges.map((e) => e.node);
    const names = await crm.db.query<{ id: number; name: string; delivery_price: number }>(
      'SELECT id, name, delivery_price FROM streets WHERE id = ANY($1::int[])',
      [made.map((o) => Number(o.streetId))],
    );
    const street = (id: unknown) => names.find((s) => String(s.id) === id)!;
    expect(nodes).toEqual(
      made.map((o) => ({
        id: o.id,
        street: {
          id: o.streetId,
          name: street(o.streetId).name,
          deliveryPrice: street(o.streetId).delivery_price,
        },
      })),
    );
    expect(calls.filter((c) => !c.startsWith('auth/'))).toEqual(['order/getOrderPage']);
  });
});

describe('presets in the shop time zone', () => {
  it('computes TODAY, TOMORROW, YESTERDAY, WEEK (Mon–Sun) and MONTH independently of the server TZ', () => {
    // 22:30 UTC on Sunday 22.11.2026 is already Monday 23.11 01:30 in Moscow.
    const now = new Date('2026-11-22T22:30:00Z');
    const tz = 'Europe/Moscow';
    expect(presetRange('TODAY', null, tz, now)).toEqual({ start: '2026-11-23', stop: '2026-11-23' });
    expect(presetRange(null, null, tz, now)).toEqual({ start: '2026-11-23', stop: '2026-11-23' });
    expect(presetRange('TOMORROW', null, tz, now)).toEqual({ start: '2026-11-24', stop: '2026-11-24' });
    expect(presetRange('YESTERDAY', null, tz, now)).toEqual({ start: '2026-11-22', stop: '2026-11-22' });
    expect(presetRange('WEEK', null, tz, now)).toEqual({ start: '2026-11-23', stop: '2026-11-29' });
    expect(presetRange('WEEK', null, 'UTC', now)).toEqual({ start: '2026-11-16', stop: '2026-11-22' });
    expect(presetRange('MONTH', null, tz, new Date('2028-02-10T10:00:00Z'))).toEqual({
      start: '2028-02-01',
      stop: '2028-02-29',
    });
    expect(() => presetRange('SPECIFY', null, tz, now)).toThrow('Укажите период');
    // Month 13 was a RangeError (a 500) before it reached the check.
    expect(() => presetRange('SPECIFY', { start: '2026-13-01', stop: '2026-13-02' }, tz, now)).toThrow(
      'Начало периода: дата в формате ГГГГ-ММ-ДД',
    );
  });

  it('TODAY (the default) lists an order made for today in the shop', async () => {
    const today = localDate('Europe/Moscow');
    const order = await createOrder(input(3, { date: today }));
    const res = await gql(gw.app, `{ orders { start stop orders { id } } }`, {}, sa);
    const list = res.data!.orders as { start: string; stop: string; orders: { id: string }[] };
    expect([list.start, list.stop]).toEqual([today, today]);
    expect(list.orders.map((o) => o.id)).toContain(order.id);
  });

  it('refuses a reversed or malformed range', async () => {
    const bad = await gql(gw.app, ORDERS, { range: { start: '2029-02-02', stop: '2029-02-01' } }, sa);
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('changes, history and delete', () => {
  it('status, worker, payment and edit are recorded; order(id) shows the history', async () => {
    const order = await createOrder(input(4, { workerId: null }));
    const statuses = (
      await crm.db.query<{ id: number; name: string }>('SELECT id, name FROM order_statuses ORDER BY sort')
    ).map((s) => ({ id: String(s.id), name: s.name }));
    const run = async (query: string, variables: Record<string, unknown>) => {
      const res = await gql(gw.app, query, variables, sa);
      expect(res.errors).toBeUndefined();
      return res.data!;
    };
    await run(
      `mutation($id: ID!, $s: ID!) { setOrderStatus(id: $id, statusId: $s) { order { id } userErrors { field code message } } }`,
      {
        id: order.id,
        s: statuses[1].id,
      },
    );
    const assigned = await run(
      `mutation($id: ID!, $w: ID, $s: ID) { assignOrderWorker(id: $id, workerId: $w, statusId: $s) { order { worker { id } status { name } } userErrors { field code message } } }`,
      { id: order.id, w: String(workers[0].id), s: statuses[2].id },
    );
    expect(accepted(assigned, 'assignOrderWorker')).toEqual({
      worker: { id: String(workers[0].id) },
      status: { name: statuses[2].name },
    });
    const paid = await run(
      `mutation($id: ID!, $p: ID) { setOrderPayment(id: $id, paymentTypeId: $p, paymentText: "на сайте") { order { paymentText paymentType { id } } userErrors { field code message } } }`,
      { id: order.id, p: String(payments[1].id) },
    );
    expect(accepted(paid, 'setOrderPayment')).toEqual({
      paymentText: 'на сайте',
      paymentType: { id: String(payments[1].id) },
    });
    const updated = await run(
      `mutation($id: ID!, $input: OrderInput!) { updateOrder(id: $id, input: $input) { order { cardText total } userErrors { field code message } } }`,
      {
        id: order.id,
        input: input(4, {
          cardText: 'Новый текст',
          paymentTypeId: String(payments[1].id),
          paymentText: 'на сайте',
        }),
      },
    );
    expect(accepted(updated, 'updateOrder')).toMatchObject({ cardText: 'Новый текст' });

    const detail = await run(
      `query($id: ID!) { order(id: $id) { id history { field oldName newName userName at } } }`,
      {
        id: order.id,
      },
    );
    const history = (
      detail.order as { history: { field: string; oldName: string | null; newName: string | null }[] }
    ).history;
    expect(history.map((h) => h.field)).toEqual([
      'created',
      'status',
      'worker',
      'status',
      'payment',
      'edited',
    ]);
    expect(history[1]).toMatchObject({ oldName: statuses[0].name, newName: statuses[1].name });
  });

  it('setOrdersStatus moves several orders at once', async () => {
    const a = await createOrder(input(5));
    const b = await createOrder(input(6));
    const [, , , target] = await crm.db.query<{ id: number }>('SELECT id FROM order_statuses ORDER BY sort');
    const res = await gql(
      gw.app,
      `mutation($ids: [ID!]!, $s: ID!) { setOrdersStatus(ids: $ids, statusId: $s) { orderIds userErrors { field code message } } }`,
      { ids: [a.id, b.id], s: String(target.id) },
      sa,
    );
    expect(accepted(res.data, 'setOrdersStatus')).toEqual([a.id, b.id]);
    const rows = await crm.db.query<{ status_id: number }>(
      'SELECT status_id FROM orders WHERE id = ANY($1::int[])',
      [[Number(a.id), Number(b.id)]],
    );
    expect(rows.map((r) => r.status_id)).toEqual([target.id, target.id]);
  });

  it('deleteOrder hides the order unless includeDeleted; an unknown id is null', async () => {
    const order = await createOrder(input(7, { date: '2029-08-08' }));
    const del = await gql(
      gw.app,
      `mutation($id: ID!) { deleteOrder(id: $id) { deletedOrderId userErrors { field code message } } }`,
      { id: order.id },
      sa,
    );
    expect(accepted(del.data, 'deleteOrder')).toBe(order.id);
    const range = { start: '2029-08-08', stop: '2029-08-08' };
    const visible = await gql(gw.app, ORDERS, { range }, sa);
    expect((visible.data!.orders as { orders: unknown[] }).orders).toHaveLength(0);
    const all = await gql(gw.app, ORDERS, { range, includeDeleted: true }, sa);
    expect((all.data!.orders as { orders: { deleted: boolean }[] }).orders).toEqual([
      expect.objectContaining({ id: order.id, deleted: true }),
    ]);
    const missing = await gql(gw.app, `{ order(id: "99999999") { id } }`, {}, sa);
    expect(missing.data?.order).toBeNull();
  });
});

describe('authorization', () => {
  it('without a token: UNAUTHENTICATED', async () => {
    const res = await gql(gw.app, `{ orders { start } }`);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('without order pages: FORBIDDEN; ALLORDER alone lists and processes but cannot create', async () => {
    const guest = await registerUser(gw.app, 'orders-guest');
    expect((await gql(gw.app, `{ orders { start } }`, {}, guest.token)).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );

    const clerk = await registerUser(gw.app, 'orders-clerk');
    await crm.db.query(`UPDATE users SET access_page = '{ALLORDER}' WHERE id = $1`, [Number(clerk.id)]);
    // The change of keys ended the clerk's session (issue 16 item 0): it signs in again.
    const token = await login(gw.app, clerk.email, clerk.password);
    expect((await gql(gw.app, `{ orders { start } }`, {}, token)).errors).toBeUndefined();
    const created = await gql(gw.app, CREATE, { input: input(8) }, token);
    expect(created.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const order = await createOrder(input(9));
    const moved = await gql(
      gw.app,
      `mutation($id: ID!, $s: ID!) { setOrderStatus(id: $id, statusId: $s) { order { id } userErrors { field code message } } }`,
      {
        id: order.id,
        s: String((await crm.db.query<{ id: number }>('SELECT id FROM order_statuses LIMIT 1'))[0].id),
      },
      token,
    );
    expect(moved.errors).toBeUndefined();
  });
});
