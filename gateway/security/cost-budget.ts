/**
 * A leaky bucket of cost points per key (GitHub's and Shopify's GraphQL budgets): a key holds up
 * to `capacity` points, refilled at `restorePerSecond`; an operation takes its cost from it, and
 * what it did not use (actual below requested) is given back. One gateway instance, one set of
 * buckets. Memory is bounded: a full bucket is the same as none and is dropped, and past
 * `maxKeys` the least recently used keys make room.
 */

export interface CostBudgetOptions {
  capacity: number;
  restorePerSecond: number;
  /** Most keys held at once (default 100 000). */
  maxKeys?: number;
  /** The clock, for tests of the refill. */
  now?: () => number;
}

export interface CostBudget {
  /** Takes `points` from `key`: null when it had them, otherwise the milliseconds until it will. */
  take(key: string, points: number): number | null;
  /** Gives back points taken (never above capacity). */
  refund(key: string, points: number): void;
  /** Points `key` has now. */
  available(key: string): number;
  readonly capacity: number;
  readonly restorePerSecond: number;
  /** Keys currently held (tests of the memory bound). */
  readonly size: number;
}

interface Bucket {
  points: number;
  at: number;
}

export function createCostBudget(opts: CostBudgetOptions): CostBudget {
  const { capacity, restorePerSecond, maxKeys = 100_000, now = Date.now } = opts;
  // Insertion order is last-use order: a key is re-inserted on each use.
  const buckets = new Map<string, Bucket>();

  const level = (key: string, at: number) => {
    const b = buckets.get(key);
    if (!b) return capacity;
    return Math.min(capacity, b.points + ((at - b.at) / 1000) * restorePerSecond);
  };

  const store = (key: string, points: number, at: number) => {
    buckets.delete(key);
    if (points >= capacity) return;
    while (buckets.size >= maxKeys) buckets.delete(buckets.keys().next().value as string);
    buckets.set(key, { points, at });
  };

  return {
    take(key, points) {
      const at = now();
      const has = level(key, at);
      // An operation dearer than the whole bucket waits for a full one (maxCost ≤ capacity anyway).
      const wanted = Math.min(points, capacity);
      if (wanted > has) return Math.ceil(((wanted - has) / restorePerSecond) * 1000);
      store(key, has - wanted, at);
      return null;
    },
    refund(key, points) {
      if (points <= 0) return;
      const at = now();
      store(key, Math.min(capacity, level(key, at) + points), at);
    },
    available: (key) => Math.floor(level(key, now())),
    capacity,
    restorePerSecond,
    get size() {
      return buckets.size;
    },
  };
}
