/**
 * The list query of the provider's paged lists (month end, the sales-order overview): filters,
 * quick search, sort and paging of one view translated into SQL with parameters. Field names are
 * the row's member names (case-insensitive), checked against the list's fields; nothing from the
 * payload reaches the SQL text but a whitelisted expression. Extensions of the spec's API, which
 * answers these lists whole.
 */
import { z } from 'zod';
import { parseDate } from '../lib/dates';

export type FieldType = 'text' | 'number' | 'date' | 'boolean';

export interface ListField {
  /** The SQL expression over the list's view. */
  sql: string;
  type: FieldType;
  /** The expression whose text `contains` and the quick search look at (default `sql`). */
  text?: string;
}

/** Row member name (lower case) → its SQL. */
export type ListFields = Record<string, ListField>;

export interface ListSpec {
  /** Named in refusals: "Not a month-end field". */
  name: string;
  fields: ListFields;
  /** What the quick search looks at when the payload names no search fields. */
  searchFields: string[];
  defaultSort: { field: string; direction: 'asc' | 'desc' }[];
  /** The unique key that makes the order total. */
  tieBreaker: string;
  /** Its direction: that of the last sort key (month end), or always this one (the sales overview: newest first). */
  tieDirection?: 'asc' | 'desc';
  /**
   * `last`: empty values last both ways (month end); `first-descending`: last ascending, first
   * descending, as the gateway's in-memory lists have always sorted them (the sales overview).
   */
  nulls: 'last' | 'first-descending';
  /**
   * Text sorts as the gateway's in-memory lists sort (the sales overview): without regard to case
   * or accents, digits as numbers (collation list_text, migration 014).
   */
  foldCase?: boolean;
}

export const MAX_LIMIT = 10_000;

const lowerKeys = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k.toLowerCase(), v])) : value;

/** A JSON array, or its text (a GET's query string). */
const jsonArray = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z.array(z.preprocess(lowerKeys, item)).max(50),
  );

const conditionOf = (fieldName: z.ZodType<string>) =>
  z.object({
    field: fieldName,
    operator: z
      .string()
      .transform((s) => s.toLowerCase())
      .pipe(z.enum(['contains', 'is', 'between', 'true', 'false'])),
    value: z.union([z.string(), z.number()]).nullish(),
    valueto: z.union([z.string(), z.number()]).nullish(),
  });

export interface ListCondition {
  field: string;
  operator: 'contains' | 'is' | 'between' | 'true' | 'false';
  value?: string | number | null;
  valueto?: string | number | null;
}

export interface ListQuery {
  conditions?: ListCondition[];
  /** Conditions that always hold, whatever the join (month end's booking filters). */
  also?: ListCondition[];
  join?: 'and' | 'or';
  search?: string;
  searchfields?: string[];
  sort?: { field: string; direction?: 'asc' | 'desc' }[];
}

