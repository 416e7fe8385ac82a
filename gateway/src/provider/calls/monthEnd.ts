/**
 * The month-end list's arguments (list convention of the graph) translated into the provider's
 * getMonthEnd payload. The provider filters, sorts and pages in its database; every name and
 * value is checked here first, so a bad one is a BAD_USER_INPUT naming the field.
 */
import Decimal from 'decimal.js';
import { gatewayError } from '../../errors';
import type { MonthEndFilter, MonthEndSort, ListPage } from '../../generated/graphql';
import { fieldKeyOf, MAX_PAGE } from '../../lists/list-query';
import type { ProviderClient } from '../client';
import { MONTH_END_PROVIDER_FIELDS, toMonthEndRecord, toMonthEndTotalsRecord, type MonthEndListRecord } from '../records';
import { readProcedure, type ProcedureDef } from '../procedure-def';

/** The provider procedures this domain calls, under the keys its calls name (catalogue.ts is every domain's). */
export const procedures = {
  // filters, sort and paging travel to the provider (its database does them): POST with a payload
  'monthEnd.list': readProcedure('getMonthEnd'),
} satisfies Record<string, ProcedureDef>;

type FieldType = 'string' | 'number' | 'date' | 'boolean';

const TYPES: Record<string, FieldType> = {
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

function providerField(name: string, path: string): { member: string; type: FieldType } {
  const key = fieldKeyOf(name);
  const member = Object.hasOwn(MONTH_END_PROVIDER_FIELDS, key) ? MONTH_END_PROVIDER_FIELDS[key] : undefined;
  const type = Object.hasOwn(TYPES, key) ? TYPES[key] : undefined;
  if (member === undefined || type === undefined) throw gatewayError('BAD_USER_INPUT', `Unknown field '${name}'.`, { field: path });
  return { member, type };
}

function checkValue(value: string | null | undefined, type: FieldType, path: string): string | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const v = value.trim();
  if (type === 'number') {
    try {
      return new Decimal(v.replace(',', '.')).toString();
    } catch {
      throw gatewayError('BAD_USER_INPUT', `${path} must be a number such as 1234.5.`, { field: path });
    }
  }
  if (
    type === 'date' &&
    (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)) || new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v)
  ) {
    throw gatewayError('BAD_USER_INPUT', `${path} must be a date yyyy-MM-dd.`, { field: path });
  }
  return v;
}

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
  const payload: Record<string, unknown> = {};
  const conditions = filter?.conditions ?? [];
  if (conditions.length > 50) throw gatewayError('BAD_USER_INPUT', 'filter.conditions takes at most 50 conditions.', { field: 'filter.conditions' });
  if (conditions.length) {
    payload.conditions = conditions.map((c, i) => {
      const path = `filter.conditions.${i}`;
      const { member, type } = providerField(c.field, `${path}.field`);
      if ((c.operator === 'TRUE' || c.operator === 'FALSE') && type !== 'boolean') {
        throw gatewayError(
          'BAD_USER_INPUT',
          `${path}.operator: ${c.field} is not true or false; TRUE and FALSE test the *_BOOKED, NEEDS_TRANSPORT and IS_COMPLETE fields.`,
          { field: `${path}.operator` },
        );
      }
      if (c.operator === 'IS' && checkValue(c.value, type, `${path}.value`) === undefined)
        throw gatewayError('BAD_USER_INPUT', `${path}.value is required for IS.`, { field: `${path}.value` });
      const value = c.operator === 'CONTAINS' ? (c.value ?? '') : checkValue(c.value, type, `${path}.value`);
      return { field: member, operator: c.operator.toLowerCase(), value, valueTo: checkValue(c.valueTo, type, `${path}.valueTo`) };
    });
    payload.join = filter?.join === 'OR' ? 'or' : 'and';
  }
  if (filter?.search?.trim()) {
    if (filter.search.length > 200) throw gatewayError('BAD_USER_INPUT', 'filter.search is at most 200 characters.', { field: 'filter.search' });
    payload.search = filter.search.trim();
    if (filter.searchFields?.length) payload.searchfields = filter.searchFields.map((f, i) => providerField(f, `filter.searchFields.${i}`).member);
  }
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
  if (args.sort?.length)
    payload.sort = args.sort.map((s, i) => ({ field: providerField(s.field, `sort.${i}.field`).member, direction: s.direction === 'DESC' ? 'desc' : 'asc' }));
  const offset = args.page?.offset ?? 0;
  const limit = args.page?.limit ?? 100;
  if (offset < 0) throw gatewayError('BAD_USER_INPUT', 'page.offset must be 0 or more.', { field: 'page.offset' });
  if (limit < 0 || limit > MAX_PAGE) throw gatewayError('BAD_USER_INPUT', `page.limit must be from 0 to ${MAX_PAGE}.`, { field: 'page.limit' });
  payload.offset = offset;
  payload.limit = limit;
  return payload;
}

/**
 * One page of month-end rows and the count of all that match, with their totals when `withTotals`
 * (the provider sums every filtered row only when asked); a refusal is the caller's BAD_USER_INPUT.
 */
export async function monthEndPage(provider: ProviderClient, args: MonthEndArgs, withTotals = true): Promise<MonthEndListRecord> {
  const result = await provider.execute('monthEnd.list', { ...toMonthEndPayload(args), totals: withTotals });
  if (!result.Success) throw gatewayError('BAD_USER_INPUT', result.Message ?? 'The provider refused the month-end query.');
  const nodes = (result.Items ?? []).map(toMonthEndRecord);
  const totalCount = Number(result.TotalCount);
  return {
    nodes,
    totalCount: Number.isInteger(totalCount) ? totalCount : nodes.length,
    totals: withTotals ? toMonthEndTotalsRecord(result.Totals as Record<string, unknown> | undefined) : null,
  };
}
