/**
 * The `Date` and `DateTime` scalars (issue 18 item 4, gateway/graphql/scalars.ts): a bad day in
 * a `Date` argument is refused with BAD_USER_INPUT and a Russian message before anything runs,
 * a good one reaches the services as the same `yyyy-MM-dd` text, and what the CRM answers comes
 * back as `yyyy-MM-dd` days and ISO 8601 instants, read through real queries on seeded data.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, type ScalarTypeDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_DIR } from '../../gateway/graphql/schema';
import { ACCOUNTS, gql, login, startGateway, type TestGateway } from './helper';

let gw: TestGateway;
let admin: string;

beforeAll(async () => {
  gw = await startGateway();
  admin = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
});
afterAll(async () => gw?.close());

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// RFC 3339 date-time with its offset; the server writes UTC (`Z`).
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const STATS = `query ($range: DateRangeInput) {
  orderStats(preset: SPECIFY, range: $range) { start stop days { date } }
}`;

describe('Date arguments', () => {
  it.each([
    ['a month that does not exist', '2026-13-45'],
    ['a day past the month', '2026-02-30'],
    ['the web form’s format', '26.11.2026'],
    ['an instant', '2026-11-26T10:00:00Z'],
    ['a number', 20261126],
  ])('%s is BAD_USER_INPUT with a Russian message, and nothing runs', async (_what, start) => {
    const res = await gql(gw.app, STATS, { range: { start, stop: '2026-11-30' } }, admin);
    expect(res.status).toBe(400);
    expect(res.data ?? null).toBeNull();
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toContain('Дата должна быть в формате ГГГГ-ММ-ДД');
    expect(res.errors![0].message).toContain(JSON.stringify(start));
  });

  it('a bad day written into the query itself is refused as well, in Russian', async () => {
    const res = await gql(
      gw.app,
      '{ orderStats(preset: SPECIFY, range: { start: "2026-13-45", stop: "2026-11-30" }) { start } }',
      {},
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.data ?? null).toBeNull();
    // A literal is checked while the operation is validated: graphql-js's ValuesOfCorrectType.
    expect(res.errors![0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.errors![0].message).toContain('Дата должна быть в формате ГГГГ-ММ-ДД');
    expect(res.errors![0].message).toContain('получено: "2026-13-45"');
  });

  it('a good day reaches the report unchanged, and the report answers days', async () => {
    const res = await gql(gw.app, STATS, { range: { start: '2026-11-01', stop: '2026-11-03' } }, admin);
    expect(res.errors).toBeUndefined();
    const stats = res.data!.orderStats as { start: string; stop: string; days: { date: string }[] };
    expect(stats.start).toBe('2026-11-01');
    expect(stats.stop).toBe('2026-11-03');
    expect(stats.days.map((d) => d.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
  });

  it('the warehouse filters take a Date too', async () => {
    const query = `query ($f: StockMovementFilter) { stockMovementsConnection(first: 1, filter: $f) { totalCount } }`;
    const bad = await gql(gw.app, query, { f: { dateFrom: '2026-04-31' } }, admin);
    expect(bad.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    const good = await gql(gw.app, query, { f: { dateFrom: '2026-04-30', dateTo: '2026-05-01' } }, admin);
    expect(good.errors).toBeUndefined();
  });
});

/** Every value under `key` anywhere in `tree`. */
function valuesOf(
  tree: unknown,
  keys: ReadonlySet<string>,
  out: [string, unknown][] = [],
): [string, unknown][] {
  if (Array.isArray(tree)) for (const item of tree) valuesOf(item, keys, out);
  else if (tree && typeof tree === 'object')
    for (const [k, v] of Object.entries(tree)) {
      if (keys.has(k)) out.push([k, v]);
      else valuesOf(v, keys, out);
    }
  return out;
}

const DAY_KEYS = new Set([
  'date',
  'deliveryDate',
  'start',
  'stop',
  'today',
  'firstOrderDate',
  'lastOrderDate',
  'birthday',
]);
const INSTANT_KEYS = new Set([
  'at',
  'createdAt',
  'updatedAt',
  'openedAt',
  'closedAt',
  'postedAt',
  'sentAt',
  'lastSentAt',
  'doNotDisturbAt',
  'lastUsedAt',
  'revokedAt',
  'lastGoodAt',
]);

