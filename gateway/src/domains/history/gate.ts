import { getNullableType, isListType, isNonNullType, isObjectType, type GraphQLOutputType } from 'graphql';
import { businessTime } from '../../common/business-day';
import type { GatewayContext } from '../../context/context';
import type { UserError } from '../../generated/types/graphql';
import type { RecordState } from '../../history/recorder';
import type { HistoryEntry } from '../../history/store';
import { fieldTexts, versionOf } from '../../history/version';
import type { TrackedKind } from '../shared/tracked';

export type Payload = Record<string, unknown> & { userErrors?: unknown[]; recordUnknown?: boolean | null };

export const stateOfRecord = (kind: TrackedKind, record: object): RecordState => ({
  fields: fieldTexts(kind.fields, record),
  version: versionOf(kind.versionFields ?? kind.fields, record),
});

/** The refusal's text: who changed which fields when (the client says it in its own words from `conflict`). */
function conflictMessage(changes: readonly HistoryEntry[]): string {
  const last = changes[0];
  if (!last) return 'This record was changed by someone else since you opened it; nothing was saved.';
  const who = last.userName ?? 'someone outside Backoffice';
  const what = last.changes.map((c) => `${c.field}: ${c.oldValue ?? '—'} → ${c.newValue ?? '—'}`).join('; ');
  return `Changed by ${who} on ${businessTime(last.at)}${what ? ` (${what})` : ''}; nothing was saved.`;
}

/** A payload of the mutation's type that carries only the refusal (a required list empty, the rest null). */
export function refusalPayload(type: GraphQLOutputType, refusal: UserError & { conflict: unknown }): Payload {
  const payload: Payload = { userErrors: [refusal] };
  const named = getNullableType(type);
  if (!isObjectType(named)) return payload;
  for (const [name, field] of Object.entries(named.getFields())) {
    if (name !== 'userErrors') payload[name] = isNonNullType(field.type) && isListType(field.type.ofType) ? [] : null;
  }
  return payload;
}

/** What the gate let through: the record as it was before the change (null when there is none). */
export interface Passed {
  current: { id: string } | null;
  before: RecordState | null;
}

/** The one record a tracked mutation changes, and the version its user saw (null: none given). */
export interface Gated {
  kind: TrackedKind;
  id: string;
  ownerId: string | null;
  expected: string | null;
}

/**
 * The check behind a tracked mutation's versionGate step (domains/shared/version-gate.ts), its record's
 * lock held (track.ts): the record as the provider has it now (through this request's loaders, the
 * mutation's own read), compared with the version the user saw. Stale: the refusal with what changed
 * since (what the history did not know yet, a change at the provider, is recorded first).
 */
export async function checkVersion(ctx: GatewayContext, gated: Gated): Promise<Passed | { refused: UserError & { conflict: unknown } }> {
  const { kind, id, ownerId, expected } = gated;
  const current = await (kind.readLoaded ?? kind.read)(ctx, id, ownerId);
  const before = current ? stateOfRecord(kind, current) : null;
  if (!current || !before || !expected || before.version === expected) return { current, before };
  const ref = { type: kind.type, id: current.id };
  await ctx.history.observeHeld(ref, kind.owner(current), before);
  const changes = await ctx.history.since(ref, expected);
  const conflict = { currentVersion: before.version, changes };
  return { refused: { field: 'expectedVersion', code: 'CHANGED_BY_SOMEONE_ELSE', message: conflictMessage(changes), facts: [], conflict } };
}
