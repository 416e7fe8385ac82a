import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import pg from 'pg';
import type { Logger } from '../common/logger';
import { storeUnavailable } from '../errors/errors';
import type { RecordRef } from './store';

/** Ends a record's lock; safe to call more than once. */
export type Unlock = () => Promise<void>;

/**
 * A short lock per record across gateways, around a change's version check and write (README: "Two
 * people, one record"). Within one process `holding` (recorder.ts) already makes saves take turns.
 */
export interface RecordLocks {
  readonly kind: 'redis' | 'postgres' | 'process';
  /**
   * The record's lock, waited for at most the wait; null when another gateway still holds it then.
   * A `submission` holding it already (a retry while its first attempt's write is under way) goes
   * through at once, as the transport answers it with that write (not with PostgreSQL: it waits).
   */
  take(record: RecordRef, submission?: string): Promise<Unlock | null>;
  close(): Promise<void>;
}

export interface RecordLockSettings {
  /** How long a lock lives at most: longer than a write may take, so a dead gateway's lock ends by itself. */
  ttlMs: number;
  /** How long a second save of the same record waits for the lock before it is refused. */
  waitMs: number;
}

const keyOf = (r: RecordRef) => `${r.type}:${r.id}`;

/** A retry's lock is its first attempt's: that one releases it. */
const NO_UNLOCK: Unlock = () => Promise.resolve();

/** No lock beyond `holding` (recorder.ts): a recorder made without locks, and the bench's baseline. */
export const PROCESS_LOCKS: RecordLocks = {
  kind: 'process',
  take: () => Promise.resolve(() => Promise.resolve()),
  close: () => Promise.resolve(),
};

/**
 * One gateway alone: the lock in this process, so that a write outliving its request (track.ts)
 * keeps it as in Redis; `holding` ends with the answer. Ends by itself after the time to live.
 */
export function processRecordLocks(settings: RecordLockSettings): RecordLocks {
  const held = new Map<string, { submission?: string; ended: Promise<void> }>();
  return {
    kind: 'process',
    async take(record, submission) {
      const key = keyOf(record);
      const until = Date.now() + settings.waitMs;
      for (let current = held.get(key); current; current = held.get(key)) {
        if (submission && current.submission === submission) return NO_UNLOCK;
        const left = until - Date.now();
        if (left <= 0) return null;
        await Promise.race([current.ended, sleep(left, undefined, { ref: false })]);
      }
      let end!: () => void;
      const mine = { submission, ended: new Promise<void>((resolve) => (end = resolve)) };
      held.set(key, mine);
      const release = async () => {
        clearTimeout(expiry);
        if (held.get(key) === mine) held.delete(key);
        end();
      };
      const expiry = setTimeout(() => void release(), settings.ttlMs);
      expiry.unref();
      return release;
    },
    close: () => Promise.resolve(),
  };
}

// deletes the key only while it still holds this taker's token: an expired lock someone else took stays theirs
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** Redis (REDIS_URL): SET NX PX with a token, polled for while another holds it, released by compare-and-delete. */
export function redisRecordLocks(redis: Redis, settings: RecordLockSettings, logger: Pick<Logger, 'warn'>): RecordLocks {
  const set = (key: string, token: string) => redis.set(key, token, 'PX', settings.ttlMs, 'NX');
  return {
    kind: 'redis',
    async take(record, submission) {
      const key = `bo:lock:${keyOf(record)}`;
      const token = submission ? `${submission}:${randomUUID()}` : randomUUID();
      const until = Date.now() + settings.waitMs;
      try {
        for (let pause = 2; (await set(key, token)) !== 'OK'; pause = Math.min(pause * 2, 25)) {
          if (submission && (await redis.get(key))?.startsWith(`${submission}:`)) return NO_UNLOCK;
          const left = until - Date.now();
          if (left <= 0) return null;
          await sleep(Math.min(pause, left));
        }
      } catch (err) {
        logger.warn({ err: String(err) }, 'record lock store unavailable: change refused');
        throw storeUnavailable();
      }
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        // a lock not released (Redis gone a moment) ends with its time to live
        await redis.eval(RELEASE, 1, key, token).catch((err: unknown) => logger.warn({ err: String(err) }, 'record lock not released'));
      };
    },
    close: () => Promise.resolve(),
  };
}

/** The advisory lock's key: 64 bits of a SHA-256 of kind and id (a collision only makes two records take turns). */
const advisoryKey = (r: RecordRef) =>
  createHash('sha256')
    .update(`backoffice record ${keyOf(r)}`)
    .digest()
    .readBigInt64BE(0)
    .toString();

/**
 * PostgreSQL (AUDIT_DATABASE_URL without Redis): a session advisory lock per record, each held on a
 * connection of its own pool; waiting is the server's (lock_timeout), a dead gateway's session frees it.
 */
export function postgresRecordLocks(url: string, settings: RecordLockSettings, logger: Pick<Logger, 'warn'>): RecordLocks {
  const pool = new pg.Pool({ connectionString: url, max: 10, lock_timeout: settings.waitMs });
  pool.on('error', (err) => logger.warn({ err: String(err) }, 'record lock connection lost'));
  return {
    kind: 'postgres',
    async take(record) {
      const key = advisoryKey(record);
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        logger.warn({ err: String(err) }, 'record lock database unavailable: change refused');
        throw storeUnavailable();
      }
      try {
        await client.query('select pg_advisory_lock($1::bigint)', [key]);
      } catch (err) {
        const timedOut = (err as { code?: string }).code === '55P03';
        client.release(!timedOut);
        if (timedOut) return null;
        logger.warn({ err: String(err) }, 'record lock database unavailable: change refused');
        throw storeUnavailable();
      }
      let released = false;
      const release = async (broken: boolean) => {
        if (released) return;
        released = true;
        clearTimeout(expiry);
        const failed =
          broken ||
          (await client.query('select pg_advisory_unlock($1::bigint)', [key]).then(
            () => false,
            () => true,
          ));
        // a connection that could not unlock is closed: its session's locks end with it
        client.release(failed);
      };
      const expiry = setTimeout(() => void release(true), settings.ttlMs);
      expiry.unref();
      return () => release(false);
    },
    close: () => pool.end(),
  };
}

/** Redis when the gateways share one, else PostgreSQL when they share the history, else this process alone. */
export function openRecordLocks(shared: { redis?: Redis; databaseUrl?: string }, settings: RecordLockSettings, logger: Pick<Logger, 'warn'>): RecordLocks {
  if (shared.redis) return redisRecordLocks(shared.redis, settings, logger);
  if (shared.databaseUrl) return postgresRecordLocks(shared.databaseUrl, settings, logger);
  return processRecordLocks(settings);
}
