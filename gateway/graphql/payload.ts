/**
 * Mutation payloads (issue 18 item 2, Shopify/Saleor style): an expected refusal is data, not an
 * error. `payload('shift', run)` answers `{ shift, userErrors: [] }`, or `{ shift: null,
 * userErrors: [{ field, code, message }] }` when the domain refused the input. What is not the
 * input's fault stays a top-level error: sign-in, rights, limits, a stale version (CONFLICT,
 * docs/graphql.md section 8) and CRM faults. One helper for every resolver, so each mutation
 * refuses the same way.
 */
import { GraphQLError } from 'graphql';
import type { FieldPath, UserErrorCode } from '../../schema/user-errors';
import { AppError } from '../errors';

export interface UserErrorOut {
  field: string[] | null;
  code: UserErrorCode;
  message: string;
}

/** CRM names → the mutation's input names (orders rename `products` to `lines`, …). */
export type RenamePath = (path: FieldPath) => FieldPath;

const same: RenamePath = (path) => path;

/** The refusal as user errors, or null when `err` is not the input's fault (it is rethrown). */
export function userErrorsOf(err: unknown, rename: RenamePath = same): UserErrorOut[] | null {
  if (err instanceof AppError && (err.code === 'BAD_USER_INPUT' || err.code === 'NOT_FOUND')) {
    // A list form's per-field messages (gateway/domains/lists/service.ts ListInputError).
    const fields = (err as AppError & { fields?: Record<string, string> }).fields;
    if (fields && Object.keys(fields).length > 0)
      return Object.entries(fields).map(([name, message]) => ({
        field: rename([name]).map(String),
        code: 'FIELD_INVALID',
        message,
      }));
    const { reason, field } = err.detail;
    return [
      {
        field: field ? rename(field).map(String) : null,
        code: reason ?? (err.code === 'NOT_FOUND' ? 'NOT_FOUND' : 'INVALID'),
        message: err.message,
      },
    ];
  }
  // A resolver's own refusal thrown as a GraphQLError with BAD_USER_INPUT.
  if (err instanceof GraphQLError && err.extensions.code === 'BAD_USER_INPUT')
    return [{ field: null, code: 'INVALID', message: err.message }];
  return null;
}

/** Runs a mutation and answers its payload: the result under `key`, or the refusal in `userErrors`. */
export async function payload<K extends string, T>(
  key: K,
  run: () => Promise<T>,
  rename: RenamePath = same,
): Promise<Record<K, T | null> & { userErrors: UserErrorOut[] }> {
  try {
    const value = await run();
    return { [key]: value, userErrors: [] } as Record<K, T | null> & { userErrors: UserErrorOut[] };
  } catch (err) {
    const userErrors = userErrorsOf(err, rename);
    if (!userErrors) throw err;
    return { [key]: null, userErrors } as Record<K, T | null> & { userErrors: UserErrorOut[] };
  }
}

/** A NOT_FOUND that names no field is the record the mutation names: its `id` (or `field`). */
export function notFoundAt<P extends { userErrors: UserErrorOut[] }>(out: P, field: string[] = ['id']): P {
  out.userErrors = out.userErrors.map((e) => (e.code === 'NOT_FOUND' && !e.field ? { ...e, field } : e));
  return out;
}
