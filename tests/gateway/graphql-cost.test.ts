/**
 * What an operation costs and who pays (issue 18 item 3), through the real gateway and CRM:
 * connections are priced at their page, the unpaged order list at its enforced bound, `history`
 * on a month of orders is a constant number of CRM calls, every reply says what it cost, a
 * token's budget runs out into RATE_LIMITED with Retry-After, and a signed-in caller can download
 * the schema (item 4).
 */
import type { FastifyInstance } from 'fastify';
import { buildASTSchema, concatAST, isObjectType, parse, print, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../gateway/app';
import { operationCost } from '../../gateway/graphql/cost';
import { boundSettings, MAX_ORDER_LIST } from '../../gateway/graphql/list-bounds';
import { loadTypeDefs } from '../../gateway/graphql/schema';
import { createCostBudget } from '../../gateway/security/cost-budget';
import { createUndiciUpstream } from '../../gateway/upstream/undici';
import {
  ACCOUNTS,
  bearer,
  countingUpstream,
  gql,
  login,
  startGateway,
  testConfig,
  type TestGateway,
} from './helper';

const schema = buildASTSchema(concatAST(loadTypeDefs().map((sdl) => parse(sdl))));
const priceOf = (query: string, variables: Record<string, unknown> = {}) => {
  const document = parse(query);
  return operationCost(schema, document, document.definitions[0] as OperationDefinitionNode, variables, 2000)
    .cost;
};

interface Cost {
  requested: number;
  actual: number;
  limit: number;
  budget?: { capacity: number; available: number; restorePerSecond: number };
}

let gw: TestGateway;
let sa: string;
const apps: FastifyInstance[] = [];
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  gw = await startGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const close of closers) await close();
  await gw?.close();
});

async function post(app: FastifyInstance, query: string, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    payload: { query },
  });
  return {
    res,
    body: res.json() as {
      data?: unknown;
      errors?: { message: string; extensions: { code: string } }[];
      extensions?: { cost?: Cost };
    },
  };
}

