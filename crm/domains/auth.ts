/**
 * Accounts and sessions: auth/login, auth/profile, auth/register, auth/logout.
 * A session is an opaque random token stored in `sessions`; logout deletes it, and a disabled
 * or deleted user's sessions stop passing auth/profile at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { CrmError } from '../envelope';
import { dummyHash, hashPassword, verifyPassword } from '../lib/password';
import { requireEmail, requireNewPassword, requireString } from '../lib/validate';
import type { Db } from '../db/connect';
import type { Domain } from '../registry';
import { recordEvent } from '../events/record';

export const SESSION_DAYS = 7;
const MAX_TOKEN_LENGTH = 200;

interface UserRow {
  id: number;
  email: string;
  name: string;
  username: string;
  avatar: string | null;
  role: string;
  type_account: string;
  access_page: string[];
  age: number | null;
  active: boolean;
}

const USER_COLUMNS =
  'u.id, u.email, u.name, u.username, u.avatar, u.role, u.type_account, u.access_page, u.age, u.active';

/** Sessions are looked up by this digest; the token itself is never stored. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

async function createSession(tx: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + $3::int * interval '1 day')`,
    [tokenHash(token), userId, SESSION_DAYS],
  );
  return token;
}

function sessionUser(u: UserRow, accessToken: string) {
  return {
    accessToken,
    id: u.id,
    avatar: u.avatar,
    email: u.email,
    name: u.name,
    role: u.role,
    typeAccount: u.type_account,
    accessPage: u.access_page,
  };
}

function sessionToken(body: Record<string, unknown>): string | null {
  const token = body.accessToken;
  return typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

export const auth: Domain = {
  async login(body, { db }) {
    const email = requireString(body, 'email', { label: 'Email', max: 254 }).toLowerCase();
    const password = requireString(body, 'password', { label: 'Пароль', trim: false, max: 1024 });
    const [user] = await db.query<UserRow & { password_hash: string; deleted: boolean }>(
      `SELECT ${USER_COLUMNS}, u.password_hash, u.deleted FROM users u WHERE lower(u.email) = $1`,
      [email],
    );
    // Verify even for an unknown email, so timing does not tell which emails exist.
    const matches = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
    if (!user || !matches || !user.active || user.deleted) throw new CrmError('BAD_CREDENTIALS');

    const token = await db.transaction(async (tx) => {
      await tx.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at <= now()', [user.id]);
      return createSession(tx, user.id);
    });
    return sessionUser(user, token);
  },

  // The gateway calls this on every authenticated request: one primary-key lookup and a join.
  async profile(body, { db }) {
    const token = sessionToken(body);
    if (!token) throw new CrmError('SESSION_INVALID');
    const [user] = await db.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.expires_at > now() AND u.active AND NOT u.deleted`,
      [tokenHash(token)],
    );
    if (!user) throw new CrmError('SESSION_INVALID');
    return {
      id: user.id,
      avatar: user.avatar,
      email: user.email,
      name: user.name,
      username: user.username,
      role: user.role,
      typeAccount: user.type_account,
      accessPage: user.access_page,
      active: user.active,
    };
  },

  async register(body, { db }) {
    const email = requireEmail(body);
    const username = requireString(body, 'username', { label: 'Имя пользователя', max: 100 });
    const password = requireNewPassword(body, 'password', 'Пароль');
    const passwordHash = await hashPassword(password);
    try {
      return await db.transaction(async (tx) => {
        const taken = await tx.query('SELECT 1 FROM users WHERE lower(email) = $1', [email]);
        if (taken.length > 0) throw new CrmError('USER_EXISTS');
        const [user] = await tx.query<UserRow>(
          `INSERT INTO users AS u (email, name, username, password_hash, role, type_account, access_page)
           VALUES ($1, $2, $2, $3, 'GUEST', 'flower_shop', '{}')
           RETURNING ${USER_COLUMNS}`,
          [email, username, passwordHash],
        );
        const token = await createSession(tx, user.id);
        return { ...sessionUser(user, token), username: user.username, age: user.age };
      });
    } catch (err) {
      // Two registrations of one email racing: the unique index decides, the loser is told why.
      if ((err as { code?: unknown }).code === '23505') throw new CrmError('USER_EXISTS');
      throw err;
    }
  },

  // The user's own password, only with the current one (issue 16 item 0). The users trigger of
  // migration 014 ends every session of the account when the hash changes; a fresh one is returned.
  async changePassword(body, { db }) {
    const token = sessionToken(body);
    if (!token) throw new CrmError('SESSION_INVALID');
    const current = requireString(body, 'currentPassword', {
      label: 'Текущий пароль',
      trim: false,
      max: 1024,
    });
    const next = requireNewPassword(body, 'newPassword', 'Новый пароль');
    const [user] = await db.query<UserRow & { password_hash: string }>(
      `SELECT ${USER_COLUMNS}, u.password_hash FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.expires_at > now() AND u.active AND NOT u.deleted`,
      [tokenHash(token)],
    );
    if (!user) throw new CrmError('SESSION_INVALID');
    if (!(await verifyPassword(current, user.password_hash))) throw new CrmError('BAD_CREDENTIALS');
    if (current === next) throw new CrmError('VALIDATION', 'Новый пароль совпадает с текущим');
    const hash = await hashPassword(next);
    const fresh = await db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, hash]);
      await recordEvent(tx, { kind: 'session.changed', subjectId: user.id });
      return createSession(tx, user.id);
    });
    return sessionUser(user, fresh);
  },

  async logout(body, { db }) {
    const token = requireString(body, 'accessToken', { label: 'accessToken', trim: false });
    await db.transaction(async (tx) => {
      const ended = await tx.query<{ user_id: number }>(
        'DELETE FROM sessions WHERE token_hash = $1 RETURNING user_id',
        [tokenHash(token)],
      );
      if (ended.length > 0) await recordEvent(tx, { kind: 'session.changed', subjectId: ended[0].user_id });
    });
    return { loggedOut: true };
  },
};
