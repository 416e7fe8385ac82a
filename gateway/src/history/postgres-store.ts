import pg from 'pg';
import type { Logger } from '../common/logger';
import { ensureHistorySchema, mayPrune, pruneHistory } from './postgres-schema';
import { entryId, type EntryQuery, type HistoryEntry, type HistoryStore, type RecordRef, type Seen } from './store';

const COLUMNS = 'id, at, user_name, record_type, record_id, owner_type, owner_id, action, changes, version';

interface EntryRow {
  id: string;
  at: Date;
  user_name: string | null;
  record_type: string;
  record_id: string;
  owner_type: string;
  owner_id: string;
  action: string;
  changes: HistoryEntry['changes'];
  version: string | null;
}

const toEntry = (row: EntryRow): HistoryEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  userName: row.user_name,
  recordType: row.record_type as HistoryEntry['recordType'],
  recordId: row.record_id,
  ownerType: row.owner_type as HistoryEntry['ownerType'],
  ownerId: row.owner_id,
  action: row.action as HistoryEntry['action'],
  changes: row.changes,
  version: row.version,
});

// appended, never updated: the latest row of a record is what the history saw last
const INSERT_SEEN = 'insert into backoffice_history_seen (id, record_type, record_id, version, fields, at) values ($1, $2, $3, $4, $5, $6)';
const seenRow = (record: RecordRef, seen: Seen) => [entryId(), record.type, record.id, seen.version, JSON.stringify(seen.fields), seen.at];

/** The where clause of a query, with its parameters (the same reading as query-match.ts). */
function whereOf(q: EntryQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions: string[] = [];
  if (q.from !== undefined) conditions.push(`at >= ${param(q.from)}`);
  if (q.to !== undefined) conditions.push(`at < ${param(q.to)}`);
  if (q.userName !== undefined) conditions.push(`lower(user_name) = lower(${param(q.userName)})`);
  if (q.outside !== undefined) conditions.push(`${q.outside ? '' : 'not '}(user_name is null and action = 'CHANGED_OUTSIDE')`);
  if (q.actions) conditions.push(`action = any(${param(q.actions)}::text[])`);
  const types = q.recordTypes ? param(q.recordTypes) : undefined;
  const typeOk = (column: string) => (types ? ` and ${column} = any(${types}::text[])` : '');
  if (q.recordId !== undefined) {
    const id = param(q.recordId);
    conditions.push(`((record_id = ${id}${typeOk('record_type')}) or (owner_id = ${id}${typeOk('owner_type')}))`);
  } else if (types) conditions.push(`record_type = any(${types}::text[])`);
  return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

/** Opens the history in PostgreSQL (AUDIT_DATABASE_URL), creating its tables when missing and its role may (postgres-schema.ts). */
export async function openPostgresStore(url: string, options: { maxConnections?: number; logger?: Pick<Logger, 'warn'> } = {}): Promise<HistoryStore> {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10 });
  // an idle connection the server ended (a restart) is dropped and made anew, never a crash
  pool.on('error', (err) => options.logger?.warn({ err: String(err) }, 'history database connection lost'));

  const inTransaction = async (work: (client: pg.PoolClient) => Promise<void>) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await work(client);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };

  let prunes: boolean;
  try {
    const client = await pool.connect();
    try {
      await ensureHistorySchema(client);
      prunes = await mayPrune(client);
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }

  return {
    async append(entries, seen) {
      await inTransaction(async (client) => {
        for (const e of entries)
          await client.query(`insert into backoffice_history (${COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`, [
            e.id,
            e.at,
            e.userName,
            e.recordType,
            e.recordId,
            e.ownerType,
            e.ownerId,
            e.action,
            JSON.stringify(e.changes),
            e.version ?? null,
          ]);
        for (const r of seen) await client.query(INSERT_SEEN, seenRow(r, r.seen));
      });
    },
    async seen(record) {
      const { rows } = await pool.query<{ version: string; fields: Seen['fields']; at: Date }>(
        'select version, fields, at from backoffice_history_seen where record_type = $1 and record_id = $2 order by id desc limit 1',
        [record.type, record.id],
      );
      const row = rows[0];
      return row ? { version: row.version, fields: row.fields, at: row.at.toISOString() } : null;
    },
    async remember(record, seen) {
      await pool.query(INSERT_SEEN, seenRow(record, seen));
    },
    async ofOwner(owner, offset, limit) {
      const [count, page] = await Promise.all([
        pool.query<{ n: string }>('select count(*) as n from backoffice_history where owner_type = $1 and owner_id = $2', [owner.type, owner.id]),
        pool.query<EntryRow>(`select ${COLUMNS} from backoffice_history where owner_type = $1 and owner_id = $2 order by id desc offset $3 limit $4`, [
          owner.type,
          owner.id,
          offset,
          limit,
        ]),
      ]);
      return { totalCount: Number(count.rows[0]?.n ?? 0), nodes: page.rows.map(toEntry) };
    },
    async ofRecordSince(record, after) {
      const { rows } = await pool.query<EntryRow>(
        `select ${COLUMNS} from backoffice_history where record_type = $1 and record_id = $2 and at > $3 order by id desc`,
        [record.type, record.id, after],
      );
      return rows.map(toEntry);
    },
    async query(q) {
      const where = whereOf(q);
      const { rows } = await pool.query<EntryRow>(`select ${COLUMNS} from backoffice_history ${where.sql} order by id desc`, where.params);
      return rows.map(toEntry);
    },
    async page(q, offset, limit) {
      const where = whereOf(q);
      const n = where.params.length;
      const [count, page] = await Promise.all([
        pool.query<{ n: string }>(`select count(*) as n from backoffice_history ${where.sql}`, where.params),
        pool.query<EntryRow>(`select ${COLUMNS} from backoffice_history ${where.sql} order by id desc offset $${n + 1} limit $${n + 2}`, [
          ...where.params,
          offset,
          limit,
        ]),
      ]);
      return { totalCount: Number(count.rows[0]?.n ?? 0), nodes: page.rows.map(toEntry) };
    },
    prunedByOwner: !prunes,
    async prune(before) {
      return pruneHistory(pool, before);
    },
    async close() {
      await pool.end();
    },
  };
}
