/**
 * Recently served pictures, in memory, bounded by bytes (least recently used out first). A
 * picture's key is the hash of its bytes, so an entry can never go stale: no expiry, no
 * invalidation. Concurrent misses for one picture share one CRM call. The bookkeeping is
 * `lru-cache`'s; this class fixes the policy (budget, largest picture, no overwrite).
 */
import { LRUCache } from 'lru-cache';

export interface CachedImage {
  mime: string;
  data: Buffer;
}

type Load = () => Promise<CachedImage | null>;

export class ImageCache {
  /** null when the budget is 0: nothing is kept. */
  private readonly entries: LRUCache<string, CachedImage, Load> | null;

  /** `maxBytes` 0 keeps nothing; one picture may take at most a quarter of the budget. */
  constructor(readonly maxBytes: number) {
    this.entries =
      maxBytes > 0
        ? new LRUCache<string, CachedImage, Load>({
            maxSize: maxBytes,
            maxEntrySize: maxBytes / 4,
            // lru-cache wants a positive size; an empty picture still takes a slot.
            sizeCalculation: (image) => Math.max(1, image.data.length),
            // A picture the CRM does not have is answered null and not kept (undefined is not stored).
            fetchMethod: async (_id, _stale, { context }) => (await context()) ?? undefined,
          })
        : null;
  }

  /** Bytes held now. */
  get size(): number {
    return this.entries?.calculatedSize ?? 0;
  }

  get(id: string): CachedImage | undefined {
    return this.entries?.get(id);
  }

  set(id: string, entry: CachedImage): void {
    // The same key is the same bytes: an entry already held is left where it is.
    if (this.entries && !this.entries.has(id)) this.entries.set(id, entry);
  }

  /** The cached picture, or `load`'s (cached when found); one `load` at a time per id. */
  async through(id: string, load: Load): Promise<CachedImage | null> {
    if (!this.entries) return load();
    return (await this.entries.fetch(id, { context: load })) ?? null;
  }
}
