/**
 * PGlite has no autovacuum: VACUUM once the write-ahead log moved, so pages become all-visible and
 * index-only scans stop reading rows (getProducts 38.5 → 25 ms; figures: gateway/bench/README.md).
 */
import type { Logger } from 'pino';
import type { Db, Queryable } from './index';

export const HOUSEKEEPING_INTERVAL_MS = 60_000;

export type HousekeepingOutcome = 'vacuumed' | 'unchanged';

export interface Housekeeping {
  /** One round now: VACUUM when the database changed since the last. */
  runOnce(): Promise<HousekeepingOutcome>;
  /** Stops the rounds and waits for a running one. */
  stop(): Promise<void>;
}

/** The write-ahead log's insert position: it moves with every change, and with nothing else. */
export async function walPosition(db: Pick<Queryable, 'query'>): Promise<string> {
  const { rows } = await db.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
  return rows[0]?.lsn ?? '';
}

/**
 * Rounds every `intervalMs` on PGlite (none on PostgreSQL); the first one vacuums a database
 * opened as it was left (a data directory of an older release, never vacuumed).
 */
export function startHousekeeping(db: Pick<Db, 'kind' | 'query'>, options: { intervalMs?: number; logger?: Logger } = {}): Housekeeping {
  let vacuumedAt: string | undefined;
  let running: Promise<HousekeepingOutcome> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const round = async (): Promise<HousekeepingOutcome> => {
    if ((await walPosition(db)) === vacuumedAt) return 'unchanged';
    const started = Date.now();
    await db.query('vacuum');
    vacuumedAt = await walPosition(db);
    options.logger?.debug({ ms: Date.now() - started }, 'vacuumed');
    return 'vacuumed';
  };
  const runOnce = (): Promise<HousekeepingOutcome> => {
    running ??= round().finally(() => {
      running = undefined;
    });
    return running;
  };
  const schedule = () => {
    if (stopped || db.kind !== 'pglite') return;
    timer = setTimeout(() => {
      runOnce()
        .catch((err: Error) => options.logger?.warn({ err }, 'vacuum failed'))
        .finally(schedule);
    }, options.intervalMs ?? HOUSEKEEPING_INTERVAL_MS);
    timer.unref();
  };
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
