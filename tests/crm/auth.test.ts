import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_KEYS } from '../../schema/access';
import { tokenHash } from '../../crm/domains/auth';
import {
  LOCAL,
  SEEDED,
  call,
  expectFailure,
  registerUser,
  startTestCrm,
  uniqueEmail,
  type TestCrm,
} from './helper';

interface LoginData {
  accessToken: string;
  id: number;
  avatar: string | null;
  email: string;
  name: string;
  role: string;
  typeAccount: string;
}

interface ProfileData {
  id: number;
  email: string;
  name: string;
  username: string;
  role: string;
  typeAccount: string;
  accessPage: string[];
  active: boolean;
}

let crm: TestCrm;
beforeAll(async () => {
  crm = await startTestCrm();
});
afterAll(() => crm?.close());

const login = (email: unknown, password: unknown) => call<LoginData>(crm, '/auth/login', { email, password });
const profile = (accessToken: unknown) => call<ProfileData>(crm, '/auth/profile', { accessToken });

describe('auth/login', () => {
  it.each(SEEDED)('signs in the seeded account $email', async (account) => {
    const reply = await login(account.email, account.password);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ error: 0, errorInfo: '', result: 1, message: 'OK' });
    expect(reply.body.data).toMatchObject({
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      id: expect.any(Number),
      email: account.email,
      name: expect.any(String),
      role: account.role,
      typeAccount: account.typeAccount,
    });
    expect(reply.body.data).toHaveProperty('avatar');
  });

  it('gives each login a new session token', async () => {
    const a = await login('admin@example.com', 'admin123');
    const b = await login('admin@example.com', 'admin123');
    expect(a.body.data?.accessToken).not.toBe(b.body.data?.accessToken);
  });

  it('compares the email trimmed and case-insensitively', async () => {
    const reply = await login('  Admin@Example.COM ', 'admin123');
    expect(reply.body.error).toBe(0);
    expect(reply.body.data?.email).toBe('admin@example.com');
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = await login('admin@example.com', 'admin124');
    expectFailure(wrong, 200, 'BAD_CREDENTIALS');
    expect(wrong.body.message).toBe('Неверный email или пароль');
    const unknown = await login(uniqueEmail('nobody'), 'admin123');
    expectFailure(unknown, 200, 'BAD_CREDENTIALS');
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('does not trim or case-fold the password', async () => {
    expectFailure(await login('admin@example.com', ' admin123'), 200, 'BAD_CREDENTIALS');
    expectFailure(await login('admin@example.com', 'ADMIN123'), 200, 'BAD_CREDENTIALS');
  });

  it.each([
    ['no email', { password: 'admin123' }],
    ['no password', { email: 'admin@example.com' }],
    ['a numeric password', { email: 'admin@example.com', password: 123 }],
    ['an object email', { email: { $ne: '' }, password: 'admin123' }],
    ['an empty email', { email: '', password: 'admin123' }],
  ])('answers %s with VALIDATION', async (_what, body) => {
    expectFailure(await call(crm, '/auth/login', body), 200, 'VALIDATION');
  });
});

describe('auth/profile', () => {
  it.each(SEEDED)('returns the profile of $email with its page keys', async (account) => {
    const token = (await login(account.email, account.password)).body.data!.accessToken;
    const reply = await profile(token);
    expect(reply.status).toBe(200);
    expect(reply.body.error).toBe(0);
    expect(reply.body.data).toMatchObject({
      email: account.email,
      role: account.role,
      typeAccount: account.typeAccount,
      username: expect.any(String),
      active: true,
    });
    const expected = account.role === 'MANAGER' ? ['NEWORDER', 'ALLORDER', 'ANALITIKA'] : [...PAGE_KEYS];
    expect([...reply.body.data!.accessPage].sort()).toEqual([...expected].sort());
  });

  it.each([
    ['an unknown token', 'x'.repeat(43)],
    ['an empty token', ''],
    ['a number', 42],
    ['no token', undefined],
    ['a huge token', 'y'.repeat(10_000)],
  ])('answers %s with SESSION_INVALID', async (_what, token) => {
    expectFailure(await profile(token), 200, 'SESSION_INVALID');
  });
});

