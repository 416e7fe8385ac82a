import { gatewayError } from '../../errors/errors';
import type { ProcedureKey } from '../procedures/catalogue';
import type { CallArgs, ProviderClient } from '../client';
import type { Item, Payload } from '../contract-types';
import { written, type Written } from '../outcome';

export type Raw = Record<string, unknown>;

/** A procedure write; its refusal is the caller's to report. */
export async function write<K extends ProcedureKey>(provider: ProviderClient, key: K, ...[payload]: CallArgs<K, never>): Promise<Written> {
  return written(await provider.execute(key, ...([payload] as CallArgs<K, never>)));
}

/** One record by its key: null when the provider says it does not know it; any other refusal is a PROVIDER_ERROR. */
export async function readOne<K extends ProcedureKey, V>(provider: ProviderClient, key: K, payload: Payload<K>, map: (raw: Item<K>) => V): Promise<V | null> {
  const result = await provider.execute(key, ...([payload] as CallArgs<K, never>));
  if (!result.Success) {
    if (/not found/i.test(result.Message ?? '')) return null;
    throw gatewayError('PROVIDER_ERROR', result.Message ?? 'The provider refused the request.');
  }
  const [raw] = result.Items ?? [];
  return raw ? map(raw) : null;
}

/** How a child-list procedure names its owner: one id (the spec's), many ids (byIds), and the row's owner field. */
export interface OwnerFields<K extends ProcedureKey = ProcedureKey> {
  one: keyof Payload<K> & string;
  many: keyof Payload<K> & string;
  ownerField: keyof Item<K> & string;
}

/** The usual naming: `orderid` for one, `orderids` for many, and the rows carry `orderid`. */
export const ownedBy = <F extends string>(field: F) => ({ one: field, many: `${field}s` as const, ownerField: field });

/** A child-list procedure (an order's lines, a product's prices) as loaders/childListLoader reads it. */
export interface ChildList<V> {
  key: ProcedureKey;
  owner: OwnerFields;
  /** One owner's rows (the spec's call with its one id). */
  ofOwner(provider: ProviderClient, ownerId: string, opts?: { fresh?: boolean }): Promise<V[]>;
  /** Many owners' rows in one call (the byIds extension only), each with the owner its row names. */
  ofOwners(provider: ProviderClient, ownerIds: readonly string[]): Promise<{ ownerId: string; value: V }[]>;
}

/** A child list whose owner fields and rows are the contract's (a field it lacks fails the build). */
export function childList<K extends ProcedureKey, V>(key: K, owner: OwnerFields<K>, map: (raw: Item<K>, ownerId: string, extra: boolean) => V): ChildList<V> {
  // a computed key cannot tell the type checker it is the contract's: OwnerFields<K> says so instead
  const payload = (field: string, value: unknown) => [{ [field]: value }] as unknown as CallArgs<K, never>;
  return {
    key,
    owner: owner as OwnerFields,
    ofOwner: async (provider, ownerId, opts) =>
      (await provider.items(key, ...([payload(owner.one, Number(ownerId))[0], opts] as CallArgs<K, { fresh?: boolean }>))).map((raw) =>
        map(raw, ownerId, provider.has('extraFields')),
      ),
    ofOwners: async (provider, ownerIds) =>
      (await provider.items(key, ...payload(owner.many, ownerIds.map(Number)))).map((raw) => {
        const ownerId = String(raw[owner.ownerField] ?? '');
        return { ownerId, value: map(raw, ownerId, provider.has('extraFields')) };
      }),
  };
}

/** One owner's child list read fresh (a create compares it before and after: mutations/created.ts). */
export const freshChildList = <V>(provider: ProviderClient, list: ChildList<V>, ownerId: string): Promise<V[]> =>
  list.ofOwner(provider, ownerId, { fresh: true });
