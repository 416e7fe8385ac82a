import { LRUCache } from 'lru-cache';

/** A provider answer as the gateway keeps it: plain JSON, so a shared store (Redis) can hold it. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * Remembers the provider's answer to a write under the caller's idempotency key, so a repeated
 * key gets the first answer instead of a second call. `begin` tells the first caller to go ahead
 * and every later one to wait for the first; `settle` records the answer; `forget` drops a key whose
 * outcome stayed unknown (no answer ever came), so that a deliberate retry can go through.
 * The in-process store below is the default; idempotency-redis.ts shares the answers between instances.
 */
export interface IdempotencyStore {
  /** `waitUntil` (ms since the epoch): when a later caller stops waiting for the first one's answer. */
  begin(key: string, waitUntil?: number): Promise<{ first: true } | { first: false; answer: Promise<StoredAnswer> }>;
  settle(key: string, answer: StoredAnswer): Promise<void>;
  forget(key: string): Promise<void>;
  /** Whether the key holds a write under way or its answer. */
  has(key: string): Promise<boolean>;
}

interface Entry {
  answer: Promise<StoredAnswer>;
  resolve(answer: StoredAnswer): void;
  reject(error: Error): void;
}

export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly entries: LRUCache<string, Entry>;

  constructor(ttlMs: number, max = 10_000) {
    this.entries = new LRUCache({ max, ttl: ttlMs });
  }

  async begin(key: string) {
    const existing = this.entries.get(key);
    if (existing) return { first: false as const, answer: existing.answer };
    let resolve!: (a: StoredAnswer) => void;
    let reject!: (e: Error) => void;
    const answer = new Promise<StoredAnswer>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    answer.catch(() => undefined);
    this.entries.set(key, { answer, resolve, reject });
    return { first: true as const };
  }

  async settle(key: string, answer: StoredAnswer) {
    this.entries.get(key)?.resolve(answer);
  }

  async has(key: string) {
    return this.entries.has(key);
  }

  async forget(key: string) {
    const entry = this.entries.get(key);
    this.entries.delete(key);
    entry?.reject(new Error('outcome unknown'));
  }
}