describe('auth/register', () => {
  it('creates a GUEST account, signs it in, and the account can log in', async () => {
    const email = uniqueEmail('reg');
    const reply = await call<LoginData & { username: string; age: number | null }>(crm, '/auth/register', {
      email,
      username: 'Новый пользователь',
      password: 'secret-12',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.error).toBe(0);
    expect(reply.body.data).toMatchObject({
      accessToken: expect.any(String),
      id: expect.any(Number),
      email,
      name: 'Новый пользователь',
      username: 'Новый пользователь',
      role: 'GUEST',
      typeAccount: 'flower_shop',
      age: null,
    });

    const me = await profile(reply.body.data!.accessToken);
    expect(me.body.data).toMatchObject({ id: reply.body.data!.id, role: 'GUEST', accessPage: [] });

    const again = await login(email.toUpperCase(), 'secret-12');
    expect(again.body.error).toBe(0);
    expect(again.body.data?.id).toBe(reply.body.data!.id);
  });

  it('stores the email trimmed and lower-cased', async () => {
    const email = uniqueEmail('Mixed');
    const reply = await call<LoginData>(crm, '/auth/register', {
      email: `  ${email.toUpperCase()} `,
      username: 'mixed',
      password: 'secret-12',
    });
    expect(reply.body.data?.email).toBe(email.toLowerCase());
  });

  it('refuses an email that exists, whatever its case', async () => {
    const user = await registerUser(crm, 'dup');
    const reply = await call(crm, '/auth/register', {
      email: user.email.toUpperCase(),
      username: 'dup2',
      password: 'another-12',
    });
    expectFailure(reply, 200, 'USER_EXISTS');
    expect(reply.body.message).toBe('User already exists!');
    const seeded = await call(crm, '/auth/register', {
      email: 'ADMIN@example.com',
      username: 'x',
      password: 'xyz-secret-1',
    });
    expectFailure(seeded, 200, 'USER_EXISTS');
    // The original password still works: the refused attempt changed nothing.
    expect((await login(user.email, user.password)).body.error).toBe(0);
  });

  it('lets exactly one of several simultaneous registrations of one email through', async () => {
    const email = uniqueEmail('race');
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call(crm, '/auth/register', { email, username: `r${i}`, password: 'secret-12' }),
      ),
    );
    expect(replies.filter((r) => r.body.error === 0)).toHaveLength(1);
    for (const r of replies.filter((x) => x.body.error === 1)) expectFailure(r, 200, 'USER_EXISTS');
  });

  it.each<[string, Record<string, unknown>]>([
    ['a bad email', { email: 'not-an-email', username: 'u', password: 'secret-12' }],
    ['no email', { username: 'u', password: 'secret-12' }],
    ['an empty username', { email: 'EMAIL', username: '   ', password: 'secret-12' }],
    ['a username over 100 characters', { email: 'EMAIL', username: 'u'.repeat(101), password: 'secret-12' }],
    ['a 5-character password', { email: 'EMAIL', username: 'u', password: '12345' }],
    ['a password over 200 characters', { email: 'EMAIL', username: 'u', password: 'p'.repeat(201) }],
    ['a numeric password', { email: 'EMAIL', username: 'u', password: 12345678 }],
  ])('answers %s with VALIDATION in Russian and creates nothing', async (_what, template) => {
    const email = uniqueEmail('invalid');
    const body = { ...template, email: template.email === 'EMAIL' ? email : template.email };
    const reply = await call(crm, '/auth/register', body);
    expectFailure(reply, 200, 'VALIDATION');
    expect(reply.body.message).toMatch(/[а-яё]/i);
    expectFailure(await login(email, 'secret-12'), 200, 'BAD_CREDENTIALS');
  });
});

