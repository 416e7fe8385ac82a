import { defaultFieldResolver, getNamedType, type GraphQLFieldConfig, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import type { GatewayContext } from '../../context/context';
import type { HistoryRecordType } from '../../generated/types/graphql';
import { holding } from '../../history/recorder';
import type { Tracked, TrackedBulk, TrackedKind, TrackedMutation } from '../shared/tracked';
import { openVersionGate } from '../shared/version-gate';
import { checkVersion, refusalPayload, stateOfRecord, type Passed, type Payload } from './gate';

type Resolver = GraphQLFieldResolver<unknown, GatewayContext>;

/** Every tracked kind and mutation of every domain, by name. */
export interface TrackingTable {
  kinds: Map<HistoryRecordType, TrackedKind>;
  byGraphType: Map<string, TrackedKind>;
  mutations: Map<string, TrackedMutation | TrackedBulk>;
  detailReads: Set<string>;
}

export function trackingTable(all: readonly Tracked[]): TrackingTable {
  const kinds = new Map(all.flatMap((t) => t.kinds.map((k) => [k.type, k] as const)));
  return {
    kinds,
    byGraphType: new Map([...kinds.values()].map((k) => [k.graphType, k])),
    mutations: new Map(all.flatMap((t) => Object.entries(t.mutations))),
    detailReads: new Set(all.flatMap((t) => t.detailReads ?? [])),
  };
}

function kindNamed(table: TrackingTable, type: HistoryRecordType): TrackedKind {
  const kind = table.kinds.get(type);
  if (!kind) throw new Error(`No tracked kind ${type}`);
  return kind;
}

export { stateOfRecord };

const inputOf = (args: Record<string, unknown>): Record<string, unknown> => (args.input as Record<string, unknown> | undefined) ?? args;
const refused = (payload: Payload | null | undefined) => !payload || (payload.userErrors?.length ?? 0) > 0 || payload.recordUnknown === true;

/** Another gateway kept the record's lock past the wait (HISTORY_LOCK_WAIT_MS): refused, nothing written. */
const BEING_SAVED = {
  field: 'expectedVersion',
  code: 'CHANGED_BY_SOMEONE_ELSE' as const,
  message: 'Someone else is saving this record at this moment; nothing was saved. Open it again to see their change.',
  facts: [],
};

/**
 * One record's change: its record's lock across gateways (record-lock.ts) around it all; the
 * mutation, which passes its versionGate step just before its first write (gate.ts: a stale
 * expectedVersion refused, input it refuses itself costs no read); then the entry, from the
 * payload's fresh record (or one more read). A request replaying a write already done (the same
 * Idempotency-Key) is not checked against its own change, and records nothing again.
 */
async function trackOne(t: TrackedMutation, table: TrackingTable, resolve: Resolver, call: Parameters<Resolver>): Promise<unknown> {
  const [, args, ctx, info] = call;
  const input = inputOf(args);
  const kind = kindNamed(table, typeof t.kind === 'function' ? t.kind(input) : t.kind);
  const id = t.id?.(input) ?? null;
  const ownerId = t.ownerId?.(input) ?? null;
  const expected = typeof input.expectedVersion === 'string' && input.expectedVersion ? input.expectedVersion : null;
  if (expected && t.ownerField && !ownerId) {
    const refusal = {
      field: t.ownerField,
      code: 'INVALID_INPUT' as const,
      message: `Give ${t.ownerField} with expectedVersion: the version is checked on its record.`,
      facts: [],
    };
    return refusalPayload(info.returnType, { ...refusal, conflict: null });
  }
  const work = async () => {
    let passed: Passed | null = null;
    let replay = false;
    // a mutation of a record writes only once its versionGate step let it through
    const release = id ? ctx.provider.holdWrites(info.fieldName) : () => undefined;
    const check = async () => {
      if (!id || passed || replay) return null;
      replay = await ctx.provider.replaying();
      if (replay) {
        release();
        return null;
      }
      const gate = await checkVersion(ctx, { kind, id, ownerId, expected });
      if ('refused' in gate) return gate.refused;
      passed = gate;
      release();
      return null;
    };
    const close = openVersionGate(ctx, check);
    let payload: Payload;
    try {
      payload = (await resolve(...call)) as Payload;
    } finally {
      close();
      release();
    }
    const gated = passed as Passed | null;
    // no write (refused before it), or refused by the provider: nothing changed, nothing recorded
    if (refused(payload) || (id && !gated)) return payload;
    const fromPayload = t.after?.(payload) as { id: string } | null | undefined;
    const readId = id ?? t.createdId?.(payload) ?? null;
    const after = t.removes ? null : (fromPayload ?? (readId ? await kind.read(ctx, readId, ownerId) : null));
    const record: { id: string } | null = gated?.current ?? after;
    if (!record) return payload;
    await ctx.history.record({
      record: { type: kind.type, id: record.id },
      owner: kind.owner(record),
      action: t.action,
      before: gated?.before ?? null,
      after: after ? stateOfRecord(kind, after) : null,
      notes: t.notes?.(input, payload),
    });
    return payload;
  };
  // taken before the mutation's own read (the check's), released once the write is answered and
  // recorded: the next save of the record, here or on another gateway, reads after it. A write that
  // outlives its request (OUTCOME_UNKNOWN) keeps the lock until it ends: the next save sees it.
  const locked = async (recordId: string) => {
    const started = Date.now();
    const unlock = await ctx.history.lock({ type: kind.type, id: recordId }, ctx.provider.submission());
    // a turn waited for the record, as for a queue: the provider's deadline starts after it
    ctx.provider.waited(Date.now() - started);
    if (!unlock) return refusalPayload(info.returnType, { ...BEING_SAVED, conflict: { currentVersion: null, changes: [] } });
    try {
      return await work();
    } finally {
      const underWay = ctx.provider.writesUnderWay();
      if (underWay) void underWay.then(unlock);
      else await unlock();
    }
  };
  return id ? holding([{ type: kind.type, id }], () => locked(id)) : work();
}

async function trackBulk(t: TrackedBulk, table: TrackingTable, resolve: Resolver, call: Parameters<Resolver>): Promise<unknown> {
  const [, args, ctx] = call;
  const payload = (await resolve(...call)) as Payload;
  if (!payload) return payload;
  const done = await t.bulk(ctx, inputOf(args), payload);
  // a bulk mutation reads none of its records before it writes: the loaders read them now, batched
  const records = await Promise.all(
    done.map((d) => {
      const kind = table.kinds.get(d.kind);
      return d.record ?? (kind ? (kind.readLoaded ?? kind.read)(ctx, d.id, d.ownerId ?? null).catch(() => null) : null);
    }),
  );
  for (const [i, d] of done.entries()) {
    const kind = table.kinds.get(d.kind);
    const record = records[i];
    if (!kind || !record) continue;
    const after = stateOfRecord(kind, record);
    await ctx.history.record({ record: { type: d.kind, id: d.id }, owner: kind.owner(record), action: d.action, before: null, after, notes: d.notes });
  }
  return payload;
}

/** Wraps every tracked mutation: a stale expectedVersion is refused, a change is recorded. */
export function trackChanges(schema: GraphQLSchema, table: TrackingTable): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.MUTATION_ROOT_FIELD]: (field: GraphQLFieldConfig<unknown, GatewayContext>, name) => {
      const t = table.mutations.get(name);
      if (!t) return field;
      const resolve = (field.resolve ?? defaultFieldResolver) as Resolver;
      if ('bulk' in t) return { ...field, resolve: (...call: Parameters<Resolver>) => trackBulk(t, table, resolve, call) };
      if (typeof t.kind === 'string') kindNamed(table, t.kind);
      return { ...field, resolve: (...call: Parameters<Resolver>) => trackOne(t, table, resolve, call) };
    },
  });
}

