/**
 * Month end (spec 02 §2.13, §7.4 'GET month-end list'): per item (sales-order line) the sales,
 * purchase and transport sides with their bookings, quantities and amounts. Unlike the spec's
 * whole list, the provider filters, sorts and pages in its database (a year of rows stays fast)
 * and answers the total count and the totals of the filtered rows with the page (the monthEndQuery
 * extension); called as the spec calls it (GET, no payload) it answers every row.
 */
import { required } from '../../lib/required';
import { z } from 'zod';
import { parseDate } from '../../lib/dates';
import { defineProcedure, refuse, type Procedure } from '../registry';
import { date, num, str } from '../answers';
import { body, boolean, integer, optional } from '../validation';
import type { Queryable } from '../../db';
import { buildQuery, COMPLETE_SQL, MAX_LIMIT, monthEndQuery } from './query';

type Row = Record<string, unknown>;
/** The limit of a read that names none: all rows (Postgres limits are bigint). */
const WHOLE_LIST = Number.MAX_SAFE_INTEGER;
const nullableNum = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const id = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function monthEndItem(r: Row) {
  return {
    lineid: Number(r.line_id),
    ProductCode: str(r.product_code),
    Loadingdate: date(r.loading_date),
    salesid: Number(r.sales_id),
    SalesExactBooking: str(r.sales_booking),
    SalesQuantity: num(r.sales_quantity),
    SalesAmount: num(r.sales_amount),
    purchaseid: id(r.purchase_id),
    PurchseExactBooking: str(r.purchase_booking),
    PurchaseQuantity: nullableNum(r.purchase_quantity),
    PurchaseAmount: nullableNum(r.purchase_amount),
    NeedsTransport: Boolean(r.needs_transport),
    transportid: id(r.transport_id),
    TransportExactBooking: str(r.transport_booking),
    TransportQuantity: nullableNum(r.transport_quantity),
    TransportAmount: nullableNum(r.transport_amount),
  };
}

/** The totals of every filtered row, as aggregates (`over` empty) or window aggregates (`over ()`). */
const totalsSql = (over: string) => `count(*) ${over} as total_count,
  coalesce(sum(sales_quantity) ${over}, 0)::text as total_sales_quantity, coalesce(sum(sales_amount) ${over}, 0)::text as total_sales_amount,
  coalesce(sum(purchase_quantity) ${over}, 0)::text as total_purchase_quantity, coalesce(sum(purchase_amount) ${over}, 0)::text as total_purchase_amount,
  coalesce(sum(transport_quantity) ${over}, 0)::text as total_transport_quantity, coalesce(sum(transport_amount) ${over}, 0)::text as total_transport_amount,
  count(*) filter (where sales_booking is null) ${over} as missing_sales,
  count(*) filter (where purchase_booking is null) ${over} as missing_purchase,
  count(*) filter (where needs_transport and transport_booking is null) ${over} as missing_transport,
  count(*) filter (where not ${COMPLETE_SQL}) ${over} as incomplete`;

function totalsOf(t: Row) {
  return {
    TotalCount: Number(t.total_count),
    Totals: {
      SalesQuantity: Number(t.total_sales_quantity),
      SalesAmount: Number(t.total_sales_amount),
      PurchaseQuantity: Number(t.total_purchase_quantity),
      PurchaseAmount: Number(t.total_purchase_amount),
      TransportQuantity: Number(t.total_transport_quantity),
      TransportAmount: Number(t.total_transport_amount),
      MissingSalesBookings: Number(t.missing_sales),
      MissingPurchaseBookings: Number(t.missing_purchase),
      MissingTransportBookings: Number(t.missing_transport),
      IncompleteRows: Number(t.incomplete),
    },
  };
}

