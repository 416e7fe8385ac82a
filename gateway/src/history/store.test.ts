import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPostgres } from '../../test/postgres';
import { openLmdbStore } from './lmdb-store';
import { createMemoryStore } from './memory-store';
import { openPostgresStore } from './postgres-store';
import { entryId, type HistoryEntry, type HistoryStore, type RecordRef, type Seen } from './store';

/** One kind of store: `fresh` opens an empty one, `reopen` the same data again (persistent kinds only). */
interface Kind {
  fresh(): Promise<HistoryStore>;
  reopen?(): Promise<HistoryStore>;
}

const T0 = Date.parse('2025-03-01T10:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

function entry(minutes: number, over: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: entryId(T0 + minutes * 60_000),
    at: at(minutes),
    userName: 'anna',
    recordType: 'SALES_ORDER',
    recordId: '5',
    ownerType: 'SALES_ORDER',
    ownerId: '5',
    action: 'CHANGED',
    changes: [
      { field: 'reference', oldValue: 'A', newValue: 'B' },
      { field: 'amount', oldValue: null, newValue: '12.5000' },
    ],
    version: `v${minutes}`,
    ...over,
  };
}

const order5: RecordRef = { type: 'SALES_ORDER', id: '5' };
const line7 = { recordType: 'SALES_ORDER_LINE', recordId: '7' } as const;
const seenAt = (minutes: number, version: string): Seen => ({ version, fields: { zeta: 'z', alpha: null }, at: at(minutes) });

/** The same records for every query case: an order 5 with a line, an order 50, a product 5 and an outside change. */
const sample = {
  created: entry(0, { action: 'CREATED', changes: [] }),
  line: entry(1, { ...line7, userName: 'Bert' }),
  order50: entry(2, { recordId: '50', ownerId: '50', userName: 'ANNA' }),
  product5: entry(3, { recordType: 'PRODUCT', recordId: '5', ownerType: 'PRODUCT', ownerId: '5', action: 'APPROVED' }),
  outside: entry(4, { userName: null, action: 'CHANGED_OUTSIDE' }),
  annabel: entry(5, { ...line7, userName: 'annabel', action: 'DELETED' }),
};
const all = Object.values(sample);
const ids = (entries: HistoryEntry[]) => entries.map((e) => e.id);
const newest = (...entries: HistoryEntry[]) => ids(entries).sort().reverse();

const folders: string[] = [];
const tempFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'history-'));
  folders.push(folder);
  return folder;
};

const memory: Kind = { fresh: () => Promise.resolve(createMemoryStore()) };

let lmdbFolder = '';
const lmdb: Kind = {
  fresh: () => openLmdbStore((lmdbFolder = path.join(tempFolder(), 'history'))),
  reopen: () => openLmdbStore(lmdbFolder),
};

// PostgreSQL: TEST_AUDIT_DATABASE_URL when given (its history tables are emptied!), else a real one of its own (test/postgres.ts).
let databaseUrl = process.env.TEST_AUDIT_DATABASE_URL ?? '';
let stopServer: (() => Promise<void>) | undefined;
const openPg = () => openPostgresStore(databaseUrl, { maxConnections: 1 });
const postgres: Kind = {
  async fresh() {
    const store = await openPg();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('truncate backoffice_history, backoffice_history_seen');
    await client.end();
    return store;
  },
  reopen: openPg,
};

beforeAll(async () => {
  if (!databaseUrl) {
    const started = await startPostgres();
    databaseUrl = started.url();
    stopServer = started.stop;
  }
}, 20_000);

