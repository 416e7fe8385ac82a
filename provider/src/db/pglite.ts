import fs from 'node:fs';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { BUSINESS_TIME_ZONE, type Db, type QueryResult, type Queryable } from './index';

export interface PgliteOptions {
  /** Directory of the database; omitted means in memory. */
  dataDir?: string;
  /** A dumped data directory (tarball) to start from instead of initdb. */
  loadDataDir?: Blob;
}

const parsers = {
  [types.DATE]: (value: string) => value,
  [types.INT8]: (value: string) => Number(value),
  [types.NUMERIC]: (value: string) => value,
};

type PgliteQueryable = Pick<PGlite | Transaction, 'query' | 'exec'>;

function wrap(target: PgliteQueryable): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/** The PGlite instance behind a Db opened here, for dumping its data directory. */
export interface PgliteDb extends Db {
  readonly pglite: PGlite;
  dump(): Promise<Blob>;
}

export async function openPglite(options: PgliteOptions = {}): Promise<PgliteDb> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    parsers,
    relaxedDurability: false,
  });
  // One connection for the instance's lifetime: a session setting holds for every query after it.
  await pglite.exec(`set time zone '${BUSINESS_TIME_ZONE}'`);
  let closed = false;
  return {
    kind: 'pglite',
    pglite,
    ...wrap(pglite),
    transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R> {
      return pglite.transaction((tx) => fn(wrap(tx)));
    },
    async dump(): Promise<Blob> {
      // Pages still only in memory and the log are not all the tarball holds on its own: without a
      // checkpoint a copy lost the visibility map of a VACUUM (heap fetches again) and planner
      // statistics (db/housekeeping.test.ts).
      await pglite.query('checkpoint');
      return pglite.dumpDataDir('none');
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await pglite.close();
    },
  };
}
