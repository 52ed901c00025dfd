/**
 * The idempotency key of a write as the gateway receives it (issue 24, docs/offline.md
 * «Ключи идемпотентности»): the `Idempotency-Key` header of `/api` and `POST /graphql`, or the
 * `idempotencyKey` argument of a GraphQL mutation (which wins). The gateway only reads and checks
 * it; the CRM stores it with the write (field `idempotencyKey` of the call's body) and answers a
 * repeat. The gateway never sends a write twice itself (gateway/upstream/retry.ts).
 */
import type { FastifyRequest } from 'fastify';
import { isIdempotencyKey } from '../schema/idempotency';
import { IdempotencyKeyInvalidError } from './errors';

/** The header's key, or null without one; a malformed (or repeated) header is refused (400). */
export function headerKey(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (!isIdempotencyKey(value)) throw new IdempotencyKeyInvalidError();
  return value;
}

/** The CRM body's field, only when there is a key: without one the call is as it always was. */
export const withKey = <T extends Record<string, unknown>>(body: T, key: string | null | undefined) =>
  key ? { ...body, idempotencyKey: key } : body;
