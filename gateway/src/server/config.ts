import path from 'node:path';
import { whole } from '../common/env-numbers';
import { readSessionSettings, type SessionSettings } from '../session/settings';
import { readLimitsConfig, type LimitsConfig } from '../limits/config';
import { readFaultConfig, type FaultConfig } from '../provider/faults';
import type { ProcedureOverride } from '../provider/procedures/catalogue';
import { parseExtensions, type ProviderExtensions } from '../provider/extensions';
import { readCompanyDetails } from '../provider/records/company-details';
import type { InvoiceCompanyRecord } from '../provider/records';
import { readClusterSettings, type ClusterSettings } from '../cluster/settings';
import { readHistorySettings, type HistorySettings } from '../history/settings';
import { readTracingSettings, type TracingSettings } from './tracing';

/** Everything the gateway reads from its environment, read once. */
export interface GatewayConfig {
  port: number;
  host: string;
  providerUrl: string;
  providerApp: string;
  providerAccountingApp: string;
  /** JSON object of procedure overrides: {"periodDates.list": "getPeriodDatesV2"} or {"tasks.list": {"method": "POST"}}. */
  procedureOverrides: Record<string, ProcedureOverride>;
  /** PROVIDER_EXTENSIONS: what the provider offers beyond the spec (provider/extensions.ts); none by default. */
  providerExtensions: ProviderExtensions;
  providerTimeoutMs: number;
  providerRetries: number;
  /** How long whole provider lists are kept per user (ms); 0 turns the list cache off. */
  listCacheMs: number;
  /** The list cache's budget in bytes (estimated), least recently used lists evicted first. */
  listCacheMaxBytes: number;
  /**
   * LIST_CACHE_SCOPE: `roles` (default) keeps one copy of a list that is the same for every user
   * with the same roles (x-assumed: the spec's lists take no user); `user` keeps one per user.
   */
  listCacheScope: 'roles' | 'user';
  /** Session key, timeouts, store and login throttling (session/settings.ts). */
  session: SessionSettings;
  /** Redis Sentinels and the graceful stop's drain and grace (cluster/index.ts). */
  cluster: ClusterSettings;
  /** Bearer token for /metrics; without one, /metrics answers loopback callers only. */
  metricsToken?: string;
  cookieSecure: boolean;
  maxUploadBytes: number;
  maxRequestBytes: number;
  webDist: string;
  logLevel: string;
  /** Deadlines, circuit breaker and idempotency of provider calls (provider/faults.ts). */
  faults: FaultConfig;
  /** Query cost, page sizes, search bounds and HTTP server timeouts (limits/config.ts). */
  limits: LimitsConfig;
  /** GRAPHQL_JIT: operations compiled by graphql-jit (jit.ts); `0` executes them with graphql-js. */
  graphqlJit: boolean;
  /** The pro-forma's company block (COMPANY_DETAILS, COMPANY_NAME …) for a provider without the companyDetails extension. */
  company: InvoiceCompanyRecord | null;
  /** HISTORY_PATH, AUDIT_DATABASE_URL, HISTORY_RETENTION_DAYS: where the history of changes lives (history/settings.ts). */
  history: HistorySettings;
  /** OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_PROTOCOL …: traces, off without an endpoint (tracing.ts). */
  tracing: TracingSettings;
  /** METRICS_EXTRA_OPERATIONS: operation names beyond the web client's that get their own metric label; the rest are `other`. */
  metricsExtraOperations: number;
}

const repoRoot = path.resolve(__dirname, '../../..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return {
    port: whole(env, 'PORT', 4000, 0),
    host: env.HOST ?? '127.0.0.1',
    providerUrl: (env.PROVIDER_URL ?? 'http://127.0.0.1:4100').replace(/\/$/, ''),
    providerApp: env.PROVIDER_APP ?? 'backoffice',
    providerAccountingApp: env.PROVIDER_ACCOUNTING_APP ?? 'accounting',
    procedureOverrides: env.PROVIDER_PROCEDURES ? JSON.parse(env.PROVIDER_PROCEDURES) : {},
    providerTimeoutMs: whole(env, 'PROVIDER_TIMEOUT_MS', 10_000, 1),
    providerRetries: whole(env, 'PROVIDER_RETRIES', 2, 0),
    providerExtensions: parseExtensions(env.PROVIDER_EXTENSIONS),
    listCacheMs: whole(env, 'LIST_CACHE_MS', 10_000, 0),
    listCacheMaxBytes: whole(env, 'LIST_CACHE_MAX_BYTES', 64 * 1024 * 1024, 0),
    listCacheScope: readListCacheScope(env.LIST_CACHE_SCOPE),
    session: readSessionSettings(env),
    cluster: readClusterSettings(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    cookieSecure: env.COOKIE_SECURE === 'true',
    maxUploadBytes: whole(env, 'MAX_UPLOAD_BYTES', 25 * 1024 * 1024, 1),
    maxRequestBytes: whole(env, 'MAX_REQUEST_BYTES', 1024 * 1024, 1),
    webDist: env.WEB_DIST ?? path.join(repoRoot, 'web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    faults: readFaultConfig(env),
    limits: readLimitsConfig(env),
    graphqlJit: env.GRAPHQL_JIT !== '0',
    company: readCompanyDetails(env),
    history: readHistorySettings(env),
    tracing: readTracingSettings(env),
    metricsExtraOperations: whole(env, 'METRICS_EXTRA_OPERATIONS', 100, 0),
  };
}

function readListCacheScope(value: string | undefined): 'roles' | 'user' {
  const v = (value ?? '').trim();
  if (v === '' || v === 'roles') return 'roles';
  if (v === 'user') return 'user';
  throw new Error(`LIST_CACHE_SCOPE must be roles or user, not '${v}'`);
}
