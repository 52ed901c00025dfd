/**
 * The fast-food kitchen over GraphQL against the real embedded CRM (issue 22, docs/kitchen.md):
 * only paid orders reach the kitchen, a bump moves the order to «Собран» and onto the ready screen
 * (twice is harmless), a recall brings the last one back, the ready screen's account reads order
 * numbers and nothing else, and the preparation time per station comes out of SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededTemplate } from '../seeded-template';
import { startCrm, type RunningCrm } from '../../crm/server';
import {
  ACCOUNTS,
  accepted,
  gql,
  login,
  registerUser,
  startGateway,
  testConfig,
  userErrorsOf,
  type TestGateway,
} from './helper';

let crm: RunningCrm;
let gw: TestGateway;
let cook: string;
let manager: string;
let products: Record<string, string>;
let card: string;

const SELL = `mutation ($input: OrderInput!) { createOrder(input: $input) { order { id number total } userErrors { field code message } } }`;
const BOARD = `query { kitchenBoard { targets { amberMinutes redMinutes }
  tickets { orderId number ageSeconds lines { id bumped station { name } line { name count } } } } }`;
const READY = 'query { kitchenReady { number readyAt } }';
const BUMP =
  'mutation ($id: ID!) { bumpKitchenTicket(orderId: $id) { orderId userErrors { field code message } } }';
const BUMP_LINE =
  'mutation ($id: ID!) { bumpKitchenLine(lineId: $id) { orderId userErrors { code message } } }';
const RECALL = 'mutation { recallKitchenTicket { orderId userErrors { code message } } }';
const STATUS = 'query ($id: ID!) { order(id: $id) { status { name } history { field newName } } }';

interface Ticket {
  orderId: string;
  number: string;
  ageSeconds: number;
  lines: {
    id: string;
    bumped: boolean;
    station: { name: string } | null;
    line: { name: string; count: number };
  }[];
}

async function data<T>(query: string, variables: Record<string, unknown> = {}, token = cook): Promise<T> {
  const res = await gql(gw.app, query, variables, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data as T;
}

/** A till's sale of today: paid by card in full, or not paid at all. */
async function sell(lines: [string, number][], paid: boolean) {
  const priced = await crm.db.query<{ id: number; price_kopecks: number }>(
    'SELECT id, price_kopecks FROM products WHERE id = ANY($1::int[])',
    [lines.map(([name]) => Number(products[name]))],
  );
  const price = new Map(priced.map((p) => [String(p.id), p.price_kopecks]));
  const input = lines.map(([name, count]) => ({
    productId: products[name],
    count,
    price: price.get(products[name]),
  }));
  const total = input.reduce((s, l) => s + l.count * l.price!, 0);
  const res = await gql(
    gw.app,
    SELL,
    { input: { shopType: 'fastfood', paymentTypeId: card, advanceSum: paid ? total : 0, lines: input } },
    cook,
  );
  return accepted<{ id: string; number: string; total: number }>(res.data, 'createOrder');
}

const board = async () => (await data<{ kitchenBoard: { tickets: Ticket[] } }>(BOARD)).kitchenBoard.tickets;
const ticketOf = async (id: string) => (await board()).find((t) => t.orderId === id);
const ready = async (token = cook) =>
  (await data<{ kitchenReady: { number: string }[] }>(READY, {}, token)).kitchenReady.map((r) => r.number);
const statusOf = async (id: string) =>
  (
    await data<{ order: { status: { name: string }; history: { field: string; newName: string }[] } }>(
      STATUS,
      { id },
    )
  ).order;

beforeAll(async () => {
  const config = testConfig();
  crm = await startCrm({ dataDir: 'memory://', template: seededTemplate(), apiKey: config.crmApiKey });
  gw = await startGateway({ crmUrl: crm.url, env: { CRM_API_KEY: config.crmApiKey } });
  cook = await login(gw.app, ACCOUNTS.fastfood.email, ACCOUNTS.fastfood.password);
  manager = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
  const rows = await crm.db.query<{ id: number; name: string }>(
    "SELECT id, name FROM products WHERE shop_type = 'fastfood' AND NOT deleted",
  );
  products = Object.fromEntries(rows.map((r) => [r.name, String(r.id)]));
  [{ id: card }] = (
    await crm.db.query<{ id: number }>("SELECT id FROM payment_types WHERE name = 'Карта'")
  ).map((r) => ({ id: String(r.id) }));
});
afterAll(async () => {
  await gw?.close();
  await crm?.close();
});

