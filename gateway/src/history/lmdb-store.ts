import { open, type Key } from 'lmdb';
import { copyEntry, matchesQuery } from './query-match';
import type { EntryQuery, HistoryEntry, HistoryStore, RecordRef, Seen } from './store';

/*
 * One lmdb database, four key spaces of ordered array keys:
 *   ['e', entryId]                             → the entry
 *   ['o', ownerType, ownerId, entryId]         → null (an owner's entries, its parts' included)
 *   ['r', recordType, recordId, entryId]       → null (a record's own entries)
 *   ['s', recordType, recordId]                → the last state seen of the record
 * Entry ids start with their time, so every range by id is a range by time.
 */

/** Above every entry id (base36 text): the end of a prefix's range. */
const TOP = '\uffff';
/** How far an id's time may stray from its `at`: ranges by id are widened by it, then `at` decides. */
const ID_SLACK_MS = 60_000;
/** Entries removed per write transaction when pruning, so a large prune never holds the writer long. */
const PRUNE_CHUNK = 1000;

/** The smallest id of an instant (ids are the milliseconds in base36, 9 characters, then a tail). */
function idAt(ms: number): string {
  return Math.max(0, Math.floor(ms)).toString(36).padStart(9, '0');
}

const entryKey = (id: string): Key => ['e', id];
const ownerKey = (entry: HistoryEntry): Key => ['o', entry.ownerType, entry.ownerId, entry.id];
const recordKey = (entry: HistoryEntry): Key => ['r', entry.recordType, entry.recordId, entry.id];
const seenKey = (record: RecordRef): Key => ['s', record.type, record.id];

/** A query that names a period at most: answered from the keys alone. */
const onlyPeriod = (q: EntryQuery) =>
  q.userName === undefined && q.outside === undefined && q.recordTypes === undefined && q.recordId === undefined && q.actions === undefined;

/** Opens (creating when needed) the history in an lmdb folder. */
export function openLmdbStore(path: string): Promise<HistoryStore> {
  const db = open<unknown, Key>({ path, noSubdir: false });

  const entry = (id: string): HistoryEntry | undefined => db.get(entryKey(id)) as HistoryEntry | undefined;
  const entryCopy = (id: string): HistoryEntry[] => {
    const e = entry(id);
    return e ? [copyEntry(e)] : [];
  };
  /** The entries of index keys `[space, type, id, entryId]`, in the keys' order. */
  const entriesOf = (keys: Iterable<Key>): HistoryEntry[] => {
    const found: HistoryEntry[] = [];
    for (const key of keys) {
      const e = entry((key as string[])[3] ?? '');
      if (e) found.push(copyEntry(e));
    }
    return found;
  };

  /** The entries a query keeps, newest first, read one at a time. */
  function* matching(q: EntryQuery): Generator<HistoryEntry> {
    const low = ['e', q.from ? idAt(Date.parse(q.from) - ID_SLACK_MS) : ''];
    const high = ['e', q.to ? idAt(Date.parse(q.to) + ID_SLACK_MS) : TOP];
    for (const { value } of db.getRange({ start: high, end: low, reverse: true })) {
      const e = value as HistoryEntry;
      if (matchesQuery(e, q)) yield e;
    }
  }

  const store: HistoryStore = {
    async append(entries, seen) {
      await db.transaction(() => {
        for (const e of entries) {
          db.putSync(entryKey(e.id), copyEntry(e));
          db.putSync(ownerKey(e), null);
          db.putSync(recordKey(e), null);
        }
        for (const record of seen) db.putSync(seenKey(record), record.seen);
      });
    },
    seen(record) {
      return Promise.resolve((db.get(seenKey(record)) as Seen | undefined) ?? null);
    },
    async remember(record, seen) {
      await db.put(seenKey(record), seen);
    },
    ofOwner(owner, offset, limit) {
      const low = ['o', owner.type, owner.id];
      const high = ['o', owner.type, owner.id, TOP];
      const totalCount = db.getKeysCount({ start: low, end: high });
      const keys = limit > 0 ? db.getKeys({ start: high, end: low, reverse: true, offset, limit }) : [];
      return Promise.resolve({ totalCount, nodes: entriesOf(keys) });
    },
    ofRecordSince(record, after) {
      const since = Date.parse(after);
      const low = ['r', record.type, record.id, idAt(since - ID_SLACK_MS)];
      const high = ['r', record.type, record.id, TOP];
      const keys = db.getKeys({ start: high, end: low, reverse: true });
      return Promise.resolve(entriesOf(keys).filter((e) => Date.parse(e.at) > since));
    },
    query(q) {
      const kept: HistoryEntry[] = [];
      for (const e of matching(q)) kept.push(copyEntry(e));
      return Promise.resolve(kept);
    },
    page(q, offset, limit) {
      if (onlyPeriod(q)) {
        // ids start with their entry's instant: a period is a range of keys, counted without reading an entry
        const low = ['e', q.from ? idAt(Date.parse(q.from)) : ''];
        const high = ['e', q.to ? idAt(Date.parse(q.to)) : TOP];
        const totalCount = db.getKeysCount({ start: low, end: high });
        const keys = limit > 0 ? db.getKeys({ start: high, end: low, reverse: true, offset, limit }) : [];
        return Promise.resolve({ totalCount, nodes: [...keys].flatMap((key) => entryCopy((key as string[])[1] ?? '')) });
      }
      const nodes: HistoryEntry[] = [];
      let totalCount = 0;
      for (const e of matching(q)) {
        if (totalCount >= offset && nodes.length < limit) nodes.push(copyEntry(e));
        totalCount += 1;
      }
      return Promise.resolve({ totalCount, nodes });
    },
    async prune(before) {
      const limit = Date.parse(before);
      const old: HistoryEntry[] = [];
      for (const { value } of db.getRange({ start: ['e', ''], end: ['e', idAt(limit + ID_SLACK_MS)] })) {
        const e = value as HistoryEntry;
        if (Date.parse(e.at) < limit) old.push(e);
      }
      for (let i = 0; i < old.length; i += PRUNE_CHUNK) {
        const chunk = old.slice(i, i + PRUNE_CHUNK);
        // The 's' keys stay: an outside change is still found against a pruned record's last state.
        await db.transaction(() => {
          for (const e of chunk) {
            db.removeSync(entryKey(e.id));
            db.removeSync(ownerKey(e));
            db.removeSync(recordKey(e));
          }
        });
      }
      return old.length;
    },
    close() {
      return db.close();
    },
  };
  return Promise.resolve(store);
}
