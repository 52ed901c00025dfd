/**
 * Password storage (crm/lib/password.ts): scrypt, memory-hard, a random salt per hash, the
 * password nowhere in what is stored, a comparison in constant time (timingSafeEqual), and a
 * sign-in that verifies a hash even for an unknown email, so neither the reply nor the time it
 * takes tells which emails have accounts. Also through the two ways accounts are made:
 * registration and the users list.
 */
import * as crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as password from '../../crm/lib/password';
import { LOCAL, call, registerUser, startTestCrm, uniqueEmail, type TestCrm } from './helper';
import { createSample, list } from './list-samples';

// Pass-through spies: the real functions run; the test sees that (and how) they were called.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});
vi.mock('../../crm/lib/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../crm/lib/password')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const timingSafeEqual = vi.mocked(crypto.timingSafeEqual);
const verifyPassword = vi.mocked(password.verifyPassword);
beforeEach(() => {
  timingSafeEqual.mockClear();
  verifyPassword.mockClear();
});

/** `scrypt$N$r$p$salt$key` as stored. */
function parts(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  return {
    scheme,
    n: Number(n),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}

describe('hashPassword / verifyPassword', () => {
  it('stores scrypt with a memory-hard cost, a 16-byte salt and a 32-byte key, not the password', async () => {
    const secret = 'correct horse battery staple';
    const stored = await password.hashPassword(secret);
    const p = parts(stored);
    expect(p.scheme).toBe('scrypt');
    // 128 · N · r bytes of memory per guess: 16 MiB at N = 16384, r = 8.
    expect(128 * p.n * p.r).toBeGreaterThanOrEqual(16 * 1024 * 1024);
    expect(p.salt).toHaveLength(16);
    expect(p.key).toHaveLength(32);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(Buffer.from(secret).toString('base64url'));
  });

  it('salts every hash: one password hashed twice gives two different salts and keys', async () => {
    const [a, b] = await Promise.all([
      password.hashPassword('same-pass'),
      password.hashPassword('same-pass'),
    ]);
    expect(parts(a).salt.equals(parts(b).salt)).toBe(false);
    expect(parts(a).key.equals(parts(b).key)).toBe(false);
    expect([
      await password.verifyPassword('same-pass', a),
      await password.verifyPassword('same-pass', b),
    ]).toEqual([true, true]);
  });

  it('compares with timingSafeEqual on equal-length keys, for a right and a wrong password alike', async () => {
    const stored = await password.hashPassword('s3cret-pass');
    expect(await password.verifyPassword('s3cret-pass', stored)).toBe(true);
    expect(await password.verifyPassword('s3cret-pasS', stored)).toBe(false);
    expect(timingSafeEqual).toHaveBeenCalledTimes(2);
    for (const [actual, expected] of timingSafeEqual.mock.calls) {
      expect((actual as Buffer).length).toBe(32);
      expect((expected as Buffer).equals(parts(stored).key)).toBe(true);
    }
  });

  it.each([
    [
      'another salt',
      (s: string) => s.replace(/\$([^$]+)\$([^$]+)$/, (_m, _salt, key) => `$AAAAAAAAAAAAAAAAAAAAAA$${key}`),
    ],
    ['another key', (s: string) => s.replace(/\$[^$]+$/, `$${Buffer.alloc(32, 1).toString('base64url')}`)],
    ['a lower cost', (s: string) => s.replace('$16384$', '$1024$')],
    ['not scrypt', (s: string) => s.replace('scrypt$', 'md5$')],
    ['cut short', (s: string) => s.split('$').slice(0, 4).join('$')],
    ['empty', () => ''],
  ])('refuses the right password against a stored hash with %s (no throw)', async (_case, spoil) => {
    const stored = await password.hashPassword('right-pass');
    expect(await password.verifyPassword('right-pass', spoil(stored))).toBe(false);
  });
});

describe('accounts as the CRM stores them', () => {
  let crm: TestCrm;
  beforeAll(async () => {
    crm = await startTestCrm();
  });
  afterAll(() => crm?.close());

  const login = (email: string, pass: string) => call(crm, '/auth/login', { email, password: pass });
  const storedHash = async (email: string) =>
    (
      await crm.db!.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [
        email,
      ])
    )[0].password_hash;

  it.skipIf(!LOCAL)(
    'registration and the users list both store salted hashes, unique even for one password',
    async () => {
      const shared = 'shared-pass-123';
      const registered = [0, 1].map(() => uniqueEmail('same'));
      for (const email of registered) {
        const reply = await call(crm, '/auth/register', { email, username: 'same', password: shared });
        expect(reply.body.error).toBe(0);
      }
      const staff = await createSample(crm, list('User'), { password: shared });
      const emails = [...registered, staff.input.email as string];
      const hashes = await Promise.all(emails.map(storedHash));
      expect(new Set(hashes).size).toBe(3);
      expect(new Set(hashes.map((h) => parts(h).salt.toString('hex'))).size).toBe(3);
      for (const [i, hash] of hashes.entries()) {
        expect(hash).not.toContain(shared);
        expect(await password.verifyPassword(shared, hash)).toBe(true);
        expect((await login(emails[i], shared)).body.error).toBe(0);
      }
    },
  );

  it('an unknown email costs one password verification, as a wrong password does, and reads the same', async () => {
    const user = await registerUser(crm, 'timing');
    verifyPassword.mockClear();
    const wrong = await login(user.email, 'not-the-password');
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    verifyPassword.mockClear();
    const unknown = await login(uniqueEmail('nobody'), 'not-the-password');
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.status).toBe(wrong.status);
  });
});