describe('the kitchen takes paid orders only', () => {
  it('shows a paid order at once with its lines by station; an unpaid one is refused a bump until it is paid', async () => {
    const paid = await sell(
      [
        ['Чизбургер', 2],
        ['Кола 0,5 л', 1],
        ['Кетчуп', 1],
      ],
      true,
    );
    const ticket = await ticketOf(paid.id);
    expect(ticket?.number).toBe(paid.number);
    expect(ticket?.lines.map((l) => [l.line.name, l.line.count, l.station?.name ?? null, l.bumped])).toEqual([
      ['Чизбургер', 2, 'Гриль', false],
      ['Кола 0,5 л', 1, 'Напитки', false],
      ['Кетчуп', 1, null, false],
    ]);
    expect(ticket!.ageSeconds).toBeGreaterThanOrEqual(0);

    const unpaid = await sell([['Гамбургер', 1]], false);
    expect(await ticketOf(unpaid.id)).toBeUndefined();
    const before = await statusOf(unpaid.id);
    const res = await gql(gw.app, BUMP, { id: unpaid.id }, cook);
    expect(res.data?.bumpKitchenTicket).toMatchObject({ orderId: null });
    expect(userErrorsOf(res.data, 'bumpKitchenTicket')).toEqual([
      {
        field: null,
        code: 'ORDER_NOT_PAID',
        message: `Заказ ${unpaid.number} ещё не оплачен: на кухню попадают только оплаченные заказы`,
      },
    ]);
    expect(await statusOf(unpaid.id)).toEqual(before);

    await data('mutation ($id: ID!) { payOrder(id: $id) { order { id } userErrors { message } } }', {
      id: unpaid.id,
    });
    expect((await ticketOf(unpaid.id))?.lines.map((l) => l.line.name)).toEqual(['Гамбургер']);
  });
});

describe('bump, ready screen and recall', () => {
  it('a line bump marks the line; bumping the ticket moves it to «Собран» and onto the ready screen, twice is harmless', async () => {
    const order = await sell(
      [
        ['Биг бургер', 1],
        ['Картофель фри большой', 1],
      ],
      true,
    );
    const [burger] = (await ticketOf(order.id))!.lines;
    accepted((await gql(gw.app, BUMP_LINE, { id: burger.id }, cook)).data, 'bumpKitchenLine');
    expect((await ticketOf(order.id))!.lines.map((l) => l.bumped)).toEqual([true, false]);
    expect(await ready()).not.toContain(order.number);

    expect(accepted((await gql(gw.app, BUMP, { id: order.id }, cook)).data, 'bumpKitchenTicket')).toBe(
      order.id,
    );
    expect(await ticketOf(order.id)).toBeUndefined();
    expect((await ready())[0]).toBe(order.number);
    const after = await statusOf(order.id);
    expect(after.status.name).toBe('Собран');

    // Another screen's late tap: accepted, nothing changes, no second history entry.
    expect(accepted((await gql(gw.app, BUMP, { id: order.id }, cook)).data, 'bumpKitchenTicket')).toBe(
      order.id,
    );
    expect(await statusOf(order.id)).toEqual(after);
  });

  it('the last line bumped bumps the ticket', async () => {
    const order = await sell([['Чай чёрный', 1]], true);
    const [tea] = (await ticketOf(order.id))!.lines;
    accepted((await gql(gw.app, BUMP_LINE, { id: tea.id }, cook)).data, 'bumpKitchenLine');
    expect(await ticketOf(order.id)).toBeUndefined();
    expect((await ready())[0]).toBe(order.number);
  });

  it('a recall brings back the last bumped ticket, its lines open and its status as before', async () => {
    const order = await sell(
      [
        ['Чикенбургер', 1],
        ['Морс клюквенный 0,4 л', 1],
      ],
      true,
    );
    const before = (await statusOf(order.id)).status.name;
    const lines = (await ticketOf(order.id))!.lines;
    accepted((await gql(gw.app, BUMP_LINE, { id: lines[0].id }, cook)).data, 'bumpKitchenLine');
    accepted((await gql(gw.app, BUMP, { id: order.id }, cook)).data, 'bumpKitchenTicket');

    expect(accepted((await gql(gw.app, RECALL, {}, cook)).data, 'recallKitchenTicket')).toBe(order.id);
    expect((await ticketOf(order.id))!.lines.map((l) => l.bumped)).toEqual([false, false]);
    expect((await statusOf(order.id)).status.name).toBe(before);
    expect(await ready()).not.toContain(order.number);
  });
});

