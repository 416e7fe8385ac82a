import { LRUCache } from 'lru-cache';

/**
 * Whole lists the provider answers (all sales orders, all products, the dropdowns) are the
 * expensive reads, and the screens page, sort and filter through them one request at a time.
 * They are kept for a few seconds per user, shared by that user's requests, and dropped at
 * once when any mutation passes through this gateway. Another replica's or another client's
 * change shows up after at most the time to live (LIST_CACHE_MS; 0 turns the cache off).
 */
export class ListCache {
  private readonly entries: LRUCache<string, Promise<unknown>> | null;

  constructor(ttlMs: number, max = 500) {
    this.entries = ttlMs > 0 ? new LRUCache<string, Promise<unknown>>({ max, ttl: ttlMs }) : null;
  }

  get enabled(): boolean {
    return this.entries !== null;
  }

  /** The cached answer for key, or load()'s (also shared by concurrent callers); failures are not kept. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.entries) return load();
    const hit = this.entries.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const loading = load();
    this.entries.set(key, loading);
    loading.catch(() => this.entries?.delete(key));
    return loading;
  }

  clear(): void {
    this.entries?.clear();
  }
}
