import type { Queryable, Row } from '../db';

/**
 * A select's rows as one `json_agg` text: PGlite converts an ordinary answer value by value, slower than the
 * query for a thousand products. Values as JSON has them (no timestamps or bytea); `orderBy` orders inside.
 */
export async function jsonRows<T = Row>(db: Pick<Queryable, 'query'>, select: string, params: unknown[] = [], orderBy?: string): Promise<T[]> {
  const { rows } = await db.query<{ rows: string | null }>(jsonRowsSql(select, orderBy), params);
  const text = rows[0]?.rows;
  return text ? (JSON.parse(text) as T[]) : [];
}

/**
 * A JSON array as the database wrote it, to be sent on as it is: a handler answers
 * `{ Items: new JsonText(…) }` and the procedures' router writes the text into the answer
 * (routes.ts), so a list of a thousand rows is never parsed and written again in the provider.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * jsonRows' statement, its text kept: the select's columns are named as the answer's fields
 * (`p.code as "Productcode"`) and its values are what the answer holds.
 */
export async function jsonText(db: Pick<Queryable, 'query'>, select: string, params: unknown[] = [], orderBy?: string): Promise<JsonText> {
  const { rows } = await db.query<{ rows: string | null }>(jsonRowsSql(select, orderBy), params);
  return new JsonText(rows[0]?.rows ?? '[]');
}

/** The statement jsonRows runs (gateway/bench/sql-plans.ts explains it as the provider runs it). */
export const jsonRowsSql = (select: string, orderBy?: string) => `select json_agg(x${orderBy ? ` order by ${orderBy}` : ''})::text as rows from (${select}) x`;
