/**
 * The provider's tiny database interface, implemented on PGlite (in-process, on disk or in
 * memory) and on a PostgreSQL server (`pg`). Both answer `date` as `yyyy-MM-dd` text,
 * `numeric` as text, `bigint` as a number and `bytea` as a Buffer.
 */
export type Row = Record<string, unknown>;

/**
 * The business's time zone. Every connection runs in it, so that `current_date` (a booking's date,
 * a new purchase invoice's, "the last 6 months") is the day in Brussels, as the gateway's
 * `businessToday` says, and not the server's UTC day: between 23:00 and midnight UTC (22:00 in
 * summer) those differ.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Brussels';

export interface QueryResult<T> {
  rows: T[];
  /** Rows inserted, updated or deleted by the statement (0 for a select). */
  rowCount: number;
}

export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /** Runs fn in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

/** bytea as the drivers answer it (Uint8Array or Buffer), as a Buffer. */
export function toBuffer(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  throw new Error('Not binary data');
}
