/**
 * updateOrder as a patch with a version (issue 18 item 1), against the real embedded CRM: a field
 * left out keeps its value, null clears it, lines change only when given; a stale version is
 * refused with CONFLICT and the current order and changes nothing; of two edits made on one
 * version exactly one is written. The legacy /api edit keeps the spec's whole-order meaning.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededTemplate } from '../seeded-template';
import { startCrm, type RunningCrm } from '../../crm/server';
import { createUndiciUpstream } from '../../gateway/upstream/undici';
import type { Upstream } from '../../gateway/upstream/types';
import {
  accepted,
  userErrorsOf,
  ACCOUNTS,
  bearer,
  gql,
  login,
  startGateway,
  testConfig,
  type TestGateway,
} from './helper';

let crm: RunningCrm;
let upstream: Upstream;
let gw: TestGateway;
let sa: string;
let products: { id: number; price_kopecks: number }[];
let payments: { id: number }[];
let streets: { id: number }[];
let sources: { id: number }[];
let workers: { id: number }[];

beforeAll(async () => {
  const config = testConfig();
  crm = await startCrm({ dataDir: 'memory://', template: seededTemplate(), apiKey: config.crmApiKey });
  upstream = createUndiciUpstream({ url: crm.url, apiKey: config.crmApiKey, settings: config.upstream });
  gw = await startGateway({ crmUrl: crm.url, upstream, env: { CRM_API_KEY: config.crmApiKey } });
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  products = await crm.db.query(
    "SELECT id, price_kopecks FROM products WHERE shop_type = 'flower_shop' ORDER BY id LIMIT 2",
  );
  payments = await crm.db.query('SELECT id FROM payment_types ORDER BY id LIMIT 2');
  streets = await crm.db.query('SELECT id FROM streets ORDER BY id LIMIT 1');
  sources = await crm.db.query('SELECT id FROM order_sources ORDER BY id LIMIT 1');
  workers = await crm.db.query('SELECT id FROM employees ORDER BY id LIMIT 1');
});
afterAll(async () => {
  await gw?.close();
  await upstream?.close();
  await crm?.close();
});

/** Every field an order's form writes, and what the CRM derives from them. */
const FIELDS = `id number version shopType customerType deliveryType date deliveryDate deliveryTime
  clientId client { id firstName lastName phone email } recipient { firstName lastName patronymic phone }
  deliveryAddress streetId clientWishes cardText managerComment advanceType advanceSum paymentTypeId
  paymentText changeFor change discountType discountValue discountSum deliverySum subtotal total
  fromClient sourceId socialText filledById attractedById statusId workerId outletId
  lines { productId name count price sum } deleted`;

type Order = Record<string, unknown> & { id: string; version: number; lines: unknown[] };

const UPDATE = `mutation ($id: ID!, $input: OrderInput!, $version: Int) {
  updateOrder(id: $id, input: $input, version: $version) { order { ${FIELDS} } userErrors { field code message } } }`;

let seq = 0;
/** A new order with every field the brief names filled in. */
async function created(): Promise<Order> {
  seq++;
  const res = await gql(
    gw.app,
    `mutation ($input: OrderInput!) { createOrder(input: $input) { order { ${FIELDS} } userErrors { field code message } } }`,
    {
      input: {
        date: '2029-07-01',
        deliveryDate: '2029-07-02',
        deliveryTime: '09:00-11:00',
        customerType: 'individual',
        deliveryType: 'delivery',
        client: { firstName: 'Патч', lastName: `Клиентов ${seq}`, phone: `+7 905 ${1000000 + seq}` },
        recipient: { firstName: 'Получатель', lastName: `№${seq}`, phone: `+7 906 ${1000000 + seq}` },
        deliveryAddress: `ул. Патчевая, д. ${seq}`,
        streetId: String(streets[0].id),
        clientWishes: 'Белые розы',
        cardText: 'С днём рождения',
        managerComment: 'Позвонить за час',
        paymentTypeId: String(payments[0].id),
        paymentText: 'при получении',
        changeFor: 500_000,
        discountType: 'percent',
        discountValue: 10,
        deliverySum: 30_000,
        sourceId: String(sources[0].id),
        socialText: '@patch',
        filledById: String(workers[0].id),
        fromClient: true,
        lines: [{ productId: String(products[0].id), count: 2, price: 100_000 }],
      },
    },
    sa,
  );
  expect(res.errors).toBeUndefined();
  return accepted<Order>(res.data, 'createOrder');
}

