import { readFileSync } from 'node:fs';
import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from '../common/logger';

/** Where the shared Redis is: REDIS_URL, or Sentinels that name its primary (REDIS_SENTINELS). */
export interface RedisSettings {
  /** REDIS_URL: `redis://` or `rediss://` (TLS), with a password as `redis://:secret@host:6379/0`. */
  url: string;
  /** REDIS_SENTINELS: `host:port,host:port`; the primary then comes from them, REDIS_URL gives password, TLS and db. */
  sentinels?: { host: string; port: number }[];
  /** REDIS_SENTINEL_NAME: the primary's name in the Sentinels' configuration. */
  sentinelName?: string;
  /** REDIS_TLS_CA_FILE: the certificate authority of a `rediss://` server not signed by a public one (PEM). */
  tlsCa?: string;
}

/** REDIS_SENTINELS, REDIS_SENTINEL_NAME and REDIS_TLS_CA_FILE (REDIS_URL is read with the session settings). */
export function readRedisSettings(env: NodeJS.ProcessEnv): Omit<RedisSettings, 'url'> {
  const caFile = env.REDIS_TLS_CA_FILE?.trim();
  const tlsCa = caFile ? readFileSync(caFile, 'utf8') : undefined;
  const raw = env.REDIS_SENTINELS?.trim();
  if (!raw) return { tlsCa };
  const sentinels = raw.split(',').map((entry) => {
    const [host, port] = entry.trim().split(':');
    if (!host || !/^\d+$/.test(port ?? '')) throw new Error(`REDIS_SENTINELS takes host:port pairs separated by commas (got '${entry}')`);
    return { host, port: Number(port) };
  });
  return { tlsCa, sentinels, sentinelName: env.REDIS_SENTINEL_NAME?.trim() || 'mymaster' };
}

/** ioredis options for these settings (exported for its test). */
export function redisOptionsOf(settings: RedisSettings): RedisOptions {
  const options: RedisOptions = {
    // a request's session GET and the lists' HGETALL are issued in one tick: one round trip
    enableAutoPipelining: true,
    // Redis gone: a command fails at once (STORE_UNAVAILABLE), none waits to be replayed later
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
    commandTimeout: 3000,
    // reconnects for ever, at most every 2 s: the instance recovers by itself
    retryStrategy: (times) => Math.min(100 * times, 2000),
  };
  const url = new URL(settings.url);
  const secure = url.protocol === 'rediss:';
  const tlsOptions = settings.tlsCa ? { ca: settings.tlsCa } : {};
  if (!settings.sentinels) return secure ? { ...options, tls: tlsOptions } : options;
  const tls = secure ? { tls: tlsOptions, sentinelTLS: tlsOptions, enableTLSForSentinelMode: true } : {};
  return {
    ...options,
    ...tls,
    sentinels: settings.sentinels,
    name: settings.sentinelName,
    username: decodeURIComponent(url.username) || undefined,
    password: decodeURIComponent(url.password) || undefined,
    db: Number(url.pathname.slice(1)) || 0,
  };
}

/** One connection for sessions, throttling, idempotency and list generations; `ready` waits up to `waitMs` for it. */
export async function connectRedis(settings: RedisSettings, logger: Logger, waitMs = 5000, overrides: RedisOptions = {}): Promise<Redis> {
  const options = { ...redisOptionsOf(settings), ...overrides };
  const redis = settings.sentinels ? new Redis(options) : new Redis(settings.url, options);
  let down = false;
  redis.on('error', (err) => {
    if (!down) logger.warn({ err: err.message }, 'redis unavailable');
    down = true;
  });
  redis.on('ready', () => {
    if (down) logger.info('redis available again');
    down = false;
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  if (redis.status !== 'ready') logger.warn({ status: redis.status }, 'redis not ready at start: sign-in refused until it is');
  return redis;
}
