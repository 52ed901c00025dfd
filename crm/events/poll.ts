/**
 * `events/poll` (docs/upstream-contract.md): the outbox after a given id, as a long poll. The
 * gateway's follower (gateway/events/follower.ts) asks with the last id it handled and waits up
 * to `waitMs` for the next events; with no `after` it learns where "now" is. Rows are always read
 * from the table by id: a wake-up (crm/events/wake.ts, listen.ts) only says when to read again,
 * so nothing is missed across a reconnect, and a missed wake-up costs at most RECHECK_MS.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { postgresUrlOf } from '../db/postgres';
import { CrmError } from '../envelope';
import type { Body, Domain } from '../registry';
import { listenPostgres } from './listen';
import { nextWake, wakeReaders } from './wake';

export const MAX_WAIT_MS = 25_000;
export const MAX_EVENTS = 500;
const DEFAULT_EVENTS = 100;
/** A waiting poll reads the table again this often even without a wake-up. */
const RECHECK_MS = 5_000;

export interface CrmEvent {
  id: number;
  kind: string;
  shopType: string | null;
  subjectId: number | null;
  payload: Record<string, unknown>;
  at: string;
}

export interface EventHub {
  /** Aborted when the CRM closes: waiting polls answer at once. */
  readonly signal: AbortSignal;
  close(): Promise<void>;
}

export function createEventHub(db: Db, log: FastifyBaseLogger): EventHub {
  const stop = new AbortController();
  const url = db.kind === 'postgres' ? postgresUrlOf(db) : undefined;
  const listener = url ? listenPostgres(url, wakeReaders, log) : null;
  return {
    signal: stop.signal,
    async close() {
      stop.abort();
      await listener?.close();
    },
  };
}

function int(body: Body, key: string, label: string, min: number, max: number): number | null {
  const v = body[key];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min || v > max) {
    throw new CrmError('VALIDATION', `Поле «${label}»: целое число от ${min} до ${max}`);
  }
  return v;
}

const newest = async (db: Db) =>
  Number((await db.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM crm_events'))[0].id);

async function after(db: Db, id: number, limit: number): Promise<CrmEvent[]> {
  const rows = await db.query<{
    id: number;
    kind: string;
    shop_type: string | null;
    subject_id: number | null;
    payload: Record<string, unknown>;
    created_at: Date;
  }>(
    `SELECT id, kind, shop_type, subject_id, payload, created_at FROM crm_events
      WHERE id > $1 ORDER BY id LIMIT $2`,
    [id, limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    shopType: r.shop_type,
    subjectId: r.subject_id,
    payload: r.payload,
    at: new Date(r.created_at).toISOString(),
  }));
}

export function eventsDomain(hub: EventHub): Domain {
  return {
    /** `{after?, waitMs?, limit?}` → `{events, last}`; `last` is the id to ask after next time. */
    async poll(body, { db }) {
      const from = int(body, 'after', 'after', 0, Number.MAX_SAFE_INTEGER);
      const waitMs = int(body, 'waitMs', 'waitMs', 0, MAX_WAIT_MS) ?? 0;
      const limit = int(body, 'limit', 'limit', 1, MAX_EVENTS) ?? DEFAULT_EVENTS;
      if (from === null) return { events: [], last: await newest(db) };
      const deadline = Date.now() + waitMs;
      for (;;) {
        const events = await after(db, from, limit);
        if (events.length > 0) return { events, last: events[events.length - 1].id };
        const left = deadline - Date.now();
        if (left <= 0 || hub.signal.aborted) {
          // A database restored from an older backup ends below `from`: the reader starts over there.
          return { events, last: Math.min(from, await newest(db)) };
        }
        await nextWake(Math.min(left, RECHECK_MS), hub.signal);
      }
    },
  };
}
