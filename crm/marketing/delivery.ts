/**
 * The delivery worker: drains queued outbox rows through the transport. A row is claimed
 * ('sending', attempts + 1) in a short transaction with SKIP LOCKED, so two CRM processes on one
 * PostgreSQL never take the same row; then sent; then marked sent, or queued again after a pause,
 * or failed once the attempts run out or the provider refuses for good (5xx). A row left
 * 'sending' by a crash is marked failed, not retried: the message may have gone, and a mailing
 * must never reach a client twice (staff can retry it from the log).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import {
  PermanentMailError,
  transportFor,
  type MailSettings,
  type MailTransport,
  type OutgoingMail,
} from './transport';

export const MAX_ATTEMPTS = 5;
/** Pause before attempt n + 1: 1, 5, 15, 30 minutes. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 900_000, 1_800_000];
/** A claim older than this belongs to a process that died while sending. */
export const STALE_CLAIM_MS = 10 * 60_000;
/** Looks again this often for retries that came due and rows queued by other processes. */
const POLL_MS = 30_000;
const BATCH = 20;

export const INTERRUPTED = 'Отправка прервана: письмо могло уйти. Повторите вручную, если нужно';

export interface DrainOptions {
  maxAttempts?: number;
  retryDelaysMs?: readonly number[];
}

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

interface Claimed {
  id: number;
  address: string;
  subject: string;
  body_html: string;
  body_text: string;
  attempts: number;
}

const errorText = (err: unknown) => String((err as Error)?.message ?? err).slice(0, 500);

/** Sends every queued row that is due; answers what happened. */
export async function drainOutbox(
  db: Db,
  transport: MailTransport,
  log: FastifyBaseLogger,
  opts: DrainOptions = {},
): Promise<DrainResult> {
  const maxAttempts = opts.maxAttempts ?? MAX_ATTEMPTS;
  const delays = opts.retryDelaysMs ?? RETRY_DELAYS_MS;
  const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
  await db.query(
    `UPDATE outbox SET status = 'failed', error = $1
      WHERE status = 'sending' AND claimed_at < now() - make_interval(secs => $2)`,
    [INTERRUPTED, STALE_CLAIM_MS / 1000],
  );
  for (;;) {
    const batch = await db.transaction((tx) =>
      tx.query<Claimed>(
        `UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_at = now()
          WHERE id IN (SELECT id FROM outbox WHERE status = 'queued' AND next_attempt_at <= now()
                        ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING id, address, subject, body_html, body_text, attempts`,
      ),
    );
    if (batch.length === 0) return result;
    for (const row of batch.sort((a, b) => a.id - b.id)) {
      try {
        await transport.send({
          outboxId: row.id,
          to: row.address,
          subject: row.subject,
          html: row.body_html,
          text: row.body_text,
        });
        await db.query(
          `UPDATE outbox SET status = 'sent', transport = $2, sent_at = now(), error = '' WHERE id = $1`,
          [row.id, transport.name],
        );
        result.sent++;
      } catch (err) {
        const final = err instanceof PermanentMailError || row.attempts >= maxAttempts;
        const delay = delays[Math.min(row.attempts - 1, delays.length - 1)] ?? 0;
        await db.query(
          `UPDATE outbox SET status = $2, error = $3, next_attempt_at = now() + make_interval(secs => $4)
            WHERE id = $1`,
          [row.id, final ? 'failed' : 'queued', errorText(err), delay / 1000],
        );
        log.warn({ outboxId: row.id, attempt: row.attempts, final, err: errorText(err) }, 'mail not sent');
        if (final) result.failed++;
        else result.retried++;
      }
    }
  }
}

export interface Delivery {
  /** Starts the transport and the polling; drains what is due at once. */
  start(log: FastifyBaseLogger): Promise<void>;
  /** Something was queued: drain soon (several kicks during a drain make one more drain). */
  kick(): void;
  /** Stops polling and waits for a drain in progress (before the storage closes). */
  stop(): Promise<void>;
  /**
   * Sends one message now through the same transport, outside the outbox: a password-reset link
   * must not sit in a table in clear text (crm/domains/password-reset.ts).
   */
  send(mail: OutgoingMail): Promise<void>;
}

export function createDelivery(db: Db, settings?: MailSettings): Delivery {
  let transport: MailTransport | null = null;
  let log: FastifyBaseLogger | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const drain = async () => {
    do {
      again = false;
      try {
        await drainOutbox(db, transport!, log!);
      } catch (err) {
        // The storage closing under us, a lost connection: the next kick or poll tries again.
        if (!stopped) log!.error({ err }, 'outbox drain failed');
      }
    } while (again && !stopped);
  };

  const kick = () => {
    if (!transport || stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = null;
    });
  };

  return {
    async start(logger) {
      log = logger;
      transport = await transportFor(settings, logger);
      timer = setInterval(kick, POLL_MS);
      timer.unref();
      kick();
    },
    kick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      transport?.close();
    },
    async send(mail) {
      if (!transport || stopped) throw new Error('mail transport is not running');
      await transport.send(mail);
    },
  };
}
