/**
 * Sign-in and registration attempts (gateway/domains/auth/attempts.ts): one set of counters for
 * /api and GraphQL, per account (normalised e-mail) and per client IP, counting failures only,
 * 429 with Retry-After on both faces, and the way back in once the window has passed. A browser
 * that signed in before keeps its own allowance (device cookie): strangers cannot lock the staff
 * out. Against the real embedded CRM.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../gateway/security/rate-limit';
import { ACCOUNTS, startGateway, type TestGateway } from './helper';

const LIMITS = { AUTH_RATE_LIMIT_PER_ACCOUNT: '3', AUTH_RATE_LIMIT_PER_IP: '5' };

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ env: { ...LIMITS, AUTH_RATE_LIMIT_WINDOW_MS: '600000' } });
});
afterAll(async () => gw?.close());

let lastIp = 0;
/** Each test signs in from addresses of its own, so the per-IP counters do not meet. */
const freshIp = () => `10.0.0.${++lastIp}`;

const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { accessToken userErrors { field code } }
}`;

function apiLogin(app: TestGateway['app'], ip: string, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email, password },
  });
}

function graphql(app: TestGateway['app'], ip: string, query: string, variables: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: { query, variables },
  });
}

const TOO_MANY = /^Слишком много попыток входа\. Повторите через \d+ (с|мин)\.$/;
/** The wait as the message words it: seconds under a minute, whole minutes rounded up beyond. */
const waitText = (s: number) => (s < 60 ? `${s} с` : `${Math.ceil(s / 60)} мин`);

/** A 429 of the legacy face: the spec's `{ message }`, Russian, with Retry-After in seconds. */
function expectLegacyRefusal(res: Awaited<ReturnType<typeof apiLogin>>) {
  expect(res.statusCode).toBe(429);
  expect(Object.keys(res.json())).toEqual(['message']);
  expect(res.json().message).toMatch(TOO_MANY);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expect(res.json().message).toBe(`Слишком много попыток входа. Повторите через ${waitText(retryAfter)}.`);
}

describe('per account, across /api and GraphQL', () => {
  it('2 failures through /api and 1 through GraphQL use up 3; the 4th is 429 on either face', async () => {
    const { email, password } = ACCOUNTS.manager;
    expect((await apiLogin(gw.app, freshIp(), email, 'wrong-password')).statusCode).toBe(400);
    // The same account however it is typed.
    const shouted = await apiLogin(gw.app, freshIp(), `  ${email.toUpperCase()} `, 'wrong-again');
    expect(shouted.statusCode).toBe(400);
    const third = await graphql(gw.app, freshIp(), LOGIN, { email, password: 'wrong-third' });
    // A wrong pair is a user error of the payload (issue 18), counted all the same.
    expect(third.json().data.login).toEqual({
      accessToken: null,
      userErrors: [{ field: null, code: 'CREDENTIALS_INVALID' }],
    });

    // From yet another address, with the right password: the account's budget is spent.
    const fourth = await graphql(gw.app, freshIp(), LOGIN, { email, password });
    expect(fourth.statusCode).toBe(429);
    const retryAfter = Number(fourth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    // The body's errors and data exactly (its extensions carry the operation's cost, issue 18).
    expect({ data: fourth.json().data, errors: fourth.json().errors }).toEqual({
      data: null,
      errors: [
        {
          message: `Слишком много попыток входа. Повторите через ${waitText(retryAfter)}.`,
          locations: [{ line: 2, column: 3 }],
          path: ['login'],
          extensions: { code: 'RATE_LIMITED', retryAfter },
        },
      ],
    });
    expectLegacyRefusal(await apiLogin(gw.app, freshIp(), email, password));
  });

  it('other accounts are not affected', async () => {
    const res = await apiLogin(gw.app, freshIp(), ACCOUNTS.fastfood.email, ACCOUNTS.fastfood.password);
    expect(res.statusCode).toBe(200);
  });

  it('successful sign-ins count nothing, aliased in one document or one after another', async () => {
    // An account of its own, made at the CRM directly so that making it counts nothing here.
    const email = `aliased-${Date.now()}@example.com`;
    const password = 'secret-123';
    await gw.app.upstream.call('auth', 'register', { email, username: 'Гость', password });
    const logins = (n: number) =>
      `mutation { ${Array.from({ length: n }, (_, i) => `a${i + 1}: login(email: "${email}", password: "${password}") { accessToken }`).join(' ')} }`;

    const res = await graphql(gw.app, freshIp(), logins(4), {});
    expect(res.statusCode).toBe(200);
    expect(res.json().errors).toBeUndefined();
    expect(Object.keys(res.json().data)).toHaveLength(4);
    // Five times the limit of 3, from fresh addresses (no device cookie): every one signs in.
    for (let i = 0; i < 15; i++)
      expect((await apiLogin(gw.app, freshIp(), email, password)).statusCode).toBe(200);
  });

  it('aliased wrong guesses count one each: the fourth in one document is refused, and so is what follows', async () => {
    const email = 'nobody-aliased@example.com';
    const guesses = `mutation { ${[1, 2, 3, 4, 5].map((i) => `a${i}: login(email: "${email}", password: "guess-${i}") { accessToken userErrors { code } }`).join(' ')} }`;
    const res = await graphql(gw.app, freshIp(), guesses, {});
    // Three wrong pairs are user errors (issue 18: payloads), each one an attempt; the fourth is
    // over the account's budget, a top-level RATE_LIMITED that ends the mutation (its root field
    // is non-null), so the fifth never runs.
    expect(res.statusCode).toBe(429);
    expect(res.json().errors).toMatchObject([{ path: ['a4'], extensions: { code: 'RATE_LIMITED' } }]);
    expect(res.json().errors).toHaveLength(1);
    expectLegacyRefusal(await apiLogin(gw.app, freshIp(), email, 'guess'));
  });

  it('registration counts against the same account', async () => {
    const ip = freshIp();
    const email = `limited-${Date.now()}@example.com`;
    const register = (face: 'api' | 'graphql') =>
      face === 'api'
        ? gw.app.inject({
            method: 'POST',
            url: '/api/auth/register',
            remoteAddress: ip,
            payload: { email, username: 'Гость', password: 'secret-123' },
          })
        : graphql(
            gw.app,
            ip,
            'mutation ($input: RegisterInput!) { register(input: $input) { accessToken userErrors { field code } } }',
            {
              input: { email, username: 'Гость', password: 'secret-123' },
            },
          );
    expect((await register('api')).statusCode).toBe(200);
    const taken = { accessToken: null, userErrors: [{ field: ['input', 'email'], code: 'NAME_TAKEN' }] };
    expect((await register('graphql')).json().data.register).toEqual(taken);
    // A successful sign-in takes nothing from the account's budget…
    expect((await apiLogin(gw.app, ip, email, 'secret-123')).statusCode).toBe(200);
    // …so the third registration is still admitted (and refused as a duplicate); the fourth is not.
    expect((await register('graphql')).json().data.register).toEqual(taken);
    expectLegacyRefusal(await register('api'));
    const viaGraphql = await register('graphql');
    expect(viaGraphql.statusCode).toBe(429);
    expect(viaGraphql.json().errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});

describe('per client IP', () => {
  it('5 attempts on 5 accounts from one address; the 6th account is refused there, not elsewhere', async () => {
    const ip = freshIp();
    for (let i = 1; i <= 5; i++) {
      const res = await apiLogin(gw.app, ip, `spray-${i}@example.com`, 'guess');
      expect(res.statusCode).toBe(400);
    }
    expectLegacyRefusal(await apiLogin(gw.app, ip, ACCOUNTS.admin.email, ACCOUNTS.admin.password));
    const graphqlRefusal = await graphql(gw.app, ip, LOGIN, ACCOUNTS.admin);
    expect(graphqlRefusal.statusCode).toBe(429);
    // The refusals from that address did not count against the admin's own budget.
    const elsewhere = await apiLogin(gw.app, freshIp(), ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    expect(elsewhere.statusCode).toBe(200);
  });

  it('requests without credentials count nothing', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await gw.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: {},
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await apiLogin(gw.app, ip, ACCOUNTS.admin.email, ACCOUNTS.admin.password)).statusCode).toBe(200);
  });
});

describe('after the window', () => {
  let short: TestGateway;
  beforeAll(async () => {
    // A second gateway on the same CRM, with one attempt per 2-second window.
    short = await startGateway({
      crmUrl: gw.crm!.url,
      env: {
        CRM_API_KEY: gw.config.crmApiKey,
        AUTH_RATE_LIMIT_PER_ACCOUNT: '1',
        AUTH_RATE_LIMIT_WINDOW_MS: '2000',
      },
    });
  });
  afterAll(async () => short?.close());

  it('the user can sign in again after Retry-After seconds', async () => {
    const { email, password } = ACCOUNTS.admin;
    expect((await apiLogin(short.app, '10.1.0.1', email, 'wrong-password')).statusCode).toBe(400);
    const refused = await apiLogin(short.app, '10.1.0.1', email, password);
    expectLegacyRefusal(refused);
    await sleep(Number(refused.headers['retry-after']) * 1000 + 100);
    expect((await apiLogin(short.app, '10.1.0.1', email, password)).statusCode).toBe(200);
  });
});

describe('the counters', () => {
  it('refuse past the limit, free a key when its window ends, and hold at most maxKeys', () => {
    let now = 0;
    const limiter = createRateLimiter({ windowMs: 1000, maxKeys: 3, now: () => now });
    const take = (key: string) => limiter.take([{ key, limit: 2 }]);
    expect(take('a')).toBeNull();
    now = 400;
    expect(take('a')).toBeNull();
    expect(take('a')).toBe(600);
    now = 1000;
    expect(take('a')).toBeNull();

    for (const key of ['b', 'c', 'd', 'e']) take(key);
    expect(limiter.size).toBe(3);
    // The oldest window ('a') made room; it starts afresh.
    expect(take('a')).toBeNull();
    expect(take('a')).toBeNull();
    expect(take('a')).not.toBeNull();

    now = 5000;
    take('f');
    expect(limiter.size).toBe(1);
  });

  it('a refused take counts against none of its keys', () => {
    const limiter = createRateLimiter({ windowMs: 1000, now: () => 0 });
    const both = [
      { key: 'account', limit: 1 },
      { key: 'ip', limit: 5 },
    ];
    expect(limiter.take(both)).toBeNull();
    for (let i = 0; i < 10; i++) expect(limiter.take(both)).toBe(1000);
    for (let i = 0; i < 4; i++) expect(limiter.take([{ key: 'ip', limit: 5 }])).toBeNull();
    expect(limiter.take([{ key: 'ip', limit: 5 }])).toBe(1000);
  });
});
