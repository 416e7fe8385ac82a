/**
 * Part 3 of `gateway/bench/history.ts`: the lmdb history store alone (gateway/src/history/lmdb-store.ts)
 * at BENCH_HISTORY_ENTRIES entries (default 100 000), in this process: appends in batches, one
 * append, a record's last seen state, an owner's page of 1 000, the whole changes list, disk and RSS.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openLmdbStore } from '../src/history/lmdb-store';
import type { HistoryEntry, RecordRef, Seen } from '../src/history/store';
import { percentile } from './measure';

export interface StoreFigures {
  entries: number;
  batch: number;
  appendsPerS: number;
  oneAppend: { p50: number; p95: number };
  seen: { p50: number; p95: number };
  ownerPage: { p50: number; p95: number; totalCount: number };
  queryAll: { p50: number; rows: number };
  /** The changes list's first page over every entry (store.page): only the page is held. */
  pageAll: { p50: number; totalCount: number };
  rssAfterPages: number;
  diskBytes: number;
  rssBefore: number;
  rssAfter: number;
}

const OWNERS = 1000;
const LINES_PER_OWNER = 5;
/** Every 50th entry goes to one busy order, so that an owner has a full page of 1 000 and more. */
const BUSY_EVERY = 50;
const BUSY: RecordRef = { type: 'SALES_ORDER', id: 'busy' };

const figures = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await work();
  return [performance.now() - started, value];
}

/** The space the folder's files take on disk (lmdb's file is sparse: its length says little). */
function diskBytes(dir: string): number {
  return fs.readdirSync(dir).reduce((sum, name) => sum + fs.statSync(path.join(dir, name)).blocks * 512, 0);
}

/** An entry like a line's change through the gateway: two fields, old and new, one minute apart. */
function entryOf(i: number, startMs: number): { entry: HistoryEntry; seen: RecordRef & { seen: Seen } } {
  const busy = i % BUSY_EVERY === 0;
  const owner = busy ? BUSY : { type: 'SALES_ORDER' as const, id: String(100_000 + (i % OWNERS)) };
  const record: RecordRef = { type: 'SALES_ORDER_LINE', id: `${owner.id}-${i % LINES_PER_OWNER}` };
  const at = startMs + i * 60_000;
  const version = (i * 2654435761).toString(16).padStart(16, '0').slice(-16);
  const fields = { packingSlip: `PS-${i}`, salesQuantity: `${i % 40}.5` };
  const entry: HistoryEntry = {
    // ids as entryId makes them (time in base36, a counter, a tail), one per minute here
    id: `${at.toString(36).padStart(9, '0')}000${i.toString(36).padStart(6, '0')}`,
    at: new Date(at).toISOString(),
    userName: `user${i % 20}`,
    recordType: record.type,
    recordId: record.id,
    ownerType: owner.type,
    ownerId: owner.id,
    action: 'CHANGED',
    changes: [
      { field: 'packingSlip', oldValue: `PS-${i - 1}`, newValue: fields.packingSlip },
      { field: 'salesQuantity', oldValue: `${(i + 39) % 40}.5`, newValue: fields.salesQuantity },
    ],
    version,
  };
  return { entry, seen: { ...record, seen: { version, fields, at: entry.at } } };
}

export async function measureLmdbStore(total: number, batch: number, log: (line: string) => void): Promise<StoreFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-history-store-'));
  const rssBefore = process.memoryUsage().rss;
  const store = await openLmdbStore(dir);
  try {
    // the last 100 000 minutes up to now (~70 days): inside any retention
    const startMs = Date.now() - (total + 1000) * 60_000;
    log(`lmdb store: ${total} entries in batches of ${batch}`);
    const appendStarted = performance.now();
    for (let i = 0; i < total; i += batch) {
      const made = Array.from({ length: Math.min(batch, total - i) }, (_, k) => entryOf(i + k, startMs));
      await store.append(
        made.map((m) => m.entry),
        made.map((m) => m.seen),
      );
    }
    const appendsPerS = total / ((performance.now() - appendStarted) / 1000);

    // one append as a save makes it: one entry and its record's seen state, 200 times
    const one: number[] = [];
    for (let k = 0; k < 200; k++) {
      const { entry, seen } = entryOf(total + k, startMs);
      one.push((await timed(() => store.append([entry], [seen])))[0]);
    }

    const seenMs: number[] = [];
    for (let k = 0; k < 1000; k++) {
      const i = Math.floor(Math.random() * total);
      const owner = i % BUSY_EVERY === 0 ? 'busy' : String(100_000 + (i % OWNERS));
      seenMs.push((await timed(() => store.seen({ type: 'SALES_ORDER_LINE', id: `${owner}-${i % LINES_PER_OWNER}` })))[0]);
    }

    const pageMs: number[] = [];
    let totalCount = 0;
    for (let k = 0; k < 20; k++) {
      const [ms, page] = await timed(() => store.ofOwner(BUSY, 0, 1000));
      pageMs.push(ms);
      totalCount = page.totalCount;
    }

    const pageAllMs: number[] = [];
    let pageTotal = 0;
    for (let k = 0; k < 3; k++) {
      const [ms, page] = await timed(() => store.page({}, 0, 100));
      pageAllMs.push(ms);
      pageTotal = page.totalCount;
    }
    const rssAfterPages = process.memoryUsage().rss;

    const queryMs: number[] = [];
    let rows = 0;
    for (let k = 0; k < 3; k++) {
      const [ms, all] = await timed(() => store.query({}));
      queryMs.push(ms);
      rows = all.length;
    }
    const rssAfter = process.memoryUsage().rss;
    return {
      entries: total,
      batch,
      appendsPerS,
      oneAppend: figures(one),
      seen: figures(seenMs),
      ownerPage: { ...figures(pageMs), totalCount },
      queryAll: { p50: figures(queryMs).p50, rows },
      pageAll: { p50: figures(pageAllMs).p50, totalCount: pageTotal },
      rssAfterPages,
      diskBytes: diskBytes(dir),
      rssBefore,
      rssAfter,
    };
  } finally {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
