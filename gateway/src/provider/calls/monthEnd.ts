/**
 * Month end. The spec's call answers the whole list (GET, no payload): the gateway filters, sorts,
 * pages, counts and totals it (list-query.ts; the list cache keeps it). With the monthEndQuery
 * extension the list's arguments (list convention of the graph) travel to the provider's getMonthEnd
 * instead (the shared list payload, ../list-payload.ts, and month end's own filters), which does
 * them in its database. Either way every name and value is checked here first, so a bad one is a
 * BAD_USER_INPUT naming the field, and both answer alike.
 */
import { gatewayError } from '../../errors/errors';
import type { MonthEndFilter, MonthEndSort, ListPage } from '../../generated/types/graphql';
import type { ProviderClient } from '../client';
import type { Payload } from '../contract-types';
import { refusedRead, toListPayload, type ProviderListFields, type ProviderFieldType } from '../list-payload';
import {
  MONTH_END_PROVIDER_FIELDS,
  toMonthEndRecord,
  toMonthEndTotalsRecord,
  type MonthEndListRecord,
  type MonthEndRecord,
  type MonthEndTotalsRecord,
} from '../records';
import Decimal from 'decimal.js';
import { queryList, type ListFields, type ListSort } from '../../lists/list-query';
import { mapOnce } from '../map-once';

const TYPES: Record<string, ProviderFieldType> = {
  id: 'number',
  productCode: 'string',
  loadingDate: 'date',
  salesOrderId: 'number',
  salesBooking: 'string',
  salesBooked: 'boolean',
  salesQuantity: 'number',
  salesAmount: 'number',
  purchaseOrderId: 'number',
  purchaseBooking: 'string',
  purchaseBooked: 'boolean',
  purchaseQuantity: 'number',
  purchaseAmount: 'number',
  needsTransport: 'boolean',
  transportOrderId: 'number',
  transportBooking: 'string',
  transportBooked: 'boolean',
  transportQuantity: 'number',
  transportAmount: 'number',
  isComplete: 'boolean',
};

/** The month-end fields the provider knows, with their types. */
const FIELDS: ProviderListFields = Object.fromEntries(
  Object.entries(MONTH_END_PROVIDER_FIELDS).flatMap(([key, member]) => {
    const type = TYPES[key];
    return type ? [[key, { member, type }]] : [];
  }),
);

/** `2026-10` → the first and last day of that month. */
export function monthRange(month: string): { from: string; to: string } {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month.trim());
  if (!m) throw gatewayError('BAD_USER_INPUT', 'filter.month must be a month yyyy-MM, such as 2026-10.', { field: 'filter.month' });
  const last = new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
  return { from: `${m[1]}-${m[2]}-01`, to: `${m[1]}-${m[2]}-${String(last).padStart(2, '0')}` };
}

export interface MonthEndArgs {
  filter?: MonthEndFilter | null;
  sort?: MonthEndSort[] | null;
  page?: ListPage | null;
}

function toMonthEndPayload(args: MonthEndArgs): Payload<'monthEnd.query'> {
  const filter = args.filter;
  const payload: Payload<'monthEnd.query'> = toListPayload(args, FIELDS, '*_BOOKED, NEEDS_TRANSPORT and IS_COMPLETE');
  if (filter?.incompleteOnly) payload.incomplete = true;
  const also: { field: string; operator: string }[] = [];
  const booked = (field: string, value: boolean | null | undefined) => {
    if (value === true || value === false) also.push({ field, operator: value ? 'true' : 'false' });
  };
  booked('SalesBooked', filter?.salesBooked);
  booked('PurchaseBooked', filter?.purchaseBooked);
  booked('TransportBooked', filter?.transportBooked);
  if (filter?.transportBooked === false) also.push({ field: 'NeedsTransport', operator: 'true' });
  if (also.length) payload.also = also;
  if (filter?.month) Object.assign(payload, monthRange(filter.month));
  return payload;
}

/**
 * One page of month-end rows, with the count of all that match when `parts.count` and their
 * totals when `parts.totals` (the provider passes over every filtered row for each only when
 * asked); a refusal is the caller's BAD_USER_INPUT.
 */
export async function monthEndPage(
  provider: ProviderClient,
  args: MonthEndArgs,
  parts: { totals: boolean; count: boolean } = { totals: true, count: true },
): Promise<MonthEndListRecord> {
  const query = toMonthEndPayload(args);
  if (!provider.has('monthEndQuery')) return monthEndFromList(provider, args, parts);
  const payload = { ...query, totals: parts.totals, ...(parts.totals || parts.count ? {} : { count: false }) };
  const result = await provider.execute('monthEnd.query', payload);
  if (refusedRead(result)) throw gatewayError('BAD_USER_INPUT', result.Message ?? 'The provider refused the month-end query.');
  const nodes = (result.Items ?? []).map(toMonthEndRecord);
  // a provider that answers no count for a counted page counts the page itself (the old whole list)
  const answered = Number(result.TotalCount);
  const counted = parts.count || parts.totals;
  return {
    nodes,
    totalCount: !counted ? null : Number.isInteger(answered) ? answered : nodes.length,
    totals: parts.totals ? toMonthEndTotalsRecord(result.Totals as Record<string, unknown> | undefined) : null,
  };
}