async function read(id: string): Promise<Order> {
  const res = await gql(gw.app, `query ($id: ID!) { order(id: $id) { ${FIELDS} } }`, { id }, sa);
  expect(res.errors).toBeUndefined();
  return res.data!.order as Order;
}

const update = (id: string, input: Record<string, unknown>, version?: number) =>
  gql(gw.app, UPDATE, { id, input, ...(version === undefined ? {} : { version }) }, sa);

/** `order` without the fields a change of `changed` may move (the totals follow the lines). */
function rest(order: Order, changed: string[]) {
  const derived = ['version', 'subtotal', 'discountSum', 'total', 'change'];
  return Object.fromEntries(Object.entries(order).filter(([k]) => ![...changed, ...derived].includes(k)));
}

describe('updateOrder is a patch', () => {
  it('keeps every field it is not sent: cardText and lines change, the rest stays', async () => {
    const before = await created();
    const lines = [{ productId: String(products[1].id), count: 1, price: 70_000 }];
    const res = await update(before.id, { cardText: 'Поздравляю!', lines });
    expect(res.errors).toBeUndefined();
    const after = await read(before.id);
    expect(rest(after, ['cardText', 'lines'])).toEqual(rest(before, ['cardText', 'lines']));
    expect(after).toMatchObject({ cardText: 'Поздравляю!', lines: [{ ...lines[0], sum: 70_000 }] });
    // The fields the issue saw wiped, by name.
    expect(after).toMatchObject({
      deliveryAddress: before.deliveryAddress,
      client: before.client,
      recipient: before.recipient,
      managerComment: 'Позвонить за час',
      paymentTypeId: String(payments[0].id),
      date: '2029-07-01',
      number: before.number,
    });
    expect(after.version).toBeGreaterThan(before.version);
  });

  it('keeps the lines when `lines` is not sent', async () => {
    const before = await created();
    expect((await update(before.id, { managerComment: 'Только комментарий' })).errors).toBeUndefined();
    const after = await read(before.id);
    expect(after.managerComment).toBe('Только комментарий');
    expect(rest(after, ['managerComment'])).toEqual(rest(before, ['managerComment']));
    expect(after.total).toBe(before.total);
  });

  it('an explicit null clears a clearable field', async () => {
    const before = await created();
    const res = await update(before.id, {
      deliveryAddress: null,
      recipient: null,
      client: null,
      paymentTypeId: null,
      discountType: null,
      changeFor: null,
      deliveryDate: null,
    });
    expect(res.errors).toBeUndefined();
    const after = await read(before.id);
    expect(after).toMatchObject({
      deliveryAddress: '',
      recipient: null,
      client: null,
      clientId: null,
      paymentTypeId: null,
      discountType: null,
      discountSum: 0,
      changeFor: null,
      // No date, as for an order created without one (a Date is null, never '').
      deliveryDate: null,
    });
    const cleared = ['deliveryAddress', 'recipient', 'client', 'clientId', 'paymentTypeId'];
    const alsoCleared = ['discountType', 'discountValue', 'discountSum', 'changeFor', 'deliveryDate'];
    expect(rest(after, [...cleared, ...alsoCleared])).toEqual(rest(before, [...cleared, ...alsoCleared]));
  });

  it.each([
    ['date', 'Дата заказа не очищается'],
    ['lines', 'Строки заказа не очищаются'],
    ['shopType', 'Тип магазина не очищается'],
  ])('null for %s is refused with a reason and changes nothing', async (field, message) => {
    const before = await created();
    const res = await update(before.id, { [field]: null, cardText: 'не должно сохраниться' });
    expect(userErrorsOf(res.data, 'updateOrder')).toEqual([
      { field: ['input', field], code: 'FIELD_INVALID', message: expect.stringContaining(message) },
    ]);
    expect(await read(before.id)).toEqual(before);
  });
});

