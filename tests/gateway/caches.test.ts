/**
 * The gateway's session and reference-list caches (gateway/cache, docs/performance.md): a read the
 * cache holds costs the CRM nothing; a change made through the gateway is seen by the very next
 * request, whichever domain made it; a change made elsewhere (another gateway instance, the CRM
 * itself) is seen once the entry expires; 0 turns each cache off. Calls are counted on the real
 * CRM client (tests/gateway/lists-helper.ts).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../gateway/app';
import { cachedUpstream } from '../../gateway/cache/cached-upstream';
import { TtlCache } from '../../gateway/cache/ttl-cache';
import type { Upstream } from '../../gateway/upstream/types';
import { createUndiciUpstream } from '../../gateway/upstream/undici';
import { ACCOUNTS, bearer, countingUpstream, gql, login, registerUser, testConfig } from './helper';
import { startCountedGateway, type CountedGateway } from './lists-helper';

let gw: CountedGateway;
let sa: string;
const others: FastifyInstance[] = [];
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  // Long lifetimes: in this gateway an entry never expires during a test, so every miss is a clear.
  gw = await startCountedGateway(
    'memory://',
    testConfig({ AUTH_CACHE_MS: '600000', LIST_CACHE_MS: '600000' }),
  );
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
});
afterAll(async () => {
  for (const app of others) await app.close();
  for (const close of closers) await close();
  await gw?.close();
});

/** Another gateway instance over the same CRM (its own JWT secret: sign in through it). */
async function anotherGateway(env: Record<string, string>): Promise<FastifyInstance> {
  const config = testConfig({ ...env, CRM_API_KEY: gw.config.crmApiKey });
  const app = await buildApp({ config, crmUrl: gw.crm!.url });
  others.push(app);
  return app;
}

const count = (call: string) => gw.calls.filter((c) => c === call).length;
const reset = () => gw.calls.splice(0);

const streetsApi = async (app: FastifyInstance, token: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/reference/getAllStreet', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; name: string; deleted: unknown }[];
};
const streetsGraphql = async (token: string) => {
  const res = await gql(gw.app, '{ streets(includeDeleted: true) { id name deleted } }', {}, token);
  expect(res.errors).toBeUndefined();
  return res.data!.streets as { id: string; name: string; deleted: boolean }[];
};