/** The payload members of a list query over these fields (a refusal names the unknown field). */
export function listQueryPayload(fields: ListFields) {
  const fieldName = z
    .string()
    .transform((s) => s.trim().toLowerCase())
    .refine((s) => Object.hasOwn(fields, s), { message: `must be one of ${Object.keys(fields).join(', ')}` });
  const condition = conditionOf(fieldName);
  return {
    conditions: jsonArray(condition).optional(),
    join: z
      .string()
      .transform((s) => s.toLowerCase())
      .pipe(z.enum(['and', 'or']))
      .optional(),
    search: z.string().max(200).optional(),
    searchfields: jsonArray(fieldName).optional(),
    also: jsonArray(condition).optional(),
    sort: jsonArray(
      z.object({
        field: fieldName,
        direction: z
          .string()
          .transform((s) => s.toLowerCase())
          .pipe(z.enum(['asc', 'desc']))
          .optional(),
      }),
    ).optional(),
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A refusal message, or the SQL `where` conditions (with their parameters), the `order by` and
 * the fields the conditions and the search look at (`filtered`).
 */
export function buildListQuery(
  spec: ListSpec,
  q: ListQuery,
  params: unknown[],
): { where: string[]; orderBy: string; filtered: Set<string> } | { error: string } {
  const filtered = new Set<string>();
  const fieldOf = (name: string, filtering = true): ListField => {
    if (filtering) filtered.add(name);
    // the payload's schema already checked the name against the fields
    const f = Object.hasOwn(spec.fields, name) ? spec.fields[name] : undefined;
    if (!f) throw new Error(`Not a ${spec.name} field: ${name}`);
    return f;
  };
  const textOf = (f: ListField) => `lower(coalesce(${f.text ?? f.sql}::text, ''))`;
  const param = (v: unknown) => (params.push(v), `$${params.length}`);
  const parts: string[] = [];
  const words = (q.search ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length) {
    const fields = (q.searchfields?.length ? q.searchfields : spec.searchFields).map((n) => fieldOf(n));
    for (const word of words) {
      const like = param(`%${escapeLike(word)}%`);
      parts.push(`(${fields.map((f) => `${textOf(f)} like ${like}`).join(' or ')})`);
    }
  }
  const testsOf = (conditions: ListCondition[]): string[] | { error: string } => {
    const tests: string[] = [];
    for (const c of conditions) {
      const f = fieldOf(c.field);
      const value = c.value === null || c.value === undefined ? null : String(c.value).trim();
      const valueTo = c.valueto === null || c.valueto === undefined ? null : String(c.valueto).trim();
      const typed = (v: string, name: string): string | { error: string } => {
        if (f.type === 'number') return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v) ? param(v) : { error: `${name} of ${c.field} must be a number` };
        if (f.type === 'date') {
          const day = parseDate(v);
          return day ? param(day) : { error: `${name} of ${c.field} must be a date` };
        }
        return param(v.toLowerCase());
      };
      const column = f.type === 'text' ? `lower(${f.sql})` : f.type === 'number' ? `${f.sql}::numeric` : f.sql;
      switch (c.operator) {
        case 'true':
        case 'false':
          if (f.type !== 'boolean') return { error: `${c.field} is not true or false` };
          tests.push(c.operator === 'true' ? `coalesce(${f.sql}, false)` : `not coalesce(${f.sql}, false)`);
          break;
        case 'contains':
          tests.push(`${textOf(f)} like ${param(`%${escapeLike((value ?? '').toLowerCase())}%`)}`);
          break;
        case 'is': {
          if (value === null || value === '') return { error: `value of ${c.field} is required` };
          const v = typed(value, 'value');
          if (typeof v !== 'string') return v;
          tests.push(`${column} = ${v}`);
          break;
        }
        case 'between': {
          const range: string[] = [];
          for (const [bound, op, name] of [
            [value, '>=', 'value'],
            [valueTo, '<=', 'valueTo'],
          ] as const) {
            if (bound === null || bound === '') continue;
            const v = typed(bound, name);
            if (typeof v !== 'string') return v;
            range.push(`${column} ${op} ${v}`);
          }
          tests.push(range.length ? `(${column} is not null and ${range.join(' and ')})` : `${column} is not null`);
          break;
        }
      }
    }
    return tests;
  };
  const tests = testsOf(q.conditions ?? []);
  if (!Array.isArray(tests)) return tests;
  const also = testsOf(q.also ?? []);
  if (!Array.isArray(also)) return also;
  parts.push(...also);
  if (tests.length) parts.push(`(${tests.join(q.join === 'or' ? ' or ' : ' and ')})`);
  const sort = q.sort?.length ? q.sort : spec.defaultSort;
  const keys = sort.map((s) => {
    const f = fieldOf(s.field, false);
    const desc = s.direction === 'desc';
    const nulls = spec.nulls === 'last' || !desc ? 'nulls last' : 'nulls first';
    const expr = spec.foldCase && f.type === 'text' ? `${f.sql} collate list_text` : f.sql;
    return `${expr} ${desc ? 'desc' : 'asc'} ${nulls}`;
  });
  const last = spec.tieDirection ?? (sort.at(-1)?.direction === 'desc' ? 'desc' : 'asc');
  return { where: parts, orderBy: `order by ${[...keys, `${spec.tieBreaker} ${last}`].join(', ')}`, filtered };
}

/** `where a and b`, or nothing. */
export const whereSql = (parts: string[]) => (parts.length ? `where ${parts.join(' and ')}` : '');
