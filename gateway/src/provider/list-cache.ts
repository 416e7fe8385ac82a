import { LRUCache } from 'lru-cache';
import type { Telemetry } from '../common/telemetry';

/**
 * Whole lists, the expensive reads the screens page through, kept LIST_CACHE_MS per user or role set; keys carry
 * their kind's generation (list-generations.ts), so a write on any instance stales what it changes. Bounded in bytes.
 */
export interface ListCacheOptions {
  /** Budget for all kept answers, bytes (estimated); default 64 MiB. */
  maxBytes?: number;
  /** At most this many lists whatever their size. */
  maxEntries?: number;
  /** Hears each hit and miss (the list cache's metrics). */
  telemetry?: Pick<Telemetry, 'listCache'>;
}

/** Size of a list while it is still loading: counted once its answer is in. */
const LOADING_BYTES = 1;

/** An answer and when it came in (ms since the epoch): the overview says how fresh its list is. */
export interface Read<T> {
  value: T;
  readAt: number;
}

const readNow = <T>(load: () => Promise<T>): Promise<Read<T>> => load().then((value) => ({ value, readAt: Date.now() }));

export class ListCache {
  // a box per set: lru-cache counts a new size only when the value object changes
  private readonly entries: LRUCache<string, { answer: Promise<Read<unknown>> }> | null;
  /** Answers that have come in (a refresh reads anew only over those, not over a read under way). */
  private readonly settled = new WeakSet<Promise<unknown>>();

  private readonly telemetry?: Pick<Telemetry, 'listCache'>;

  constructor(ttlMs: number, options: ListCacheOptions = {}) {
    this.telemetry = options.telemetry;
    this.entries =
      ttlMs > 0
        ? new LRUCache<string, { answer: Promise<Read<unknown>> }>({
            max: options.maxEntries ?? 500,
            maxSize: options.maxBytes ?? 64 * 1024 * 1024,
            ttl: ttlMs,
          })
        : null;
  }

  get enabled(): boolean {
    return this.entries !== null;
  }

  /** How many answers are kept now. */
  get count(): number {
    return this.entries?.size ?? 0;
  }

  /** The estimated bytes of the answers kept now. */
  get bytes(): number {
    return this.entries?.calculatedSize ?? 0;
  }

  /** The cached answer for key, or load()'s (also shared by concurrent callers); failures are not kept. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    return (await this.read(key, load)).value;
  }

  /**
   * As `get`, with the time the answer came in; `refresh` drops a kept answer and reads anew (a
   * read already under way for someone else's refresh is shared, not repeated).
   */
  read<T>(key: string, load: () => Promise<T>, opts: { refresh?: boolean } = {}): Promise<Read<T>> {
    const entries = this.entries;
    if (!entries) return readNow(load);
    const hit = entries.get(key);
    const kept = hit && !(opts.refresh && this.settled.has(hit.answer));
    this.telemetry?.listCache(kept ? 'hit' : 'miss');
    if (kept) return hit.answer as Promise<Read<T>>;
    const loading = readNow(load);
    entries.set(key, { answer: loading }, { size: LOADING_BYTES });
    loading.then(
      (read) => {
        this.settled.add(loading);
        // still ours (not cleared or replaced meanwhile): count its real size, keeping its time to live
        if (entries.peek(key)?.answer === loading)
          entries.set(key, { answer: loading }, { size: Math.max(LOADING_BYTES, approximateBytes(read.value)), noUpdateTTL: true });
      },
      () => {
        if (entries.peek(key)?.answer === loading) entries.delete(key);
      },
    );
    return loading;
  }

  /** Drops every answer whose key starts with `prefix` (a refresh of one page drops its list's other pages too). */
  drop(prefix: string): void {
    const entries = this.entries;
    if (!entries) return;
    for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
  }

  clear(): void {
    this.entries?.clear();
  }
}

/**
 * The heap an answer holds, roughly: V8 keeps strings at 1–2 bytes a character plus a header,
 * numbers and booleans in a slot, objects with a header and a slot per property. Good to a
 * factor well under 2, which is what a budget needs; one walk per list kept.
 */
export function approximateBytes(value: unknown): number {
  let bytes = 0;
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') bytes += 16 + v.length * 2;
    else if (v === null || typeof v !== 'object') bytes += 8;
    else if (Array.isArray(v)) {
      bytes += 16 + v.length * 8;
      for (const item of v) stack.push(item);
    } else {
      const values = Object.values(v);
      bytes += 24 + values.length * 16;
      for (const item of values) stack.push(item);
    }
  }
  return bytes;
}
