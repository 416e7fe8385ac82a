import type { GatewayContext } from '../../context/context';
import type { HistoryAction, HistoryRecordType } from '../../generated/types/graphql';
import type { FieldChange, RecordRef } from '../../history/store';
import type DataLoader from 'dataloader';
import type { LoaderDef } from '../../loaders/loaders';
import { freshChildList, type ChildList } from '../../provider/calls/shared';

/**
 * A kind of record the history tracks (issue 33): the GraphQL type that shows it, the fields its
 * version and its changes are made of (the record's own, as the graph names them: no looked-up
 * names, colours or flags that change by themselves), its owner and a fresh read.
 */
export interface TrackedKind<R extends { id: string } = { id: string }> {
  type: HistoryRecordType;
  graphType: string;
  fields: readonly (keyof R & string)[];
  /** The fields the version is made of, where not all of them: a list row and a detail read must answer the same. */
  versionFields?: readonly (keyof R & string)[];
  /** Whose history shows it: itself, or a line's order, a price's product. */
  owner: (record: R) => RecordRef;
  /** The record as the provider has it now (around every cache); null when it is gone. */
  read: (ctx: GatewayContext, id: string, ownerId: string | null) => Promise<R | null>;
  /**
   * The record as this request's loaders hold it (they live for one request), read now and batched
   * with others when the request has not: the version check just before the write takes the
   * mutation's own read, and a bulk mutation's entries read their records together.
   */
  readLoaded?: (ctx: GatewayContext, id: string, ownerId: string | null) => Promise<R | null>;
}

/** A kind with its record's own type, kept in a list of kinds. */
export const trackedKind = <R extends { id: string }>(kind: TrackedKind<R>): TrackedKind => kind as unknown as TrackedKind;

/** A part of an owner (a line, a price) as the provider has it now: its owner's child list read around every cache. */
export const freshPart =
  <R extends { id: string }>(list: ChildList<R>) =>
  async (ctx: GatewayContext, id: string, ownerId: string | null): Promise<R | null> =>
    ownerId ? ((await freshChildList(ctx.provider, list, ownerId)).find((r) => r.id === id) ?? null) : null;

/** A record as this request's loader has it (read now when the request has not): the mutation's own read serves the check. */
export const loadedRecord =
  <R>(loader: LoaderDef<DataLoader<string, R | null>>) =>
  (ctx: GatewayContext, id: string): Promise<R | null> =>
    ctx.loaders.use(loader).load(id);

/** A part as this request's loader has its owner's list (read now when the request has not). */
export const loadedPart =
  <R extends { id: string }>(loader: LoaderDef<DataLoader<string, R[]>>) =>
  async (ctx: GatewayContext, id: string, ownerId: string | null): Promise<R | null> =>
    ownerId ? ((await ctx.loaders.use(loader).load(ownerId)).find((r) => r.id === id) ?? null) : null;

/** How one mutation changes one record: which, what happens to it, and where its new state is. */
export interface TrackedMutation {
  /** The kind changed (a function of the input where one mutation serves several, e.g. a price change's kind). */
  kind: HistoryRecordType | ((input: Input) => HistoryRecordType);
  action: HistoryAction;
  /** The record's id in the input; left out for a create (its record comes from the payload). */
  id?: (input: Input) => string | null | undefined;
  /** Its owner's id in the input, for a part (a line's order): the read and the entry name it. */
  ownerId?: (input: Input) => string | null | undefined;
  /** The input field of an owner id the schema leaves optional: required with expectedVersion (the read needs it). */
  ownerField?: string;
  /** The record after the change, when the payload holds it fresh (saves a read). */
  after?: (payload: Payload) => unknown;
  /** A create whose payload names the new record's id but not the record: it is read. */
  createdId?: (payload: Payload) => string | null | undefined;
  /** The change removes the record. */
  removes?: boolean;
  /** What the fields do not say (a document's name). */
  notes?: (input: Input, payload: Payload) => FieldChange[];
}

/** A mutation that acts on several records at once (bulk sends, reprices): one entry each, no version check. */
export interface TrackedBulk {
  bulk: (ctx: GatewayContext, input: Input, payload: Payload) => Promise<BulkChange[]> | BulkChange[];
}

/** One record of a bulk change; its record is read when the payload does not hold it. */
export interface BulkChange {
  kind: HistoryRecordType;
  id: string;
  ownerId?: string | null;
  action: HistoryAction;
  record?: { id: string } | null;
  notes?: FieldChange[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each mutation's input and payload differ; the table reads a few named fields
type Input = any;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
type Payload = any;

/** What a domain's tracked.ts exports as `tracked`. */
export interface Tracked {
  kinds: readonly TrackedKind[];
  mutations: Record<string, TrackedMutation | TrackedBulk>;
  /** Query fields whose answers are detail reads: their tracked records are compared with the history. */
  detailReads?: readonly string[];
}
