/**
 * A small in-memory cache of values loaded from the CRM: each entry lives `ttlMs`, the cache holds
 * at most `maxWeight` (entries, or whatever `weigh` counts), and `clear()` forgets everything,
 * including loads still in flight. Concurrent misses of one key share one load, so a burst of
 * requests after an expiry costs the CRM one call, not one per request.
 *
 * Every clear bumps a generation; a load stores its value only if no clear happened since it
 * began. That closes the race a write opens: a read that left for the CRM before the write landed
 * must not put the old value back after the write has cleared the cache.
 */
export interface TtlCacheOptions<V> {
  ttlMs: number;
  maxWeight: number;
  /** What one value costs against maxWeight (default 1: maxWeight counts entries). */
  weigh?: (value: V) => number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expires: number;
  weight: number;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();
  private generation = 0;
  private weight = 0;
  private readonly now: () => number;
  private readonly weigh: (value: V) => number;

  constructor(private readonly opts: TtlCacheOptions<V>) {
    this.now = opts.now ?? Date.now;
    this.weigh = opts.weigh ?? (() => 1);
  }

  /** The cached value of `key`, or the value `load` brings (stored when it may be). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.expires > this.now()) return Promise.resolve(entry.value);
      this.drop(key, entry);
    }
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const started = load().then(
      (value) => {
        if (this.loading.get(key) === started) this.loading.delete(key);
        if (generation === this.generation) this.store(key, value);
        return value;
      },
      (err: unknown) => {
        // Failures are never cached: the next request asks the CRM again.
        if (this.loading.get(key) === started) this.loading.delete(key);
        throw err;
      },
    );
    this.loading.set(key, started);
    return started;
  }

  /** Forgets every entry and every load in flight (their values will not be stored). */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
    this.weight = 0;
  }

  /** Entries held now (expired ones not yet dropped included); for tests and diagnostics. */
  get size(): number {
    return this.entries.size;
  }

  private store(key: string, value: V): void {
    const weight = this.weigh(value);
    // A value larger than the whole budget is served but never kept.
    if (weight > this.opts.maxWeight) return;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    // Oldest first: a Map iterates in insertion order.
    for (const [k, e] of this.entries) {
      if (this.weight + weight <= this.opts.maxWeight) break;
      this.drop(k, e);
    }
    this.entries.set(key, { value, expires: this.now() + this.opts.ttlMs, weight });
    this.weight += weight;
  }

  private drop(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}
