import { listLoader, type ListLoader, type LoaderDef, type Loaders } from '../../loaders/loaders';
import {
  listCustomers,
  listDocumentTypes,
  listProductGroups,
  listProductTypes,
  listShippingCompanies,
  listSuppliers,
  listTransporters,
  listUnits,
  listVatCodes,
} from '../../provider/calls/reference';

/** Reference data: each list is one provider call per request, looked up by code. */
const byCode = (r: { code: string }) => r.code;

export const customersLoader = listLoader('customers', listCustomers, byCode);
export const suppliersLoader = listLoader('suppliers', listSuppliers, byCode);
export const transportersLoader = listLoader('transporters', listTransporters, byCode);
export const shippingCompaniesLoader = listLoader('shippingCompanies', listShippingCompanies, byCode);
export const unitsLoader = listLoader('units', listUnits, byCode);
export const productGroupsLoader = listLoader('productGroups', listProductGroups, byCode);
export const productTypesLoader = listLoader('productTypes', listProductTypes, byCode);
export const documentTypesLoader = listLoader('documentTypes', listDocumentTypes, byCode);
export const vatCodesLoader = listLoader('vatCodes', listVatCodes, byCode);

/**
 * A reference a row names by its code (a customer, a unit …): its dropdown's entry, or the row's
 * own `fallback` where the dropdown does not list the code; null when the row names no code.
 */
export function referenceOf<V>(ctx: { loaders: Loaders }, loader: LoaderDef<ListLoader<V>>, code: string, fallback: (code: string) => V): Promise<V>;
export function referenceOf<V>(
  ctx: { loaders: Loaders },
  loader: LoaderDef<ListLoader<V>>,
  code: string | null | undefined,
  fallback: (code: string) => V,
): Promise<V | null>;
export async function referenceOf<V>(
  ctx: { loaders: Loaders },
  loader: LoaderDef<ListLoader<V>>,
  code: string | null | undefined,
  fallback: (code: string) => V,
): Promise<V | null> {
  if (code === null || code === undefined) return null;
  return (await ctx.loaders.use(loader).load(code)) ?? fallback(code);
}

/** The fallback of a code-and-name reference the row knows only by its code: the code is its name. */
export const codeAsName = (code: string) => ({ code, name: code });

/** Whatever a dropdown's entries are looked up by, when an answer names one but not its code. */
export type ByName<V> = { entry: V } | { ambiguous: true } | null;

const nameKey = (name: string) => name.trim().toLocaleLowerCase('nl-BE');

/** Each dropdown answer's entries by name, built once per answer (a list of rows looks up many names). */
const byNameIndex = new WeakMap<readonly object[], Map<string, object[]>>();

function indexOf<V extends { name: string }>(entries: readonly V[]): Map<string, V[]> {
  let index = byNameIndex.get(entries) as Map<string, V[]> | undefined;
  if (!index) {
    index = new Map();
    for (const e of entries) {
      const key = nameKey(e.name);
      index.set(key, [...(index.get(key) ?? []), e]);
    }
    byNameIndex.set(entries, index as Map<string, object[]>);
  }
  return index;
}

/**
 * A dropdown's entry by its name (case and outer spaces aside), for a spec answer that names an
 * entry without its code: `ambiguous` when several entries share the name (never a guessed
 * code), null when none has it.
 */
export async function entryByName<V extends { name: string }>(loader: ListLoader<V>, name: string | null | undefined): Promise<ByName<V>> {
  if (!name?.trim()) return null;
  const matches = indexOf(await loader.all()).get(nameKey(name)) ?? [];
  if (matches.length > 1) return { ambiguous: true };
  return matches[0] ? { entry: matches[0] } : null;
}