export const getMonthEnd = defineProcedure({
  application: 'backoffice',
  name: 'getMonthEnd',
  kind: 'read',
  payload: body({
    ...monthEndQuery,
    offset: optional(integer({ min: 0, max: 100_000_000 })),
    limit: optional(integer({ min: 0, max: MAX_LIMIT })),
    // the old client's whole list: from/to narrow the loading date without the conditions syntax
    from: optional(z.unknown().transform((v, ctx) => parseDate(v) ?? (ctx.addIssue({ code: 'custom', message: 'must be a date' }), z.NEVER))),
    to: optional(z.unknown().transform((v, ctx) => parseDate(v) ?? (ctx.addIssue({ code: 'custom', message: 'must be a date' }), z.NEVER))),
    // false: the page and the count only, no totals (a client that reads them once per filter)
    totals: optional(boolean()),
    // false, with totals false: the page alone, no count either (a client that counts once per filter)
    count: optional(boolean()),
  }),
  async handler({ db }, payload) {
    const params: unknown[] = [];
    const conditions = [...(payload.conditions ?? [])];
    const query = buildQuery({ ...payload, conditions }, params);
    if ('error' in query) return refuse(query.error);
    const range: string[] = [];
    if (payload.from) range.push(`loading_date >= $${params.push(payload.from)}`);
    if (payload.to) range.push(`loading_date <= $${params.push(payload.to)}`);
    const where = [query.where.replace(/^where /, ''), ...range].filter(Boolean).join(' and ');
    const whereSql = where ? `where ${where}` : '';
    // no limit: the spec's call (GET, no payload) answers every row
    const limit = payload.limit ?? WHOLE_LIST;
    const offset = payload.offset ?? 0;
    if (payload.totals === false) {
      const { rows, count } = await pageOnly(db, whereSql, query, params, limit, offset, payload.count !== false);
      return { Items: rows.map(monthEndItem), ...(count === undefined ? {} : { TotalCount: count }) };
    }
    // One pass over the filtered rows for the page and the totals (window aggregates over all of
    // them, computed before the page is cut): the view's per-line look-ups run once, not twice.
    // (a page of no rows, as a client asking the totals alone sends, goes straight to them)
    const page = limit > 0 ? await db.query<Row>(monthEndSql.pageWithTotals(whereSql, query.orderBy, limit, offset), params) : { rows: [] };
    // an empty page (limit 0, or past the last row) carries no totals: they are read on their own
    const totals = page.rows[0] ?? (await db.query<Row>(monthEndSql.totals(whereSql), params)).rows[0];
    return { Items: page.rows.map(monthEndItem), ...totalsOf(required(totals, 'month-end totals')) };
  },
});

/** The SQL of getMonthEnd's reads, from a `where` and `order by` of buildQuery (gateway/bench/sql-plans.ts explains them). */
export const monthEndSql = {
  /** The page with the count and totals of every filtered row as window aggregates: one pass. */
  pageWithTotals: (whereSql: string, orderBy: string, limit: number, offset: number) =>
    `select *, ${totalsSql('over ()')} from month_end_rows ${whereSql} ${orderBy} limit ${limit} offset ${offset}`,
  totals: (whereSql: string) => `select ${totalsSql('')} from month_end_rows ${whereSql}`,
  /** The page cut in month_end_lines: only its rows look up their purchase and transport sides. */
  linesPage: (whereSql: string, orderBy: string, limit: number, offset: number) =>
    `select * from month_end_rows where line_id in (select line_id from month_end_lines ${whereSql} ${orderBy} limit ${limit} offset ${offset}) ${orderBy}`,
  /** The page with the count as a window aggregate (a filter that names the purchase or transport side). */
  rowsPage: (whereSql: string, orderBy: string, limit: number, offset: number) =>
    `select *, count(*) over ()::int as total_count from month_end_rows ${whereSql} ${orderBy} limit ${limit} offset ${offset}`,
  /** The page alone (a filter that names the purchase or transport side, no count asked). */
  rowsPageOnly: (whereSql: string, orderBy: string, limit: number, offset: number) =>
    `select * from month_end_rows ${whereSql} ${orderBy} limit ${limit} offset ${offset}`,
  count: (view: 'month_end_lines' | 'month_end_rows', whereSql: string) => `select count(*)::int as n from ${view} ${whereSql}`,
};

type Built = { orderBy: string; linesOnly: boolean };

/**
 * A page and the count of every filtered row (unless `withCount` is false), without totals. When
 * the filter and sort name only the line's own columns, the page is cut and counted in
 * `month_end_lines` and only the page's rows look up their purchase and transport sides (a page
 * of 100 of a year: 100 look-ups, not one per line of the year); otherwise one pass with the count
 * as a window aggregate. The count is one pass over the period's lines: on 100 000 orders it cost
 * more than the page it came with, so a client that keeps it per filter asks pages without it.
 */
async function pageOnly(
  db: Queryable,
  whereSql: string,
  query: Built,
  params: unknown[],
  limit: number,
  offset: number,
  withCount: boolean,
): Promise<{ rows: Row[]; count?: number }> {
  const countOf = async (view: 'month_end_lines' | 'month_end_rows') =>
    required((await db.query<{ n: number }>(monthEndSql.count(view, whereSql), params)).rows[0], 'month-end count').n;
  if (!withCount) {
    if (limit === 0) return { rows: [] };
    const page = monthEndSql[query.linesOnly ? 'linesPage' : 'rowsPageOnly'](whereSql, query.orderBy, limit, offset);
    return { rows: (await db.query<Row>(page, params)).rows };
  }
  if (query.linesOnly) {
    const count = await countOf('month_end_lines');
    if (limit === 0 || offset >= count) return { rows: [], count };
    return { rows: (await db.query<Row>(monthEndSql.linesPage(whereSql, query.orderBy, limit, offset), params)).rows, count };
  }
  const page = await db.query<Row>(monthEndSql.rowsPage(whereSql, query.orderBy, limit, offset), params);
  const first = page.rows[0];
  return { rows: page.rows, count: first ? Number(first.total_count) : await countOf('month_end_rows') };
}

export const procedures: Procedure[] = [getMonthEnd];
