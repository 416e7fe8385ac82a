/**
 * The month-end list's arguments (list convention of the graph) translated into the provider's
 * getMonthEnd payload (the shared list payload, ../list-payload.ts, and month end's own filters).
 * The provider filters, sorts and pages in its database; every name and value is checked here
 * first, so a bad one is a BAD_USER_INPUT naming the field.
 */
import { gatewayError } from '../../errors';
import type { MonthEndFilter, MonthEndSort, ListPage } from '../../generated/graphql';
import type { ProviderClient } from '../client';
import { toListPayload, type ProviderListFields, type ProviderFieldType } from '../list-payload';
import { MONTH_END_PROVIDER_FIELDS, toMonthEndRecord, toMonthEndTotalsRecord, type MonthEndListRecord } from '../records';
import { heavyRead, type ProcedureDef } from '../procedure-def';

/** The provider procedures this domain calls, under the keys its calls name (catalogue.ts is every domain's). */
export const procedures = {
  // filters, sort and paging travel to the provider (its database does them): POST with a payload
  'monthEnd.list': heavyRead('getMonthEnd'),
} satisfies Record<string, ProcedureDef>;

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

function toMonthEndPayload(args: MonthEndArgs): Record<string, unknown> {
  const filter = args.filter;
  const payload = toListPayload(args, FIELDS, '*_BOOKED, NEEDS_TRANSPORT and IS_COMPLETE');
  if (filter?.incompleteOnly) payload.incomplete = true;
  const also: Record<string, unknown>[] = [];
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
  const payload = { ...toMonthEndPayload(args), totals: parts.totals, ...(parts.totals || parts.count ? {} : { count: false }) };
  const result = await provider.execute('monthEnd.list', payload);
  if (!result.Success) throw gatewayError('BAD_USER_INPUT', result.Message ?? 'The provider refused the month-end query.');
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
