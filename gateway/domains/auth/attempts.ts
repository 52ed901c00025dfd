/**
 * Sign-in and registration attempts, counted per account (the normalised e-mail) and per client
 * IP in one window (config.authRateLimit). Both faces take an attempt here before asking the
 * CRM, so /api and GraphQL share the same counters: three tries through one and one through the
 * other is four. Counters live in this gateway instance's memory (gateway/security/rate-limit.ts).
 */
import type { FastifyRequest } from 'fastify';
import { RateLimitedError } from '../../errors';
import { shared } from '../../plugins/shared';
import { createRateLimiter } from '../../security/rate-limit';

export interface AuthAttempts {
  /** Counts one attempt for this e-mail from this request's IP; RateLimitedError beyond a limit. */
  take(request: FastifyRequest, email: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    authAttempts: AuthAttempts;
  }
}

/** " Admin@Example.com " and "admin@example.com" are one account. */
export const accountKey = (email: string) => email.trim().toLowerCase();

export default shared(async (app) => {
  const { perAccount, perIp, windowMs } = app.config.authRateLimit;
  const limiter = createRateLimiter({ windowMs });
  app.decorate('authAttempts', {
    take(request, email) {
      // request.ip is the socket's peer: behind a reverse proxy, every client shares the proxy's.
      const waitMs = limiter.take([
        { key: `account:${accountKey(email)}`, limit: perAccount },
        { key: `ip:${request.ip}`, limit: perIp },
      ]);
      if (waitMs !== null) throw new RateLimitedError(Math.max(1, Math.ceil(waitMs / 1000)));
    },
  } satisfies AuthAttempts);
}, 'auth-attempts');