describe('reference lists', () => {
  it('a list read again costs the CRM nothing, through /api and GraphQL alike', async () => {
    await streetsApi(gw.app, sa);
    reset();
    const [api, graph] = [await streetsApi(gw.app, sa), await streetsGraphql(sa)];
    expect(graph.map((s) => s.name)).toEqual(api.map((s) => s.name));
    expect(gw.calls).toEqual([]);
  });

  it('a write through the gateway is in the very next read, whichever face wrote and read', async () => {
    await streetsApi(gw.app, sa);
    const created = await gw.app.inject({
      method: 'POST',
      url: '/api/reference/setSaveNewStreet',
      headers: bearer(sa),
      payload: { dataStreetUpdate: { name: 'ул. Кэшевая' } },
    });
    expect(created.statusCode).toBe(200);
    const street = (await streetsGraphql(sa)).find((s) => s.name === 'ул. Кэшевая');
    expect(street).toMatchObject({ deleted: false });

    const deleted = await gql(
      gw.app,
      'mutation($id: ID!) { setStreetDeleted(id: $id, deleted: true) { street { id } } }',
      { id: street!.id },
      sa,
    );
    expect(deleted.errors).toBeUndefined();
    const row = (await streetsApi(gw.app, sa)).find((s) => String(s.id) === street!.id);
    expect(row?.deleted).toBeTruthy();
  });

  it('a write of another domain clears the lists: the client an order creates is listed at once', async () => {
    const clients = async () => {
      const res = await gql(gw.app, '{ clients { firstName phone } }', {}, sa);
      expect(res.errors).toBeUndefined();
      return res.data!.clients as { firstName: string; phone: string }[];
    };
    const before = await clients();
    const products = await gw.crm!.db.query<{ id: number; price_kopecks: number }>(
      'SELECT id, price_kopecks FROM products ORDER BY id LIMIT 1',
    );
    const order = await gql(
      gw.app,
      'mutation($input: OrderInput!) { createOrder(input: $input) { order { id } userErrors { field code message } } }',
      {
        input: {
          client: { firstName: 'Новый из заказа', phone: '+7 903 555-01-02' },
          lines: [{ productId: String(products[0].id), count: 1, price: products[0].price_kopecks }],
        },
      },
      sa,
    );
    expect(order.errors).toBeUndefined();
    const after = await clients();
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((c) => c.firstName)).toContain('Новый из заказа');
  });

  it('a change made elsewhere is seen once LIST_CACHE_MS has passed', async () => {
    const elsewhere = await anotherGateway({ LIST_CACHE_MS: '200' });
    const token = await login(elsewhere, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    const [first] = await streetsApi(elsewhere, token);

    // Straight in the CRM: neither gateway is told.
    await gw.crm!.db.query('UPDATE streets SET name = $1 WHERE id = $2', [
      'ул. Изменённая вне шлюза',
      first.id,
    ]);

    await vi.waitFor(
      async () =>
        expect((await streetsApi(elsewhere, token)).find((s) => s.id === first.id)?.name).toBe(
          'ул. Изменённая вне шлюза',
        ),
      { timeout: 10_000, interval: 50 },
    );
  });

  it('LIST_CACHE_MS=0 and AUTH_CACHE_MS=0: every read asks the CRM', async () => {
    const config = testConfig({ LIST_CACHE_MS: '0', AUTH_CACHE_MS: '0', CRM_API_KEY: gw.config.crmApiKey });
    const counted: string[] = [];
    const inner = createUndiciUpstream({
      url: gw.crm!.url,
      apiKey: config.crmApiKey,
      settings: config.upstream,
    });
    const upstream = countingUpstream(inner, counted);
    // Handed in, so the app does not close it: the test does.
    closers.push(() => inner.close());
    const app = await buildApp({ config, crmUrl: gw.crm!.url, upstream });
    others.push(app);
    const token = await login(app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    counted.length = 0;
    await streetsApi(app, token);
    await streetsApi(app, token);
    expect(counted.sort()).toEqual([
      'auth/profile',
      'auth/profile',
      'reference/getAllStreet',
      'reference/getAllStreet',
    ]);
  });
});

describe('growing lists at volume', () => {
  it('a page of orders names their clients from the orders: the client directory is not read', async () => {
    const page = (extra: string) => `{
      ordersConnection(first: 50, filter: { preset: MONTH }) {
        edges { node { id clientId client { id firstName lastName phone email ${extra} } } }
      }
    }`;
    // Nothing cached: the next read of any list would go to the CRM.
    gw.app.upstream.clearCaches();
    reset();
    const summary = await gql(gw.app, page(''), {}, sa);
    expect(summary.errors).toBeUndefined();
    const nodes = (summary.data!.ordersConnection as { edges: { node: unknown }[] }).edges.map(
      (e) => e.node as { clientId: string | null; client: Record<string, string> | null },
    );
    expect(nodes.some((n) => n.client)).toBe(true);
    expect(count('reference/getAllKlientDirectory')).toBe(0);
    // The same clients as the directory has them: the page's clients by their ids, one call,
    // never the whole directory.
    const withBirthday = await gql(gw.app, page('birthday'), {}, sa);
    expect(count('reference/getPageKlientDirectory')).toBe(1);
    expect(count('reference/getAllKlientDirectory')).toBe(0);
    const full = (withBirthday.data!.ordersConnection as { edges: { node: unknown }[] }).edges;
    nodes.forEach((n, i) => {
      const { birthday: _b, ...rest } =
        (full[i].node as { client: Record<string, string> | null }).client ?? {};
      expect(n.client ?? {}).toEqual(rest);
      expect(n.client?.id ?? null).toBe(n.clientId);
    });
  });
});

describe('sessions', () => {
  const profile = (token: string) =>
    gw.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });

  it('a session is asked about once while cached, yet a logout is seen at once', async () => {
    const user = await registerUser(gw.app, 'cached');
    reset();
    for (let i = 0; i < 3; i++) expect((await profile(user.token)).statusCode).toBe(200);
    expect(count('auth/profile')).toBe(1);

    await gw.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    expect((await profile(user.token)).statusCode).toBe(401);
  });

  it('access rights changed through the gateway apply to the next request', async () => {
    const user = await registerUser(gw.app, 'promoted');
    let token = user.token;
    const orders = async () => (await gql(gw.app, '{ orders { start } }', {}, token)).errors?.[0];
    expect((await orders())?.extensions?.code).toBe('FORBIDDEN');
    // A change of rights ends the user's sessions at once (issue 16 item 0); the next sign-in has them.
    const again = async () => {
      expect((await orders())?.extensions?.code).toBe('UNAUTHENTICATED');
      token = await login(gw.app, user.email, user.password);
    };

    const grant = (accessPage: string[]) =>
      gql(
        gw.app,
        'mutation($id: ID!, $input: UserAccessInput!) { setUserAccess(id: $id, input: $input) { staffUser { id } } }',
        { id: user.id, input: { role: 'MANAGER', typeAccount: 'flower_shop', accessPage } },
        sa,
      );
    expect((await grant(['ALLORDER'])).errors).toBeUndefined();
    await again();
    expect(await orders()).toBeUndefined();
    expect((await grant([])).errors).toBeUndefined();
    await again();
    expect((await orders())?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a user deactivated in the CRM itself is refused once AUTH_CACHE_MS has passed', async () => {
    const elsewhere = await anotherGateway({ AUTH_CACHE_MS: '200' });
    const user = await registerUser(elsewhere, 'fired-elsewhere');
    const me = () =>
      elsewhere.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(user.token) });
    expect((await me()).statusCode).toBe(200);

    await gw.crm!.db.query('UPDATE users SET active = false WHERE id = $1', [Number(user.id)]);

    await vi.waitFor(async () => expect((await me()).statusCode).toBe(401), {
      timeout: 10_000,
      interval: 50,
    });
  });
});