/** The record refs of an answer of a tracked type (one record or a list). */
function recordsOf(value: unknown): { id: string }[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is { id: string } => Boolean(v) && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string');
}

/**
 * A detail read (salesOrder(id), product(id) …) compares each tracked record it answers, its
 * parts included, with what the history saw: a record that moved gets "changed outside Backoffice".
 */
export function observeDetailReads(schema: GraphQLSchema, table: TrackingTable): GraphQLSchema {
  // each detail read's own kind: only records it owns are compared (a line's product is read partly)
  const queryFields = schema.getQueryType()?.getFields() ?? {};
  const rootKinds = new Map(
    [...table.detailReads].flatMap((name) => {
      const field = queryFields[name];
      const kind = field && table.byGraphType.get(getNamedType(field.type).name);
      return kind ? [[name, kind.type] as const] : [];
    }),
  );
  // the root kind of each response key, once per operation: every other read passes straight through
  const rootsOf = new WeakMap<object, Map<string, HistoryRecordType>>();
  const rootKind = (info: Parameters<Resolver>[3]): HistoryRecordType | undefined => {
    if (info.operation.operation !== 'query') return undefined;
    let roots = rootsOf.get(info.operation);
    if (!roots) {
      roots = new Map();
      for (const s of info.operation.selectionSet.selections) {
        const kind = s.kind === 'Field' ? rootKinds.get(s.name.value) : undefined;
        if (kind && s.kind === 'Field') roots.set(s.alias?.value ?? s.name.value, kind);
      }
      rootsOf.set(info.operation, roots);
    }
    if (!roots.size) return undefined;
    let path = info.path;
    while (path.prev) path = path.prev;
    return roots.get(String(path.key));
  };
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field: GraphQLFieldConfig<unknown, GatewayContext>) => {
      const kind = table.byGraphType.get(getNamedType(field.type).name);
      if (!kind) return field;
      const resolve = (field.resolve ?? defaultFieldResolver) as Resolver;
      const observed = async (root: HistoryRecordType, call: Parameters<Resolver>) => {
        const value = await resolve(...call);
        const ctx = call[2];
        const owned = recordsOf(value).filter((r) => kind.owner(r as never).type === root);
        await Promise.all(owned.map((r) => ctx.history.observe({ type: kind.type, id: r.id }, kind.owner(r as never), stateOfRecord(kind, r))));
        return value;
      };
      return {
        ...field,
        resolve: (...call: Parameters<Resolver>) => {
          const root = rootKind(call[3]);
          return root ? observed(root, call) : resolve(...call);
        },
      };
    },
  });
}