describe('who reads the kitchen', () => {
  it('the ready screen account reads order numbers only; the kitchen, orders and clients are closed to it', async () => {
    const user = await registerUser(gw.app, 'wall');
    await crm.db.query(
      "UPDATE users SET access_page = '{KITCHENREADY}', type_account = 'fastfood' WHERE email = $1",
      [user.email],
    );
    const wall = await login(gw.app, user.email, user.password);
    const numbers = await ready(wall);
    expect(numbers.length).toBeGreaterThan(0);
    // The type itself carries nothing personal: a number and a time.
    const type = await data<{ __type: { fields: { name: string }[] } }>(
      '{ __type(name: "ReadyOrder") { fields { name } } }',
      {},
      wall,
    );
    expect(type.__type.fields.map((f) => f.name)).toEqual(['number', 'readyAt']);
    for (const query of [
      BOARD,
      'query { clients { id phone } }',
      'query { orders(preset: TODAY) { start } }',
    ]) {
      const res = await gql(gw.app, query, {}, wall);
      expect(res.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    const bump = await gql(gw.app, RECALL, {}, wall);
    expect(bump.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('the flower shop manager opens neither screen', async () => {
    for (const query of [BOARD, READY]) {
      const res = await gql(gw.app, query, {}, manager);
      expect(res.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
  });
});

describe('setting the kitchen up', () => {
  it('refuses a taken station name and target times out of order, and changes nothing', async () => {
    const STATION = `mutation ($input: KitchenStationInput!) { saveKitchenStation(input: $input) {
      stations { name } userErrors { field code message } } }`;
    const taken = await gql(gw.app, STATION, { input: { name: ' гриль ', print: true } }, cook);
    expect(userErrorsOf(taken.data, 'saveKitchenStation')).toEqual([
      { field: ['input', 'name'], code: 'NAME_TAKEN', message: 'Станция «гриль» уже есть' },
    ]);
    // An id of 0 names no station: it is refused, not taken as "create" (the fuzz found it).
    for (const id of ['0', '999999']) {
      const ghost = await gql(gw.app, STATION, { input: { id, name: 'Мангал', print: false } }, cook);
      expect(userErrorsOf(ghost.data, 'saveKitchenStation'), id).toEqual([
        { field: null, code: 'NOT_FOUND', message: `Станция с id ${id} не найдена` },
      ]);
    }
    const TARGETS = `mutation ($input: KitchenTargetsInput!) { setKitchenTargets(input: $input) {
      targets { amberMinutes } userErrors { field code message } } }`;
    const late = await gql(gw.app, TARGETS, { input: { amberMinutes: 10, redMinutes: 5 } }, cook);
    expect(userErrorsOf(late.data, 'setKitchenTargets')).toEqual([
      {
        field: ['input', 'redMinutes'],
        code: 'INVALID',
        message: '«Красный через» (5 мин) должен быть позже «Жёлтый через» (10 мин)',
      },
    ]);
    const now = await data<{ kitchenTargets: unknown; kitchenStations: { name: string; print: boolean }[] }>(
      '{ kitchenTargets { amberMinutes redMinutes } kitchenStations { name print } }',
    );
    expect(now).toEqual({
      kitchenTargets: { amberMinutes: 5, redMinutes: 10 },
      kitchenStations: [
        { name: 'Гриль', print: false },
        { name: 'Фритюр', print: false },
        { name: 'Напитки', print: false },
      ],
    });
  });
});

describe('preparation time in SQL', () => {
  it('per day of payment and station: until the station’s last line, the whole order until the bump', async () => {
    const a = await sell(
      [
        ['Гамбургер', 1],
        ['Картофель фри стандартный', 1],
      ],
      true,
    );
    const b = await sell(
      [
        ['Гамбургер', 1],
        ['Кола 0,5 л', 1],
      ],
      true,
    );
    for (const order of [a, b])
      accepted((await gql(gw.app, BUMP, { id: order.id }, cook)).data, 'bumpKitchenTicket');
    // Put both on a day of their own, on known clocks: a paid 10:00 (Moscow), fries done 10:02,
    // bumped 10:06; b paid 11:00, bumped 11:04 (its lines by the ticket's bump).
    await crm.db.query(
      `UPDATE kitchen_tickets SET paid_at = $2::timestamptz, bumped_at = $3::timestamptz WHERE order_id = $1`,
      [a.id, '2030-05-14T10:00:00+03:00', '2030-05-14T10:06:00+03:00'],
    );
    await crm.db.query(
      `UPDATE kitchen_tickets SET paid_at = $2::timestamptz, bumped_at = $3::timestamptz WHERE order_id = $1`,
      [b.id, '2030-05-14T11:00:00+03:00', '2030-05-14T11:04:00+03:00'],
    );
    await crm.db.query(
      `INSERT INTO kitchen_line_bumps (order_line_id, order_id, bumped_at)
       SELECT l.id, l.order_id, '2030-05-14T10:02:00+03:00' FROM order_lines l
        WHERE l.order_id = $1 AND l.name LIKE 'Картофель%'`,
      [a.id],
    );
    const rows = (
      await data<{
        kitchenPrepTimes: {
          day: string;
          whole: boolean;
          stationName: string;
          orders: number;
          avgSeconds: number;
          maxSeconds: number;
        }[];
      }>(
        'query { kitchenPrepTimes(dateFrom: "2030-05-14", dateTo: "2030-05-14") { day whole stationName orders avgSeconds maxSeconds } }',
      )
    ).kitchenPrepTimes;
    expect(rows).toEqual([
      {
        day: '2030-05-14',
        whole: true,
        stationName: 'Весь заказ',
        orders: 2,
        avgSeconds: 300,
        maxSeconds: 360,
      },
      { day: '2030-05-14', whole: false, stationName: 'Гриль', orders: 2, avgSeconds: 300, maxSeconds: 360 },
      { day: '2030-05-14', whole: false, stationName: 'Фритюр', orders: 1, avgSeconds: 120, maxSeconds: 120 },
      {
        day: '2030-05-14',
        whole: false,
        stationName: 'Напитки',
        orders: 1,
        avgSeconds: 240,
        maxSeconds: 240,
      },
    ]);
  });
});
