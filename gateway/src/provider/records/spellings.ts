/**
 * Which spellings of an answer field the gateway reads: the contract's own, exactly as written (the
 * records read `raw.loadingdate`, typed from the contract), and the other spellings the contract
 * lists for it under `x-also-read`. `npm run provider:check` asks this same rule of every answer.
 */

/** The contract's mark for the other spellings a record also reads (`x-also-read: [LoadingDate]`). */
export const ALSO_READ = 'x-also-read';

type FieldSchema = Readonly<Record<string, unknown>> | undefined;

/** The spellings of `field` the gateway reads, the contract's first. */
export function spellingsRead(field: string, schema: FieldSchema): string[] {
  const also = schema?.[ALSO_READ];
  return [field, ...(Array.isArray(also) ? also.filter((s): s is string => typeof s === 'string') : [])];
}

/** The value of `field` as the gateway reads it from an answer item: its own spelling, else the first other it reads. */
export function readSpelled(item: Readonly<Record<string, unknown>>, field: string, schema: FieldSchema): unknown {
  for (const spelling of spellingsRead(field, schema)) if (item[spelling] !== undefined) return item[spelling];
  return undefined;
}

/**
 * The key an item carries for `field` that the gateway will not read: one differing only in case from
 * the spellings it reads (`LoadingDate` for `loadingdate`), when the item carries none of those.
 */
export function unreadSpelling(keys: readonly string[], field: string, schema: FieldSchema): string | undefined {
  const read = spellingsRead(field, schema);
  if (read.some((spelling) => keys.includes(spelling))) return undefined;
  const lower = new Set(read.map((s) => s.toLowerCase()));
  return keys.find((key) => lower.has(key.toLowerCase()));
}
