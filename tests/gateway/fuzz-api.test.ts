/**
 * Fuzzing every /api route the gateway registers (docs/reliability.md "Fuzzing"). The routes are
 * read from the running app (printRoutes), not listed here, and every POST route must have a
 * profile in fuzz-api-profiles.ts: a route added without one fails the first test.
 *
 * Each case is a bad call: broken JSON, a foreign content type, prototype-pollution keys, a body
 * that is not an object, or a body from the route's profile that breaks one of its rules (see
 * there); GET routes get junk query strings. For every case: the answer is below 500, a write
 * route answers 4xx with a message, and the stored data (every CRM table and the demo stores,
 * fuzz-store.ts) is unchanged. A failure prints fast-check's seed and path; replay it with
 * FUZZ_SEED=<seed> (FUZZ_RUNS=<n> for longer runs).
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  badRawBody,
  bigJson,
  fuzzOnly,
  fuzzParams,
  junkJson,
  junkQuery,
  type FuzzContext,
  type RawBody,
} from './fuzz-arbitraries';
import { apiProfiles, type FormCase, type RouteProfile } from './fuzz-api-profiles';
import { fuzzContext, storeProbe, type StoreProbe } from './fuzz-store';
import { formBody, picture } from './catalog-helper';
import { ACCOUNTS, bearer, forgeJwt, login, startGateway, type TestGateway } from './helper';
import { registeredRoutes } from './api-routes';

const RUNS = 12;
const ANONYMOUS_RUNS = 2;

type ApiCase = { query: string } | { json: unknown } | { raw: RawBody } | { form: FormCase };

let gw: TestGateway;
let token: string;
let ctx: FuzzContext;
let probe: StoreProbe;
let profiles: Record<string, RouteProfile>;
let routes: string[];
let png: Buffer;
let tried = 0;

beforeAll(async () => {
  gw = await startGateway();
  token = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  ctx = await fuzzContext(gw);
  profiles = apiProfiles(ctx);
  routes = registeredRoutes(gw.app);
  png = await picture.png({ width: 8, height: 8 });
  probe = await storeProbe(gw);
});
afterAll(async () => {
  const gets = routes.filter((r) => r.startsWith('GET ')).length;
  console.log(
    `fuzz /api: ${routes.length} routes (${gets} GET, ${routes.length - gets} POST), ${tried} calls, ${probe.fullSnapshots} full snapshots`,
  );
  await gw?.close();
});

/** Bad calls of one route: junk queries for a GET; for a POST, broken bodies and its profile's. */
function casesOf(route: string): fc.Arbitrary<{ c: ApiCase; mustFail: boolean }> {
  if (route.startsWith('GET ')) return junkQuery(ctx).map((query) => ({ c: { query }, mustFail: false }));
  const p = profiles[route];
  const mustFail = !p.read;
  const arbs: fc.Arbitrary<{ c: ApiCase; mustFail: boolean }>[] = [
    badRawBody.map((raw) => ({ c: { raw }, mustFail: true })),
  ];
  if (p.forms) arbs.push(p.forms.map((form) => ({ c: { form }, mustFail: true })));
  else {
    // Not an object at all: every JSON route reads an object (or ignores the body, reads only).
    const notObject = junkJson.filter((j) => typeof j !== 'object' || j === null || Array.isArray(j));
    arbs.push(notObject.map((json) => ({ c: { json }, mustFail })));
  }
  if (p.bad)
    arbs.push(
      p.bad.map((json) => ({ c: { json }, mustFail })),
      p.bad.map((json) => ({ c: { json }, mustFail })),
    );
  if (p.harmless) arbs.push(p.harmless.map((json) => ({ c: { json }, mustFail: false })));
  if (!p.forms) arbs.push(bigJson.map((json) => ({ c: { json }, mustFail: false })));
  return fc.oneof(...arbs);
}

