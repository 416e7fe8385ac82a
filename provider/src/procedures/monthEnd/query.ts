/**
 * The month-end query: filters, search, sort and paging of `month_end_rows` translated into SQL
 * with parameters. Field names are the row's member names (case-insensitive) and are checked
 * against FIELDS; nothing from the payload reaches the SQL text but a whitelisted column.
 */
import { z } from 'zod';
import { parseDate } from '../../lib/dates';

type FieldType = 'text' | 'number' | 'date' | 'boolean';

/** Row member name → SQL expression over month_end_rows and its type. */
export const FIELDS: Record<string, { sql: string; type: FieldType }> = {
  lineid: { sql: 'line_id', type: 'number' },
  productcode: { sql: 'product_code', type: 'text' },
  loadingdate: { sql: 'loading_date', type: 'date' },
  salesid: { sql: 'sales_id', type: 'number' },
  salesexactbooking: { sql: 'sales_booking', type: 'text' },
  salesquantity: { sql: 'sales_quantity', type: 'number' },
  salesamount: { sql: 'sales_amount', type: 'number' },
  purchaseid: { sql: 'purchase_id', type: 'number' },
  // the spec's spelling of the row member (PurchseExactBooking); PurchaseExactBooking is accepted too
  purchseexactbooking: { sql: 'purchase_booking', type: 'text' },
  purchaseexactbooking: { sql: 'purchase_booking', type: 'text' },
  purchasequantity: { sql: 'purchase_quantity', type: 'number' },
  purchaseamount: { sql: 'purchase_amount', type: 'number' },
  transportid: { sql: 'transport_id', type: 'number' },
  transportexactbooking: { sql: 'transport_booking', type: 'text' },
  transportquantity: { sql: 'transport_quantity', type: 'number' },
  transportamount: { sql: 'transport_amount', type: 'number' },
  needstransport: { sql: 'needs_transport', type: 'boolean' },
  salesbooked: { sql: '(sales_booking is not null)', type: 'boolean' },
  purchasebooked: { sql: '(purchase_booking is not null)', type: 'boolean' },
  transportbooked: { sql: '(transport_booking is not null)', type: 'boolean' },
  iscomplete: { sql: COMPLETE(), type: 'boolean' },
};

function COMPLETE(): string {
  return '(sales_booking is not null and purchase_booking is not null and (not needs_transport or transport_booking is not null))';
}

export const COMPLETE_SQL = COMPLETE();

/**
 * The fields that are columns of `month_end_lines` (the line, its order and product): a query
 * naming only these is cut to its page there, before the purchase and transport look-ups.
 */
export const LINE_FIELDS: ReadonlySet<string> = new Set([
  'lineid',
  'productcode',
  'loadingdate',
  'salesid',
  'salesexactbooking',
  'salesquantity',
  'salesamount',
  'salesbooked',
]);

/** A field the payload's schema already checked against FIELDS. */
function fieldOfName(name: string): { sql: string; type: FieldType } {
  const f = FIELDS[name];
  if (!f) throw new Error(`Not a month-end field: ${name}`);
  return f;
}
const TEXT_FIELDS = ['productcode', 'salesexactbooking', 'purchseexactbooking', 'transportexactbooking'];
export const MAX_LIMIT = 10_000;

const fieldName = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .refine((s) => Object.hasOwn(FIELDS, s), { message: `must be one of ${Object.keys(FIELDS).join(', ')}` });

const condition = z.object({
  field: fieldName,
  operator: z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(['contains', 'is', 'between', 'true', 'false'])),
  value: z.union([z.string(), z.number()]).nullish(),
  valueto: z.union([z.string(), z.number()]).nullish(),
});

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

export const monthEndQuery = {
  conditions: jsonArray(condition).optional(),
  join: z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(['and', 'or']))
    .optional(),
  search: z.string().max(200).optional(),
  searchfields: jsonArray(fieldName).optional(),
  // conditions that always hold, whatever the join (the screen's booking filters)
  also: jsonArray(condition).optional(),
  incomplete: z.preprocess((v) => (v === 'true' || v === 'True' ? true : v === 'false' || v === 'False' ? false : v), z.boolean()).optional(),
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

export type MonthEndQuery = {
  conditions?: z.output<typeof condition>[];
  also?: z.output<typeof condition>[];
  join?: 'and' | 'or';
  search?: string;
  searchfields?: string[];
  incomplete?: boolean;
  sort?: { field: string; direction?: 'asc' | 'desc' }[];
};

/**
 * A refusal message, or the SQL `where` (with its parameters) and `order by`, and whether they
 * name only LINE_FIELDS (`linesOnly`: they hold over `month_end_lines` as well).
 */
export function buildQuery(q: MonthEndQuery, params: unknown[]): { where: string; orderBy: string; linesOnly: boolean } | { error: string } {
  const param = (v: unknown) => (params.push(v), `$${params.length}`);
  let linesOnly = !q.incomplete;
  const fieldOf = (name: string) => {
    if (!LINE_FIELDS.has(name)) linesOnly = false;
    return fieldOfName(name);
  };
  const parts: string[] = [];
  const words = (q.search ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length) {
    const fields = (q.searchfields?.length ? q.searchfields : TEXT_FIELDS).map(fieldOf);
    for (const word of words) {
      const like = param(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      parts.push(`(${fields.map((f) => `lower(coalesce(${f.sql}::text, '')) like ${like}`).join(' or ')})`);
    }
  }
  const testsOf = (conditions: z.output<typeof condition>[]): string[] | { error: string } => {
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
          tests.push(`lower(coalesce(${f.sql}::text, '')) like ${param(`%${(value ?? '').toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)}`);
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
  if (q.incomplete) parts.push(`not ${COMPLETE_SQL}`);
  const sort = q.sort?.length ? q.sort : [{ field: 'loadingdate', direction: 'desc' as const }];
  const keys = sort.map((s) => `${fieldOf(s.field).sql} ${s.direction === 'desc' ? 'desc' : 'asc'} nulls last`);
  const last = sort.at(-1)?.direction === 'desc' ? 'desc' : 'asc';
  return { where: parts.length ? `where ${parts.join(' and ')}` : '', orderBy: `order by ${[...keys, `line_id ${last}`].join(', ')}`, linesOnly };
}
