/**
 * The OWASP «device cookie» (Slow Down Online Guessing Attacks with Device Cookies): a browser
 * that signed in to an account successfully gets a signed cookie naming that account, and its
 * later attempts are counted against the cookie's own allowance, not the account-wide one that
 * strangers can exhaust. So nobody can keep the SA out of the till by guessing passwords for
 * the SA's e-mail from elsewhere. The cookie holds a random nonce and an HMAC of nonce and
 * account, never the e-mail itself; it is HttpOnly and SameSite=Strict.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'flora_device';

export interface DeviceCookies {
  /** The cookie's nonce when the request carries a valid device cookie for this account. */
  trusted(request: FastifyRequest, account: string): string | null;
  /** Marks this browser as trusted for the account (after a successful sign-in). */
  issue(request: FastifyRequest, reply: FastifyReply, account: string): void;
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

export function createDeviceCookies(secret: string, maxAgeDays: number): DeviceCookies {
  // A key of its own, derived from the JWT secret: a device cookie is never a valid token.
  const key = createHmac('sha256', secret).update('device-cookie').digest();
  const sign = (nonce: string, account: string) =>
    createHmac('sha256', key).update(`${nonce}|${account}`).digest('base64url');

  return {
    trusted(request, account) {
      const value = cookieValue(request.headers.cookie, DEVICE_COOKIE);
      const [nonce, mac] = value?.split('.') ?? [];
      if (!nonce || !mac || !/^[\w-]{16,64}$/.test(nonce)) return null;
      const expected = Buffer.from(sign(nonce, account));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
    },
    issue(request, reply, account) {
      const nonce = randomBytes(16).toString('base64url');
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${DEVICE_COOKIE}=${nonce}.${sign(nonce, account)}; Path=/; Max-Age=${maxAgeDays * 86_400}; ` +
          `HttpOnly; SameSite=Strict${secure}`,
      );
    },
  };
}
