/**
 * The circuit breaker in front of the CRM. After `failures` consecutive transport failures
 * (refused, reset, cut, timed out) it opens: calls fail at once, without a connection, so a dead
 * CRM costs the gateway nothing and the CRM gets air to come back. After `cooldownMs` one trial
 * call goes through (half-open): its success closes the breaker, its failure opens it again for
 * another cooldown. Any complete HTTP reply counts as success: the CRM is reachable, even if
 * what it said was a refusal or nonsense (those are not the breaker's business).
 */
export type BreakerState = 'closed' | 'open' | 'half-open';

export interface Breaker {
  /** True if a call may go to the CRM now; in half-open, only the one trial call gets true. */
  admit(): boolean;
  succeeded(): void;
  failed(): void;
  readonly state: BreakerState;
  /** Milliseconds until an open breaker lets a trial through (0 unless open). */
  readonly retryInMs: number;
}

export interface BreakerOptions {
  failures: number;
  cooldownMs: number;
  /** Told when the breaker opens or closes (for the log). */
  onChange?: (state: 'open' | 'closed', consecutiveFailures: number) => void;
  now?: () => number;
}

export function createBreaker(opts: BreakerOptions): Breaker {
  const now = opts.now ?? Date.now;
  let failures = 0;
  let openedAt: number | null = null;
  let trialInFlight = false;

  const cooledDown = () => openedAt !== null && now() - openedAt >= opts.cooldownMs;

  return {
    admit() {
      if (openedAt === null) return true;
      if (trialInFlight || !cooledDown()) return false;
      trialInFlight = true;
      return true;
    },
    succeeded() {
      const wasOpen = openedAt !== null;
      failures = 0;
      openedAt = null;
      trialInFlight = false;
      if (wasOpen) opts.onChange?.('closed', 0);
    },
    failed() {
      failures += 1;
      const wasOpen = openedAt !== null;
      if (wasOpen || failures >= opts.failures) {
        openedAt = now();
        trialInFlight = false;
        if (!wasOpen) opts.onChange?.('open', failures);
      }
    },
    get state(): BreakerState {
      if (openedAt === null) return 'closed';
      return trialInFlight || cooledDown() ? 'half-open' : 'open';
    },
    get retryInMs() {
      return openedAt === null ? 0 : Math.max(0, opts.cooldownMs - (now() - openedAt));
    },
  };
}
