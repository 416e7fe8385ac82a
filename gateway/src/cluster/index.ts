import type { Redis } from 'ioredis';
import type { Logger } from '../common/logger';
import type { FaultConfig } from '../provider/faults';
import { MemoryIdempotencyStore, type IdempotencyStore } from '../provider/idempotency';
import { RedisIdempotencyStore } from '../provider/idempotency-redis';
import { MemoryGenerations, RedisGenerations, RequestGenerations, type GenerationStore } from '../provider/list-generations';
import { Drain } from './drain';
import { connectRedis } from './redis';
import type { ClusterSettings } from './settings';

/** What one instance shares with the others (with REDIS_URL) and how it stops. */
export interface Cluster {
  redis?: Redis;
  idempotency: IdempotencyStore;
  drain: Drain;
  /** This request's list generations; called in the same tick as the session's read, so both go in one round trip. */
  generationsOf(): Promise<RequestGenerations>;
  /** Why this instance should get no traffic now (stopping, Redis gone), or null. */
  notReady(): string | null;
  close(): Promise<void>;
}

export async function createCluster(
  settings: ClusterSettings,
  redisUrl: string | undefined,
  faults: FaultConfig,
  providerTimeoutMs: number,
  logger: Logger,
): Promise<Cluster> {
  const redis = redisUrl ? await connectRedis({ ...settings, url: redisUrl }, logger) : undefined;
  // a waiter gives up once the first write can no longer answer (transport.ts bounds its exchange so)
  const pendingMs = Math.max(providerTimeoutMs, faults.writeSettleMs) + 5_000;
  const idempotency = redis
    ? new RedisIdempotencyStore(redis, { ttlMs: faults.idempotencyTtlMs, pendingMs }, logger)
    : new MemoryIdempotencyStore(faults.idempotencyTtlMs);
  const generations: GenerationStore = redis ? new RedisGenerations(redis) : new MemoryGenerations();
  const drain = new Drain(settings.drain, logger);
  return {
    redis,
    idempotency,
    drain,
    generationsOf: () =>
      generations.read().then(
        (current) => new RequestGenerations(generations, current),
        () => new RequestGenerations(generations, null),
      ),
    notReady() {
      if (drain.stopping) return 'stopping';
      if (redis && redis.status !== 'ready') return 'redis unavailable';
      return null;
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
