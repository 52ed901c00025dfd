/**
 * Scale-out (docs/operations.md "Beyond one machine"): one CRM on a PostgreSQL server and two
 * gateway instances in front of it, configured the way two machines behind a load balancer are
 * (the same JWT_SECRET, CRM_URL and CRM_API_KEY, nothing else shared: each has its own session
 * and list caches and its own sign-in counters), and a user whose requests land on either.
 * The caches are set short here (CACHE_MS) so their documented staleness bound can be waited out.
 *
 * Needs DATABASE_URL (.ci/run sets it for this file against its throwaway server; so does
 * `npm run bench -- scale-out`). Without it the file is skipped: the point is the deployment
 * where the CRM's storage is a server, not the single-process PGlite of a one-machine install.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCrm, type RunningCrm } from '../../crm/server';
import { buildApp } from '../../gateway/app';
import { accepted, ACCOUNTS, bearer, gql, login, testConfig } from './helper';

const DATABASE_URL = process.env.DATABASE_URL || null;
/** AUTH_CACHE_MS and LIST_CACHE_MS of both instances. */
const CACHE_MS = 300;
/** How long past the cache bound a change may take to show (a loaded CI machine). */
const SLACK_MS = 5000;

describe.skipIf(!DATABASE_URL)('two gateways, one CRM on PostgreSQL (skipped without DATABASE_URL)', () => {
  let crm: RunningCrm;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let product: { id: number; price: number };
  /** This run's orders: unique text, since the database may hold other runs' orders. */
  const run = randomBytes(4).toString('hex');
  const date = `2031-${String(1 + (parseInt(run, 16) % 12)).padStart(2, '0')}-15`;

  beforeAll(async () => {
    const apiKey = randomBytes(18).toString('base64url');
    crm = await startCrm({ dataDir: 'memory://', databaseUrl: DATABASE_URL, apiKey });
    const env = {
      CRM_URL: crm.url,
      CRM_API_KEY: apiKey,
      JWT_SECRET: randomBytes(32).toString('hex'),
      AUTH_CACHE_MS: String(CACHE_MS),
      LIST_CACHE_MS: String(CACHE_MS),
    };
    a = await buildApp({ config: testConfig(env), crmUrl: crm.url });
    b = await buildApp({ config: testConfig(env), crmUrl: crm.url });
    [product] = await crm.db.query<{ id: number; price: number }>(
      `SELECT id, price_kopecks AS price FROM products
        WHERE active AND NOT deleted AND shop_type = 'flower_shop' ORDER BY id LIMIT 1`,
    );
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await crm?.close();
  });

  const admin = () => login(a, ACCOUNTS.admin.email, ACCOUNTS.admin.password);

  async function ok(app: FastifyInstance, query: string, variables: Record<string, unknown>, token: string) {
    const res = await gql(app, query, variables, token);
    expect(res.errors).toBeUndefined();
    return res.data!;
  }

  const CREATE = `mutation ($input: OrderInput!) { createOrder(input: $input) { order { id number cardText } userErrors { field code message } } }`;
  const order = (card: string) => ({
    date,
    cardText: card,
    lines: [{ productId: String(product.id), count: 1, price: product.price }],
  });
  const ORDERS = `query ($range: DateRangeInput) { orders(range: $range) { orders { id number cardText } } }`;
  const ordersOfRun = async (app: FastifyInstance, token: string) => {
    const data = await ok(app, ORDERS, { range: { start: date, stop: date } }, token);
    const list = (data.orders as { orders: { id: string; number: string; cardText: string }[] }).orders;
    return list.filter((o) => o.cardText.startsWith(run));
  };

  it('accepts a token issued by one instance on the other, for GraphQL and /api alike', async () => {
    const fromA = await admin();
    const me = await ok(b, '{ me { email role } }', {}, fromA);
    expect(me.me).toEqual({ email: ACCOUNTS.admin.email, role: 'SA' });

    const signIn = await ok(
      b,
      'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }',
      { e: ACCOUNTS.manager.email, p: ACCOUNTS.manager.password },
      '',
    );
    const fromB = (signIn.login as { accessToken: string }).accessToken;
    const profile = await a.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(fromB) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ user: { email: ACCOUNTS.manager.email } });
  });

  it('ends a session signed out on one instance on the other within AUTH_CACHE_MS', async () => {
    const token = await admin();
    // B has the session in its cache now.
    await ok(b, '{ me { id } }', {}, token);
    const out = await a.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        const res = await gql(b, '{ me { id } }', {}, token);
        expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      },
      { timeout: CACHE_MS + SLACK_MS, interval: 50 },
    );
  });

  it('reads through one instance the order created through the other', async () => {
    const token = await admin();
    const created = await ok(a, CREATE, { input: order(`${run} one`) }, token);
    const { id, number } = accepted<{ id: string; number: string }>(created, 'createOrder');
    const read = await ok(b, 'query ($id: ID!) { order(id: $id) { id number cardText } }', { id }, token);
    expect(read.order).toEqual({ id, number, cardText: `${run} one` });
    const legacy = await b.inject({
      method: 'POST',
      url: '/api/order/all',
      headers: bearer(token),
      payload: { dateStart: date, dateStop: date },
    });
    expect(legacy.statusCode).toBe(200);
    expect((legacy.json() as { OrderList: { id: number }[] }).OrderList.map((o) => String(o.id))).toContain(
      id,
    );
  });

  it('shows a list entry written through one instance on the other within LIST_CACHE_MS', async () => {
    const token = await admin();
    const streets = async (app: FastifyInstance) =>
      ((await ok(app, '{ streets { id name } }', {}, token)).streets as { id: string; name: string }[]).map(
        (s) => s.name,
      );
    // A caches the list, then B adds to it and renames in it.
    expect(await streets(a)).not.toContain(`Улица ${run}`);
    const created = await ok(
      b,
      'mutation ($input: StreetCreateInput!) { createStreet(input: $input) { street { id } } }',
      { input: { name: `Улица ${run}` } },
      token,
    );
    await vi.waitFor(async () => expect(await streets(a)).toContain(`Улица ${run}`), {
      timeout: CACHE_MS + SLACK_MS,
      interval: 50,
    });
    const id = (created.createStreet as { street: { id: string } }).street.id;
    await ok(
      b,
      'mutation ($id: ID!, $input: StreetUpdateInput!) { updateStreet(id: $id, input: $input) { street { id } } }',
      { id, input: { name: `Проспект ${run}` } },
      token,
    );
    await vi.waitFor(
      async () => {
        const names = await streets(a);
        expect(names).toContain(`Проспект ${run}`);
        expect(names).not.toContain(`Улица ${run}`);
      },
      { timeout: CACHE_MS + SLACK_MS, interval: 50 },
    );
  });

  it('lands concurrent order writes through both instances exactly once, numbered apart', async () => {
    const token = await admin();
    const before = (await ordersOfRun(a, token)).length;
    const cards = Array.from({ length: 12 }, (_, i) => `${run} burst ${i}`);
    const replies = await Promise.all(
      cards.map((card, i) => gql(i % 2 ? b : a, CREATE, { input: order(card) }, token)),
    );
    expect(replies.flatMap((r) => r.errors ?? [])).toEqual([]);

    for (const app of [a, b]) {
      const mine = await ordersOfRun(app, token);
      const burst = mine.filter((o) => o.cardText.includes(' burst '));
      expect(burst.map((o) => o.cardText).sort()).toEqual([...cards].sort());
      expect(mine).toHaveLength(before + cards.length);
      // The day's numbers are handed out one at a time by the one CRM, whichever instance asked.
      expect(new Set(mine.map((o) => o.number)).size).toBe(mine.length);
    }
  });
});
