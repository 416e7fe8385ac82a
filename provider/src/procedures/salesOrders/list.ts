/**
 * getSalesOrdersPage: the overview filtered, searched, sorted and paged in the database (the spec's lists answer
 * every order); payload and answer are in provider/API.md (Orders), the list syntax in ../list-query.ts.
 */
import { z } from 'zod';
import { defineProcedure, refuse } from '../registry';
import { buildListQuery, listQueryPayload, MAX_LIMIT, whereSql, type ListFields, type ListSpec } from '../list-query';
import { body, integer, optional } from '../validation';
import { headerItem } from './orders';

const text = (column: string) => ({ sql: `nullif(${column}, '')`, type: 'text' as const });
const quantity = (column: string) => ({ sql: column, type: 'number' as const, text: `trim_scale(${column})` });

/** Row member name (lower case) → SQL over sales_order_list. */
export const SALES_ORDER_FIELDS: ListFields = {
  id: { sql: 'id', type: 'number' },
  customer: text('customer_name'),
  customercode: text('customer_code'),
  supplier: text('supplier_name'),
  suppliercode: text('supplier_code'),
  referencecustomer: text('reference_customer'),
  loadingdate: { sql: 'loading_date', type: 'date' },
  arrivaldate: { sql: 'arrival_date', type: 'date' },
  rederij: text('shipping_company_name'),
  salesunit: text('sales_unit'),
  salesquantity: quantity('sales_quantity'),
  purchaseunit: text('purchase_unit'),
  purchasequantity: quantity('purchase_quantity'),
  productcode: text('product_code'),
  packingslip: text('packing_slip'),
  container: text('container'),
  shipping: text('shipping'),
  exactbooking: text('exact_booking'),
  iscompleted: { sql: 'is_completed', type: 'boolean' },
};

const SPEC: ListSpec = {
  name: 'sales-order',
  fields: SALES_ORDER_FIELDS,
  // the overview's text columns (the gateway's quick search looked at these)
  searchFields: [
    'customer',
    'supplier',
    'referencecustomer',
    'salesunit',
    'purchaseunit',
    'productcode',
    'packingslip',
    'container',
    'shipping',
    'exactbooking',
  ],
  defaultSort: [{ field: 'id', direction: 'desc' }],
  // ties newest first, as the gateway's stable sort of the id-descending list kept them
  tieBreaker: 'id',
  tieDirection: 'desc',
  nulls: 'first-descending',
  foldCase: true,
};

/** The overview's toggle: the last six months (and orders without a loading date), or all. */
export const LAST_6_MONTHS_SQL = `(loading_date is null or loading_date >= (current_date - interval '6 months')::date)`;

type Row = Record<string, unknown>;

/** The first line's fields: a filter on them needs the first line of every order; others read the headers alone. */
const FIRST_LINE_FIELDS = new Set(['salesunit', 'salesquantity', 'purchaseunit', 'purchasequantity', 'productcode', 'packingslip', 'container', 'shipping']);

export const getSalesOrdersPage = defineProcedure({
  application: 'backoffice',
  name: 'getSalesOrdersPage',
  kind: 'read',
  payload: body({
    ...listQueryPayload(SALES_ORDER_FIELDS),
    range: optional(
      z
        .string()
        .transform((s) => s.trim().toLowerCase())
        .pipe(z.enum(['6months', 'all'])),
    ),
    offset: optional(integer({ min: 0, max: 100_000_000 })),
    limit: optional(integer({ min: 0, max: MAX_LIMIT })),
  }),
  async handler({ db }, payload) {
    const params: unknown[] = [];
    const query = buildListQuery(SPEC, payload, params);
    if ('error' in query) return refuse(query.error);
    const where = whereSql(payload.range === 'all' ? query.where : [LAST_6_MONTHS_SQL, ...query.where]);
    const limit = payload.limit ?? 100;
    const offset = payload.offset ?? 0;
    // the page: in the default order an index scan that stops after offset + limit orders, each
    // with its first line read through its index
    const page = await db.query<Row>(`select * from sales_order_list ${where} ${query.orderBy} limit ${limit} offset ${offset}`, params);
    // the count: of the headers alone unless the filter names a first-line field; none needed when
    // the page is the last one
    const last = page.rows.length > 0 && page.rows.length < limit;
    const view = [...query.filtered].some((f) => FIRST_LINE_FIELDS.has(f)) ? 'sales_order_list' : 'sales_order_headers';
    const total = last ? offset + page.rows.length : (await db.query<Row>(`select count(*) as n from ${view} ${where}`, params)).rows[0]?.n;
    return { Items: page.rows.map(headerItem), TotalCount: Number(total ?? 0) };
  },
});
