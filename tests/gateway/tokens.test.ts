/**
 * Every authenticated door, tried with every kind of bad token: each /api route the gateway
 * registers (collected with an onRoute hook, so a new route is covered the day it is added) and
 * every GraphQL query and mutation (generated from the schema). Expired, forged, unsigned,
 * wrongly keyed, algorithm-swapped, signed-out, deactivated and deleted sessions all get 401
 * (legacy shape) or UNAUTHENTICATED, on the very next request, whatever the session cache.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyAccess } from '../../gateway/plugins/legacy-access';
import { fieldRule } from '../../schema/data-access';
import {
  ACCOUNTS,
  bearer,
  decodeJwt,
  gql,
  login,
  registerUser,
  startGateway,
  type TestGateway,
} from './helper';
import { apiRoutes, graphqlOperations } from './doors';

let gw: TestGateway;
let admin: string;
beforeAll(async () => {
  gw = await startGateway();
  admin = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
}, 120_000);
afterAll(async () => gw?.close());

// ---- the doors -------------------------------------------------------------------------------

interface Door {
  method: string;
  url: string;
  /** The 401 body: the profile route keeps the spec's own text (section 8). */
  message: string;
}

/** Every /api route as registered, with params filled in; the public ones left out. */
async function legacyDoors(): Promise<Door[]> {
  const doors: Door[] = [];
  for (const { method, url } of await apiRoutes()) {
    const access = legacyAccess(method, url);
    if (!access || access.kind === 'public') continue;
    const message = access.kind === 'self' ? 'Invalid authorization token' : 'Требуется вход в систему';
    doors.push({ method, url, message });
  }
  // Signing out last, so the control pass keeps its session to the end.
  return doors.sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
}

/** Fields the policy opens without a session (schema/data-access.ts): sign-in, sign-up, health. */
const isPublic = (name: string) => fieldRule(...(name.split('.') as [string, string])) === 'public';

/** One operation per protected query and mutation field. */
const graphqlDoors = () => graphqlOperations().filter((op) => !isPublic(op.name));

let doors: Door[];
const operations = graphqlDoors();
beforeAll(async () => {
  doors = await legacyDoors();
});

/** Every door refuses `token`: the list of doors that did not is empty. */
async function expectAllShut(token: string) {
  const open: unknown[] = [];
  for (const door of doors) {
    const res = await gw.app.inject({
      method: door.method,
      url: door.url,
      headers: bearer(token),
      payload: {},
    });
    if (res.statusCode !== 401 || res.body !== JSON.stringify({ message: door.message }))
      open.push([door.method, door.url, res.statusCode, res.body.slice(0, 120)]);
  }
  for (const op of operations) {
    const reply = await gql(gw.app, op.query, undefined, token);
    const codes = (reply.errors ?? []).map((e) => e.extensions?.code);
    const data = reply.data ? Object.values(reply.data)[0] : null;
    if (codes[0] !== 'UNAUTHENTICATED' || data !== null) open.push([op.name, codes, data]);
  }
  expect(open).toEqual([]);
}

// ---- the tokens ------------------------------------------------------------------------------

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** A JWT with any header; signed with HMAC `hash` and `secret`, or unsigned. */
function jwt(header: object, payload: object, sign?: { hash: string; secret: string }): string {
  const head = `${b64(header)}.${b64(payload)}`;
  if (!sign) return `${head}.`;
  return `${head}.${createHmac(sign.hash, sign.secret).update(head).digest('base64url')}`;
}

describe('the doors', () => {
  it('are all found: every /api area and every GraphQL domain', () => {
    const areas = new Set(doors.map((d) => d.url.split('/')[2]));
    for (const area of ['auth', 'order', 'reference', 'catalog', 'user', 'notification', 'invoices'])
      expect(areas, area).toContain(area);
    expect(doors.length).toBeGreaterThan(150);
    expect(operations.map((o) => o.name)).toEqual(
      expect.arrayContaining(['Query.me', 'Query.orders', 'Query.stockBalances', 'Mutation.createOrder']),
    );
  });

  it('open for a live session (control: the 401s below come from the token, not the route)', async () => {
    const token = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    const shut: unknown[] = [];
    for (const op of operations.filter((o) => !o.mutation)) {
      const reply = await gql(gw.app, op.query, undefined, token);
      // Refusals of the dummy arguments are fine; not knowing the user is not.
      if (reply.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) shut.push(op.name);
    }
    // /api last: its sweep ends with /api/auth/logout.
    for (const door of doors) {
      const res = await gw.app.inject({
        method: door.method,
        url: door.url,
        headers: bearer(token),
        payload: {},
      });
      if (res.statusCode === 401) shut.push([door.method, door.url]);
    }
    expect(shut).toEqual([]);
  }, 120_000);
});

