/**
 * The delivery day through GraphQL (issue 21, docs/delivery.md): the board for DELIVERY, the
 * courier's own view for COURIER, and what a courier can never read: another courier's delivery,
 * the board, any other order.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accepted,
  bearer,
  gql,
  login,
  registerUser,
  signInSeeded,
  startGateway,
  userErrorsOf,
  type TestGateway,
} from './helper';

let gw: TestGateway;
let sa: string;
let manager: string;

const DAY = '2031-03-08';

const DELIVERY = `orderId number status late due courier { id name } clientName recipientName address mapsUrl window { from to }`;

async function newOrder(deliveryTime = '11:00-13:00'): Promise<string> {
  const res = await createOrder(deliveryTime);
  return accepted<{ id: string }>(res.data, 'createOrder').id;
}

async function createOrder(deliveryTime: string) {
  const products = (await gql(gw.app, '{ products { id price } }', undefined, sa)).data!.products as {
    id: string;
    price: number;
  }[];
  const res = await gql(
    gw.app,
    `mutation($input: OrderInput!) { createOrder(input: $input) { order { id } userErrors { message field code } } }`,
    {
      input: {
        shopType: 'flower_shop',
        deliveryType: 'delivery',
        deliveryDate: DAY,
        deliveryTime,
        client: {
          firstName: 'Ольга',
          lastName: 'Покупатель',
          phone: '+7 900 111-22-33',
          email: 'olga@example.com',
        },
        recipient: { firstName: 'Нина', lastName: 'Получатель', phone: '+7 900 222-33-44' },
        deliveryAddress: 'ул. Тверская, д. 1',
        cardText: 'С днём рождения!',
        lines: [{ productId: products[0].id, count: 1, price: 150_000 }],
      },
    },
    sa,
  );
  return res;
}

/** A fresh account with only COURIER, made this courier's sign-in; its token. */
async function courierToken(courierId: string): Promise<string> {
  const user = await registerUser(gw.app, 'courier');
  const rights = await gql(
    gw.app,
    `mutation($id: ID!) { setUserAccess(id: $id, input: { role: MANAGER, typeAccount: flower_shop, accessPage: ["COURIER"] }) { staffUser { id } userErrors { message } } }`,
    { id: user.id },
    sa,
  );
  expect(rights.errors).toBeUndefined();
  expect(rights.data!.setUserAccess).toMatchObject({ userErrors: [] });
  const link = await gql(
    gw.app,
    `mutation($e: ID!, $u: ID) { linkCourierAccount(employeeId: $e, userId: $u) { couriers { id hasAccount accountId } userErrors { message } } }`,
    { e: courierId, u: user.id },
    sa,
  );
  expect(accepted<{ id: string; hasAccount: boolean }[]>(link.data, 'linkCourierAccount')).toContainEqual({
    id: courierId,
    hasAccount: true,
    accountId: user.id,
  });
  // The staff list's picker offers the account (it has COURIER) and says whose it is now.
  const accounts = await gql(gw.app, '{ courierAccounts { id email courierId } }', undefined, sa);
  expect(accounts.data!.courierAccounts).toContainEqual({ id: user.id, email: user.email, courierId });
  return login(gw.app, user.email, user.password);
}

beforeAll(async () => {
  gw = await startGateway();
  ({ admin: sa, manager } = await signInSeeded(gw.app));
});
afterAll(async () => gw?.close());

const sql = async <T>(text: string, params: unknown[] = []) => gw.crm!.db.query<T>(text, params);

