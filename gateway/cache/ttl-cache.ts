/**
 * A small in-memory cache of values loaded from the CRM: each entry lives `ttlMs`, the cache holds
 * at most `maxWeight` (entries, or whatever `weigh` counts), and `clear()` forgets everything,
 * including loads still in flight. Concurrent misses of one key share one load, so a burst of
 * requests after an expiry costs the CRM one call, not one per request.
 *
 * Expiry, the weight budget, least-recently-used eviction and the sharing of a load are
 * `lru-cache`'s (its `fetch`); this class only keeps the interface the gateway was written against.
 *
 * A clear aborts the loads in flight; `ignoreFetchAbort` lets such a load still answer its callers,
 * while lru-cache stores it only if its slot still holds that very load, which a clear has emptied.
 * That closes the race a write opens: a read that left for the CRM before the write landed must
 * not put the old value back after the write has cleared the cache.
 */
import { LRUCache } from 'lru-cache';

export interface TtlCacheOptions<V> {
  ttlMs: number;
  maxWeight: number;
  /** What one value costs against maxWeight (default 1: maxWeight counts entries). */
  weigh?: (value: V) => number;
  now?: () => number;
}

type Load<V> = () => Promise<V>;

export class TtlCache<V> {
  private readonly cache: LRUCache<string, V & {}, Load<V>>;

  constructor(opts: TtlCacheOptions<V>) {
    const weigh = opts.weigh;
    this.cache = new LRUCache<string, V & {}, Load<V>>({
      ttl: opts.ttlMs,
      maxSize: opts.maxWeight,
      // A value larger than the whole budget is served but never kept (lru-cache's default
      // maxEntrySize is maxSize).
      sizeCalculation: (value) => (weigh ? weigh(value) : 1),
      // Failures are never cached (lru-cache drops a rejected fetch): the next request asks again.
      fetchMethod: (_key, _stale, { context }) => context() as Promise<V & {}>,
      ignoreFetchAbort: true,
      // An injected clock is read on every check (lru-cache otherwise reuses a reading for 1 ms).
      ...(opts.now ? { perf: { now: opts.now }, ttlResolution: 0 } : {}),
    });
  }

  /** The cached value of `key`, or the value `load` brings (stored when it may be). */
  async get(key: string, load: Load<V>): Promise<V> {
    return (await this.cache.fetch(key, { context: load })) as V;
  }

  /** Forgets every entry and every load in flight (their values will not be stored). */
  clear(): void {
    this.cache.clear();
  }

  /** Entries held now (expired ones not yet dropped included); for tests and diagnostics. */
  get size(): number {
    return this.cache.size;
  }
}
