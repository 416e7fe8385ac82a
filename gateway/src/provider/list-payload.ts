/**
 * A list's arguments (the graph's list convention: filter, sort, page) translated into the payload
 * of the provider's paged lists (getMonthEnd, getSalesOrdersPage), which filter, sort and page in
 * the provider's database. Every field and value is checked here first, so a bad one is a
 * BAD_USER_INPUT naming the argument, and provider member names stay in gateway/src/provider/.
 */
import Decimal from 'decimal.js';
import { gatewayError } from '../errors/errors';
import type { Payload } from './contract-types';
import { checkListBounds, fieldKeyOf, MAX_PAGE, type ListArgs } from '../lists/list-query';

export type ProviderFieldType = 'string' | 'number' | 'date' | 'boolean';

/** A list field (camelCase row name) → the provider's member and its type. */
export type ProviderListFields = Record<string, { member: string; type: ProviderFieldType }>;

function providerField(fields: ProviderListFields, name: string, path: string): { member: string; type: ProviderFieldType } {
  const key = fieldKeyOf(name);
  const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
  if (!field) throw gatewayError('BAD_USER_INPUT', `Unknown field '${name}'.`, { field: path });
  return field;
}

function checkValue(value: string | null | undefined, type: ProviderFieldType, path: string): string | undefined {
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

/** The paged lists' common payload: the keys both contracts have (checked below). */
export interface ListPayload {
  conditions?: { field: string; operator: string; value?: string; valueTo?: string }[];
  join?: 'and' | 'or';
  search?: string;
  searchfields?: string[];
  sort?: { field: string; direction: 'asc' | 'desc' }[];
  offset: number;
  limit: number;
}
export const listPayloadContracted = (p: ListPayload): [Payload<'monthEnd.query'>, Payload<'salesOrders.page'>] => [p, p];

/**
 * `{conditions, join, search, searchfields, sort, offset, limit}` for the provider; `booleans`
 * names the fields TRUE and FALSE test, for the refusal of any other.
 */
export function toListPayload(args: ListArgs, fields: ProviderListFields, booleans: string): ListPayload {
  checkListBounds(args);
  const filter = args.filter;
  const payload: ListPayload = { offset: 0, limit: 0 };
  const conditions = filter?.conditions ?? [];
  if (conditions.length) {
    payload.conditions = conditions.map((c, i) => {
      const path = `filter.conditions.${i}`;
      const { member, type } = providerField(fields, c.field, `${path}.field`);
      if ((c.operator === 'TRUE' || c.operator === 'FALSE') && type !== 'boolean') {
        throw gatewayError('BAD_USER_INPUT', `${path}.operator: ${c.field} is not true or false; TRUE and FALSE test the ${booleans} fields.`, {
          field: `${path}.operator`,
        });
      }
      if (c.operator === 'IS' && checkValue(c.value, type, `${path}.value`) === undefined)
        throw gatewayError('BAD_USER_INPUT', `${path}.value is required for IS.`, { field: `${path}.value` });
      const value = c.operator === 'CONTAINS' ? (c.value ?? '') : checkValue(c.value, type, `${path}.value`);
      return { field: member, operator: c.operator.toLowerCase(), value, valueTo: checkValue(c.valueTo, type, `${path}.valueTo`) };
    });
    payload.join = filter?.join === 'OR' ? 'or' : 'and';
  }
  if (filter?.search?.trim()) {
    payload.search = filter.search.trim();
    if (filter.searchFields?.length) payload.searchfields = filter.searchFields.map((f, i) => providerField(fields, f, `filter.searchFields.${i}`).member);
  }
  if (args.sort?.length)
    payload.sort = args.sort.map((s, i) => ({
      field: providerField(fields, s.field, `sort.${i}.field`).member,
      direction: s.direction === 'DESC' ? 'desc' : 'asc',
    }));
  const offset = args.page?.offset ?? 0;
  const limit = args.page?.limit ?? 100;
  if (offset < 0) throw gatewayError('BAD_USER_INPUT', 'page.offset must be 0 or more.', { field: 'page.offset' });
  if (limit < 0 || limit > MAX_PAGE) throw gatewayError('BAD_USER_INPUT', `page.limit must be from 0 to ${MAX_PAGE}.`, { field: 'page.limit' });
  payload.offset = offset;
  payload.limit = limit;
  return payload;
}

/**
 * Whether a list read was refused: only an answer that says `Success` false (a boolean or the
 * spec's 'False' string). A spec provider's read may answer `Items` alone, which is no refusal.
 */
export function refusedRead(result: { Success?: unknown }): boolean {
  return result.Success === false || String(result.Success).toLowerCase() === 'false';
}
