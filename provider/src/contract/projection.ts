/**
 * The spec part of a payload or an answer: what a provider built to the spec alone would take or
 * give. Extension keys of a payload are dropped; an answer keeps only the fields the contract lists
 * without `x-extension` or a field-level `x-assumed` (a create's NewId the spec does not show), each
 * in the contract's casing (the reference provider writes `Productcode` where the spec's product
 * detail says `productcode`; names match case-insensitively, as ASP.NET's).
 */
import type { Contract, ContractOperation, Schema } from './contract';

type Json = unknown;

/** The listed properties of an object schema, its anyOf/oneOf/allOf branches merged. */
export function propertiesOf(contract: Contract, schema: Schema | undefined, out = new Map<string, Schema>()): Map<string, Schema> {
  const s = contract.resolve(schema);
  if (!s) return out;
  for (const [name, prop] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) if (!out.has(name)) out.set(name, prop);
  for (const branch of [...((s.anyOf ?? []) as Schema[]), ...((s.oneOf ?? []) as Schema[]), ...((s.allOf ?? []) as Schema[])]) {
    propertiesOf(contract, branch, out);
  }
  return out;
}

export function itemsOf(contract: Contract, schema: Schema | undefined): Schema | undefined {
  const s = contract.resolve(schema);
  if (!s) return undefined;
  if (s.items) return s.items as Schema;
  for (const branch of [...((s.anyOf ?? []) as Schema[]), ...((s.oneOf ?? []) as Schema[])]) {
    const items = itemsOf(contract, branch);
    if (items) return items;
  }
  return undefined;
}

const isExtension = (contract: Contract, prop: Schema) => Boolean(prop['x-extension'] ?? contract.resolve(prop)?.['x-extension']);
/** A field the contract hopes for where the spec shows none: a spec provider leaves it out. */
const isAssumed = (prop: Schema) => Boolean(prop['x-assumed']);

/** `value` as the spec part of `schema` describes it (see the module's comment). */
export function specPart(contract: Contract, schema: Schema | undefined, value: Json): Json {
  if (Array.isArray(value)) {
    const items = itemsOf(contract, schema);
    return items ? value.map((v) => specPart(contract, items, v)) : value;
  }
  if (!value || typeof value !== 'object') return value;
  const props = propertiesOf(contract, schema);
  if (props.size === 0) return value;
  const byLower = new Map([...props.keys()].map((name) => [name.toLowerCase(), name]));
  const out: Record<string, Json> = {};
  for (const [key, field] of Object.entries(value as Record<string, Json>)) {
    const name = props.has(key) ? key : byLower.get(key.toLowerCase());
    const prop = name === undefined ? undefined : props.get(name);
    if (!name || !prop || isExtension(contract, prop) || isAssumed(prop) || name in out) continue;
    out[name] = specPart(contract, prop, field);
  }
  return out;
}

/** The answer of an operation without what the spec lacks. */
export const specAnswer = (contract: Contract, op: ContractOperation, answer: Json): Json => specPart(contract, { $ref: op.answerPointer }, answer);

/** The payload keys that are extensions (`x-extension` on the property), to be dropped by a spec provider. */
export function extensionKeys(contract: Contract, op: ContractOperation): Set<string> {
  const keys = new Set<string>();
  for (const [name, prop] of propertiesOf(contract, contract.payloadSchema(op))) if (isExtension(contract, prop)) keys.add(name.toLowerCase());
  return keys;
}

/** The payload without its extension keys (matched case-insensitively, as the provider reads members). */
export function withoutExtensionKeys(contract: Contract, op: ContractOperation, payload: Json): Json {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const drop = extensionKeys(contract, op);
  if (drop.size === 0) return payload;
  return Object.fromEntries(Object.entries(payload as Record<string, Json>).filter(([key]) => !drop.has(key.toLowerCase())));
}

/** The extension names (x-extension) of the fields `value` carries, by `schema`. */
export function extensionsCarried(contract: Contract, schema: Schema | undefined, value: Json, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    const items = itemsOf(contract, schema);
    if (items) for (const v of value.slice(0, 50)) extensionsCarried(contract, items, v, into);
    return into;
  }
  if (!value || typeof value !== 'object') return into;
  const props = propertiesOf(contract, schema);
  for (const [key, field] of Object.entries(value as Record<string, Json>)) {
    const prop = props.get(key);
    if (!prop) continue;
    const name = prop['x-extension'] ?? contract.resolve(prop)?.['x-extension'];
    if (typeof name === 'string') into.add(name);
    else extensionsCarried(contract, prop, field, into);
  }
  return into;
}
