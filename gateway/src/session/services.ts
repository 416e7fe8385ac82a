import { Redis } from 'ioredis';
import type { Logger } from '../common/logger';
import type { ProviderClient } from '../provider/client';
import { SessionManager } from './manager';
import type { SessionSettings } from './settings';
import { MemorySessionStore, RedisSessionStore, type SessionStore } from './store';
import { LoginThrottle } from './throttle';

export interface SessionServices {
  sessions: SessionManager;
  throttle: LoginThrottle;
  /** Which store holds sessions and throttling: 'memory' or 'redis'. */
  storeKind: 'memory' | 'redis';
  close(): Promise<void>;
}

/**
 * Sessions and login throttling, in-process or in Redis when `redisUrl` is set: on `shared`, the
 * connection the gateway's instances share (cluster/redis.ts), or one of their own.
 */
export function createSessionServices(
  settings: SessionSettings,
  provider: ProviderClient,
  logger: Logger,
  now?: () => number,
  shared?: Redis,
): SessionServices {
  let redis: Redis | undefined = shared;
  let store: SessionStore;
  if (settings.redisUrl) {
    if (!redis) {
      redis = new Redis(settings.redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 5000, lazyConnect: false });
      redis.on('error', (err) => logger.warn({ err: err.message }, 'redis'));
    }
    store = new RedisSessionStore(redis, 'bo:session:', Math.max(settings.maxMs, 24 * 3_600_000));
  } else {
    store = new MemorySessionStore();
  }
  const sessions = new SessionManager(store, settings, provider, logger, now);
  const throttle = new LoginThrottle(settings.throttle, logger, redis);
  return {
    sessions,
    throttle,
    storeKind: redis ? 'redis' : 'memory',
    async close() {
      await store.close();
      if (redis && !shared) await redis.quit().catch(() => redis!.disconnect());
    },
  };
}
