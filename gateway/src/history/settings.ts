import path from 'node:path';
import { whole } from '../common/env-numbers';

/** Where the history of changes lives and how long it is kept (history/open-store.ts). */
export interface HistorySettings {
  /** HISTORY_PATH: an lmdb folder (default `<DATA_DIR>-history` beside the provider's data, else `.data/history`), or `memory` (the default in tests). */
  path: string;
  /** AUDIT_DATABASE_URL: PostgreSQL instead of the embedded store; what several gateways must share. */
  databaseUrl?: string;
  /** HISTORY_RETENTION_DAYS: entries older than this are pruned (each record's last seen state is kept). */
  retentionDays: number;
  /** HISTORY_PROVIDER_MOVED=true: the history's provider answers under a new PROVIDER_URL (provider-binding.ts). */
  providerMoved?: boolean;
  /** HISTORY_LOCK_WAIT_MS: how long a save waits while another gateway saves the same record (record-lock.ts). */
  lockWaitMs: number;
}

const repoRoot = path.resolve(__dirname, '../../..');

export function readHistorySettings(env: NodeJS.ProcessEnv): HistorySettings {
  // beside the provider's data (DATA_DIR) so that a fresh demo database gets a fresh history; tests keep it in memory
  const raw = env.HISTORY_PATH?.trim() || (env.NODE_ENV === 'test' ? 'memory' : '');
  // DATA_DIR is the provider's database folder itself: the history goes beside it, never inside
  const dataDir = env.DATA_DIR?.trim();
  const beside = dataDir ? `${path.resolve(dataDir)}-history` : path.join(repoRoot, '.data', 'history');
  return {
    path: raw === 'memory' ? 'memory' : path.resolve(raw || beside),
    databaseUrl: env.AUDIT_DATABASE_URL?.trim() || undefined,
    retentionDays: whole(env, 'HISTORY_RETENTION_DAYS', 3650, 1),
    ...(env.HISTORY_PROVIDER_MOVED === 'true' ? { providerMoved: true } : {}),
    lockWaitMs: whole(env, 'HISTORY_LOCK_WAIT_MS', 2000, 0, 60_000),
  };
}

/** What the owner's commands read (history/cli.ts): never the gateway, whose role inserts and selects only. */
export interface HistoryOwnerSettings {
  /** AUDIT_DATABASE_OWNER_URL (else AUDIT_DATABASE_URL): the role that owns the tables, creates them and prunes. */
  ownerUrl: string;
  /** AUDIT_DATABASE_GATEWAY_ROLE: the gateways' role, granted INSERT and SELECT by the migrate step. */
  gatewayRole?: string;
  retentionDays: number;
}

export function readHistoryOwnerSettings(env: NodeJS.ProcessEnv): HistoryOwnerSettings {
  const ownerUrl = env.AUDIT_DATABASE_OWNER_URL?.trim() || env.AUDIT_DATABASE_URL?.trim();
  if (!ownerUrl) throw new Error("Set AUDIT_DATABASE_OWNER_URL to the history database's owner role.");
  return { ownerUrl, gatewayRole: env.AUDIT_DATABASE_GATEWAY_ROLE?.trim() || undefined, retentionDays: readHistorySettings(env).retentionDays };
}

/**
 * What the start should warn about: with Redis several gateways run side by side, and an embedded
 * store per instance would take the others' writes for changes made outside Backoffice.
 */
export function historyWarnings(config: { history: HistorySettings; session: { redisUrl?: string } }): string[] {
  if (!config.session.redisUrl || config.history.databaseUrl) return [];
  const store = config.history.path === 'memory' ? 'in memory' : `in an lmdb folder (${config.history.path})`;
  return [
    `REDIS_URL is set but the history of changes is kept ${store}, per instance: each gateway would record the others' changes as made outside Backoffice. Set AUDIT_DATABASE_URL to share one history.`,
  ];
}
