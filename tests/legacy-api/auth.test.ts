/** /api/auth/*: spec sections 7 and 8, against a real embedded CRM. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNTS,
  bearer,
  decodeJwt,
  forgeJwt,
  gql,
  login,
  registerUser,
  startGateway,
  type TestGateway,
} from '../gateway/helper';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

const post = (url: string, payload?: unknown, headers?: Record<string, string>) =>
  gw.app.inject({ method: 'POST', url, payload: payload as object, headers });
const profile = (headers: Record<string, string> = {}) =>
  gw.app.inject({ method: 'GET', url: '/api/auth/profile', headers });

describe('POST /api/auth/login', () => {
  it.each(Object.entries(ACCOUNTS))('signs in the seeded %s account', async (_name, account) => {
    const res = await post('/api/auth/login', { email: account.email, password: account.password });

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'user']);
    expect(Object.keys(body.user).sort()).toEqual(['avatar', 'email', 'id', 'name', 'role', 'typeAccount']);
    expect(body.user).toMatchObject({
      email: account.email,
      role: account.role,
      typeAccount: account.typeAccount,
    });
    const claims = decodeJwt(body.accessToken);
    expect(claims).toMatchObject({
      sub: String(body.user.id),
      role: account.role,
      typeAccount: account.typeAccount,
    });
    expect(typeof claims.sid).toBe('string');
    // Registration token lifetime 7 days (spec section 9).
    expect(Number(claims.exp) - Number(claims.iat)).toBe(7 * 24 * 3600);
  });

  it('waits LEGACY_DELAY_MS before answering (a lower bound only: never flaky)', async () => {
    gw.app.config.legacyDelayMs = 300;
    try {
      const started = Date.now();
      const res = await post('/api/auth/login', {
        email: ACCOUNTS.admin.email,
        password: ACCOUNTS.admin.password,
      });
      expect(res.statusCode).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      gw.app.config.legacyDelayMs = 0;
    }
  });

  it('answers 400 with the Russian wrong-credentials text for a wrong password or unknown email', async () => {
    for (const payload of [
      { email: ACCOUNTS.admin.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'whatever1' },
    ]) {
      const res = await post('/api/auth/login', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Неверный email или пароль' });
    }
  });

  it.each([
    ['no body', undefined, 'Введите email'],
    ['empty email', { email: '', password: 'x' }, 'Введите email'],
    ['email not a string', { email: 42, password: 'x' }, 'Введите email'],
    ['missing password', { email: 'a@example.com' }, 'Введите пароль'],
    ['blank password', { email: 'a@example.com', password: '   ' }, 'Введите пароль'],
  ])('validates the body: %s → 400', async (_case, payload, message) => {
    const res = await post('/api/auth/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('POST /api/auth/register', () => {
  it('creates a GUEST, returns the spec user shape without the password, and the user can sign in', async () => {
    const email = `new-${Date.now()}@example.com`;
    const res = await post('/api/auth/register', { email, username: 'Новичок', password: 'secret-123' });

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body.user).sort()).toEqual([
      'age',
      'avatar',
      'email',
      'id',
      'name',
      'role',
      'username',
    ]);
    expect(body.user).toMatchObject({ email, username: 'Новичок', role: 'GUEST' });
    expect(JSON.stringify(body)).not.toContain('secret-123');

    const token = await login(gw.app, email, 'secret-123');
    const me = await profile(bearer(token));
    expect(me.json().user).toMatchObject({ email, role: 'GUEST', accessPage: [] });
    // The token of the registration works too.
    expect((await profile(bearer(body.accessToken))).statusCode).toBe(200);
  });

  it('refuses a taken email with 400 "User already exists!"', async () => {
    const res = await post('/api/auth/register', {
      email: ACCOUNTS.admin.email,
      username: 'again',
      password: 'secret-123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'User already exists!' });
  });

  it('passes on the CRM validation message in Russian', async () => {
    const res = await post('/api/auth/register', {
      email: 'not-an-email',
      username: 'x',
      password: 'secret-123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[а-яё]/i);
  });

  it.each([
    ['missing username', { email: 'a@example.com', password: 'secret-123' }, 'Введите имя пользователя'],
    ['missing email', { username: 'a', password: 'secret-123' }, 'Введите email'],
    ['missing password', { email: 'a@example.com', username: 'a' }, 'Введите пароль'],
  ])('validates the body: %s → 400', async (_case, payload, message) => {
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('GET /api/auth/profile', () => {
  it('returns the fresh user with accessPage', async () => {
    const token = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
    const res = await profile(bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        // The CRM's id, passed on as it came (a number from ours).
        id: expect.any(Number),
        avatar: null,
        email: ACCOUNTS.manager.email,
        name: expect.any(String),
        role: 'MANAGER',
        typeAccount: 'flower_shop',
        accessPage: ['NEWORDER', 'ALLORDER', 'ANALITIKA'],
      },
    });
  });

  it.each([
    ['no header', {}],
    ['a header without a second word', { authorization: 'Bearer' }],
    ['an empty header', { authorization: '' }],
  ])('answers 401 "Invalid Authorization token" for %s', async (_case, headers) => {
    const res = await profile(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid Authorization token' });
  });

  it('answers 401 "Invalid authorization token" for a token that is not ours', async () => {
    const res = await profile(bearer('not.a.jwt'));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid authorization token' });
  });

  it('ends the session when role or pages change in the CRM; the next sign-in carries them', async () => {
    const user = await registerUser(gw.app, 'promoted');
    await gw.crm!.db.query(`UPDATE users SET role = 'EDITOR', access_page = '{CATALOG}' WHERE id = $1`, [
      Number(user.id),
    ]);
    expect((await profile(bearer(user.token))).statusCode).toBe(401);
    const token = await login(gw.app, user.email, user.password);
    const res = await profile(bearer(token));
    expect(res.json().user).toMatchObject({ role: 'EDITOR', accessPage: ['CATALOG'] });
  });
});

describe('sessions end', () => {
  it('logout revokes the token for /api and GraphQL', async () => {
    const user = await registerUser(gw.app, 'leaver');
    const res = await post('/api/auth/logout', {}, bearer(user.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Сеанс завершён' });

    const again = await profile(bearer(user.token));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: 'Invalid authorization token' });
    const data = await post('/api/order/all', {}, bearer(user.token));
    expect(data.statusCode).toBe(401);
    expect(data.json()).toEqual({ message: 'Требуется вход в систему' });
    const me = await gql(gw.app, '{ me { id } }', undefined, user.token);
    expect(me.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('logout without a session is 401', async () => {
    const res = await post('/api/auth/logout', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Требуется вход в систему' });
  });

  it('a user deactivated through the gateway is refused at once, though just seen (session cache)', async () => {
    const user = await registerUser(gw.app, 'fired');
    const admin = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    expect((await profile(bearer(user.token))).statusCode).toBe(200);

    const off = await post('/api/user/setActiveUser', { id: Number(user.id), val: 0 }, bearer(admin));
    expect(off.statusCode).toBe(200);

    expect((await profile(bearer(user.token))).json()).toEqual({ message: 'Invalid authorization token' });
    expect((await post('/api/auth/logout', {}, bearer(user.token))).statusCode).toBe(401);
    const relogin = await post('/api/auth/login', { email: user.email, password: user.password });
    expect(relogin.statusCode).toBe(400);
  });

  it('a user deactivated in the CRM itself is refused once the session cache lets go (AUTH_CACHE_MS)', async () => {
    const user = await registerUser(gw.app, 'fired-elsewhere');
    expect((await profile(bearer(user.token))).statusCode).toBe(200);

    // Another gateway instance, or the CRM's own tools: this gateway is not told.
    await gw.crm!.db.query('UPDATE users SET active = false WHERE id = $1', [Number(user.id)]);

    await vi.waitFor(async () => expect((await profile(bearer(user.token))).statusCode).toBe(401), {
      timeout: gw.config.authCacheMs + 5000,
      interval: 100,
    });
    expect((await post('/api/auth/logout', {}, bearer(user.token))).statusCode).toBe(401);
  });
});

describe('forged and stale tokens', () => {
  let claims: Record<string, unknown>;
  beforeAll(async () => {
    const token = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    claims = decodeJwt(token);
  });
  const now = () => Math.floor(Date.now() / 1000);

  it.each([
    ['alg none', () => forgeJwt(claims, { alg: 'none' })],
    ['another secret', () => forgeJwt(claims, { secret: 'another-secret-another-secret-123456' })],
    [
      'HS512 with the right secret (algorithm pinned)',
      () => forgeJwt(claims, { alg: 'HS512', secret: gw.config.jwtSecret }),
    ],
    [
      'expired',
      () => forgeJwt({ ...claims, iat: now() - 3600, exp: now() - 60 }, { secret: gw.config.jwtSecret }),
    ],
    [
      'a valid signature over another user id',
      () => forgeJwt({ ...claims, sub: '999999' }, { secret: gw.config.jwtSecret }),
    ],
  ])('%s → 401', async (_case, make) => {
    const token = make();
    const res = await profile(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid authorization token' });
    const data = await gw.app.inject({
      method: 'GET',
      url: '/api/reference/getAllStatusOrder',
      headers: bearer(token),
    });
    expect(data.statusCode).toBe(401);
  });

  it('the same claims signed properly pass (control)', async () => {
    const res = await profile(bearer(forgeJwt({ ...claims }, { secret: gw.config.jwtSecret })));
    expect(res.statusCode).toBe(200);
  });
});
