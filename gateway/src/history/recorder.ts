import type { HistoryAction } from '../generated/types/graphql';
import { PROCESS_LOCKS, type RecordLocks, type Unlock } from './record-lock';
import { entryId, type FieldChange, type HistoryEntry, type HistoryStore, type RecordRef, type Seen } from './store';
import { differences, type FieldTexts } from './version';

/** A record's state: its tracked fields as text and the version they make. */
export interface RecordState {
  fields: FieldTexts;
  version: string;
}

/** One change made through the gateway, as the mutation wrapper knows it. */
export interface Change {
  record: RecordRef;
  owner: RecordRef;
  action: HistoryAction;
  before: RecordState | null;
  after: RecordState | null;
  /** What the fields do not say (a document's name, a line's new price). */
  notes?: FieldChange[];
}

const held = new Map<string, Promise<unknown>>();
const keyOf = (r: RecordRef) => `${r.type}:${r.id}`;

/**
 * Runs `work` while no other work of this process holds the same record: two saves of one record
 * take turns, and a detail read waits for a save's entry before it compares (no false outside change).
 */
export async function holding<T>(records: readonly RecordRef[], work: () => Promise<T>): Promise<T> {
  const keys = [...new Set(records.map(keyOf))].sort();
  const before = keys.map((k) => held.get(k) ?? Promise.resolve());
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  for (const k of keys) held.set(k, mine);
  try {
    await Promise.allSettled(before);
    return await work();
  } finally {
    release();
    for (const k of keys) if (held.get(k) === mine) held.delete(k);
  }
}

/** The history as one request uses it: who acts, and the store. */
export class HistoryRecorder {
  constructor(
    readonly store: HistoryStore,
    private readonly userName: string | null,
    private readonly locks: RecordLocks = PROCESS_LOCKS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The record's lock across gateways (taken inside `holding`); null when another gateway kept it past the wait. */
  lock(record: RecordRef, submission?: string | null): Promise<Unlock | null> {
    return this.locks.take(record, submission ?? undefined);
  }

  private entry(record: RecordRef, owner: RecordRef, action: HistoryAction, changes: FieldChange[], version: string | null, userName = this.userName) {
    const at = this.now();
    const e: HistoryEntry = {
      id: entryId(at),
      at: new Date(at).toISOString(),
      userName,
      recordType: record.type,
      recordId: record.id,
      ownerType: owner.type,
      ownerId: owner.id,
      action,
      changes,
      version,
    };
    return e;
  }

  private seenOf(state: RecordState): Seen {
    return { version: state.version, fields: state.fields, at: new Date(this.now()).toISOString() };
  }

  /** The entry of a change found against what the history saw last, or none (first sight: a baseline). */
  private async outside(record: RecordRef, owner: RecordRef, state: RecordState): Promise<HistoryEntry | null> {
    const seen = await this.store.seen(record);
    if (!seen) {
      await this.store.remember(record, this.seenOf(state));
      return null;
    }
    if (seen.version === state.version) return null;
    return this.entry(record, owner, 'CHANGED_OUTSIDE', differences(seen.fields, state.fields), state.version, null);
  }

  /** A detail read's record: an entry "changed outside Backoffice" when it moved since the history saw it. */
  async observe(record: RecordRef, owner: RecordRef, state: RecordState): Promise<void> {
    await holding([record], () => this.observeHeld(record, owner, state));
  }

  /** As observe, for a caller that holds the record already (a change that found it moved). */
  async observeHeld(record: RecordRef, owner: RecordRef, state: RecordState): Promise<void> {
    const found = await this.outside(record, owner, state);
    if (found) await this.store.append([found], [{ ...record, seen: this.seenOf(state) }]);
  }

  /** Records a change (and, first, an outside change its `before` reveals). */
  async record(change: Change): Promise<HistoryEntry | null> {
    const { record, owner, action, before, after } = change;
    const entries: HistoryEntry[] = [];
    if (before) {
      const found = await this.outside(record, owner, before);
      if (found) entries.push(found);
    }
    // without the state before (a bulk change reads only after), the notes say what changed
    const fields = action === 'CREATED' ? differences(null, after?.fields ?? null) : before ? differences(before.fields, after?.fields ?? null) : [];
    const changes = [...fields, ...(change.notes ?? [])];
    // a save that changed nothing is no change; an approval or a send says what it did by itself
    const quiet = action === 'CHANGED' && changes.length === 0;
    const entry = quiet ? null : this.entry(record, owner, action, action === 'DELETED' ? [] : changes, after?.version ?? null);
    if (entry) entries.push(entry);
    const seen = after ? [{ ...record, seen: this.seenOf(after) }] : [];
    if (entries.length || seen.length) await this.store.append(entries, seen);
    return entry;
  }

  /** What changed a record since a version: its entries newest first, down to the one that made that version. */
  async since(record: RecordRef, version: string): Promise<HistoryEntry[]> {
    const all = await this.store.ofRecordSince(record, new Date(0).toISOString());
    const made = all.findIndex((e) => e.version === version);
    return made >= 0 ? all.slice(0, made) : all.slice(0, 1);
  }
}
