/**
 * A GraphQL reply carrying a RATE_LIMITED error is HTTP 429 with Retry-After, as on /api, so
 * proxies and clients that look at the status back off too. Other resolver errors keep 200
 * (GraphQL convention: the errors are in the body).
 */
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { RateLimitedError } from '../errors';

export function rateLimitedStatusPlugin<Context extends BaseContext>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, response }) {
          let retryAfter = 0;
          for (const error of errors) {
            const original = unwrapResolverError(error);
            if (original instanceof RateLimitedError) retryAfter = Math.max(retryAfter, original.retryAfter);
          }
          if (retryAfter === 0) return;
          response.http.status = 429;
          response.http.headers.set('retry-after', String(retryAfter));
        },
      };
    },
  };
}
