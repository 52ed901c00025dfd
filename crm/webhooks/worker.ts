/**
 * The webhook worker (issue 20 item 4), in the CRM process because the CRM owns the outbox.
 * Two steps, each safe to repeat after a crash at any line:
 *
 * 1. Fan-out: new crm_events rows become one webhook_deliveries row per matching active endpoint
 *    (INSERT … ON CONFLICT DO NOTHING on (endpoint, event)), and a cursor remembers how far it read.
 * 2. Delivery: due rows are claimed with a lease (FOR UPDATE SKIP LOCKED, so several CRM processes
 *    on one PostgreSQL never post the same row at once), posted, then marked delivered, or pending
 *    again after a backoff, or failed once their 24 h are over.
 *
 * At-least-once: a process killed after the receiver answered but before the row was marked
 * posts it again after a restart; receivers de-duplicate by the event id (X-Webhook-Id).
 */
import type { FastifyBaseLogger } from 'fastify';
import { Agent, request } from 'undici';
import {
  DELIVERY_TIMEOUT_MS,
  GIVE_UP_AFTER_MS,
  PUBLIC_EVENT_OF,
  RETRY_FIRST_MS,
  RETRY_MAX_MS,
} from '../../schema/webhooks';
import type { Db } from '../db/connect';
import { nextWake } from '../events/wake';
import { guardedLookup, literalRefusal } from './address';
import { webhookBody, type OutboxEvent } from './payload';
import { signature } from './sign';

export interface WebhookSettings {
  /** WEBHOOKS_ALLOW_PRIVATE: deliver to loopback and private networks too. */
  allowPrivate: boolean;
  timeoutMs?: number;
  /** How often to look for new events and due retries without a kick. */
  pollMs?: number;
  /** The clock of leases, retries and the 24 h limit (tests move it). */
  now?: () => Date;
  /** 0..1, the jitter of the backoff (tests pin it). */
  random?: () => number;
  /** false: no background runs, only `runOnce` (tests that move the clock). Default true. */
  autoRun?: boolean;
}

/** A claimed row belongs to its worker this long; longer than a post may take. */
const LEASE_MS = 60_000;
/** A gap in the outbox ids younger than this may still be a transaction about to commit. */
const GAP_SETTLE = '30 seconds';
const FAN_OUT_BATCH = 1000;
const CLAIM_BATCH = 32;
/** Posts in flight at once. */
const PARALLEL = 8;
const ERROR_MAX = 300;

/** The pause before attempt `attempts + 1`: 10 s doubling up to an hour, ±20 %. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

const mapping = Object.entries(PUBLIC_EVENT_OF);
/** The outbox kinds as a VALUES list, so SQL matches them against each endpoint's public events. */
const KINDS_SQL = `(VALUES ${mapping.map(([k, p]) => `('${k}', '${p}')`).join(', ')}) AS m(kind, pub)`;

/** Turns new outbox rows into deliveries, a batch at a time; answers how many deliveries were made. */
export async function fanOut(db: Db, now: Date): Promise<number> {
  let made = 0;
  for (;;) {
    const batch = await fanOutBatch(db, now);
    made += batch.made;
    // A full batch that moved the cursor: more may follow. Otherwise the rest waits for a gap.
    if (!batch.full || !batch.moved) return made;
  }
}