describe('a read racing a write', () => {
  /** A CRM client whose replies the test releases one by one. */
  function heldUpstream() {
    const held: { method: string; release: () => void; fail: () => void }[] = [];
    let version = 1;
    const upstream: Upstream = {
      call: <T>(_area: string, method: string) =>
        new Promise<T>((resolve, reject) => {
          // The reply reflects the data when the CRM reads it (at once), not when it arrives.
          const reply = method.startsWith('get')
            ? [{ id: 1, name: `v${version}` }]
            : ((version++, {}) as unknown);
          held.push({
            method,
            release: () => resolve(reply as T),
            fail: () => reject(new Error('CRM down')),
          });
        }),
      envelope: () => Promise.reject(new Error('not used')),
      close: async () => undefined,
    };
    return { upstream, held };
  }

  it('does not put the old list back after the write has cleared it', async () => {
    const { upstream, held } = heldUpstream();
    const cached = cachedUpstream(upstream, { authCacheMs: 60_000, listCacheMs: 60_000 });
    const stale = cached.call('reference', 'getAllStreet', {});
    const write = cached.call('reference', 'setStreetUpdate', { dataStreetUpdate: { id: 1 } });
    held[1].release();
    await write;
    held[0].release(); // the read left before the write landed: it carries v1
    expect(await stale).toEqual([{ id: 1, name: 'v1' }]);

    const fresh = cached.call('reference', 'getAllStreet', {});
    expect(held).toHaveLength(3); // asked the CRM again
    held[2].release();
    expect(await fresh).toEqual([{ id: 1, name: 'v2' }]);
  });

  it('concurrent misses share one CRM call; a failure is not kept', async () => {
    const { upstream, held } = heldUpstream();
    const cached = cachedUpstream(upstream, { authCacheMs: 60_000, listCacheMs: 60_000 });
    const failing = [1, 2].map(() => cached.call('reference', 'getAllStreet', {}));
    expect(held).toHaveLength(1);
    held[0].fail();
    for (const read of failing) await expect(read).rejects.toThrow('CRM down');

    const reads = [1, 2, 3].map(() => cached.call('reference', 'getAllStreet', {}));
    expect(held).toHaveLength(2);
    held[1].release();
    expect(new Set(await Promise.all(reads)).size).toBe(1);
    await cached.call('reference', 'getAllStreet', {});
    expect(held).toHaveLength(2);
  });
});

describe('the cache underneath (TtlCache over lru-cache)', () => {
  it('keeps within its weight budget, expires after ttlMs, and serves without keeping a value over budget', async () => {
    let now = 1_000;
    const cache = new TtlCache<number[]>({
      ttlMs: 100,
      maxWeight: 5,
      weigh: (v) => v.length,
      now: () => now,
    });
    let loads = 0;
    const load = (n: number) => async () => (loads++, Array.from({ length: n }, (_, i) => i));
    await cache.get('a', load(2));
    await cache.get('b', load(2));
    await cache.get('c', load(2)); // 6 > 5: the least recently used goes
    expect(cache.size).toBe(2);
    expect(loads).toBe(3);
    await cache.get('c', load(2));
    expect(loads).toBe(3);
    expect(await cache.get('huge', load(6))).toHaveLength(6);
    await cache.get('huge', load(6));
    expect(loads).toBe(5); // never kept: asked again
    now += 101;
    await cache.get('c', load(2));
    expect(loads).toBe(6); // expired
  });
});