/** The month-end fields over the records, with the provider's meaning of each (its month-end query). */
const LIST_FIELDS: ListFields<MonthEndRecord> = {
  id: { type: 'number', get: (r) => r.id },
  productCode: { type: 'string', get: (r) => r.productCode },
  loadingDate: { type: 'date', get: (r) => r.loadingDate },
  salesOrderId: { type: 'number', get: (r) => r.salesOrderId },
  salesBooking: { type: 'string', get: (r) => r.salesBooking },
  salesBooked: { type: 'boolean', get: (r) => r.salesBooking !== null },
  salesQuantity: { type: 'number', get: (r) => r.salesQuantity },
  salesAmount: { type: 'number', get: (r) => r.salesAmount },
  purchaseOrderId: { type: 'number', get: (r) => r.purchaseOrderId },
  purchaseBooking: { type: 'string', get: (r) => r.purchaseBooking },
  purchaseBooked: { type: 'boolean', get: (r) => r.purchaseBooking !== null },
  purchaseQuantity: { type: 'number', get: (r) => r.purchaseQuantity },
  purchaseAmount: { type: 'number', get: (r) => r.purchaseAmount },
  needsTransport: { type: 'boolean', get: (r) => r.needsTransport },
  transportOrderId: { type: 'number', get: (r) => r.transportOrderId },
  transportBooking: { type: 'string', get: (r) => r.transportBooking },
  transportBooked: { type: 'boolean', get: (r) => r.transportBooking !== null },
  transportQuantity: { type: 'number', get: (r) => r.transportQuantity },
  transportAmount: { type: 'number', get: (r) => r.transportAmount },
  isComplete: { type: 'boolean', get: isComplete },
};

function isComplete(r: MonthEndRecord): boolean {
  return r.salesBooking !== null && r.purchaseBooking !== null && (!r.needsTransport || r.transportBooking !== null);
}

/** What the quick search looks in when the filter names no fields: the product code and the bookings. */
const SEARCHED = ['productCode', 'salesBooking', 'purchaseBooking', 'transportBooking'];

/** The filters month end has beyond the list's conditions, each holding whatever the join: month, incomplete, booked. */
function monthEndFilters(filter: MonthEndFilter | null | undefined): ((r: MonthEndRecord) => boolean)[] {
  const tests: ((r: MonthEndRecord) => boolean)[] = [];
  if (filter?.month) {
    const { from, to } = monthRange(filter.month);
    tests.push((r) => r.loadingDate !== null && r.loadingDate >= from && r.loadingDate <= to);
  }
  if (filter?.incompleteOnly) tests.push((r) => !isComplete(r));
  const booked = (value: boolean | null | undefined, booking: (r: MonthEndRecord) => string | null) => {
    if (value === true || value === false) tests.push((r) => (booking(r) !== null) === value);
  };
  booked(filter?.salesBooked, (r) => r.salesBooking);
  booked(filter?.purchaseBooked, (r) => r.purchaseBooking);
  booked(filter?.transportBooked, (r) => r.transportBooking);
  if (filter?.transportBooked === false) tests.push((r) => r.needsTransport);
  return tests;
}

/**
 * A page of the spec's whole month-end list, filtered, sorted (loading date descending by
 * default, ties by line in the last key's direction, empty values last) and totalled here.
 */
async function monthEndFromList(provider: ProviderClient, args: MonthEndArgs, parts: { totals: boolean; count: boolean }): Promise<MonthEndListRecord> {
  const { value: result } = await provider.read('monthEnd.list');
  if (refusedRead(result)) throw gatewayError('PROVIDER_ERROR', result.Message ?? 'The provider refused the month-end list.');
  const tests = monthEndFilters(args.filter);
  const records = mapOnce(result.Items ?? [], toMonthEndRecord);
  const rows = tests.length ? records.filter((r) => tests.every((t) => t(r))) : records;
  const sort: ListSort[] = args.sort?.length ? [...args.sort] : [{ field: 'loadingDate', direction: 'DESC' }];
  sort.push({ field: 'id', direction: sort.at(-1)?.direction === 'DESC' ? 'DESC' : 'ASC' });
  const filter = args.filter && { ...args.filter, searchFields: args.filter.searchFields?.length ? args.filter.searchFields : SEARCHED };
  const { totalCount, nodes, matching } = queryList(rows, LIST_FIELDS, { ...args, filter, sort }, [], 'last');
  return {
    nodes,
    totalCount: parts.count || parts.totals ? totalCount : null,
    totals: parts.totals ? totalsOf(matching) : null,
  };
}

/** The sums and missing-booking counts of the rows the filter kept, as the provider's Totals. */
function totalsOf(rows: readonly MonthEndRecord[]): MonthEndTotalsRecord {
  const sum = (value: (r: MonthEndRecord) => string | null) => rows.reduce((s, r) => s.plus(value(r) ?? 0), new Decimal(0)).toString();
  const count = (test: (r: MonthEndRecord) => boolean) => rows.filter(test).length;
  return {
    salesQuantity: sum((r) => r.salesQuantity),
    salesAmount: sum((r) => r.salesAmount),
    purchaseQuantity: sum((r) => r.purchaseQuantity),
    purchaseAmount: sum((r) => r.purchaseAmount),
    transportQuantity: sum((r) => r.transportQuantity),
    transportAmount: sum((r) => r.transportAmount),
    missingSalesBookings: count((r) => r.salesBooking === null),
    missingPurchaseBookings: count((r) => r.purchaseBooking === null),
    missingTransportBookings: count((r) => r.needsTransport && r.transportBooking === null),
    incompleteRows: count((r) => !isComplete(r)),
  };
}