describe('forged and stale tokens are refused everywhere', () => {
  let claims: Record<string, unknown>;
  let real: string;
  beforeAll(async () => {
    real = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
    claims = decodeJwt(real);
  });
  const secret = () => gw.config.jwtSecret;

  it.each([
    [
      'expired (the real secret, exp in the past)',
      () =>
        jwt(
          { alg: 'HS256', typ: 'JWT' },
          { ...claims, iat: now() - 7200, exp: now() - 60 },
          {
            hash: 'sha256',
            secret: secret(),
          },
        ),
    ],
    [
      'forged (payload raised to SA and another user, signature kept)',
      () => {
        const [head, , signature] = real.split('.');
        const sa = decodeJwt(admin);
        return `${head}.${b64({ ...claims, sub: sa.sub, sid: sa.sid, role: 'SA' })}.${signature}`;
      },
    ],
    ['alg none', () => jwt({ alg: 'none', typ: 'JWT' }, claims)],
    ['alg NONE, signature kept', () => `${jwt({ alg: 'NONE' }, claims)}${real.split('.')[2]}`],
    [
      'signed with another key',
      () =>
        jwt({ alg: 'HS256', typ: 'JWT' }, claims, { hash: 'sha256', secret: 'another-secret-'.repeat(4) }),
    ],
    [
      'HS512 with the real secret (algorithm pinned to HS256)',
      () => jwt({ alg: 'HS512', typ: 'JWT' }, claims, { hash: 'sha512', secret: secret() }),
    ],
    [
      'RS256 header, HMAC with the secret as the "public key" (key confusion)',
      () => jwt({ alg: 'RS256', typ: 'JWT' }, claims, { hash: 'sha256', secret: secret() }),
    ],
  ])(
    '%s',
    async (_case, make) => {
      await expectAllShut(make());
      // The genuine token still works: the refusals were the forgery's, not the session's.
      expect(
        (await gw.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(real) })).statusCode,
      ).toBe(200);
    },
    120_000,
  );
});

describe('a session that ended is refused everywhere, at once', () => {
  const profileOk = async (token: string) =>
    (await gw.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).statusCode;
  const relogin = async (user: { email: string; password: string }) => {
    const rest = await gw.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const graph = await gql(
      gw.app,
      `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken userErrors { code message } } }`,
      {
        e: user.email,
        p: user.password,
      },
    );
    return [
      rest.statusCode,
      rest.json().message,
      graph.data?.login ? (graph.data.login as { userErrors: { code: string }[] }).userErrors[0]?.code : null,
      graph.data?.login
        ? (graph.data.login as { userErrors: { message: string }[] }).userErrors[0]?.message
        : null,
    ];
  };
  const REFUSED_LOGIN = [
    400,
    'Неверный email или пароль',
    'CREDENTIALS_INVALID',
    'Неверный email или пароль',
  ];

  it('signed out through /api/auth/logout', async () => {
    const user = await registerUser(gw.app, 'out-rest');
    expect(await profileOk(user.token)).toBe(200); // seen just now: any session cache holds it
    const out = await gw.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    expect(out.statusCode).toBe(200);
    await expectAllShut(user.token);
  }, 120_000);

  it('signed out through GraphQL logout', async () => {
    const user = await registerUser(gw.app, 'out-graphql');
    expect(await profileOk(user.token)).toBe(200);
    const out = await gql(gw.app, 'mutation { logout { loggedOut } }', undefined, user.token);
    expect(out.data).toEqual({ logout: { loggedOut: true } });
    await expectAllShut(user.token);
  }, 120_000);

  it.each([
    ['deactivated in the users list (/api/user/setActiveUser val 0)', '/api/user/setActiveUser', 0],
    ['deleted in the users list (/api/user/setDeletedUser val 1)', '/api/user/setDeletedUser', 1],
  ])(
    '%s: locked out on the next request, cannot sign in again',
    async (_case, url, val) => {
      const user = await registerUser(gw.app, 'fired');
      expect(await profileOk(user.token)).toBe(200);
      const off = await gw.app.inject({
        method: 'POST',
        url,
        headers: bearer(admin),
        payload: { id: Number(user.id), val },
      });
      expect(off.statusCode).toBe(200);
      await expectAllShut(user.token);
      expect(await relogin(user)).toEqual(REFUSED_LOGIN);
    },
    120_000,
  );

  it.each([
    ['deactivated through GraphQL setStaffUserActive', 'setStaffUserActive(id: $id, active: false)'],
    ['deleted through GraphQL setStaffUserDeleted', 'setStaffUserDeleted(id: $id, deleted: true)'],
  ])(
    '%s: locked out on the next request, cannot sign in again',
    async (_case, call) => {
      const user = await registerUser(gw.app, 'fired-graphql');
      expect(await profileOk(user.token)).toBe(200);
      const off = await gql(
        gw.app,
        `mutation($id: ID!) { ${call} { staffUser { id } } }`,
        { id: user.id },
        admin,
      );
      expect(off.errors).toBeUndefined();
      await expectAllShut(user.token);
      expect(await relogin(user)).toEqual(REFUSED_LOGIN);
    },
    120_000,
  );
});
