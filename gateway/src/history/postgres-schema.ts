import pg from 'pg';

/** Any fixed number: the gateways that start together take turns creating the tables. */
const SCHEMA_LOCK = 33_0001;

// `json`, not `jsonb`: the changes and fields keep the order they were written in. The seen table
// is appended to (the latest row per record counts): the gateways' role may insert and select only.
const SCHEMA = `
create table if not exists backoffice_history (
  id text primary key,
  at timestamptz not null,
  user_name text,
  record_type text not null,
  record_id text not null,
  owner_type text not null,
  owner_id text not null,
  action text not null,
  changes json not null,
  version text
);
create index if not exists backoffice_history_owner on backoffice_history (owner_type, owner_id, id desc);
create index if not exists backoffice_history_record on backoffice_history (record_type, record_id, id desc);
create index if not exists backoffice_history_at on backoffice_history (at);
create table if not exists backoffice_history_seen (
  record_type text not null,
  record_id text not null,
  version text not null,
  fields json not null,
  at timestamptz not null
);
-- the first tables kept one seen row per record, updated in place: their rows become the oldest
alter table backoffice_history_seen add column if not exists id text not null default '';
alter table backoffice_history_seen drop constraint if exists backoffice_history_seen_pkey;
create unique index if not exists backoffice_history_seen_latest on backoffice_history_seen (record_type, record_id, id);
-- the provider the history was made with (provider-binding.ts): the latest row counts
create table if not exists backoffice_history_provider (
  id text primary key,
  provider text not null,
  since timestamptz not null
);`;

/** What the schema makes, by name: all there means nothing to create (the last one is made last). */
const RELATIONS = [
  'backoffice_history',
  'backoffice_history_owner',
  'backoffice_history_record',
  'backoffice_history_at',
  'backoffice_history_seen',
  'backoffice_history_seen_latest',
  'backoffice_history_provider',
];

export const TABLES = ['backoffice_history', 'backoffice_history_seen', 'backoffice_history_provider'] as const;

type Queryable = Pick<pg.ClientBase, 'query'>;

/** Whether every table and index of the current schema is there (no DDL right needed to ask). */
export async function historySchemaReady(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ missing: string }>('select count(*)::int as missing from unnest($1::text[]) as name where to_regclass(name) is null', [
    RELATIONS,
  ]);
  return Number(rows[0]?.missing) === 0;
}

/** Whether this connection's role may delete old entries (retention), or leaves that to the owner. */
export async function mayPrune(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    `select has_table_privilege('backoffice_history', 'DELETE') and has_table_privilege('backoffice_history_seen', 'DELETE') as ok`,
  );
  return rows[0]?.ok === true;
}

/**
 * Creates or brings up to date the history's tables, one gateway or migrate at a time (the
 * advisory lock); nothing is run when they are current already, so a role without DDL rights passes.
 */
export async function ensureHistorySchema(db: Queryable): Promise<void> {
  if (await historySchemaReady(db)) return;
  await db.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
  try {
    if (await historySchemaReady(db)) return;
    await db.query(SCHEMA);
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error;
    throw new Error(
      `The history's tables are missing or out of date, and this role may not create them (${(error as Error).message}): run \`npm run history:migrate\` with the owner's URL in AUDIT_DATABASE_OWNER_URL.`,
    );
  } finally {
    await db.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK]).catch(() => undefined);
  }
}

/** The delete of retention: old entries, and seen rows a newer row of the same record replaced. */
export async function pruneHistory(db: Queryable, before: string): Promise<number> {
  const entries = await db.query('delete from backoffice_history where at < $1', [before]);
  // each record's latest seen row stays: an outside change is still found against a pruned record's last state
  await db.query(
    `delete from backoffice_history_seen s where s.at < $1 and exists (
       select 1 from backoffice_history_seen n where n.record_type = s.record_type and n.record_id = s.record_id and n.id > s.id)`,
    [before],
  );
  return entries.rowCount ?? 0;
}

/**
 * The owner's step (`npm run history:migrate`): the tables, and INSERT and SELECT on them for the
 * gateways' role when one is named. Nothing else is granted: the gateways can neither change nor remove an entry.
 */
export async function migrateHistory(ownerUrl: string, gatewayRole?: string): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await ensureHistorySchema(client);
    if (gatewayRole) await client.query(`grant select, insert on ${TABLES.join(', ')} to ${client.escapeIdentifier(gatewayRole)}`);
  } finally {
    await client.end();
  }
}
