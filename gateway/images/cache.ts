/**
 * Recently served pictures, in memory, bounded by bytes (least recently used out first). A
 * picture's key is the hash of its bytes, so an entry can never go stale: no expiry, no
 * invalidation. Concurrent misses for one picture share one CRM call.
 */

export interface CachedImage {
  mime: string;
  data: Buffer;
}

export class ImageCache {
  private readonly entries = new Map<string, CachedImage>();
  private readonly pending = new Map<string, Promise<CachedImage | null>>();
  private bytes = 0;

  /** `maxBytes` 0 keeps nothing; one picture may take at most a quarter of the budget. */
  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.bytes;
  }

  get(id: string): CachedImage | undefined {
    const entry = this.entries.get(id);
    if (entry) {
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      this.entries.delete(id);
      this.entries.set(id, entry);
    }
    return entry;
  }

  set(id: string, entry: CachedImage): void {
    if (entry.data.length > this.maxBytes / 4 || this.entries.has(id)) return;
    this.entries.set(id, entry);
    this.bytes += entry.data.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.data.length;
    }
  }

  /** The cached picture, or `load`'s (cached when found); one `load` at a time per id. */
  async through(id: string, load: () => Promise<CachedImage | null>): Promise<CachedImage | null> {
    const hit = this.get(id);
    if (hit) return hit;
    let running = this.pending.get(id);
    if (!running) {
      running = load()
        .then((found) => {
          if (found) this.set(id, found);
          return found;
        })
        .finally(() => this.pending.delete(id));
      this.pending.set(id, running);
    }
    return running;
  }
}