describe('updateOrder with a version', () => {
  it('the version read is accepted, and the order moves to a new one', async () => {
    const before = await created();
    const res = await update(before.id, { cardText: 'С версией' }, before.version);
    expect(res.errors).toBeUndefined();
    const after = accepted<Order>(res.data, 'updateOrder');
    expect(after.cardText).toBe('С версией');
    expect(after.version).toBeGreaterThan(before.version);
  });

  it('a stale version is refused with CONFLICT and the current order, and changes nothing', async () => {
    const before = await created();
    // Someone else writes first: the status screen (another mutation) bumps the version too.
    const statuses = await crm.db.query<{ id: number }>('SELECT id FROM order_statuses ORDER BY id');
    const other = statuses.find((s) => String(s.id) !== before.statusId)!;
    const moved = await gql(
      gw.app,
      `mutation ($id: ID!, $s: ID!) { setOrderStatus(id: $id, statusId: $s) { order { version } userErrors { field code message } } }`,
      { id: before.id, s: String(other.id) },
      sa,
    );
    const current = accepted<{ version: number }>(moved.data, 'setOrderStatus').version;
    expect(current).toBeGreaterThan(before.version);
    const now = await read(before.id);

    const res = await update(before.id, { cardText: 'Затираю чужое' }, before.version);
    expect(res.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Заказ изменён другим пользователем'),
      extensions: {
        code: 'CONFLICT',
        current: { id: before.id, version: current, statusId: String(other.id), cardText: before.cardText },
      },
    });
    expect(await read(before.id)).toEqual(now);
  });

  it('two edits made on one version at once: exactly one is written', async () => {
    const before = await created();
    const replies = await Promise.all(
      ['Первый', 'Второй'].map((text) => update(before.id, { cardText: text }, before.version)),
    );
    const won = replies.filter((r) => !r.errors);
    const lost = replies.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].errors![0].extensions?.code).toBe('CONFLICT');
    const after = await read(before.id);
    expect(after.cardText).toBe(accepted<Order>(won[0].data, 'updateOrder').cardText);
    expect(after.version).toBe(accepted<Order>(won[0].data, 'updateOrder').version);
  });

  it('the CRM itself refuses a stale version under the row lock (EditOrderData version)', async () => {
    const before = await created();
    await crm.db.query('UPDATE orders SET manager_comment = $2 WHERE id = $1', [Number(before.id), 'скрипт']);
    const [{ version }] = await crm.db.query<{ version: number }>(
      'SELECT version FROM orders WHERE id = $1',
      [Number(before.id)],
    );
    expect(version).toBe(before.version + 1);
    const reply = await upstream
      .call('order', 'EditOrderData', {
        EditOrderData: {
          id: Number(before.id),
          date: '2029-07-01',
          products: [{ id: products[0].id, count_product: 1, priceProduct: 100_000 }],
          version: before.version,
        },
      })
      .catch((err: { errorInfo?: unknown }) => err.errorInfo);
    expect(reply).toBe('CONFLICT');
    const [row] = await crm.db.query<{ manager_comment: string; version: number }>(
      'SELECT manager_comment, version FROM orders WHERE id = $1',
      [Number(before.id)],
    );
    expect(row).toEqual({ manager_comment: 'скрипт', version });
  });

  it('without a version the patch still lands on the newest order (nothing of the other write lost)', async () => {
    const before = await created();
    await crm.db.query('UPDATE orders SET manager_comment = $2 WHERE id = $1', [Number(before.id), 'другой']);
    expect((await update(before.id, { cardText: 'Без версии' })).errors).toBeUndefined();
    expect(await read(before.id)).toMatchObject({ cardText: 'Без версии', managerComment: 'другой' });
  });
});

describe('legacy /api keeps the whole-order meaning', () => {
  it('EditOrderData without a field empties it (spec section 3), and takes no version', async () => {
    const before = await created();
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/order/EditOrderData',
      headers: bearer(sa),
      payload: {
        EditOrderData: {
          id: Number(before.id),
          date: '2029-07-01',
          products: [{ id: products[0].id, count_product: 1, priceProduct: 100_000 }],
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const after = await read(before.id);
    expect(after).toMatchObject({ managerComment: '', deliveryAddress: '', cardText: '', client: null });
  });
});