describe('the price of lists', () => {
  it('a connection costs its page: first 200 is four times first 50, and no first is the default 50', () => {
    const page = (first: string) => `{ ordersConnection${first} { edges { node { id number } } } }`;
    // ordersConnection 1 + edges (1 + page × (node 1 + id 1 + number 1)).
    expect(priceOf(page('(first: 200)'))).toBe(1 + 1 + 200 * 3);
    expect(priceOf(page('(first: 50)'))).toBe(1 + 1 + 50 * 3);
    expect(priceOf(page(''))).toBe(priceOf(page('(first: 50)')));
    expect(
      priceOf('query ($n: Int) { ordersConnection(last: $n) { edges { node { id } } } }', { n: 250 }),
    ).toBe(1 + 1 + 250 * 2);
  });

  it('the unpaged order list costs its enforced bound, and the reply says what it really cost', async () => {
    const query = '{ orders(preset: TODAY) { orders { id number } } }';
    expect(priceOf(query)).toBe(1 + 1 + MAX_ORDER_LIST * 2);
    const { res, body } = await post(gw.app, query, sa);
    expect(res.statusCode).toBe(200);
    const n = (body.data as { orders: { orders: unknown[] } }).orders.orders.length;
    expect(body.extensions?.cost).toMatchObject({
      requested: 1 + 1 + MAX_ORDER_LIST * 2,
      actual: 1 + 1 + n * 2,
      limit: 40000,
    });
  });

  it('history and payments are priced per order on top of their fields', () => {
    const withHistory = priceOf('{ order(id: "1") { id history { id } } }');
    const without = priceOf('{ order(id: "1") { id } }');
    // history: the field 1, its CRM share 2, up to 10 entries of 1 field.
    expect(withHistory - without).toBe(1 + 2 + 10);
  });

  it('15 aliases of a year of orders are refused as over the limit, before anything runs', async () => {
    const year = (i: number) =>
      `y${i}: orders(preset: SPECIFY, range: { start: "2025-12-01", stop: "2026-11-30" }) { orders {
        id number date deliveryDate deliveryAddress total client { firstName lastName phone } status { name } } }`;
    const query = `{ ${Array.from({ length: 15 }, (_, i) => year(i)).join('\n')} }`;
    const { res, body } = await post(gw.app, query, sa);
    expect(res.statusCode).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Operation cost \d+ exceeds the limit of 40000/),
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
    expect(body.extensions?.cost?.requested).toBeGreaterThan(40000);
    // One alone is within the cost limit; at the seed's size its year holds more orders than the
    // bound it was priced at, so the server refuses it rather than cut it.
    expect(priceOf(`{ ${year(0)} }`)).toBeLessThanOrEqual(40000);
    const one = await post(gw.app, `{ ${year(0)} }`, sa);
    expect(one.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^В периоде \d+ заказов, orders отдаёт не больше 1000/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('the prices the schema declares (graphql-query-complexity)', () => {
  it('an unpaged list is priced at the setting its @listBound names, and every named setting exists', async () => {
    // A gateway whose order list is bounded at 3 prices it at 3 orders.
    const config = testConfig({ CRM_API_KEY: gw.config.crmApiKey, GRAPHQL_MAX_ORDER_LIST: '3' });
    const app = await buildApp({ config, crmUrl: gw.crm!.url });
    apps.push(app);
    const token = await login(app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    const { body } = await post(
      app,
      '{ orders(preset: SPECIFY, range: { start: "2020-01-01", stop: "2020-01-01" }) { orders { id number } } }',
      token,
    );
    expect(body.errors).toBeUndefined();
    expect(body.extensions?.cost).toMatchObject({ requested: 1 + 1 + 3 * 2, actual: 1 + 1 });

    const settings = boundSettings(config.graphql);
    const named = Object.values(schema.getTypeMap()).flatMap((type) =>
      isObjectType(type)
        ? Object.values(type.getFields()).flatMap((field) =>
            (field.astNode?.directives ?? [])
              .filter((d) => d.name.value === 'listBound')
              .map((d) => `${type.name}.${field.name} ${print(d.arguments![0].value)}`),
          )
        : [],
    );
    expect(named.sort()).toEqual([
      'OrderList.orders "GRAPHQL_MAX_ORDER_LIST"',
      'SiteOrders.orders "GRAPHQL_MAX_ORDER_LIST"',
    ]);
    expect(settings).toEqual({ GRAPHQL_MAX_ORDER_LIST: 3 });
  });

  it('what @skip/@include leaves out is not charged', () => {
    const query = 'query ($all: Boolean!) { health { gateway crm @include(if: $all) } }';
    expect(priceOf(query, { all: true })).toBe(3);
    expect(priceOf(query, { all: false })).toBe(2);
  });

  it('fragments spread into each other past 10 000 selections are refused before anything runs', async () => {
    // 2^16 spreads of one field in a few hundred tokens.
    const levels = Array.from(
      { length: 16 },
      (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
    ).join('\n');
    const query = `{ ...F0 }\n${levels}\nfragment F16 on Query { health { gateway } }`;
    const { res, body } = await post(gw.app, query, sa);
    expect(res.statusCode).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]).toMatchObject({
      message: 'Operation spreads into more than 10000 selections (fragments count where they are spread).',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
  });
});

describe('history on a month of orders', () => {
  it('is one getOrderDetails call whatever the number of orders, never a call per order', async () => {
    const config = testConfig({ CRM_API_KEY: gw.config.crmApiKey });
    const counted: string[] = [];
    const inner = createUndiciUpstream({
      url: gw.crm!.url,
      apiKey: config.crmApiKey,
      settings: config.upstream,
    });
    const upstream = countingUpstream(inner, counted);
    closers.push(() => inner.close());
    const app = await buildApp({ config, crmUrl: gw.crm!.url, upstream });
    apps.push(app);
    const token = await login(app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);

    const month = async (start: string, stop: string) => {
      counted.length = 0;
      const res = await gql(
        app,
        `query ($r: DateRangeInput!) { ordersConnection(first: 250, filter: { range: $r }) {
          edges { node { id history { field } } } } }`,
        { r: { start, stop } },
        token,
      );
      expect(res.errors).toBeUndefined();
      const orders = (
        res.data as { ordersConnection: { edges: { node: { history: unknown[] } }[] } }
      ).ordersConnection.edges.map((e) => e.node);
      return { orders, calls: counted.filter((c) => c.startsWith('order/')) };
    };
    // A month of the seed (a page of 250 of its orders) and a day without orders.
    const wide = await month(
      new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
      new Date().toISOString().slice(0, 10),
    );
    expect(wide.orders).toHaveLength(250);
    for (const o of wide.orders) expect(o.history.length).toBeGreaterThan(0);
    expect(wide.calls).toEqual(['order/getOrderPage', 'order/getOrderDetails']);
    const day = await month('2020-01-01', '2020-01-01');
    expect(day.orders).toHaveLength(0);
    expect(day.calls).toEqual(['order/getOrderPage']);
  });

  it('history and payments on one order share its one call and match getOrderInfo', async () => {
    const list = await gql(gw.app, '{ ordersConnection(first: 3) { edges { node { id } } } }', undefined, sa);
    const ids = (
      list.data as { ordersConnection: { edges: { node: { id: string } }[] } }
    ).ordersConnection.edges.map((e) => e.node.id);
    const fields = 'id history { id field newValue } payments { id amount }';
    const batched = await gql(
      gw.app,
      `{ ordersConnection(first: 3) { edges { node { ${fields} } } } }`,
      undefined,
      sa,
    );
    const nodes = (
      batched.data as { ordersConnection: { edges: { node: { id: string } }[] } }
    ).ordersConnection.edges.map((e) => e.node);
    for (const id of ids) {
      const single = await gql(gw.app, `{ order(id: "${id}") { ${fields} } }`, undefined, sa);
      expect(nodes.find((n) => n.id === id)).toEqual((single.data as { order: unknown }).order);
    }
  });
});

describe('the budget of a token', () => {
  it('is spent by cost and refills over time (a leaky bucket)', () => {
    let now = 0;
    const budget = createCostBudget({ capacity: 100, restorePerSecond: 10, now: () => now });
    expect(budget.take('a', 60)).toBeNull();
    expect(budget.take('a', 60)).toBe(2000); // 20 missing at 10 a second
    expect(budget.take('b', 60)).toBeNull(); // another key has its own
    now = 2000;
    expect(budget.take('a', 60)).toBeNull();
    budget.refund('a', 1000);
    expect(budget.available('a')).toBe(100);
    expect(budget.size).toBe(1); // a full bucket is dropped
  });

  it('answers RATE_LIMITED with HTTP 429 and Retry-After when spent; nothing runs; other tokens go on', async () => {
    const config = testConfig({
      CRM_API_KEY: gw.config.crmApiKey,
      GRAPHQL_COST_BUDGET: '100',
      GRAPHQL_COST_RESTORE_PER_SECOND: '1',
    });
    const app = await buildApp({ config, crmUrl: gw.crm!.url });
    apps.push(app);
    const [first, second] = [
      await login(app, ACCOUNTS.admin.email, ACCOUNTS.admin.password),
      await login(app, ACCOUNTS.manager.email, ACCOUNTS.manager.password),
    ];
    // 15 × (health 1 + gateway 1) = 30 points, all of them used.
    const query = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: health { gateway }`).join(' ')} }`;
    for (let i = 0; i < 3; i++) {
      const { res, body } = await post(app, query, first);
      expect(res.statusCode).toBe(200);
      expect(body.extensions?.cost).toMatchObject({ requested: 30, actual: 30 });
      expect(body.extensions?.cost?.budget?.available).toBeLessThanOrEqual(100 - 30 * (i + 1) + 1);
    }
    const { res, body } = await post(app, query, first);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(19);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Исчерпан бюджет запросов GraphQL: операция стоит 30/),
      extensions: { code: 'RATE_LIMITED' },
    });
    const other = await post(app, query, second);
    expect(other.res.statusCode).toBe(200);
  });
});

describe('the schema for integrators', () => {
  it('a signed-in caller downloads the SDL even with introspection off; anonymous gets 401', async () => {
    const config = testConfig({ CRM_API_KEY: gw.config.crmApiKey, GRAPHQL_INTROSPECTION: 'false' });
    const app = await buildApp({ config, crmUrl: gw.crm!.url });
    apps.push(app);
    const token = await login(app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);

    const signedIn = await app.inject({
      method: 'GET',
      url: '/graphql/schema.graphql',
      headers: bearer(token),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['content-type']).toMatch(/^text\/plain/);
    expect(signedIn.body).toMatch(/type Query \{/);
    expect(signedIn.body).toMatch(/ordersConnection\(/);
    // It is the schema the gateway runs: it builds, and it has every root field.
    const downloaded = buildASTSchema(parse(signedIn.body));
    expect(Object.keys(downloaded.getQueryType()!.getFields()).sort()).toEqual(
      Object.keys(schema.getQueryType()!.getFields()).sort(),
    );

    const anonymous = await app.inject({ method: 'GET', url: '/graphql/schema.graphql' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toMatch(/type Query/);
    const forged = await app.inject({
      method: 'GET',
      url: '/graphql/schema.graphql',
      headers: bearer('not-a-token'),
    });
    expect(forged.statusCode).toBe(401);

    const introspection = await gql(app, '{ __schema { queryType { name } } }', undefined, token);
    expect(introspection.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
