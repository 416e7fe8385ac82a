import type { EntryQuery, HistoryEntry, RecordRef, Seen } from './store';

/** Whether an entry keeps to a query: the one reading of EntryQuery the embedded stores share. */
export function matchesQuery(entry: HistoryEntry, q: EntryQuery): boolean {
  const at = Date.parse(entry.at);
  if (q.from !== undefined && at < Date.parse(q.from)) return false;
  if (q.to !== undefined && at >= Date.parse(q.to)) return false;
  if (q.userName !== undefined && entry.userName?.toLowerCase() !== q.userName.toLowerCase()) return false;
  if (q.outside !== undefined && isOutside(entry) !== q.outside) return false;
  if (q.actions && !q.actions.includes(entry.action)) return false;
  const typeOk = (type: HistoryEntry['recordType']) => !q.recordTypes || q.recordTypes.includes(type);
  // With a record id the kinds name that record or, for an owner, the owner of its parts.
  if (q.recordId !== undefined) return (entry.recordId === q.recordId && typeOk(entry.recordType)) || (entry.ownerId === q.recordId && typeOk(entry.ownerType));
  return typeOk(entry.recordType);
}

/** A change found outside Backoffice: nobody's, and named so. */
export function isOutside(entry: HistoryEntry): boolean {
  return entry.userName === null && entry.action === 'CHANGED_OUTSIDE';
}

export const newestFirst = (a: HistoryEntry, b: HistoryEntry): number => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** A record's key in a map. */
export const recordKey = (record: RecordRef): string => `${record.type}\u0000${record.id}`;

/** A copy, so no caller shares a store's objects. */
export const copySeen = (seen: Seen): Seen => ({ ...seen, fields: { ...seen.fields } });
export const copyEntry = (entry: HistoryEntry): HistoryEntry => ({
  ...entry,
  changes: entry.changes.map((change) => ({ ...change })),
});