async function send(route: string, c: ApiCase, auth: Record<string, string>) {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  const options: InjectOptions = { method, url, headers: { ...auth } };
  if ('query' in c) options.url = c.query ? `${url}?${c.query}` : url;
  else if ('raw' in c) {
    options.payload = c.raw.payload;
    options.headers = { ...auth, 'content-type': c.raw.contentType };
  } else if ('form' in c) {
    const file = c.form.file === 'png' ? png : c.form.file === 'junk' ? Buffer.from('not a picture') : null;
    const body = await formBody(c.form.fields, file ? [{ bytes: file }] : []);
    options.payload = body.payload;
    options.headers = { ...auth, ...body.headers };
  } else {
    options.payload = JSON.stringify(c.json);
    options.headers = { ...auth, 'content-type': 'application/json' };
  }
  tried += 1;
  return gw.app.inject(options);
}

const shown = (c: ApiCase) =>
  JSON.stringify(c, (_k, v) =>
    typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}…(${v.length})` : v,
  );

/** One case: below 500, 4xx when it must fail, and nothing stored changed. */
async function check(
  route: string,
  c: ApiCase,
  mustFail: boolean,
  auth: Record<string, string>,
  expected?: number,
) {
  const res = await send(route, c, auth);
  const what = `${route} ${shown(c)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  if (expected) expect(res.statusCode, what).toBe(expected);
  if (mustFail) {
    expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
    expect(typeof res.json().message, what).toBe('string');
  }
  expect(await probe.changes(), what).toEqual([]);
}

/** Runs `fuzz` for every route; one failing route does not hide the others' failures. */
async function eachRoute(fuzz: (route: string) => Promise<void>): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes.filter(fuzzOnly)) {
    try {
      await fuzz(route);
    } catch (err) {
      failures.push(`${route}: ${(err as Error).message}`);
      // Whatever the failed case changed is reported once, not again by every later route.
      await probe.rebase();
    }
  }
  return failures;
}

describe('every /api route refuses bad input and changes nothing', () => {
  it('reads the routes from the app, and every POST route has a fuzz profile', () => {
    expect(routes.length).toBeGreaterThan(150);
    const posts = routes.filter((r) => r.startsWith('POST '));
    expect(
      posts.filter((r) => !profiles[r]),
      'POST routes without a profile in fuzz-api-profiles.ts',
    ).toEqual([]);
    expect(
      Object.keys(profiles).filter((k) => !routes.includes(k)),
      'profiles of no route',
    ).toEqual([]);
  });

  it('fuzzes each route as the SA admin', async () => {
    const failures = await eachRoute(async (route) => {
      const auth = profiles[route]?.anonymous ? {} : bearer(token);
      await fc.assert(
        fc.asyncProperty(casesOf(route), async ({ c, mustFail }) => check(route, c, mustFail, auth)),
        fuzzParams(RUNS),
      );
    });
    expect(failures).toEqual([]);
  }, 600_000);

  it('without a valid token: 401 before anything else, except sign-in and registration', async () => {
    const junkToken = fc.constantFrom<Record<string, string>>(
      {},
      { authorization: 'Bearer ' },
      { authorization: 'Bearer not.a.jwt' },
      { authorization: `Bearer ${forgeJwt({ sub: '1', sid: 'x', role: 'SA' }, { alg: 'none' })}` },
      { authorization: `Basic ${Buffer.from('admin@example.com:admin123').toString('base64')}` },
    );
    const failures = await eachRoute(async (route) => {
      const open = route === 'POST /api/auth/login' || route === 'POST /api/auth/register';
      await fc.assert(
        fc.asyncProperty(casesOf(route), junkToken, async ({ c }, auth) =>
          check(route, c, open, auth, open ? undefined : 401),
        ),
        fuzzParams(ANONYMOUS_RUNS),
      );
    });
    expect(failures).toEqual([]);
  }, 600_000);

  it('leaves Object.prototype alone', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
