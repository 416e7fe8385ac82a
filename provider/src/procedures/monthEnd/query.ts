/**
 * The month-end query: filters, search, sort and paging of `month_end_rows` translated into SQL
 * with parameters by the provider's one list-query builder (../list-query.ts). Field names are the row's member names (case-insensitive) and are checked
 * against FIELDS; nothing from the payload reaches the SQL text but a whitelisted column.
 */
import { z } from 'zod';
import { buildListQuery, listQueryPayload, MAX_LIMIT, whereSql, type ListFields, type ListQuery, type ListSpec } from '../list-query';

/** Row member name → SQL expression over month_end_rows and its type. */
export const FIELDS: ListFields = {
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

const TEXT_FIELDS = ['productcode', 'salesexactbooking', 'purchseexactbooking', 'transportexactbooking'];
export { MAX_LIMIT };

const SPEC: ListSpec = {
  name: 'month-end',
  fields: FIELDS,
  searchFields: TEXT_FIELDS,
  defaultSort: [{ field: 'loadingdate', direction: 'desc' }],
  tieBreaker: 'line_id',
  nulls: 'last',
  // text in the gateway's order, as it sorts the spec's whole list
  foldCase: true,
};

export const monthEndQuery = {
  ...listQueryPayload(FIELDS),
  incomplete: z.preprocess((v) => (v === 'true' || v === 'True' ? true : v === 'false' || v === 'False' ? false : v), z.boolean()).optional(),
};

export type MonthEndQuery = ListQuery & { incomplete?: boolean };

/**
 * A refusal message, or the SQL `where` (with its parameters) and `order by`, and whether they
 * name only LINE_FIELDS (`linesOnly`: they hold over `month_end_lines` as well).
 */
export function buildQuery(q: MonthEndQuery, params: unknown[]): { where: string; orderBy: string; linesOnly: boolean } | { error: string } {
  const query = buildListQuery(SPEC, q, params);
  if ('error' in query) return query;
  const named = [...query.filtered, ...(q.sort ?? []).map((s) => s.field)];
  const linesOnly = !q.incomplete && named.every((name) => LINE_FIELDS.has(name));
  const parts = q.incomplete ? [...query.where, `not ${COMPLETE_SQL}`] : query.where;
  return { where: whereSql(parts), orderBy: query.orderBy, linesOnly };
}
