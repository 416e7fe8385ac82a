import path from 'node:path';

/** Everything the gateway reads from its environment, read once. */
export interface GatewayConfig {
  port: number;
  host: string;
  providerUrl: string;
  providerApp: string;
  providerAccountingApp: string;
  /** JSON object of procedure-name overrides: {"periodDates.list": "getPeriodDatesV2"}. */
  procedureOverrides: Record<string, string>;
  providerTimeoutMs: number;
  providerRetries: number;
  /** Child lists of many owners in one call ({orderids}); off for a provider that takes one id only. */
  providerBatchIds: boolean;
  /** How long whole provider lists are kept per user (ms); 0 turns the list cache off. */
  listCacheMs: number;
  /** The list cache's budget in bytes (estimated), least recently used lists evicted first. */
  listCacheMaxBytes: number;
  sessionSecret: string;
  cookieSecure: boolean;
  maxUploadBytes: number;
  maxRequestBytes: number;
  webDist: string;
  logLevel: string;
}

const repoRoot = path.resolve(__dirname, '../..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const secret = env.SESSION_SECRET ?? (env.NODE_ENV === 'production' ? '' : 'backoffice-development-secret-change-me');
  if (secret.length < 16) throw new Error('SESSION_SECRET must be set to at least 16 characters');
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '127.0.0.1',
    providerUrl: (env.PROVIDER_URL ?? 'http://127.0.0.1:4100').replace(/\/$/, ''),
    providerApp: env.PROVIDER_APP ?? 'backoffice',
    providerAccountingApp: env.PROVIDER_ACCOUNTING_APP ?? 'accounting',
    procedureOverrides: env.PROVIDER_PROCEDURES ? JSON.parse(env.PROVIDER_PROCEDURES) : {},
    providerTimeoutMs: Number(env.PROVIDER_TIMEOUT_MS ?? 15000),
    providerRetries: Number(env.PROVIDER_RETRIES ?? 2),
    providerBatchIds: env.PROVIDER_BATCH_IDS !== 'false',
    listCacheMs: Number(env.LIST_CACHE_MS ?? 10_000),
    listCacheMaxBytes: Number(env.LIST_CACHE_MAX_BYTES ?? 64 * 1024 * 1024),
    sessionSecret: secret,
    cookieSecure: env.COOKIE_SECURE === 'true',
    maxUploadBytes: Number(env.MAX_UPLOAD_BYTES ?? 25 * 1024 * 1024),
    maxRequestBytes: Number(env.MAX_REQUEST_BYTES ?? 1024 * 1024),
    webDist: env.WEB_DIST ?? path.join(repoRoot, 'web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
