import Decimal from 'decimal.js';
import { gatewayError } from '../errors';
import type { ListFilter, ListPage, ListSort } from '../generated/graphql';

/**
 * Filtering, sorting and paging of lists the provider answers whole (its list procedures take
 * no paging). The web's DataTable builds the same query (`web/src/ui/data-table/query.ts`);
 * report builders use it to fetch a page instead of everything.
 */
export type ListFieldType = 'string' | 'number' | 'date' | 'boolean';

export interface ListField<R> {
  type: ListFieldType;
  get(row: R): unknown;
}

export type ListFields<R> = Record<string, ListField<R>>;

export interface ListArgs {
  filter?: ListFilter | null;
  sort?: ListSort[] | null;
  page?: ListPage | null;
}

export interface ListResult<R> {
  totalCount: number;
  nodes: R[];
}

export const MAX_PAGE = 10_000;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v)).toLowerCase();

function decimal(v: unknown): Decimal | null {
  if (v === null || v === undefined || v === '') return null;
  try {
    const d = new Decimal(String(v).replace(',', '.'));
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

function day(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(v);
  return m ? m[1] : null;
}

/**
 * A list's filter and sort fields are an enum per list in the schema (`SalesOrderField.LOADING_DATE`);
 * its values are the row's field names in CONSTANT_CASE. `LOADING_DATE` → `loadingDate`.
 */
export function fieldKeyOf(name: string): string {
  if (!/^[A-Z][A-Z0-9_]*$/.test(name)) return name;
  return name.toLowerCase().replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

function fieldOf<R>(fields: ListFields<R>, name: string): ListField<R> {
  const key = fieldKeyOf(name);
  // Own keys only: `constructor` or `__proto__` must not reach Object.prototype.
  const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
  if (!field) throw gatewayError('BAD_USER_INPUT', `Unknown field '${name}'. Fields: ${Object.keys(fields).join(', ')}.`, { field: name });
  return field;
}

function test<R>(row: R, field: ListField<R>, operator: string, value?: string | null, valueTo?: string | null): boolean {
  const raw = field.get(row);
  switch (operator) {
    case 'TRUE':
      return raw === true || raw === 'true' || raw === 'True';
    case 'FALSE':
      return !(raw === true || raw === 'true' || raw === 'True');
    case 'CONTAINS':
      return text(raw).includes(text(value));
    case 'IS':
      if (field.type === 'number') {
        const a = decimal(raw);
        const b = decimal(value);
        return a !== null && b !== null && a.eq(b);
      }
      if (field.type === 'date') return day(raw) === day(value);
      return text(raw) === text(value);
    case 'BETWEEN': {
      if (field.type === 'number') {
        const a = decimal(raw);
        if (a === null) return false;
        const lo = decimal(value);
        const hi = decimal(valueTo);
        return (!lo || a.gte(lo)) && (!hi || a.lte(hi));
      }
      const a = field.type === 'date' ? day(raw) : text(raw);
      if (!a) return false;
      const lo = field.type === 'date' ? day(value) : value ? text(value) : null;
      const hi = field.type === 'date' ? day(valueTo) : valueTo ? text(valueTo) : null;
      return (!lo || a >= lo) && (!hi || a <= hi);
    }
    default:
      throw gatewayError('BAD_USER_INPUT', `Unknown operator ${operator}.`);
  }
}

function compare(a: unknown, b: unknown, type: ListFieldType): number {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  if (empty(a) || empty(b)) return empty(a) === empty(b) ? 0 : empty(a) ? 1 : -1;
  if (type === 'number') return (decimal(a) ?? new Decimal(0)).comparedTo(decimal(b) ?? new Decimal(0));
  if (type === 'boolean') return Number(Boolean(a)) - Number(Boolean(b));
  return String(a).localeCompare(String(b), 'nl', { numeric: true, sensitivity: 'base' });
}

export function applyListQuery<R>(rows: readonly R[], fields: ListFields<R>, args: ListArgs, defaultSort: ListSort[] = []): ListResult<R> {
  return pageOf(filterAndSort(rows, fields, args, defaultSort), args.page);
}

/** Every row the filter keeps, sorted (for sums over the whole filtered list, not one page). */
export function filterAndSort<R>(rows: readonly R[], fields: ListFields<R>, args: Omit<ListArgs, 'page'>, defaultSort: ListSort[] = []): R[] {
  let result = [...rows];
  const filter = args.filter;
  const words = (filter?.search ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length) {
    const names = filter?.searchFields?.length ? filter.searchFields : Object.keys(fields).filter((k) => fields[k].type === 'string');
    const searched = names.map((n) => fieldOf(fields, n));
    result = result.filter((row) => {
      const haystack = searched.map((f) => text(f.get(row))).join('\u0000');
      return words.every((w) => haystack.includes(w));
    });
  }
  const conditions = (filter?.conditions ?? []).map((c) => ({ ...c, field: fieldOf(fields, c.field) }));
  if (conditions.length) {
    const any = filter?.join === 'OR';
    result = result.filter((row) => (any ? conditions.some((c) => test(row, c.field, c.operator, c.value, c.valueTo)) : conditions.every((c) => test(row, c.field, c.operator, c.value, c.valueTo))));
  }
  const sort = args.sort?.length ? args.sort : defaultSort;
  if (sort.length) {
    const keys = sort.map((s) => ({ field: fieldOf(fields, s.field), desc: s.direction === 'DESC' }));
    result.sort((a, b) => {
      for (const k of keys) {
        const c = compare(k.field.get(a), k.field.get(b), k.field.type);
        if (c !== 0) return k.desc ? -c : c;
      }
      return 0;
    });
  }
  return result;
}

/** One page of rows already filtered and sorted, with their count. */
export function pageOf<R>(rows: R[], page: ListPage | null | undefined): ListResult<R> {
  const offset = Math.max(0, page?.offset ?? 0);
  const limit = page?.limit ?? 100;
  if (limit < 0 || limit > MAX_PAGE) throw gatewayError('BAD_USER_INPUT', `page.limit must be from 0 to ${MAX_PAGE}.`);
  return { totalCount: rows.length, nodes: rows.slice(offset, offset + limit) };
}
