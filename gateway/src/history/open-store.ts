import type { Logger } from '../common/logger';
import { openLmdbStore } from './lmdb-store';
import { createMemoryStore } from './memory-store';
import { openPostgresStore } from './postgres-store';
import type { HistoryStore } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The history store the settings name: PostgreSQL with a database URL, else memory or an lmdb folder. */
export async function openHistoryStore(opts: { path?: string; databaseUrl?: string; logger: Pick<Logger, 'info' | 'warn'> }): Promise<HistoryStore> {
  if (opts.databaseUrl) {
    const store = await openPostgresStore(opts.databaseUrl, { logger: opts.logger });
    opts.logger.info('History of changes in PostgreSQL (AUDIT_DATABASE_URL)');
    return store;
  }
  if (!opts.path || opts.path === 'memory') {
    opts.logger.info('History of changes in memory: gone when the gateway stops');
    return createMemoryStore();
  }
  const store = await openLmdbStore(opts.path);
  opts.logger.info({ path: opts.path }, 'History of changes in an lmdb folder');
  return store;
}

/**
 * Prunes entries older than the retention now and then once a day. The timer never keeps the
 * process alive and stops when the store closes (the returned store) or with `stop()`.
 */
export function startRetention(store: HistoryStore, retentionDays: number, logger: Pick<Logger, 'info' | 'error'>): HistoryStore & { stop(): void } {
  if (store.prunedByOwner) {
    logger.info({ retentionDays }, 'History of changes: this role may not delete, `npm run history:prune` (the owner) keeps the retention');
    return { ...store, stop: () => undefined };
  }
  const prune = () => {
    const before = new Date(Date.now() - retentionDays * DAY_MS).toISOString();
    store.prune(before).then(
      (removed) => removed > 0 && logger.info({ removed, before }, 'History of changes pruned'),
      (error: unknown) => logger.error({ err: error }, 'History of changes could not be pruned'),
    );
  };
  prune();
  const timer = setInterval(prune, DAY_MS);
  timer.unref();
  const stop = () => clearInterval(timer);
  return {
    ...store,
    stop,
    close() {
      stop();
      return store.close();
    },
  };
}
