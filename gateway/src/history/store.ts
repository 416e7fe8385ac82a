import type { HistoryAction, HistoryRecordType } from '../generated/types/graphql';

/** One field of a change, in the graph's words; values as text. */
export interface FieldChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/** A record as the history knows it: its kind and id. */
export interface RecordRef {
  type: HistoryRecordType;
  id: string;
}

/** One recorded change (append-only). `at` is an ISO instant; `id` sorts by time. */
export interface HistoryEntry {
  id: string;
  at: string;
  userName: string | null;
  recordType: HistoryRecordType;
  recordId: string;
  ownerType: HistoryRecordType;
  ownerId: string;
  action: HistoryAction;
  changes: FieldChange[];
  /** The record's version after the entry (null after a removal): where a conflict's changes start. */
  version?: string | null;
}

/** The last state the history saw of a record: what an outside change is found against. */
export interface Seen {
  version: string;
  /** The tracked fields as text (version.ts). */
  fields: Record<string, string | null>;
  at: string;
}

/** What the changes list may be narrowed by (ChangeFilter in the graph's words). */
export interface EntryQuery {
  /** ISO instants, from inclusive, to exclusive. */
  from?: string;
  to?: string;
  userName?: string;
  outside?: boolean;
  recordTypes?: readonly HistoryRecordType[];
  recordId?: string;
  actions?: readonly HistoryAction[];
}

/**
 * Where the history lives: an embedded lmdb file by default, PostgreSQL with AUDIT_DATABASE_URL,
 * memory in tests. Append-only: nothing here changes or removes an entry (only retention prunes).
 */
export interface HistoryStore {
  /** Appends entries and, in the same step, the last state seen of each record they name. */
  append(entries: readonly HistoryEntry[], seen: readonly (RecordRef & { seen: Seen })[]): Promise<void>;
  /** The last state seen of a record, or null when the history never saw it. */
  seen(record: RecordRef): Promise<Seen | null>;
  /** Remembers a record's state without an entry (the first read of a record: its baseline). */
  remember(record: RecordRef, seen: Seen): Promise<void>;
  /** An owner's entries (its parts' included), newest first, and how many there are. */
  ofOwner(owner: RecordRef, offset: number, limit: number): Promise<{ totalCount: number; nodes: HistoryEntry[] }>;
  /** A record's own entries after an instant, newest first (what a conflict shows). */
  ofRecordSince(record: RecordRef, after: string): Promise<HistoryEntry[]>;
  /** Every entry the query keeps, newest first (the changes list sorts and pages them). */
  query(q: EntryQuery): Promise<HistoryEntry[]>;
  /** A page of what the query keeps, newest first, and how many it keeps: only the page is held in memory. */
  page(q: EntryQuery, offset: number, limit: number): Promise<{ totalCount: number; nodes: HistoryEntry[] }>;
  /** Removes entries older than an instant, keeping each record's last seen state. */
  prune(before: string): Promise<number>;
  /** True when this gateway may not delete (PostgreSQL, INSERT/SELECT only): `npm run history:prune` keeps the retention. */
  readonly prunedByOwner?: boolean;
  close(): Promise<void>;
}

let last = 0;
let seq = 0;
/** An entry id that sorts by time across instances: milliseconds, a counter, a random tail. */
export function entryId(now = Date.now()): string {
  if (now === last) seq += 1;
  else {
    last = now;
    seq = 0;
  }
  return `${now.toString(36).padStart(9, '0')}${seq.toString(36).padStart(3, '0')}${Math.random().toString(36).slice(2, 8).padEnd(6, '0')}`;
}