describe('delivery day on GraphQL', () => {
  it('offers the shop’s slots and refuses a window off them as a userError in Russian', async () => {
    const settings = await gql(
      gw.app,
      '{ deliverySettings { slotMinutes slots { from to } } }',
      undefined,
      sa,
    );
    expect((settings.data!.deliverySettings as { slots: unknown[] }).slots[0]).toEqual({
      from: '09:00',
      to: '11:00',
    });
    const id = await newOrder();
    const res = await gql(
      gw.app,
      `mutation($id: ID!) { setDeliveryWindow(orderId: $id, date: "${DAY}", from: "10:00", to: "12:00") { delivery { orderId } userErrors { field code message } } }`,
      { id },
      sa,
    );
    expect(userErrorsOf(res.data, 'setDeliveryWindow')[0]).toMatchObject({ field: ['window'] });
    expect(userErrorsOf(res.data, 'setDeliveryWindow')[0].message).toMatch(/не из окон магазина/);
  });

  it('an order taken on GraphQL delivers in one of the shop’s windows; /api keeps its free time', async () => {
    const count = async () =>
      (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE invoice_date = $1`, [DAY]))[0].n;
    const before = await count();
    const refused = await createOrder('10:00-12:00');
    expect(userErrorsOf(refused.data, 'createOrder')[0]).toMatchObject({
      field: ['input', 'deliveryTime'],
      code: 'FIELD_INVALID',
    });
    expect(userErrorsOf(refused.data, 'createOrder')[0].message).toMatch(
      /Окно 10:00-12:00 не из окон магазина: 09:00-11:00/,
    );
    // One moment is no window either.
    expect(userErrorsOf((await createOrder('12:00')).data, 'createOrder')[0].field).toEqual([
      'input',
      'deliveryTime',
    ]);
    expect(await count()).toBe(before);

    const id = await newOrder('19:00-21:00');
    const UPDATE = `mutation($id: ID!, $input: OrderInput!) { updateOrder(id: $id, input: $input) { order { deliveryTime cardText } userErrors { field code message } } }`;
    const moved = await gql(gw.app, UPDATE, { id, input: { deliveryTime: '20:00-22:00' } }, sa);
    expect(userErrorsOf(moved.data, 'updateOrder')[0].field).toEqual(['input', 'deliveryTime']);
    // A time kept from before (the legacy /api, or a window the shop has since dropped) stays on an edit.
    await sql(`UPDATE orders SET invoice_time_do = '12:00-15:00' WHERE id = $1`, [Number(id)]);
    const kept = await gql(gw.app, UPDATE, { id, input: { cardText: 'Новая открытка' } }, sa);
    expect(accepted(kept.data, 'updateOrder')).toEqual({
      deliveryTime: '12:00-15:00',
      cardText: 'Новая открытка',
    });

    const products = (await gql(gw.app, '{ products { id price } }', undefined, sa)).data!.products as {
      id: string;
    }[];
    const legacy = await gw.app.inject({
      method: 'POST',
      url: '/api/order/newOrder',
      headers: bearer(sa),
      payload: {
        newOrderData: {
          customerType: 'individual',
          deliveryType: 'delivery',
          shopType: 'flower_shop',
          invoiceDate: DAY,
          invoiceTimeDo: '10:00-12:00',
          adresDelivery: 'ул. Старая, д. 2',
          products: [{ id: Number(products[0].id), count_product: 1, priceProduct: 100_00 }],
          klient: {
            firstName: 'Старый',
            lastName: 'Клиент',
            patronymic: '',
            phone: '+7 900 333-44-55',
            email: '',
          },
        },
      },
    });
    expect(legacy.statusCode).toBe(200);
    expect((legacy.json() as { invoiceTimeDo: string }).invoiceTimeDo).toBe('10:00-12:00');
  });

  it('the board and the courier fields are closed to those without their keys', async () => {
    const board = await gql(gw.app, `{ deliveryBoard(date: "${DAY}") { date } }`, undefined, manager);
    expect(board.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const mine = await gql(gw.app, '{ myDeliveries { date } }', undefined, manager);
    expect(mine.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // Courier accounts' e-mails are for the admins who link them, not for an order manager.
    const accounts = await gql(gw.app, '{ courierAccounts { id email } }', undefined, manager);
    expect(accounts.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('a courier reads only their own deliveries: not another courier’s, not the board, not any order', async () => {
    const couriers = (await gql(gw.app, '{ couriers { id name } }', undefined, sa)).data!.couriers as {
      id: string;
    }[];
    const [first, second] = couriers;
    const mine = await newOrder();
    const theirs = await newOrder();
    for (const [id, courier] of [
      [mine, first.id],
      [theirs, second.id],
    ]) {
      const res = await gql(
        gw.app,
        `mutation($ids: [ID!]!, $c: ID) { assignCourier(orderIds: $ids, courierId: $c) { deliveries { orderId } userErrors { message } } }`,
        { ids: [id], c: courier },
        sa,
      );
      accepted(res.data, 'assignCourier');
    }
    const token = await courierToken(first.id);

    const day = await gql(
      gw.app,
      `{ myDeliveries(date: "${DAY}") { items { ${DELIVERY} } } }`,
      undefined,
      token,
    );
    expect(day.errors).toBeUndefined();
    const items = (day.data!.myDeliveries as { items: { orderId: string; clientName: string | null }[] })
      .items;
    expect(items.map((d) => d.orderId)).toEqual([mine]);
    // The buyer's name is not the courier's to know.
    expect(items[0].clientName).toBeNull();

    const other = await gql(
      gw.app,
      `query($id: ID!) { myDelivery(orderId: $id) { orderId } }`,
      { id: theirs },
      token,
    );
    expect(other.errors).toBeUndefined();
    expect(other.data!.myDelivery).toBeNull();

    for (const query of [
      `{ deliveryBoard(date: "${DAY}") { date } }`,
      `{ delivery(orderId: "${theirs}") { orderId } }`,
      `{ order(id: "${theirs}") { id } }`,
      `{ order(id: "${mine}") { id } }`,
      `{ ordersConnection(first: 5) { totalCount } }`,
      `{ routeSheet(courierId: "${second.id}") { date } }`,
      `{ clients { id } }`,
    ]) {
      const res = await gql(gw.app, query, undefined, token);
      expect(res.errors?.[0].extensions?.code, query).toBe('FORBIDDEN');
    }

    // Nor mark another courier's delivery.
    const mark = await gql(
      gw.app,
      `mutation($id: ID!) { markMyDelivery(orderId: $id, delivered: true) { delivery { orderId } userErrors { code message } } }`,
      { id: theirs },
      token,
    );
    expect(userErrorsOf(mark.data, 'markMyDelivery')[0].code).toBe('NOT_FOUND');
  });

  it('a bouquet photo goes through the picture intake: checked by content, stored, served', async () => {
    const id = await newOrder();
    const ADD = `mutation($id: ID!, $p: String!) { addDeliveryPhoto(orderId: $id, photo: $p) {
      delivery { photos { kind url thumbUrl } } userErrors { field code message } } }`;
    const bad = await gql(gw.app, ADD, { id, p: Buffer.from('not a picture').toString('base64') }, sa);
    expect(userErrorsOf(bad.data, 'addDeliveryPhoto')[0]).toMatchObject({ field: ['photo'] });
    expect(userErrorsOf(bad.data, 'addDeliveryPhoto')[0].message).toMatch(/не является изображением/);

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c2185b' } })
      .png()
      .toBuffer();
    const ok = await gql(gw.app, ADD, { id, p: `data:image/png;base64,${png.toString('base64')}` }, sa);
    const { photos } = accepted<{ photos: { kind: string; url: string; thumbUrl: string }[] }>(
      ok.data,
      'addDeliveryPhoto',
    );
    expect(photos).toHaveLength(1);
    expect(photos[0].kind).toBe('BOUQUET');
    const served = await gw.app.inject({ method: 'GET', url: photos[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('the notices’ log pages newest first without skipping or repeating, by order too', async () => {
    // A busy log: a notice of each event for a dozen seeded flower orders, minutes apart.
    await sql(
      `INSERT INTO delivery_notices (order_id, event, subject, body_html, status, error, created_at)
       SELECT o.id, e.event, 'Тема', '', 'skipped', 'тест', now() - (o.id * 3 + e.n) * interval '1 minute'
         FROM (SELECT id FROM orders WHERE shop_type = 'flower_shop' ORDER BY id LIMIT 12) o
        CROSS JOIN (VALUES ('made', 1), ('out', 2), ('delivered', 3)) e (event, n)
       ON CONFLICT (order_id, event) DO NOTHING`,
    );
    const truth = await sql<{ id: number }>(
      'SELECT id FROM delivery_notices ORDER BY created_at DESC, id DESC',
    );
    const PAGE = `query($first: Int, $after: String, $orderId: ID) {
      deliveryNoticesConnection(first: $first, after: $after, orderId: $orderId) {
        edges { cursor node { id orderId } } pageInfo { hasNextPage endCursor } totalCount
      }
    }`;
    type Conn = {
      edges: { node: { id: string; orderId: string } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
      totalCount: number;
    };
    const all = async (vars: Record<string, unknown>) => {
      const seen: { id: string; orderId: string }[] = [];
      let after: string | null = null;
      let total = -1;
      for (;;) {
        const res = await gql(gw.app, PAGE, { ...vars, first: 7, after }, sa);
        expect(res.errors).toBeUndefined();
        const c = res.data!.deliveryNoticesConnection as Conn;
        seen.push(...c.edges.map((e) => e.node));
        total = c.totalCount;
        if (!c.pageInfo.hasNextPage) return { seen, total };
        after = c.pageInfo.endCursor;
      }
    };
    const whole = await all({});
    expect(whole.seen.map((n) => Number(n.id))).toEqual(truth.map((t) => t.id));
    expect(whole.total).toBe(truth.length);
    const one = whole.seen[0].orderId;
    const ofOrder = await all({ orderId: one });
    expect(ofOrder.seen.every((n) => n.orderId === one)).toBe(true);
    expect(ofOrder.total).toBe(whole.seen.filter((n) => n.orderId === one).length);
    // A cursor is the list's own: an edited one is refused, and a manager reads no page at all.
    const forged = await gql(gw.app, PAGE, { first: 2, after: 'x' + whole.seen[0].id }, sa);
    expect(forged.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const closed = await gql(gw.app, PAGE, { first: 2 }, manager);
    expect(closed.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('a client’s delivery notices are switched off and on, as the order and the client card show', async () => {
    const id = await newOrder();
    const read = async () =>
      (await gql(gw.app, `query($id: ID!) { delivery(orderId: $id) { clientId clientNotices } }`, { id }, sa))
        .data!.delivery as { clientId: string; clientNotices: boolean };
    const before = await read();
    expect(before.clientNotices).toBe(true);
    const SET = `mutation($c: ID!, $on: Boolean!) { setClientDeliveryNotices(clientId: $c, enabled: $on) { enabled userErrors { message } } }`;
    expect(
      accepted(
        await gql(gw.app, SET, { c: before.clientId, on: false }, sa).then((r) => r.data),
        'setClientDeliveryNotices',
      ),
    ).toBe(false);
    expect((await read()).clientNotices).toBe(false);
    const card = async () =>
      (
        (
          await gql(
            gw.app,
            `query($id: ID!) { clientCard(id: $id) { deliveryNotices } }`,
            { id: before.clientId },
            sa,
          )
        ).data!.clientCard as { deliveryNotices: boolean }
      ).deliveryNotices;
    expect(await card()).toBe(false);
    await gql(gw.app, SET, { c: before.clientId, on: true }, sa);
    expect((await read()).clientNotices).toBe(true);
    expect(await card()).toBe(true);
  });
});
