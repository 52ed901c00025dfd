/**
 * The event outbox (migration 033, docs/operations.md): `recordEvent(tx, …)` adds one row to
 * crm_events in the transaction of the change it tells, so the event exists exactly when the
 * change committed. Webhooks, and every gateway instance (crm/events/poll.ts), read it by id.
 *
 * The rows are written last in the transaction (Db.beforeCommit), under one transaction-scoped
 * advisory lock on a PostgreSQL server: ids are then handed out in commit order, so a reader that
 * has seen id N never later finds a smaller id commit behind it. The lock is held from the insert
 * to COMMIT only, and never before another lock, so it cannot deadlock. `pg_notify` in the same
 * transaction is delivered on commit only: a rolled-back change wakes no one.
 *
 * Payloads are small (ids, numbers, status ids), never personal data: they travel to webhooks.
 */
import type { Db } from '../db/connect';
import { wakeReaders } from './wake';

export type EventKind =
  | 'order.created'
  | 'order.status'
  | 'order.worker'
  | 'order.payment'
  | 'order.lines'
  | 'order.deleted'
  | 'cash_shift.opened'
  | 'cash_shift.closed'
  | 'stock.below_minimum'
  | 'notification.added'
  | 'session.changed'
  /** A reference list (schema/lists.ts) was written: its cached copy is stale. */
  | 'list.changed';

export type EventPayload = Readonly<Record<string, string | number | boolean | null>>;

export interface EventInput {
  kind: EventKind;
  shopType?: string | null;
  subjectId?: number | null;
  payload?: EventPayload;
}

export const EVENTS_CHANNEL = 'crm_events';
/** The advisory lock that orders the outbox's ids (migrate.ts uses 7_250_001). */
export const EVENTS_LOCK = 7_250_033;
export const RETENTION = '7 days';
/** Every this many events, the rows past RETENTION are deleted. */
const PRUNE_EVERY = 500;

async function insert(tx: Db, e: EventInput): Promise<void> {
  // Re-entrant within the transaction: its second event takes no time here.
  if (tx.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [EVENTS_LOCK]);
  const [{ id }] = await tx.query<{ id: number }>(
    `INSERT INTO crm_events (kind, shop_type, subject_id, payload) VALUES ($1, $2, $3, $4::jsonb) RETURNING id`,
    [e.kind, e.shopType ?? null, e.subjectId ?? null, JSON.stringify(e.payload ?? {})],
  );
  // The id is a hint only: listeners read every row after the last id they handled.
  if (tx.kind === 'postgres') await tx.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, String(id)]);
  else wakeReaders();
  if (Number(id) % PRUNE_EVERY === 0) {
    await tx.query(`DELETE FROM crm_events WHERE created_at < now() - interval '${RETENTION}'`);
  }
}

/**
 * Records `event` in the transaction `tx` (written just before it commits). Given the outer
 * handle instead (a write outside any transaction), records it in a transaction of its own.
 */
export async function recordEvent(tx: Db, event: EventInput): Promise<void> {
  if (!tx.beforeCommit) return tx.transaction((own) => recordEvent(own, event));
  // One task per event: a savepoint that rolls back drops its own events and no others.
  tx.beforeCommit((t) => insert(t, event));
}
