import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AFFECTS } from './procedures/affects.generated';

/**
 * The list cache's generations: one counter per list kind (the domain of a procedure key, the part
 * before its first dot), part of every cached list's key. A write bumps the counters of the kinds
 * it may change, so the next read of those kinds misses and the other kinds' lists stay. With
 * Redis the counters are shared: every gateway instance reads them with the session of each
 * request (one round trip), so a change made through any instance is seen on the next request;
 * an epoch made when they are missing (Redis lost its data) keeps counters from 0 off old lists.
 */
export interface Generations {
  /** Made anew whenever the counters are gone; '' in memory, where the counters live as long as the cache. */
  epoch: string;
  /** Per kind; a kind never bumped counts as 0. */
  counters: Record<string, number>;
}

export interface GenerationStore {
  /** The counters now (a kind never bumped counts as 0). */
  read(): Promise<Generations>;
  /** Adds one to each kind's counter; answers all counters after the bump. */
  bump(kinds: readonly string[]): Promise<Generations>;
}

/**
 * Every kind a list may be cached under: a write of a domain whose procedures declare no `affects`
 * (provider/procedures/<domain>.ts, collected by npm run codegen) bumps them all.
 */
export const LIST_KINDS: readonly string[] = [...new Set([...Object.values(AFFECTS).flat(), 'reference'])].sort();

export const kindOf = (procedureKey: string): string => procedureKey.split('.')[0] ?? procedureKey;

export function affectedBy(writeKey: string): readonly string[] {
  return AFFECTS[kindOf(writeKey)] ?? LIST_KINDS;
}

export class MemoryGenerations implements GenerationStore {
  private readonly counters: Record<string, number> = {};

  async read(): Promise<Generations> {
    return { epoch: '', counters: { ...this.counters } };
  }

  async bump(kinds: readonly string[]): Promise<Generations> {
    for (const kind of kinds) this.counters[kind] = (this.counters[kind] ?? 0) + 1;
    return this.read();
  }
}

/** The hash field of the epoch (no list kind has a colon). */
const EPOCH = ':epoch';

/** The counters as one Redis hash; `read` is a single HGETALL, pipelined with the session's GET. */
export class RedisGenerations implements GenerationStore {
  constructor(
    private readonly redis: Redis,
    private readonly key = 'bo:lists:generation',
  ) {}

  async read(): Promise<Generations> {
    const hash = await this.redis.hgetall(this.key);
    // no epoch: the counters are gone (or were never written); the first instance to get here makes it
    return hash[EPOCH] ? generationsOf(hash) : this.update([]);
  }

  bump(kinds: readonly string[]): Promise<Generations> {
    return this.update(kinds);
  }

  /** In one transaction: the epoch if there is none, the kinds' counters plus one, and all of it read back. */
  private async update(kinds: readonly string[]): Promise<Generations> {
    const tx = this.redis.multi();
    tx.hsetnx(this.key, EPOCH, randomBytes(9).toString('base64url'));
    for (const kind of kinds) tx.hincrby(this.key, kind, 1);
    tx.hgetall(this.key);
    const results = (await tx.exec()) ?? [];
    const failed = results.find(([error]) => error);
    if (failed) throw failed[0];
    return generationsOf((results.at(-1)?.[1] ?? {}) as Record<string, string>);
  }
}

function generationsOf(hash: Record<string, string>): Generations {
  const counters: Record<string, number> = {};
  for (const [kind, value] of Object.entries(hash)) if (kind !== EPOCH) counters[kind] = Number(value) || 0;
  return { epoch: hash[EPOCH] ?? '', counters };
}

/**
 * One request's generations: read with its session (null when the store could not be read, and
 * then nothing is taken from or put in the cache). Its own writes bump them, so its own reads
 * after a write (a create's payload) see the change too.
 */
export class RequestGenerations {
  constructor(
    private readonly store: GenerationStore,
    private current: Generations | null,
  ) {}

  /** The part of a cache key that names the generation of the procedure's kind, or null: do not cache. */
  tagOf(procedureKey: string): string | null {
    if (!this.current) return null;
    const counter = this.current.counters[kindOf(procedureKey)] ?? 0;
    return this.current.epoch ? `g${counter}.${this.current.epoch}` : `g${counter}`;
  }

  /** A write of `writeKey` was sent (answered or not): the lists it may change are stale everywhere. False: not bumped. */
  async wrote(writeKey: string): Promise<boolean> {
    try {
      this.current = await this.store.bump(affectedBy(writeKey));
      return true;
    } catch {
      // this request reads around the cache from now on; other instances see the change after LIST_CACHE_MS
      this.current = null;
      return false;
    }
  }
}
