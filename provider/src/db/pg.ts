import pg from 'pg';
import { BUSINESS_TIME_ZONE, type Db, type QueryResult, type Queryable } from './index';

const DATE = 1082;
const INT8 = 20;

function typeParser(oid: number, format?: string): (value: string) => unknown {
  if (oid === DATE) return (value) => value;
  if (oid === INT8) return (value) => Number(value);
  return pg.types.getTypeParser(oid, format as 'text');
}

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const result = await target.query(sql, params);
      return { rows: result.rows as T[], rowCount: result.command === 'SELECT' ? 0 : (result.rowCount ?? 0) };
    },
    async exec(sql: string): Promise<void> {
      await target.query(sql);
    },
  };
}

/** A Db on a PostgreSQL server, from a connection string (DATABASE_URL). */
export async function openPg(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    types: { getTypeParser: typeParser } as pg.CustomTypesConfig,
    max: 10,
    // every pooled connection starts in the business's time zone
    options: `-c TimeZone=${BUSINESS_TIME_ZONE}`,
  });
  // Fail early with a clear error when the server can't be reached.
  await pool.query('select 1');
  let closed = false;
  return {
    kind: 'pg',
    ...wrap(pool),
    async transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
