import { gatewayError } from '../../errors/errors';
import type { ProcedureKey } from '../procedures/catalogue';
import type { ProviderClient } from '../client';
import { written, type Written } from '../outcome';

export type Raw = Record<string, unknown>;

/** A procedure write; its refusal is the caller's to report. */
export async function write(provider: ProviderClient, key: ProcedureKey, payload: Record<string, unknown> = {}): Promise<Written> {
  return written(await provider.execute(key, payload));
}

/** One record by its key: null when the provider says it does not know it; any other refusal is a PROVIDER_ERROR. */
export async function readOne<V>(provider: ProviderClient, key: ProcedureKey, payload: Record<string, unknown>, map: (raw: Raw) => V): Promise<V | null> {
  const result = await provider.execute(key, payload);
  if (!result.Success) {
    if (/not found/i.test(result.Message ?? '')) return null;
    throw gatewayError('PROVIDER_ERROR', result.Message ?? 'The provider refused the request.');
  }
  const [raw] = result.Items ?? [];
  return raw ? map(raw) : null;
}

/** How a child-list procedure names its owner: one id (the spec's), many ids, and the row's owner field. */
export interface OwnerFields {
  one: string;
  many: string;
  ownerField: string;
}

/** The usual naming: `orderid` for one, `orderids` for many, and the rows carry `orderid`. */
export const ownedBy = (field: string): OwnerFields => ({ one: field, many: `${field}s`, ownerField: field });

/** A child-list procedure (an order's lines, a product's prices) as loaders/childListLoader reads it. */
export interface ChildList<V> {
  key: ProcedureKey;
  owner: OwnerFields;
  map: (raw: Raw, ownerId: string) => V;
}

/** One owner's child list read fresh (a create compares it before and after: mutations/created.ts). */
export async function freshChildList<V>(provider: ProviderClient, list: ChildList<V>, ownerId: string): Promise<V[]> {
  return (await provider.items(list.key, { [list.owner.one]: Number(ownerId) }, { fresh: true })).map((raw) => list.map(raw, ownerId));
}

/** A number id for a payload. */
export const num = (id: string) => Number(id);
