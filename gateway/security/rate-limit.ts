/**
 * Fixed-window counters in memory: each key may be taken `limit` times per window, the window
 * starting at the key's first take. One gateway instance, one set of counters (several instances
 * behind a balancer each count on their own). Memory is bounded: expired keys are swept once per
 * window, and past `maxKeys` the oldest windows (the first to expire anyway) make room.
 */

export interface RateLimitOptions {
  windowMs: number;
  /** Most keys held at once (default 100 000: a few MB). */
  maxKeys?: number;
  /** The clock, for tests of the window's end. */
  now?: () => number;
}

interface Window {
  count: number;
  resetAt: number;
}

export interface RateLimiter {
  /**
   * Takes one unit from every key at once, or none of them: null when all had room, otherwise
   * the milliseconds until the fullest one frees up. A refused take counts nothing, so a key
   * that is full does not use up the others.
   */
  take(keys: readonly { key: string; limit: number }[]): number | null;
  /** Gives back one unit taken from each key (an attempt that turned out not to count). */
  refund(keys: readonly { key: string }[]): void;
  /** Keys currently held (tests of the memory bound). */
  readonly size: number;
}

export function createRateLimiter(opts: RateLimitOptions): RateLimiter {
  const { windowMs, maxKeys = 100_000, now = Date.now } = opts;
  // Insertion order is window-start order: a key is re-inserted when its new window starts.
  const windows = new Map<string, Window>();
  let nextSweep = now() + windowMs;

  function sweep(at: number) {
    for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key);
    nextSweep = at + windowMs;
  }

  function current(key: string, at: number): Window | undefined {
    const w = windows.get(key);
    if (w && w.resetAt <= at) {
      windows.delete(key);
      return undefined;
    }
    return w;
  }

  return {
    take(keys) {
      const at = now();
      if (at >= nextSweep) sweep(at);
      let waitMs = 0;
      for (const { key, limit } of keys) {
        const w = current(key, at);
        if (w && w.count >= limit) waitMs = Math.max(waitMs, w.resetAt - at);
      }
      if (waitMs > 0) return waitMs;
      for (const { key } of keys) {
        const w = current(key, at);
        if (w) {
          w.count += 1;
          continue;
        }
        while (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        windows.set(key, { count: 1, resetAt: at + windowMs });
      }
      return null;
    },
    refund(keys) {
      const at = now();
      for (const { key } of keys) {
        const w = current(key, at);
        if (w && w.count > 0) w.count -= 1;
      }
    },
    get size() {
      return windows.size;
    },
  };
}