async function fanOutBatch(db: Db, now: Date): Promise<{ made: number; full: boolean; moved: boolean }> {
  return db.transaction(async (tx) => {
    const [cursor] = await tx.query<{ last: string }>(
      'SELECT last_event_id::text AS last FROM webhook_cursor WHERE id = 1 FOR UPDATE',
    );
    const from = Number(cursor.last);
    const events = await tx.query<{ id: string; settled: boolean }>(
      `SELECT e.id::text AS id, e.created_at < now() - interval '${GAP_SETTLE}' AS settled
         FROM crm_events e WHERE e.id > $1 ORDER BY e.id LIMIT ${FAN_OUT_BATCH}`,
      [from],
    );
    if (events.length === 0) return { made: 0, full: false, moved: false };
    const last = Number(events.at(-1)!.id);
    const made = await tx.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_id, next_attempt_at, created_at, give_up_at)
       SELECT ep.id, e.id, $3::timestamptz, $3::timestamptz, $3::timestamptz + make_interval(secs => $4)
         FROM crm_events e
         JOIN ${KINDS_SQL} ON m.kind = e.kind
         JOIN webhook_endpoints ep ON ep.active AND m.pub = ANY (ep.events)
              AND (ep.shop_type IS NULL OR ep.shop_type = e.shop_type) AND e.created_at >= ep.created_at
        WHERE e.id > $1 AND e.id <= $2
       ON CONFLICT (endpoint_id, event_id) DO NOTHING
       RETURNING id`,
      [from, last, now.toISOString(), GIVE_UP_AFTER_MS / 1000],
    );
    // The cursor passes a gap in the ids only once it is old: a younger one may be a transaction
    // still committing, whose event would be skipped for good. What lies beyond is delivered
    // already; reading it again costs conflicts, not doubles.
    let upTo = from;
    for (const e of events) {
      const id = Number(e.id);
      if (id !== upTo + 1 && !e.settled) break;
      upTo = id;
    }
    if (upTo > from) await tx.query('UPDATE webhook_cursor SET last_event_id = $1 WHERE id = 1', [upTo]);
    return { made: made.length, full: events.length === FAN_OUT_BATCH, moved: upTo > from };
  });
}

interface Claimed {
  id: string;
  endpoint_id: number;
  attempts: number;
  give_up_at: string;
  url: string | null;
  secret: string | null;
  event_id: string;
  kind: string | null;
  shop_type: string | null;
  subject_id: number | null;
  payload: Record<string, unknown> | null;
  event_at: string | null;
}

const ISO = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

async function claim(db: Db, now: Date): Promise<Claimed[]> {
  return db.transaction((tx) =>
    tx.query<Claimed>(
      `WITH claimed AS (
         UPDATE webhook_deliveries SET leased_until = $1::timestamptz + make_interval(secs => $2),
                attempts = attempts + 1
          WHERE id IN (SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints ep ON ep.id = d.endpoint_id
                        WHERE d.status = 'pending' AND ep.active AND d.next_attempt_at <= $1::timestamptz
                          AND (d.leased_until IS NULL OR d.leased_until <= $1::timestamptz)
                        ORDER BY d.next_attempt_at, d.id LIMIT ${CLAIM_BATCH}
                        FOR UPDATE OF d SKIP LOCKED)
          RETURNING id, endpoint_id, event_id, attempts, give_up_at)
       SELECT c.id::text AS id, c.endpoint_id, c.attempts, c.give_up_at::text AS give_up_at,
              ep.url, ep.secret, c.event_id::text AS event_id, e.kind, e.shop_type, e.subject_id,
              e.payload, ${ISO('e.created_at')} AS event_at
         FROM claimed c JOIN webhook_endpoints ep ON ep.id = c.endpoint_id
         LEFT JOIN crm_events e ON e.id = c.event_id
        ORDER BY c.event_id`,
      [now.toISOString(), LEASE_MS / 1000],
    ),
  );
}

export interface PostResult {
  ok: boolean;
  statusCode: number | null;
  error: string;
}

/** Reads at most `max` characters of a refusal's body (a receiver's HTML error page can be huge). */
async function head(body: AsyncIterable<Buffer> & { destroy(): void }, max = 200): Promise<string> {
  let text = '';
  for await (const chunk of body) {
    text += chunk.toString('utf8');
    if (text.length >= max) break;
  }
  body.destroy();
  return text.slice(0, max).replace(/\s+/g, ' ').trim();
}

export interface DeliverOptions {
  agent: Agent;
  allowPrivate: boolean;
  timeoutMs: number;
  now: () => Date;
  random: () => number;
}

async function post(row: Claimed, body: string, o: DeliverOptions): Promise<PostResult> {
  const literal = o.allowPrivate ? null : literalRefusal(row.url!);
  if (literal) return { ok: false, statusCode: null, error: literal };
  const timestamp = Math.floor(o.now().getTime() / 1000);
  try {
    const res = await request(row.url!, {
      method: 'POST',
      dispatcher: o.agent,
      body,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Flora-CRM-Webhooks/1',
        'x-webhook-id': row.event_id,
        'x-webhook-timestamp': String(timestamp),
        'x-webhook-signature': signature(row.secret!, timestamp, body),
      },
      signal: AbortSignal.timeout(o.timeoutMs),
    });
    if (res.statusCode >= 200 && res.statusCode < 300) {
      await res.body.dump();
      return { ok: true, statusCode: res.statusCode, error: '' };
    }
    const text = await head(res.body).catch(() => '');
    return {
      ok: false,
      statusCode: res.statusCode,
      error: `HTTP ${res.statusCode}${text ? `: ${text}` : ''}`,
    };
  } catch (err) {
    const e = err as Error & { cause?: Error; code?: string };
    const timedOut = e.name === 'TimeoutError' || e.name === 'AbortError';
    const message = timedOut
      ? `Нет ответа за ${Math.round(o.timeoutMs / 1000)} с`
      : (e.cause?.message ?? e.message ?? String(err));
    return { ok: false, statusCode: null, error: message };
  }
}

export interface DeliverResult {
  delivered: number;
  retried: number;
  failed: number;
}

interface Outcome {
  id: string;
  status: 'delivered' | 'pending' | 'failed';
  next: string;
  code: number | null;
  error: string;
  deliveredAt: string | null;
}

/** Posts one claimed row; answers what to record. */
async function deliverOne(row: Claimed, o: DeliverOptions, result: DeliverResult): Promise<Outcome> {
  const now = o.now();
  let outcome: PostResult;
  if (!row.kind || !row.event_at) {
    outcome = { ok: false, statusCode: null, error: 'Событие удалено из журнала событий' };
  } else {
    const body = JSON.stringify(
      webhookBody({
        id: row.event_id,
        kind: row.kind,
        shop_type: row.shop_type,
        subject_id: row.subject_id,
        payload: row.payload,
        created_at: row.event_at,
      } satisfies OutboxEvent),
    );
    outcome = await post(row, body, o);
  }
  if (outcome.ok) {
    result.delivered++;
    const done = o.now().toISOString();
    return {
      id: row.id,
      status: 'delivered',
      next: done,
      code: outcome.statusCode,
      error: '',
      deliveredAt: done,
    };
  }
  const next = new Date(now.getTime() + backoffMs(row.attempts, o.random));
  const final = !row.kind || next.getTime() > new Date(row.give_up_at).getTime();
  if (final) result.failed++;
  else result.retried++;
  return {
    id: row.id,
    status: final ? 'failed' : 'pending',
    next: next.toISOString(),
    code: outcome.statusCode,
    error: outcome.error.slice(0, ERROR_MAX),
    deliveredAt: null,
  };
}

/**
 * The outcomes of a claimed batch in one statement: a row a query on PGlite costs more than the
 * post itself to a receiver nearby. A process killed before it runs posts the batch again
 * (at-least-once; the receiver de-duplicates by the event id).
 */
async function record(db: Db, outcomes: Outcome[]): Promise<void> {
  await db.query(
    `UPDATE webhook_deliveries d
        SET status = u.status, next_attempt_at = u.next, last_status_code = u.code, last_error = u.error,
            delivered_at = u.delivered, leased_until = NULL
       FROM unnest($1::bigint[], $2::text[], $3::timestamptz[], $4::int[], $5::text[], $6::timestamptz[])
            AS u(id, status, next, code, error, delivered)
      WHERE d.id = u.id`,
    [
      outcomes.map((x) => x.id),
      outcomes.map((x) => x.status),
      outcomes.map((x) => x.next),
      outcomes.map((x) => x.code),
      outcomes.map((x) => x.error),
      outcomes.map((x) => x.deliveredAt),
    ],
  );
}

/** Claims and posts every due delivery; answers what happened. */
export async function deliverDue(db: Db, o: DeliverOptions): Promise<DeliverResult> {
  const result: DeliverResult = { delivered: 0, retried: 0, failed: 0 };
  for (;;) {
    const batch = await claim(db, o.now());
    if (batch.length === 0) return result;
    const outcomes: Outcome[] = [];
    let next = 0;
    const lane = async () => {
      while (next < batch.length) outcomes.push(await deliverOne(batch[next++], o, result));
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, batch.length) }, lane));
    await record(db, outcomes);
  }
}

export interface WebhookWorker {
  start(log: FastifyBaseLogger): Promise<void>;
  /** New events or a manual retry: run soon (kicks during a run make one more run). */
  kick(): void;
  /** One full pass now (fan-out, then every due delivery); tests and the bench await it. */
  runOnce(): Promise<DeliverResult>;
  stop(): Promise<void>;
  readonly allowPrivate: boolean;
}

export function createWebhookWorker(db: Db, settings: WebhookSettings): WebhookWorker {
  const now = settings.now ?? (() => new Date());
  // Every socket of a delivery resolves through the guard: the address checked is the one used.
  const agent = new Agent({
    connections: 16,
    connect: settings.allowPrivate ? {} : { lookup: guardedLookup },
  });
  const options: DeliverOptions = {
    agent,
    allowPrivate: settings.allowPrivate,
    timeoutMs: settings.timeoutMs ?? DELIVERY_TIMEOUT_MS,
    now,
    random: settings.random ?? Math.random,
  };
  let log: FastifyBaseLogger | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const quit = new AbortController();
  let loop: Promise<void> | null = null;

  const runOnce = async () => {
    await fanOut(db, now());
    return deliverDue(db, options);
  };

  const run = async () => {
    do {
      again = false;
      try {
        await runOnce();
      } catch (err) {
        // The storage closing under us, a lost connection: the next kick or poll tries again.
        if (!stopped) log?.error({ err }, 'webhook run failed');
      }
    } while (again && !stopped);
  };

  const kick = () => {
    if (stopped || !log || settings.autoRun === false) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = null;
    });
  };

  return {
    allowPrivate: settings.allowPrivate,
    async start(logger) {
      log = logger;
      // PGlite has one process on its data directory (crm/db/lock.ts): a lease left by a process
      // that was killed is nobody's, so it is not waited out.
      if (db.kind === 'pglite')
        await db.query(
          `UPDATE webhook_deliveries SET leased_until = NULL WHERE status = 'pending' AND leased_until IS NOT NULL`,
        );
      // Woken by each new event (crm/events/wake.ts), and on a timer for retries that came due
      // and events another process wrote.
      if (settings.autoRun === false) return;
      loop = (async () => {
        while (!quit.signal.aborted) {
          kick();
          await nextWake(settings.pollMs ?? 1000, quit.signal);
        }
      })();
    },
    kick,
    runOnce,
    async stop() {
      stopped = true;
      quit.abort();
      await loop;
      await running;
      await agent.close();
    },
  };
}
