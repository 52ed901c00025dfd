/**
 * Every GraphQL error leaves with an `extensions.code` from a fixed list and a message fit for a
 * user: no stack traces, no CRM internals, no API key. Unknown failures are logged in full here
 * and reach the client as INTERNAL_SERVER_ERROR.
 */
import { unwrapResolverError } from '@apollo/server/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import { AppError, ConflictError, RateLimitedError } from '../errors';
import { isUpstreamError, UpstreamRemoteError } from '../upstream/errors';
import { redactApiKeyQuery } from '../upstream/redact';
import { userErrorsOf } from './payload';

export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_ERROR',
  'RATE_LIMITED',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'QUERY_TOO_COMPLEX',
  'INTERNAL_SERVER_ERROR',
] as const;

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES.filter((c) => c !== 'INTERNAL_SERVER_ERROR'));

/** Codes Apollo itself assigns to request-level problems; their messages are safe to pass. */
const APOLLO_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * Apollo answers an automatic persisted query whose hash does not match its text with 400 but no
 * code (an internal error once formatted). It is the caller's mistake: BAD_REQUEST, said plainly.
 */
const APQ_MISMATCH = 'provided sha does not match query';
export const APQ_MISMATCH_MESSAGE =
  'Хеш сохранённого запроса (persistedQuery.sha256Hash) не совпадает с его текстом';

export function createFormatError(log: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const base = { locations: formatted.locations, path: formatted.path };

    if (original instanceof AppError) {
      // A form's per-field messages travel in a payload's userErrors (every mutation answers one),
      // so a top-level error carries no `fields`.
      const extensions = {
        code: original.code,
        // A sign-in refused for too many attempts says when to try again (seconds).
        ...(original instanceof RateLimitedError ? { retryAfter: original.retryAfter } : {}),
        // A stale version: the record as it is now, to show before trying again.
        ...(original instanceof ConflictError ? { current: original.current } : {}),
        // A refusal with its code (schema/user-errors.ts): what a payload's userErrors would say.
        ...(original.detail.reason ? { userErrors: userErrorsOf(original) } : {}),
      };
      return { ...base, message: original.message, extensions };
    }
    if (isUpstreamError(original)) {
      log.warn(
        { code: original.code, call: original.call, err: { message: original.message } },
        'GraphQL: CRM',
      );
      const message =
        original instanceof UpstreamRemoteError && original.remoteMessage && original.statusCode === 200
          ? original.remoteMessage
          : original.userMessage;
      return { ...base, message, extensions: { code: original.code } };
    }
    if (formatted.message === APQ_MISMATCH) {
      log.info('GraphQL: a persisted query whose hash does not match its text');
      return { ...base, message: APQ_MISMATCH_MESSAGE, extensions: { code: 'BAD_REQUEST' } };
    }
    // Apollo's request-level codes, and GraphQLErrors a resolver threw with one of our codes.
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && (APOLLO_CODES.has(code) || KNOWN_CODES.has(code))) {
      return { ...base, message: redactApiKeyQuery(formatted.message), extensions: { code } };
    }
    log.error({ err: original }, 'GraphQL: unexpected error');
    return { ...base, message: 'Внутренняя ошибка сервера', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
