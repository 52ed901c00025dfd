/**
 * Accounts and sessions, over the CRM's auth/* calls. The CRM owns passwords and sessions; the
 * gateway wraps the CRM session token (`sid`) in its own JWT and asks the CRM about it on every
 * request (through the session cache of gateway/cache, which any user or session write through
 * the gateway clears), so logout, deactivation and role or page changes take effect at once.
 */
import type { Principal as AccessPrincipal } from '../../../schema/access';
import { BadInputError } from '../../errors';
import { UpstreamRemoteError } from '../../upstream/errors';
import type { Upstream } from '../../upstream/types';

/** The signed-in user as every guard and resolver sees it, fresh from the CRM. */
export interface Principal extends AccessPrincipal {
  id: string;
  /** The id as the CRM sent it (a number for ours): the legacy API passes it on unchanged. */
  crmId: string | number;
  email: string;
  name: string;
  username: string | null;
  avatar: string | null;
  role: string;
  typeAccount: string;
  accessPage: string[];
  /** The CRM session token behind the gateway JWT ('' for an integration token). */
  sid: string;
  /** Set when the caller is an integration token, not a person (gateway/domains/integrations). */
  integration?: { id: string; name: string };
}

/** The user of a fresh session (login/register reply of the CRM). */
export interface SessionUser {
  id: string;
  crmId: string | number;
  email: string;
  name: string;
  username: string | null;
  avatar: string | null;
  role: string;
  typeAccount: string;
  accessPage: string[];
  age: number | null;
}

export interface Session {
  /** The gateway JWT. */
  accessToken: string;
  user: SessionUser;
}

/** Claims of the gateway JWT. */
export interface TokenClaims {
  sub: string;
  sid: string;
  role: string;
  typeAccount: string;
}

/** Why a login or registration was refused; each face words it its own way. */
export type AuthRefusal = 'BAD_CREDENTIALS' | 'USER_EXISTS' | 'VALIDATION';

interface CrmUser {
  accessToken?: unknown;
  id?: unknown;
  email?: unknown;
  name?: unknown;
  username?: unknown;
  avatar?: unknown;
  role?: unknown;
  typeAccount?: unknown;
  accessPage?: unknown;
  age?: unknown;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));
const strOrNull = (v: unknown): string | null => (v == null || v === '' ? null : String(v));
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

function toSessionUser(u: CrmUser): SessionUser {
  return {
    id: str(u.id),
    crmId: typeof u.id === 'number' ? u.id : str(u.id),
    email: str(u.email),
    name: str(u.name),
    username: strOrNull(u.username),
    avatar: strOrNull(u.avatar),
    role: str(u.role),
    typeAccount: str(u.typeAccount),
    accessPage: list(u.accessPage),
    age: typeof u.age === 'number' ? u.age : null,
  };
}

function remote(err: unknown): UpstreamRemoteError | null {
  // Only domain refusals (HTTP 200, error 1) are the user's fault; a 4xx/5xx is ours.
  return err instanceof UpstreamRemoteError && err.statusCode === 200 ? err : null;
}

export interface AuthService {
  login(email: string, password: string): Promise<Session>;
  register(input: { email: string; username: string; password: string }): Promise<Session>;
  /** The principal of a CRM session, or null when the CRM no longer honours it. */
  profile(sid: string): Promise<Omit<Principal, 'sid'> | null>;
  logout(sid: string): Promise<void>;
  /**
   * The signed-in user's own password, checked against the current one. Every session of the
   * account ends (a stolen session must not survive the change) and a fresh one is returned.
   */
  changePassword(sid: string, currentPassword: string, newPassword: string): Promise<Session>;
  /** Mails a one-time reset link when the e-mail has an account; says nothing about which. */
  requestPasswordReset(email: string, resetUrl: string): Promise<void>;
  /** Spends a reset link's token on a new password; BadInputError when the link does not work. */
  resetPassword(token: string, newPassword: string): Promise<void>;
}

export function createAuthService(upstream: Upstream, sign: (claims: TokenClaims) => string): AuthService {
  function open(data: CrmUser | null): Session {
    const sid = typeof data?.accessToken === 'string' ? data.accessToken : '';
    if (!data || !sid || data.id == null)
      throw new BadInputError('Неверный email или пароль', 'BAD_CREDENTIALS');
    const user = toSessionUser(data);
    return {
      accessToken: sign({ sub: user.id, sid, role: user.role, typeAccount: user.typeAccount }),
      user,
    };
  }

  return {
    async login(email, password) {
      let data: CrmUser | null;
      try {
        data = await upstream.call<CrmUser | null>('auth', 'login', { email, password });
      } catch (err) {
        // Spec section 8: whatever the CRM refuses here is "wrong email or password".
        if (remote(err)) throw new BadInputError('Неверный email или пароль', 'BAD_CREDENTIALS');
        throw err;
      }
      return open(data);
    },

    async register(input) {
      let data: CrmUser | null;
      try {
        data = await upstream.call<CrmUser | null>('auth', 'register', input);
      } catch (err) {
        const refused = remote(err);
        if (refused?.errorInfo === 'USER_EXISTS')
          throw new BadInputError('User already exists!', 'USER_EXISTS');
        if (refused?.errorInfo === 'VALIDATION') {
          throw new BadInputError(refused.remoteMessage || 'Некорректные данные', 'VALIDATION');
        }
        throw err;
      }
      return open(data);
    },

    async profile(sid) {
      let data: CrmUser | null;
      try {
        data = await upstream.call<CrmUser | null>('auth', 'profile', { accessToken: sid });
      } catch (err) {
        if (remote(err)) return null;
        throw err;
      }
      if (!data || data.id == null) return null;
      const { age: _age, ...user } = toSessionUser(data);
      return user;
    },

    async logout(sid) {
      await upstream.call('auth', 'logout', { accessToken: sid });
    },

    async changePassword(sid, currentPassword, newPassword) {
      let data: CrmUser | null;
      try {
        data = await upstream.call<CrmUser | null>('auth', 'changePassword', {
          accessToken: sid,
          currentPassword,
          newPassword,
        });
      } catch (err) {
        const refused = remote(err);
        if (refused?.errorInfo === 'BAD_CREDENTIALS') {
          throw new BadInputError('Текущий пароль указан неверно', 'BAD_CREDENTIALS');
        }
        if (refused?.errorInfo === 'VALIDATION') {
          throw new BadInputError(refused.remoteMessage || 'Некорректные данные', 'VALIDATION');
        }
        throw err;
      }
      return open(data);
    },

    async requestPasswordReset(email, resetUrl) {
      try {
        await upstream.call('auth', 'requestPasswordReset', { email, resetUrl });
      } catch (err) {
        const refused = remote(err);
        if (refused) throw new BadInputError(refused.remoteMessage || 'Некорректный email', 'VALIDATION');
        throw err;
      }
    },

    async resetPassword(token, newPassword) {
      try {
        await upstream.call('auth', 'resetPassword', { token, newPassword });
      } catch (err) {
        const refused = remote(err);
        if (refused) throw new BadInputError(refused.remoteMessage || 'Некорректные данные', 'VALIDATION');
        throw err;
      }
    },
  };
}
