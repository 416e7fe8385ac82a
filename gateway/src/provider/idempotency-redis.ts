import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { storeUnavailable } from '../errors/errors';
import type { Logger } from '../common/logger';
import type { IdempotencyStore, StoredAnswer } from './idempotency';

/** What one key holds: a write under way (until when its answer may still come), or its answer. */
type Entry = { pending: { until: number } } | { answer: StoredAnswer };

export interface RedisIdempotencyOptions {
  /** How long an answer is kept (IDEMPOTENCY_TTL_MS). */
  ttlMs: number;
  /** How long the first write may take to answer (its exchange's bound): waiters give up after that. */
  pendingMs: number;
  /** How often a waiter looks for the first one's answer. */
  pollMs?: number;
  prefix?: string;
}

/**
 * The idempotency answers in Redis, shared by every gateway instance. The first request with a
 * key sets a pending marker (SET NX); a retry on any instance finds it and polls until the answer
 * is there, so the write is sent once. A marker whose write never answered (its instance died)
 * stays until the key's time to live: a retry hears OUTCOME_UNKNOWN, never sends the write again.
 * Redis unreachable at `begin`: STORE_UNAVAILABLE, and nothing is sent.
 */
export class RedisIdempotencyStore implements IdempotencyStore {
  private readonly pollMs: number;
  private readonly prefix: string;

  constructor(
    private readonly redis: Redis,
    private readonly options: RedisIdempotencyOptions,
    private readonly logger: Logger,
  ) {
    this.pollMs = options.pollMs ?? 50;
    this.prefix = options.prefix ?? 'bo:idem:';
  }

  async begin(key: string, waitUntil = Number.POSITIVE_INFINITY) {
    const k = this.keyOf(key);
    const marker: Entry = { pending: { until: Date.now() + this.options.pendingMs } };
    let set: string | null;
    try {
      set = await this.redis.set(k, JSON.stringify(marker), 'PX', this.options.ttlMs, 'NX');
    } catch (err) {
      this.logger.warn({ err: String(err) }, 'idempotency store unavailable: write refused');
      throw storeUnavailable();
    }
    if (set === 'OK') return { first: true as const };
    const answer = this.answerOf(k, waitUntil);
    answer.catch(() => undefined);
    return { first: false as const, answer };
  }

  async settle(key: string, answer: StoredAnswer) {
    const entry: Entry = { answer };
    await this.redis.set(this.keyOf(key), JSON.stringify(entry), 'PX', this.options.ttlMs).catch((err) => {
      // the marker stays: a retry hears OUTCOME_UNKNOWN, never a second write
      this.logger.error({ err: String(err) }, 'idempotency answer not kept');
    });
  }

  async has(key: string) {
    return (await this.redis.exists(this.keyOf(key)).catch(() => 0)) > 0;
  }

  async forget(key: string) {
    await this.redis.del(this.keyOf(key)).catch((err) => this.logger.error({ err: String(err) }, 'idempotency key not dropped'));
  }

  /** The first request's answer, polled for; rejects when it is forgotten, never came or the caller stops waiting. */
  private async answerOf(k: string, waitUntil: number): Promise<StoredAnswer> {
    for (;;) {
      const raw = await this.redis.get(k);
      if (!raw) throw new Error('the first request with this key has no answer');
      const entry = JSON.parse(raw) as Entry;
      if ('answer' in entry) return entry.answer;
      const now = Date.now();
      if (now >= entry.pending.until || now >= waitUntil) throw new Error('the first request with this key has no answer yet');
      await sleep(this.pollMs);
    }
  }

  private keyOf(key: string): string {
    return this.prefix + createHash('sha256').update(key).digest('base64url');
  }
}
