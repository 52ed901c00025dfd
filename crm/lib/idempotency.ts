/**
 * Idempotent writes (issue 24 item 1, migration 047, docs/offline.md «Ключи идемпотентности»).
 * A write whose body carries `idempotencyKey` claims the key FIRST in its transaction: the row's
 * unique index (till + key) decides who writes. The first request inserts it, writes, and stores
 * the result's record in it before COMMIT; a repeat finds the row and answers that record without
 * writing anything. On a PostgreSQL server a repeat racing the first waits on the index until the
 * first commits (then re-reads) or rolls back (then it writes itself); PGlite runs transactions
 * one after another, so the second simply finds the row.
 */
import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_INVALID_MESSAGE,
  IDEMPOTENCY_PURGE_DAYS,
  isIdempotencyKey,
} from '../../schema/idempotency';
import type { KeyedWrite } from '../../schema/crm-methods';
import type { Db } from '../db/connect';
import { CrmError, invalid } from '../envelope';
import type { Body } from '../registry';

/** The till a key is unique in: the branch and shop type of the record the write belongs to. */
export interface Till {
  affiliateId: number;
  shopType: string;
}

/** What a key's write produced: the record a repeat answers. */
export interface WriteRef {
  orderId?: number;
  shiftId?: number;
  moveId?: number;
}

/** A write's key with what it must match on a repeat. */
export interface KeyedCall {
  key: string;
  operation: KeyedWrite;
  hash: string;
}

/** The body as JSON with every object's keys sorted, so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Body)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** sha256 of the body without the key itself: what "the same request" means. */
export function requestHash(body: Body): string {
  const { idempotencyKey: _key, ...rest } = body;
  return createHash('sha256').update(canonical(rest)).digest('hex');
}

/**
 * The key of a write's body, or null without one; a malformed key is refused (nothing written)
 * with IDEMPOTENCY_KEY_INVALID at `idempotencyKey`.
 */
export function keyedCall(body: Body, operation: KeyedWrite): KeyedCall | null {
  const key = body.idempotencyKey;
  if (key === undefined || key === null) return null;
  if (!isIdempotencyKey(key))
    invalid(IDEMPOTENCY_KEY_INVALID_MESSAGE, {
      reason: 'IDEMPOTENCY_KEY_INVALID',
      field: ['idempotencyKey'],
    });
  return { key: key as string, operation, hash: requestHash(body) };
}

/** Every this many keys, the rows older than IDEMPOTENCY_PURGE_DAYS are deleted (as crm/events do). */
const PURGE_EVERY = 200;

/**
 * Runs `write` at most once per key and till, inside the caller's transaction `tx`. Answers the
 * record the write made, or the one the key's earlier write made (then `repeated`, and nothing was
 * written). The same key with another operation or body is refused: IDEMPOTENCY_KEY_REUSED.
 * Without a key (`call` null) it just runs `write`.
 */
export async function once(
  tx: Db,
  call: KeyedCall | null,
  till: () => Promise<Till>,
  write: () => Promise<WriteRef>,
): Promise<WriteRef & { repeated: boolean }> {
  if (!call) return { ...(await write()), repeated: false };
  const { affiliateId, shopType } = await till();
  const [claimed] = await tx.query<{ id: string }>(
    `INSERT INTO idempotency_keys (affiliate_id, shop_type, key, operation, request_hash)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (affiliate_id, shop_type, key) DO NOTHING RETURNING id::text AS id`,
    [affiliateId, shopType, call.key, call.operation, call.hash],
  );
  if (!claimed) return { ...(await stored(tx, call, affiliateId, shopType)), repeated: true };
  const ref = await write();
  await tx.query('UPDATE idempotency_keys SET order_id = $2, shift_id = $3, move_id = $4 WHERE id = $1', [
    claimed.id,
    ref.orderId ?? null,
    ref.shiftId ?? null,
    ref.moveId ?? null,
  ]);
  if (Number(claimed.id) % PURGE_EVERY === 0)
    await tx.query(`DELETE FROM idempotency_keys WHERE created_at < now() - $1::int * interval '1 day'`, [
      IDEMPOTENCY_PURGE_DAYS,
    ]);
  return { ...ref, repeated: false };
}

/** The earlier write's record; the request must be the same one. */
async function stored(tx: Db, call: KeyedCall, affiliateId: number, shopType: string): Promise<WriteRef> {
  const [row] = await tx.query<{
    operation: string;
    request_hash: string;
    order_id: number | null;
    shift_id: number | null;
    move_id: number | null;
  }>(
    `SELECT operation, request_hash, order_id, shift_id, move_id FROM idempotency_keys
      WHERE affiliate_id = $1 AND shop_type = $2 AND key = $3`,
    [affiliateId, shopType, call.key],
  );
  // Gone between the insert and the read: only a purge of a week-old key can do that.
  if (!row) throw new CrmError('IDEMPOTENCY_KEY_REUSED');
  if (row.operation !== call.operation || row.request_hash !== call.hash)
    throw new CrmError('IDEMPOTENCY_KEY_REUSED');
  return {
    ...(row.order_id === null ? {} : { orderId: row.order_id }),
    ...(row.shift_id === null ? {} : { shiftId: row.shift_id }),
    ...(row.move_id === null ? {} : { moveId: row.move_id }),
  };
}
