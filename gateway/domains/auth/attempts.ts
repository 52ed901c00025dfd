/**
 * Sign-in and registration attempts (issue 16 item 6: no lock-out by strangers). Both faces take
 * an attempt here before asking the CRM, so /api and GraphQL share the counters, and a locked key
 * never reaches the CRM's password check. Only failures count: a successful sign-in gives its
 * unit back and marks the browser trusted for the account (a device cookie). Then:
 * - a browser trusted for the account is counted against its own allowance only, so guesses
 *   for the SA's e-mail from elsewhere never keep the SA's own browser out;
 * - every other client is counted per account (shared by all untrusted clients: strangers may
 *   lock out strangers) and per client IP.
 * Counters live in this gateway instance's memory (gateway/security/rate-limit.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimitedError } from '../../errors';
import { shared } from '../../plugins/shared';
import { createDeviceCookies } from '../../security/device-cookie';
import { createRateLimiter } from '../../security/rate-limit';

/** One counted sign-in attempt; failures need no call, they simply stay counted. */
export interface SignInAttempt {
  /** The password was right: the attempt counts against nothing, the browser becomes trusted. */
  succeeded(reply: FastifyReply): void;
}

export interface AuthAttempts {
  /** Counts a sign-in for this e-mail; RateLimitedError when a counter is full. */
  signIn(request: FastifyRequest, email: string): SignInAttempt;
  /** Counts a registration for this e-mail from this client (successful ones too: no mass sign-up). */
  register(request: FastifyRequest, email: string): void;
  /**
   * Counts a password-reset request (per e-mail and per client), whether or not the e-mail
   * exists; without an e-mail (a link being spent), per client only.
   */
  passwordReset(request: FastifyRequest, email: string | null): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    authAttempts: AuthAttempts;
  }
}

/** " Admin@Example.com " and "admin@example.com" are one account. */
export const accountKey = (email: string) => email.trim().toLowerCase();

export default shared(async (app) => {
  const { perAccount, perIp, windowMs, deviceCookieDays } = app.config.authRateLimit;
  const limiter = createRateLimiter({ windowMs });
  const devices = createDeviceCookies(app.config.jwtSecret, deviceCookieDays);

  function take(keys: { key: string; limit: number }[]) {
    const waitMs = limiter.take(keys);
    if (waitMs !== null) throw new RateLimitedError(Math.max(1, Math.ceil(waitMs / 1000)));
  }

  // request.ip is the socket's peer: behind a reverse proxy, every client shares the proxy's.
  const untrusted = (request: FastifyRequest, account: string) => [
    { key: `account:${account}`, limit: perAccount },
    { key: `ip:${request.ip}`, limit: perIp },
  ];

  app.decorate('authAttempts', {
    signIn(request, email) {
      const account = accountKey(email);
      const device = devices.trusted(request, account);
      const keys = device ? [{ key: `device:${device}`, limit: perAccount }] : untrusted(request, account);
      take(keys);
      return {
        succeeded(reply) {
          limiter.refund(keys);
          devices.issue(request, reply, account);
        },
      };
    },
    register(request, email) {
      take(untrusted(request, accountKey(email)));
    },
    // Its own account counter, so reset requests cannot lock an account's sign-in (nor the reverse).
    passwordReset(request, email) {
      const ip = { key: `ip:${request.ip}`, limit: perIp };
      take(email === null ? [ip] : [{ key: `reset:${accountKey(email)}`, limit: perAccount }, ip]);
    },
  } satisfies AuthAttempts);
}, 'auth-attempts');
