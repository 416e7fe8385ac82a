/**
 * The provider check's verdict on one answer, by what the gateway reads: the contract's shape
 * (ajv), the field spellings the gateway reads (records/spellings.ts), and dates, numbers and
 * yes/no values as the gateway's readers (mapping.ts) take them; and which extensions' fields
 * every item carries.
 */
import { fromProviderDate, fromProviderDecimal } from '../../../gateway/src/provider/mapping';
import { readSpelled, spellingsRead, unreadSpelling } from '../../../gateway/src/provider/records/spellings';
import type { Contract, Schema } from './contract';
import { itemsOf, propertiesOf } from './projection';

export interface Judged {
  problems: string[];
  /** Spec fields no item carried (they show empty); neither x-assumed ones nor one whose x-spec-or alternative came. */
  missing: string[];
  /** Per extension of the item's fields: how many items there were (0 for an empty answer), how many carried any of its fields. */
  extensionItems: Record<string, { items: number; carrying: number }>;
}

const EMPTY_YEARS = /^(1900|1970|0001)-/;
const FLAG_TEXT = /^(true|false)$/i;

/** What the gateway's reader makes of a value of this schema, as a problem in words, or undefined when it reads it right. */
function misread(schema: Schema, value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const ref = typeof schema.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;
  if (ref === 'DateTime' && !EMPTY_YEARS.test(String(value)) && fromProviderDate(value) === null) return 'no date';
  if (ref === 'Decimal' && fromProviderDecimal(value) === null) return 'no number';
  if (ref === 'Flag' && !(typeof value === 'boolean' || value === 0 || value === 1 || (typeof value === 'string' && FLAG_TEXT.test(value)))) return 'false';
  return undefined;
}

const extensionOf = (contract: Contract, prop: Schema) => (prop['x-extension'] ?? contract.resolve(prop)?.['x-extension']) as string | undefined;

/** The item schema's fields of an answer's `Items` (empty when the answer has no Items). */
export function itemFields(contract: Contract, answer: Schema): Map<string, Schema> {
  const items = propertiesOf(contract, answer).get('Items');
  return items ? propertiesOf(contract, itemsOf(contract, items)) : new Map();
}

/** Judges the items of one answer (at most the first 1000) field by field; an empty answer still names the extensions its items may carry. */
export function judgeItems(contract: Contract, fields: Map<string, Schema>, items: unknown[]): Judged {
  const rows = items.filter((i): i is Record<string, unknown> => Boolean(i) && typeof i === 'object' && !Array.isArray(i)).slice(0, 1000);
  const judged: Judged = { problems: [], missing: [], extensionItems: {} };
  const byExtension = new Map<string, string[]>();
  for (const [name, prop] of fields) {
    const extension = extensionOf(contract, prop);
    if (extension) byExtension.set(extension, [...(byExtension.get(extension) ?? []), name]);
    else if (rows.length) judgeField(name, prop, rows, judged);
  }
  // "fields the spec lists": not an x-assumed one, nor one whose spec alternative (x-spec-or) came
  judged.missing = judged.missing.filter((name) => {
    const prop = fields.get(name)!;
    const other = prop['x-spec-or'];
    return !prop['x-assumed'] && !(typeof other === 'string' && fields.has(other) && !judged.missing.includes(other));
  });
  for (const [extension, names] of byExtension) {
    // an item carries an extension when it carries any of its fields (transport lines alone carry TransporterCode)
    const carrying = rows.filter((row) => names.some((name) => spellingsRead(name, fields.get(name)).some((s) => s in row))).length;
    judged.extensionItems[extension] = { items: rows.length, carrying };
  }
  return judged;
}

function judgeField(name: string, prop: Schema, rows: Record<string, unknown>[], judged: Judged): void {
  const unread = new Map<string, number>();
  let carried = 0;
  let bad = 0;
  let example: { value: unknown; reading: string } | undefined;
  for (const row of rows) {
    const keys = Object.keys(row);
    const other = unreadSpelling(keys, name, prop);
    if (other) unread.set(other, (unread.get(other) ?? 0) + 1);
    const value = readSpelled(row, name, prop);
    if (value === undefined) continue;
    carried++;
    const reading = misread(prop, value);
    if (reading) {
      bad++;
      example ??= { value, reading };
    }
  }
  for (const [key, count] of unread) {
    judged.problems.push(`'${key}' where the gateway reads '${spellingsRead(name, prop).join("' or '")}' (${count} of ${rows.length} items): read as empty`);
  }
  if (example) judged.problems.push(`'${name}': the gateway reads ${example.reading} from ${JSON.stringify(example.value)} (${bad} of ${rows.length} items)`);
  if (carried === 0 && unread.size === 0) judged.missing.push(name);
}
