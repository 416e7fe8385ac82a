/**
 * Month end (spec 02 §2.13, §7.4 'GET month-end list'): per item (sales-order line) the sales,
 * purchase and transport sides with their bookings, quantities and amounts. Unlike the spec's
 * whole list, the provider filters, sorts and pages in its database (a year of rows stays fast)
 * and answers the total count and the totals of the filtered rows with the page.
 */
import { z } from 'zod';
import { parseDate } from '../../lib/dates';
import { required } from '../../lib/required';
import { defineProcedure, refuse } from '../registry';
import { body, date, num, str } from '../salesOrders/shared';
import { integer, optional } from '../validation';
import { buildQuery, COMPLETE_SQL, MAX_LIMIT, monthEndQuery } from './query';

type Row = Record<string, unknown>;
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

const TOTALS_SQL = `count(*)::int as total_count,
  coalesce(sum(sales_quantity), 0)::text as sales_quantity, coalesce(sum(sales_amount), 0)::text as sales_amount,
  coalesce(sum(purchase_quantity), 0)::text as purchase_quantity, coalesce(sum(purchase_amount), 0)::text as purchase_amount,
  coalesce(sum(transport_quantity), 0)::text as transport_quantity, coalesce(sum(transport_amount), 0)::text as transport_amount,
  count(*) filter (where sales_booking is null)::int as missing_sales,
  count(*) filter (where purchase_booking is null)::int as missing_purchase,
  count(*) filter (where needs_transport and transport_booking is null)::int as missing_transport,
  count(*) filter (where not ${COMPLETE_SQL})::int as incomplete`;

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
    const limit = payload.limit ?? 100;
    const offset = payload.offset ?? 0;
    const [page, totals] = await Promise.all([
      db.query<Row>(`select * from month_end_rows ${whereSql} ${query.orderBy} limit ${limit} offset ${offset}`, params),
      db.query<Row>(`select ${TOTALS_SQL} from month_end_rows ${whereSql}`, params),
    ]);
    const t = required(totals.rows[0], 'the month-end totals');
    return {
      Items: page.rows.map(monthEndItem),
      TotalCount: t.total_count,
      Totals: {
        SalesQuantity: Number(t.sales_quantity),
        SalesAmount: Number(t.sales_amount),
        PurchaseQuantity: Number(t.purchase_quantity),
        PurchaseAmount: Number(t.purchase_amount),
        TransportQuantity: Number(t.transport_quantity),
        TransportAmount: Number(t.transport_amount),
        MissingSalesBookings: t.missing_sales,
        MissingPurchaseBookings: t.missing_purchase,
        MissingTransportBookings: t.missing_transport,
        IncompleteRows: t.incomplete,
      },
    };
  },
});

export const monthEndProcedures = [getMonthEnd];