afterAll(async () => {
  await stopServer?.();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe.each([
  ['memory', memory],
  ['lmdb', lmdb],
  ['postgres', postgres],
])('the %s history store', (_name, kind) => {
  let store: HistoryStore;
  beforeEach(async () => {
    store = await kind.fresh();
  });
  afterEach(() => store.close());

  it('pages an owner’s entries, its parts’ included, newest first with their total', async () => {
    await store.append(all, []);
    const page = await store.ofOwner(order5, 0, 2);
    expect(page.totalCount).toBe(4);
    expect(page.nodes).toEqual([sample.annabel, sample.outside]);
    expect(ids((await store.ofOwner(order5, 2, 10)).nodes)).toEqual(newest(sample.line, sample.created));
    expect(await store.ofOwner(order5, 4, 10)).toEqual({ totalCount: 4, nodes: [] });
    // Neither order 50 nor product 5 is order 5.
    expect(ids((await store.ofOwner({ type: 'SALES_ORDER', id: '50' }, 0, 10)).nodes)).toEqual([sample.order50.id]);
    expect(ids((await store.ofOwner({ type: 'PRODUCT', id: '5' }, 0, 10)).nodes)).toEqual([sample.product5.id]);
    expect(await store.ofOwner({ type: 'TASK', id: '5' }, 0, 10)).toEqual({ totalCount: 0, nodes: [] });
  });

  it('keeps each change’s fields in the order they were written', async () => {
    await store.append([sample.created, sample.line], []);
    const [line] = (await store.ofOwner(order5, 0, 1)).nodes;
    expect(line?.changes.map((c) => c.field)).toEqual(['reference', 'amount']);
    expect(line?.changes[1]).toEqual({ field: 'amount', oldValue: null, newValue: '12.5000' });
  });

  it('gives a record’s own entries after an instant, newest first', async () => {
    const more = entry(9, { ...line7, action: 'REPRICED' });
    await store.append([...all, more], []);
    const line = { type: line7.recordType, id: line7.recordId };
    expect(ids(await store.ofRecordSince(line, at(1)))).toEqual([more.id, sample.annabel.id]);
    expect(ids(await store.ofRecordSince(line, at(0)))).toEqual([more.id, sample.annabel.id, sample.line.id]);
    expect(await store.ofRecordSince(line, at(9))).toEqual([]);
    expect(ids(await store.ofRecordSince(order5, at(-1)))).toEqual(newest(sample.outside, sample.created));
  });

  it('narrows the entries by period, from inclusive and to exclusive, newest first', async () => {
    await store.append(all, []);
    expect(ids(await store.query({}))).toEqual(newest(...all));
    expect(ids(await store.query({ from: at(2), to: at(4) }))).toEqual(newest(sample.order50, sample.product5));
    expect(ids(await store.query({ from: at(4) }))).toEqual(newest(sample.outside, sample.annabel));
    expect(ids(await store.query({ to: at(1) }))).toEqual([sample.created.id]);
    expect(await store.query({ from: at(6) })).toEqual([]);
  });

  it('pages what a query keeps, newest first, with how many it keeps', async () => {
    await store.append(all, []);
    const kept = newest(...all.filter((e) => e !== sample.outside));
    const first = await store.page({ outside: false }, 0, 2);
    expect({ totalCount: first.totalCount, ids: ids(first.nodes) }).toEqual({ totalCount: kept.length, ids: kept.slice(0, 2) });
    expect(ids((await store.page({ outside: false }, 2, 10)).nodes)).toEqual(kept.slice(2));
    expect(await store.page({ outside: false }, kept.length, 10)).toEqual({ totalCount: kept.length, nodes: [] });
    expect(ids((await store.page({ from: at(2), to: at(4) }, 0, 1)).nodes)).toEqual(newest(sample.order50, sample.product5).slice(0, 1));
  });

  it('narrows by user name (exact, case-insensitive), by outside and by action', async () => {
    await store.append(all, []);
    expect(ids(await store.query({ userName: 'Anna' }))).toEqual(newest(sample.created, sample.order50, sample.product5));
    expect(ids(await store.query({ userName: 'bert' }))).toEqual([sample.line.id]);
    expect(ids(await store.query({ outside: true }))).toEqual([sample.outside.id]);
    expect(ids(await store.query({ outside: false }))).toEqual(newest(...all.filter((e) => e !== sample.outside)));
    expect(ids(await store.query({ actions: ['APPROVED', 'DELETED'] }))).toEqual(newest(sample.product5, sample.annabel));
    expect(ids(await store.query({ actions: ['CHANGED'], userName: 'anna', from: at(2) }))).toEqual([sample.order50.id]);
  });

  it('narrows by kind of record and by record id, an owner’s id taking its parts', async () => {
    await store.append(all, []);
    expect(ids(await store.query({ recordTypes: ['SALES_ORDER_LINE'] }))).toEqual(newest(sample.line, sample.annabel));
    expect(ids(await store.query({ recordTypes: ['PRODUCT', 'TASK'] }))).toEqual([sample.product5.id]);
    expect(ids(await store.query({ recordId: '5', recordTypes: ['SALES_ORDER'] }))).toEqual(
      newest(sample.created, sample.line, sample.outside, sample.annabel),
    );
    expect(ids(await store.query({ recordId: '7' }))).toEqual(newest(sample.line, sample.annabel));
    expect(ids(await store.query({ recordId: '5', recordTypes: ['PRODUCT'] }))).toEqual([sample.product5.id]);
    expect(ids(await store.query({ recordId: '50' }))).toEqual([sample.order50.id]);
  });

  it('remembers the last state seen of a record, with an entry or without', async () => {
    expect(await store.seen(order5)).toBeNull();
    await store.remember(order5, seenAt(0, 'v1'));
    expect(await store.seen(order5)).toEqual(seenAt(0, 'v1'));
    await store.append([sample.created], [{ ...order5, seen: seenAt(1, 'v2') }]);
    const seen = await store.seen(order5);
    expect(seen).toEqual(seenAt(1, 'v2'));
    expect(Object.keys(seen?.fields ?? {})).toEqual(['zeta', 'alpha']);
    expect(await store.seen({ type: 'SALES_ORDER', id: '50' })).toBeNull();
    expect(await store.seen({ type: 'PRODUCT', id: '5' })).toBeNull();
  });

  it('prunes the entries older than an instant and keeps every last seen state', async () => {
    await store.append(all, [{ ...order5, seen: seenAt(0, 'v1') }]);
    await store.remember(order5, seenAt(1, 'v2'));
    expect(await store.prune(at(2))).toBe(2);
    expect(ids(await store.query({}))).toEqual(newest(...all.slice(2)));
    expect(await store.ofOwner(order5, 0, 10)).toEqual({ totalCount: 2, nodes: [sample.annabel, sample.outside] });
    expect(await store.ofRecordSince({ type: line7.recordType, id: line7.recordId }, at(-1))).toEqual([sample.annabel]);
    expect(await store.seen(order5)).toEqual(seenAt(1, 'v2'));
    expect(await store.prune(at(2))).toBe(0);
  });

  if (kind.reopen) {
    const reopen = kind.reopen;
    it('keeps its entries and seen states when closed and opened again', async () => {
      await store.append(all, [{ ...order5, seen: seenAt(1, 'v2') }]);
      await store.remember({ type: 'PRODUCT', id: '5' }, seenAt(3, 'p1'));
      await store.close();
      store = await reopen();
      expect(await store.query({})).toEqual([...all].sort((a, b) => (a.id < b.id ? 1 : -1)));
      expect((await store.ofOwner(order5, 0, 1)).totalCount).toBe(4);
      expect(await store.seen(order5)).toEqual(seenAt(1, 'v2'));
      expect(await store.seen({ type: 'PRODUCT', id: '5' })).toEqual(seenAt(3, 'p1'));
    });
  }
});
