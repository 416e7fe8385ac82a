import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateHistory, pruneHistory } from '../src/history/postgres-schema';
import { openPostgresStore } from '../src/history/postgres-store';
import { entryId, type HistoryEntry } from '../src/history/store';
import { startGatewayProcess, type GatewayProcess } from './gateway-process';
import { startPostgres, type TestPostgres } from './postgres';
import { freePort } from './redis';

// The history in a real PostgreSQL: the owner's migrate step makes the tables, the gateways' role
// may insert and select only, and gateways that start at once on an empty database make them once.
let postgres: TestPostgres;
const gateways: GatewayProcess[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  await postgres.sql('create role history_owner login; create role gateway login; create role creator login');
  for (const db of ['audit', 'upgraded', 'race']) {
    await postgres.sql(`create database ${db} owner ${db === 'race' ? 'creator' : 'history_owner'}`);
    // PostgreSQL before 15 let every role create in public: the gateways' role must not, whatever the version
    await postgres.sql('revoke create on schema public from public', db);
  }
}, 60_000);
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.kill()));
  await postgres?.stop();
});

const entry = (recordId: string, at: string): HistoryEntry => ({
  id: entryId(Date.parse(at)),
  at,
  userName: 'anna',
  recordType: 'TASK',
  recordId,
  ownerType: 'TASK',
  ownerId: recordId,
  action: 'CHANGED',
  changes: [{ field: 'subject', oldValue: 'a', newValue: 'b' }],
  version: 'v2',
});

async function asRole(url: string, sql: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

it('starts with INSERT and SELECT only once the owner migrated, and the owner prunes', async () => {
  const gatewayUrl = postgres.url('gateway', 'audit');
  const ownerUrl = postgres.url('history_owner', 'audit');
  await expect(openPostgresStore(gatewayUrl)).rejects.toThrow(/may not create them .*npm run history:migrate/);

  await migrateHistory(ownerUrl, 'gateway');
  await migrateHistory(ownerUrl, 'gateway'); // again: nothing to do
  const store = await openPostgresStore(gatewayUrl);
  try {
    expect(store.prunedByOwner).toBe(true);
    const task = { type: 'TASK' as const, id: '7' };
    const seen = (version: string, at: string) => ({ version, fields: { subject: version }, at });
    await store.remember(task, seen('v1', '2020-01-01T00:00:00.000Z'));
    await store.append([entry('7', '2020-01-02T00:00:00.000Z')], [{ ...task, seen: seen('v2', '2020-01-02T00:00:00.000Z') }]);
    expect(await store.seen(task)).toEqual(seen('v2', '2020-01-02T00:00:00.000Z'));
    expect((await store.ofOwner(task, 0, 10)).totalCount).toBe(1);
  } finally {
    await store.close();
  }

  for (const sql of [
    "update backoffice_history set action = 'DELETED'",
    'delete from backoffice_history',
    "update backoffice_history_seen set version = 'x'",
    'delete from backoffice_history_seen',
    'truncate backoffice_history',
    'drop table backoffice_history',
    'create table backoffice_other (id int)',
  ])
    await expect(asRole(gatewayUrl, sql)).rejects.toThrow(/permission denied|must be owner/);

  // retention is the owner's: the old entry goes, each record's latest seen row stays
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    expect(await pruneHistory(owner, '2021-01-01T00:00:00.000Z')).toBe(1);
    const { rows } = await owner.query("select version from backoffice_history_seen where record_id = '7'");
    expect(rows).toEqual([{ version: 'v2' }]);
  } finally {
    await owner.end();
  }
});

it("brings the first version's tables (one seen row per record, updated in place) up to date", async () => {
  const ownerUrl = postgres.url('history_owner', 'upgraded');
  await asRole(
    ownerUrl,
    `create table backoffice_history (id text primary key, at timestamptz not null, user_name text, record_type text not null,
       record_id text not null, owner_type text not null, owner_id text not null, action text not null, changes json not null, version text);
     create table backoffice_history_seen (record_type text not null, record_id text not null, version text not null,
       fields json not null, at timestamptz not null, primary key (record_type, record_id));
     insert into backoffice_history_seen values ('TASK', '3', 'old', '{"subject":"old"}', '2024-01-01T00:00:00Z')`,
  );
  await expect(openPostgresStore(postgres.url('gateway', 'upgraded'))).rejects.toThrow(/npm run history:migrate/);
  await migrateHistory(ownerUrl, 'gateway');
  const store = await openPostgresStore(postgres.url('gateway', 'upgraded'));
  try {
    const task = { type: 'TASK' as const, id: '3' };
    expect((await store.seen(task))?.version).toBe('old');
    await store.remember(task, { version: 'new', fields: { subject: 'new' }, at: '2025-01-01T00:00:00.000Z' });
    expect((await store.seen(task))?.version).toBe('new');
  } finally {
    await store.close();
  }
});

it('starts two gateways at once on an empty database: the tables are made once, both serve', async () => {
  const env = {
    NODE_ENV: 'production',
    HISTORY_PATH: 'memory',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    AUDIT_DATABASE_URL: postgres.url('creator', 'race'),
    PROVIDER_URL: `http://127.0.0.1:${await freePort()}`,
  };
  gateways.push(...(await Promise.all([startGatewayProcess(env), startGatewayProcess(env)])));
  for (const g of gateways) expect(g.log()).toContain('History of changes in PostgreSQL');
  const made = async (db: string) =>
    (await postgres.sql("select relname from pg_class where relname like 'backoffice\\_history%' order by relname", db)).rows.map((r) => r.relname);
  const relations = [
    'backoffice_history',
    'backoffice_history_at',
    'backoffice_history_owner',
    'backoffice_history_pkey',
    'backoffice_history_provider',
    'backoffice_history_provider_pkey',
    'backoffice_history_record',
    'backoffice_history_seen',
    'backoffice_history_seen_latest',
  ];
  expect(await made('race')).toEqual(relations);

  // the same in one process, where the starts surely overlap: five stores on another empty database
  await postgres.sql('create database race2 owner creator');
  const stores = await Promise.all(Array.from({ length: 5 }, () => openPostgresStore(postgres.url('creator', 'race2'), { maxConnections: 1 })));
  await Promise.all(stores.map((s) => s.close()));
  expect(await made('race2')).toEqual(relations);
});