describe('Date and DateTime values', () => {
  it('the CRM’s days and moments serialise: yyyy-MM-dd and ISO 8601 with an offset', async () => {
    // Writes that leave moments behind: a shift, a payment, a token, a campaign.
    const shift = await gql(
      gw.app,
      'mutation { openCashShift(openingCash: 1000) { shift { id } userErrors { code } } }',
      {},
      admin,
    );
    expect(shift.errors).toBeUndefined();
    const token = await gql(
      gw.app,
      'mutation { createIntegrationToken(input: { name: "Сайт", scopes: ["ALLORDER"] }) { token { id } } }',
      {},
      admin,
    );
    expect(token.errors).toBeUndefined();
    const orders = await gql(
      gw.app,
      '{ ordersConnection(first: 250, filter: { shopType: flower_shop }) { edges { node { id dueSum } } } }',
      {},
      admin,
    );
    const order = (
      orders.data!.ordersConnection as { edges: { node: { id: string; dueSum: number } }[] }
    ).edges
      .map((e) => e.node)
      .find((o) => o.dueSum > 0)!;
    expect(order).toBeDefined();
    const paid = await gql(
      gw.app,
      `mutation { payOrder(id: "${order.id}") { order { id } userErrors { code message } } }`,
      {},
      admin,
    );
    expect(paid).not.toHaveProperty('errors');
    expect((paid.data!.payOrder as { userErrors: unknown[] }).userErrors).toEqual([]);
    const clients = await gql(gw.app, '{ clientsConnection(first: 1) { edges { node { id } } } }', {}, admin);
    const clientId = (clients.data!.clientsConnection as { edges: { node: { id: string } }[] }).edges[0].node
      .id;

    const res = await gql(
      gw.app,
      `{
        ordersConnection(first: 20) { edges { node { date deliveryDate createdAt updatedAt history { at } payments { at } } } }
        order(id: "${order.id}") { date createdAt payments { at } }
        orders(preset: YESTERDAY) { start stop orders { date } }
        orderStats(preset: WEEK) { start stop days { date } }
        orderOverview { today periods { start stop } trend { date } }
        siteOrders(preset: MONTH) { start stop days { date } }
        notificationsConnection(first: 5) { edges { node { at } } }
        cashShiftsConnection(first: 5) { edges { node { openedAt closedAt timeline { at } } } }
        stockDocumentsConnection(first: 5, filter: { kind: Consignment }) { edges { node { date postedAt createdAt } } }
        stockMovementsConnection(first: 5) { edges { node { at } } }
        clientCard(id: "${clientId}") { createdAt doNotDisturbAt firstOrderDate lastOrderDate }
        marketingClientsConnection(first: 20) { edges { node { birthday doNotDisturbAt nextOccasion { date } } } }
        integrationTokens { createdAt lastUsedAt revokedAt }
        auditLog(first: 5) { items { at } }
        receiptSettings { updatedAt }
        demoAreasSetting { updatedAt }
      }`,
      {},
      admin,
    );
    expect(res.errors).toBeUndefined();
    const days = valuesOf(res.data, DAY_KEYS).filter(([, v]) => v !== null);
    const instants = valuesOf(res.data, INSTANT_KEYS).filter(([, v]) => v !== null);
    for (const [key, value] of days) expect(value, key).toMatch(DAY);
    for (const [key, value] of instants) expect(value, key).toMatch(INSTANT);
    // Seen with values, not only nulls: the seed and the writes above fill these.
    const seen = (list: [string, unknown][]) => new Set(list.map(([k]) => k));
    expect([...seen(days)].sort()).toEqual(
      expect.arrayContaining([
        'date',
        'deliveryDate',
        'start',
        'stop',
        'today',
        'firstOrderDate',
        'lastOrderDate',
      ]),
    );
    expect([...seen(instants)].sort()).toEqual(
      expect.arrayContaining(['at', 'createdAt', 'updatedAt', 'openedAt']),
    );
  });

  it('the served schema declares both scalars with their format', async () => {
    const res = await gql(
      gw.app,
      `{ d: __type(name: "Date") { kind specifiedByURL description }
         t: __type(name: "DateTime") { kind specifiedByURL description } }`,
      {},
      admin,
    );
    expect(res.errors).toBeUndefined();
    const d = res.data!.d as { kind: string; specifiedByURL: string; description: string };
    const t = res.data!.t as typeof d;
    expect(d.kind).toBe('SCALAR');
    expect(d.specifiedByURL).toContain('rfc3339');
    // Apollo serves the description of gateway/graphql/scalars.ts: it must be base.graphql's.
    const sdl = parse(readFileSync(join(SCHEMA_DIR, 'base.graphql'), 'utf8')).definitions;
    const described = (name: string) =>
      sdl.find(
        (def): def is ScalarTypeDefinitionNode =>
          def.kind === Kind.SCALAR_TYPE_DEFINITION && def.name.value === name,
      )?.description?.value;
    expect(d.description).toBe(described('Date'));
    expect(t.description).toBe(described('DateTime'));
    expect(d.description).toContain('yyyy-MM-dd');
    expect(t.description).toContain('ISO 8601');
  });
});