describe('auth/logout', () => {
  it('revokes the session, and logging out again still succeeds', async () => {
    const user = await registerUser(crm, 'logout');
    expect((await profile(user.accessToken)).body.error).toBe(0);
    const reply = await call(crm, '/auth/logout', { accessToken: user.accessToken });
    expect(reply.body).toEqual({
      error: 0,
      errorInfo: '',
      result: 1,
      message: 'OK',
      data: { loggedOut: true },
    });
    expectFailure(await profile(user.accessToken), 200, 'SESSION_INVALID');
    const again = await call(crm, '/auth/logout', { accessToken: user.accessToken });
    expect(again.body.data).toEqual({ loggedOut: true });
  });

  it('revokes only that session', async () => {
    const user = await registerUser(crm, 'twosessions');
    const second = (await login(user.email, user.password)).body.data!.accessToken;
    await call(crm, '/auth/logout', { accessToken: user.accessToken });
    expect((await profile(second)).body.error).toBe(0);
  });

  it('answers a missing token with VALIDATION', async () => {
    expectFailure(await call(crm, '/auth/logout', {}), 200, 'VALIDATION');
  });
});

describe.skipIf(!LOCAL)('accounts changed in the database', () => {
  it('a deactivated user loses the session and cannot log in; reactivated, can again', async () => {
    const user = await registerUser(crm, 'inactive');
    await crm.db!.query('UPDATE users SET active = false WHERE id = $1', [user.id]);
    expectFailure(await profile(user.accessToken), 200, 'SESSION_INVALID');
    expectFailure(await login(user.email, user.password), 200, 'BAD_CREDENTIALS');
    await crm.db!.query('UPDATE users SET active = true WHERE id = $1', [user.id]);
    expect((await profile(user.accessToken)).body.error).toBe(0);
  });

  it('a deleted user loses the session and cannot log in', async () => {
    const user = await registerUser(crm, 'deleted');
    await crm.db!.query('UPDATE users SET deleted = true WHERE id = $1', [user.id]);
    expectFailure(await profile(user.accessToken), 200, 'SESSION_INVALID');
    expectFailure(await login(user.email, user.password), 200, 'BAD_CREDENTIALS');
  });

  it('an expired session is refused', async () => {
    const user = await registerUser(crm, 'expired');
    const [row] = await crm.db!.query<{ days: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days FROM sessions WHERE token_hash = $1`,
      [tokenHash(user.accessToken)],
    );
    expect(row.days).toBe(7);
    await crm.db!.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [tokenHash(user.accessToken)],
    );
    expectFailure(await profile(user.accessToken), 200, 'SESSION_INVALID');
  });

  it('keeps only a digest of session tokens', async () => {
    const user = await registerUser(crm, 'digest');
    const leaked = await crm.db!.query('SELECT 1 FROM sessions WHERE token_hash = $1', [user.accessToken]);
    expect(leaked).toHaveLength(0);
    const stored = await crm.db!.query('SELECT 1 FROM sessions WHERE token_hash = $1', [
      tokenHash(user.accessToken),
    ]);
    expect(stored).toHaveLength(1);
  });

  it('stores passwords as salted scrypt hashes, never as plain text', async () => {
    const a = await registerUser(crm, 'hash');
    const b = await registerUser(crm, 'hash');
    const rows = await crm.db!.query<{ email: string; password_hash: string }>(
      'SELECT email, password_hash FROM users WHERE email = ANY($1::text[])',
      [[a.email, b.email, 'admin@example.com']],
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.password_hash.startsWith('scrypt$')).toBe(true);
      expect(row.password_hash).not.toContain(row.email === a.email ? a.password : 'admin123');
    }
    // Same scheme, different salts: two hashes never match even by accident.
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(3);
  });
});
