/**
 * Which CRM calls may be sent again after a transport failure, and how. Only reads: a write
 * whose reply was lost may well have landed, and a second attempt would save an order twice.
 * Each call's kind is declared once, in schema/crm-methods.ts; an undeclared call is a write.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { isCrmRead } from '../../schema/crm-methods';
import { UpstreamTimeoutError, UpstreamUnavailableError } from './errors';

/**
 * True for a call that changes nothing in the CRM, as schema/crm-methods.ts declares it.
 * tests/gateway/upstream-retry.test.ts calls every declared read and checks no row changed.
 */
export const isReadCall = isCrmRead;

/** Only failures where the CRM may not have seen the call or its reply never came back. */
export function isTransportFailure(err: unknown): boolean {
  return err instanceof UpstreamUnavailableError || err instanceof UpstreamTimeoutError;
}

/** Short, growing, jittered: 50 ms, 100 ms, 200 ms … (±50%), at most 1 s. */
export function backoffMs(attempt: number): number {
  const base = Math.min(1000, 50 * 2 ** attempt);
  return Math.round(base * (0.5 + Math.random()));
}

export interface RetryOptions {
  retries: number;
  /** The call's deadline; no retry starts once it has passed or could not be met. */
  deadline: AbortSignal;
  /** Whether this failure is worth another attempt (a transport failure, breaker closed). */
  retryable(err: unknown): boolean;
  onRetry?(err: unknown, attempt: number, waitMs: number): void;
}

/** Runs `attempt` once, and up to `retries` more times while its failures are retryable. */
export async function withRetries<T>(attempt: () => Promise<T>, opts: RetryOptions): Promise<T> {
  for (let n = 0; ; n += 1) {
    try {
      return await attempt();
    } catch (err) {
      if (n >= opts.retries || !opts.retryable(err) || opts.deadline.aborted) throw err;
      const wait = backoffMs(n);
      opts.onRetry?.(err, n + 1, wait);
      try {
        await sleep(wait, undefined, { signal: opts.deadline });
      } catch {
        throw err; // the deadline passed while waiting: the last failure is the answer
      }
    }
  }
}
