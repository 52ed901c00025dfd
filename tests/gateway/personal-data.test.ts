/**
 * Issue 16 item 4: a manager who takes and processes orders but has no KLIENTS key sees the
 * client's and the recipient's phone and e-mail masked, on GraphQL and /api alike; finds an
 * order by the whole phone only; and an edit that sends the mask back keeps the stored numbers.
 * The SA (KLIENTS) sees and finds everything whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from '../../schema/personal-data';
import {
  accepted,
  userErrorsOf,
  ACCOUNTS,
  bearer,
  gql,
  login,
  startGateway,
  type TestGateway,
} from './helper';

let gw: TestGateway;
let sa: string;
let manager: string;
let orderId: string;
let product: { id: number; price_kopecks: number };

const DAY = '2029-07-01';
const CLIENT_PHONE = '+7 (926) 555-12-30';
const RECIPIENT_PHONE = '+7 (903) 777-88-41';
const EMAIL = 'vera.klientova@mail.ru';
const RANGE = `range: { start: "${DAY}", stop: "${DAY}" }, preset: SPECIFY`;
const FIELDS = 'id number clientId client { phone email } recipient { phone } cardText';

type Row = {
  id: string;
  clientId: string;
  client: { phone: string; email: string };
  recipient: { phone: string };
};

async function orders(token: string, search?: string): Promise<Row[]> {
  const res = await gql(
    gw.app,
    `query($search: String) { orders(${RANGE}, search: $search) { orders { ${FIELDS} } } }`,
    { search },
    token,
  );
  expect(res.errors).toBeUndefined();
  return (res.data!.orders as { orders: Row[] }).orders;
}

const input = (client: Record<string, string>, recipient: Record<string, string>, cardText: string) => ({
  date: DAY,
  deliveryDate: DAY,
  client,
  recipient,
  cardText,
  lines: [{ productId: String(product.id), count: 1, price: product.price_kopecks }],
});

beforeAll(async () => {
  gw = await startGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  manager = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
  [product] = await gw.crm!.db.query<{ id: number; price_kopecks: number }>(
    "SELECT id, price_kopecks FROM products WHERE shop_type = 'flower_shop' ORDER BY id LIMIT 1",
  );
  const created = await gql(
    gw.app,
    'mutation($input: OrderInput!) { createOrder(input: $input) { order { id } userErrors { field code message } } }',
    {
      input: input(
        { firstName: 'Вера', lastName: 'Клиентова', phone: CLIENT_PHONE, email: EMAIL },
        { firstName: 'Получатель', phone: RECIPIENT_PHONE },
        'С днём рождения',
      ),
    },
    sa,
  );
  expect(created.errors).toBeUndefined();
  orderId = accepted<{ id: string }>(created.data, 'createOrder').id;
});
afterAll(() => gw?.close());

describe('masks', () => {
  it('formats a phone as +7 (926) ***-**-30 and an e-mail as v***@mail.ru', () => {
    expect(maskPhone(CLIENT_PHONE)).toBe('+7 (926) ***-**-30');
    expect(maskPhone('89265551230')).toBe('+7 (926) ***-**-30');
    expect(maskPhone('12345')).toBe('***45');
    expect(maskEmail(EMAIL)).toBe('v***@mail.ru');
    expect(maskPhone('')).toBe('');
  });
});

describe('reading orders', () => {
  it('GraphQL: the manager sees the phones and e-mail masked, the SA whole', async () => {
    const mine = (await orders(manager)).find((o) => o.id === orderId)!;
    expect(mine.client).toEqual({ phone: '+7 (926) ***-**-30', email: 'v***@mail.ru' });
    expect(mine.recipient.phone).toBe('+7 (903) ***-**-41');
    const whole = (await orders(sa)).find((o) => o.id === orderId)!;
    expect(whole.client).toEqual({ phone: CLIENT_PHONE, email: EMAIL });
    expect(whole.recipient.phone).toBe(RECIPIENT_PHONE);

    const one = await gql(
      gw.app,
      `{ order(id: "${orderId}") { client { phone } recipient { phone } } }`,
      {},
      manager,
    );
    expect(one.data!.order).toEqual({
      client: { phone: '+7 (926) ***-**-30' },
      recipient: { phone: '+7 (903) ***-**-41' },
    });
  });

  it('/api: order/all and getOrderInfo mask the klient and the recipient for the manager', async () => {
    const list = await gw.app.inject({
      method: 'POST',
      url: '/api/order/all',
      headers: bearer(manager),
      payload: { dateStart: DAY, dateStop: DAY },
    });
    expect(list.statusCode).toBe(200);
    const order = (list.json().OrderList as Record<string, { phone: string; email?: string }>[]).find(
      (o) => String(o.id) === orderId,
    )!;
    expect(order.klient).toMatchObject({ phone: '+7 (926) ***-**-30', email: 'v***@mail.ru' });
    expect(order.recipient.phone).toBe('+7 (903) ***-**-41');
    const info = await gw.app.inject({
      method: 'POST',
      url: '/api/order/getOrderInfo',
      headers: bearer(sa),
      payload: { idOrder: Number(orderId) },
    });
    expect(JSON.stringify(info.json())).toContain('555-12-30');
  });
});

describe('searching orders', () => {
  it('a phone fragment finds the order for the SA only; the whole number finds it for both', async () => {
    expect((await orders(sa, '5551230')).map((o) => o.id)).toContain(orderId);
    expect(await orders(manager, '5551230')).toEqual([]);
    expect((await orders(manager, '8 926 555-12-30')).map((o) => o.id)).toEqual([orderId]);
    expect((await orders(manager, '+79037778841')).map((o) => o.id)).toEqual([orderId]);
    expect((await orders(manager, 'клиентова')).map((o) => o.id)).toEqual([orderId]);
  });
});

describe('editing an order shown masked', () => {
  const update = (
    token: string,
    client: Record<string, string>,
    recipient: Record<string, string>,
    card: string,
  ) =>
    gql(
      gw.app,
      `mutation($id: ID!, $input: OrderInput!) { updateOrder(id: $id, input: $input) { order { ${FIELDS} } userErrors { field code message } } }`,
      { id: orderId, input: input(client, recipient, card) },
      token,
    );

  it('keeps the stored phone and e-mail when the mask comes back unchanged', async () => {
    const res = await update(
      manager,
      { firstName: 'Вера', lastName: 'Клиентова', phone: '+7 (926) ***-**-30', email: 'v***@mail.ru' },
      { firstName: 'Получатель', phone: '+7 (903) ***-**-41' },
      'Новая открытка',
    );
    expect(res.errors).toBeUndefined();
    expect(accepted(res.data, 'updateOrder')).toMatchObject({
      cardText: 'Новая открытка',
      client: { phone: '+7 (926) ***-**-30' },
    });
    const [row] = await gw.crm!.db.query<{ phone: string; email: string; recipient_phone: string }>(
      'SELECT k.phone, k.email, o.recipient_phone FROM orders o JOIN clients k ON k.id = o.client_id WHERE o.id = $1',
      [orderId],
    );
    expect(row).toEqual({ phone: CLIENT_PHONE, email: EMAIL, recipient_phone: RECIPIENT_PHONE });
  });

  it('refuses a mask that is not the stored number and changes nothing', async () => {
    const before = await gw.crm!.db.query(
      'SELECT client_id, card_to_order, updated_at FROM orders WHERE id = $1',
      [orderId],
    );
    const res = await update(
      manager,
      { firstName: 'Вера', phone: '+7 (926) ***-**-99' },
      { firstName: 'Получатель', phone: '+7 (903) ***-**-41' },
      'Не сохранится',
    );
    expect(res.errors).toBeUndefined();
    expect(userErrorsOf(res.data, 'updateOrder')[0].message).toMatch(/скрыты/);
    expect(
      await gw.crm!.db.query('SELECT client_id, card_to_order, updated_at FROM orders WHERE id = $1', [
        orderId,
      ]),
    ).toEqual(before);
  });

  it('a new number typed whole replaces the stored one', async () => {
    const res = await update(
      manager,
      { firstName: 'Вера', phone: '+7 (926) 555-00-01' },
      { firstName: 'Получатель', phone: '+7 (903) ***-**-41' },
      'Другой клиент',
    );
    expect(res.errors).toBeUndefined();
    const [row] = await gw.crm!.db.query<{ phone: string }>(
      'SELECT k.phone FROM orders o JOIN clients k ON k.id = o.client_id WHERE o.id = $1',
      [orderId],
    );
    expect(row.phone).toBe('+7 (926) 555-00-01');
  });
});
