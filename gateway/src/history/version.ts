import { createHash } from 'node:crypto';
import type { FieldChange } from './store';

/** A record's tracked fields as text, in the graph's words (what a version and a change are made of). */
export type FieldTexts = Record<string, string | null>;

const asText = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' ? value : String(value);
};

/** The tracked fields of a record as text, in the order the kind names them. */
export function fieldTexts(fields: readonly string[], record: object): FieldTexts {
  const texts: FieldTexts = {};
  for (const f of fields) texts[f] = asText((record as Record<string, unknown>)[f]);
  return texts;
}

/** 16 hex characters of a SHA-256 over the tracked fields: equal fields, equal version. */
function versionOfTexts(texts: FieldTexts): string {
  return createHash('sha256')
    .update(JSON.stringify(Object.entries(texts)))
    .digest('hex')
    .slice(0, 16);
}

export const versionOf = (fields: readonly string[], record: object): string => versionOfTexts(fieldTexts(fields, record));

/** The fields whose text differs, old and new (a field one side lacks counts as empty). */
export function differences(before: FieldTexts | null, after: FieldTexts | null): FieldChange[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return names.map((field) => ({ field, oldValue: before?.[field] ?? null, newValue: after?.[field] ?? null })).filter((c) => c.oldValue !== c.newValue);
}
