import { copyEntry, copySeen, matchesQuery, newestFirst, recordKey } from './query-match';
import type { HistoryEntry, HistoryStore, Seen } from './store';

/** The history in memory: for tests and HISTORY_PATH=memory; gone when the process ends. */
export function createMemoryStore(): HistoryStore {
  // Kept newest first, so every read returns in the store's order.
  let entries: HistoryEntry[] = [];
  const seenStates = new Map<string, Seen>();

  return {
    append(added, seen) {
      entries = [...entries, ...added.map(copyEntry)].sort(newestFirst);
      for (const record of seen) seenStates.set(recordKey(record), copySeen(record.seen));
      return Promise.resolve();
    },
    seen(record) {
      const state = seenStates.get(recordKey(record));
      return Promise.resolve(state ? copySeen(state) : null);
    },
    remember(record, seen) {
      seenStates.set(recordKey(record), copySeen(seen));
      return Promise.resolve();
    },
    ofOwner(owner, offset, limit) {
      const own = entries.filter((entry) => entry.ownerType === owner.type && entry.ownerId === owner.id);
      return Promise.resolve({
        totalCount: own.length,
        nodes: own.slice(offset, offset + limit).map(copyEntry),
      });
    },
    ofRecordSince(record, after) {
      const since = Date.parse(after);
      return Promise.resolve(
        entries.filter((entry) => entry.recordType === record.type && entry.recordId === record.id && Date.parse(entry.at) > since).map(copyEntry),
      );
    },
    query(q) {
      return Promise.resolve(entries.filter((entry) => matchesQuery(entry, q)).map(copyEntry));
    },
    page(q, offset, limit) {
      const kept = entries.filter((entry) => matchesQuery(entry, q));
      return Promise.resolve({ totalCount: kept.length, nodes: kept.slice(offset, offset + limit).map(copyEntry) });
    },
    prune(before) {
      const limit = Date.parse(before);
      const kept = entries.filter((entry) => Date.parse(entry.at) >= limit);
      const removed = entries.length - kept.length;
      entries = kept;
      return Promise.resolve(removed);
    },
    close() {
      return Promise.resolve();
    },
  };
}
