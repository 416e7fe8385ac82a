import { readIsoWeek } from '@backoffice/shared/week';
import { formatDate, isEmptyDate } from '../date-field/date';
import { formatDecimal, formatMoney, parseDecimalInput } from '../money/money';
import type { ColumnType, DataTableColumn, FilterCondition, FilterOperator, SortItem, TableQuery, TableQueryResult } from './types';

export function columnType<R>(column: DataTableColumn<R>): ColumnType {
  return column.type ?? 'string';
}

/** Types that filter and sort as numbers. */
export function isNumericType(type: ColumnType): boolean {
  return type === 'number' || type === 'money' || type === 'id';
}

export function isFilterable<R>(column: DataTableColumn<R>): boolean {
  return column.filterable ?? columnType(column) !== 'actions';
}

export function isSortable<R>(column: DataTableColumn<R>): boolean {
  return column.sortable ?? columnType(column) !== 'actions';
}

export function isSearchable<R>(column: DataTableColumn<R>): boolean {
  return column.searchable ?? columnType(column) !== 'actions';
}

/** The operators the filter panel offers for a column type; the first is the default. */
export function operatorsFor(type: ColumnType): [FilterOperator, ...FilterOperator[]] {
  switch (type) {
    case 'id':
    case 'number':
    case 'money':
    case 'date':
    case 'week':
      return ['is', 'between'];
    case 'boolean':
      return ['true', 'false'];
    default:
      return ['contains', 'is'];
  }
}

export function rawValue<R>(row: R, column: DataTableColumn<R>): unknown {
  return column.valueGetter ? column.valueGetter(row) : (row as Record<string, unknown>)[column.field];
}

export function toBoolean(value: unknown): boolean {
  if (typeof value === 'string') return ['true', '1', 'yes', 'ja', 'y', 'j'].includes(value.trim().toLowerCase());
  return Boolean(value);
}

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const n = Number(String(value).trim());
  return Number.isFinite(n) ? n : null;
}

function toIsoDay(value: unknown): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
  }
  if (typeof value !== 'string' || isEmptyDate(value)) return null;
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return m?.[1] ?? null;
}

/** The text a cell shows for a value, also what the quick search looks at. */
export function displayText<R>(row: R, column: DataTableColumn<R>): string {
  const value = rawValue(row, column);
  if (column.valueFormatter) return column.valueFormatter(value, row);
  if (value === null || value === undefined) return '';
  switch (columnType(column)) {
    case 'date':
      return formatDate(toIsoDay(value));
    case 'money':
      return formatMoney(value as string | number);
    case 'number':
      return typeof value === 'number' || typeof value === 'string' ? formatDecimal(value, 3, 0) || String(value) : String(value);
    case 'id':
      return typeof value === 'object' ? '' : String(value);
    case 'boolean':
      return '';
    default:
      return typeof value === 'object' ? '' : String(value);
  }
}

/** True when a value was typed that cannot be read as the column's type (letters in a number, an impossible date). */
export function isUnreadableValue<R>(value: string | undefined, column: DataTableColumn<R> | undefined): boolean {
  if (!column || value === undefined || value.trim() === '') return false;
  const type = columnType(column);
  if (isNumericType(type)) return parseDecimalInput(value) === null;
  if (type === 'date') return toIsoDay(value) === null;
  if (type === 'week') return readIsoWeek(value) === null;
  return false;
}

/** True when a condition holds a value that cannot be read: it does not filter, and the table says so. */
export function isConditionUnreadable<R>(condition: FilterCondition, column: DataTableColumn<R> | undefined): boolean {
  if (condition.operator === 'true' || condition.operator === 'false') return false;
  return isUnreadableValue(condition.value, column) || (condition.operator === 'between' && isUnreadableValue(condition.valueTo, column));
}

/** True when the condition has what its operator needs; incomplete conditions do not filter. */
export function isConditionComplete<R>(condition: FilterCondition, column: DataTableColumn<R> | undefined): boolean {
  if (!column) return false;
  const type = columnType(column);
  if (!operatorsFor(type).includes(condition.operator)) return false;
  if (condition.operator === 'true' || condition.operator === 'false') return true;
  if (isConditionUnreadable(condition, column)) return false; // never half applied
  const valid = (v: string | undefined) => {
    if (v === undefined || v.trim() === '') return false;
    if (isNumericType(type)) return parseDecimalInput(v) !== null;
    if (type === 'date') return toIsoDay(v) !== null;
    if (type === 'week') return readIsoWeek(v) !== null;
    return true;
  };
  if (condition.operator === 'between') return valid(condition.value) || valid(condition.valueTo);
  return valid(condition.value);
}

/**
 * The query as a server should see it: incomplete conditions dropped, numbers as plain
 * decimal strings ('1234.5'), dates 'yyyy-MM-dd', search trimmed.
 */
export function normalizeQuery<R>(query: TableQuery, columns: DataTableColumn<R>[]): TableQuery {
  const byField = new Map(columns.map((c) => [c.field, c]));
  const conditions = query.filters.conditions
    .filter((c) => isConditionComplete(c, byField.get(c.field)))
    .map((c) => {
      const type = columnType(byField.get(c.field) as DataTableColumn<R>);
      const norm = (v: string | undefined) => {
        if (v === undefined || v.trim() === '') return undefined;
        if (isNumericType(type)) return parseDecimalInput(v) ?? undefined;
        if (type === 'date') return toIsoDay(v) ?? undefined;
        if (type === 'week') return readIsoWeek(v) ?? undefined;
        return v.trim();
      };
      const out: FilterCondition = { id: c.id, field: c.field, operator: c.operator };
      if (c.operator === 'true' || c.operator === 'false') return out;
      const value = norm(c.value);
      if (value !== undefined) out.value = value;
      if (c.operator === 'between') {
        const to = norm(c.valueTo);
        if (to !== undefined) out.valueTo = to;
      }
      return out;
    });
  return { ...query, search: query.search.trim(), filters: { join: query.filters.join, conditions } };
}

function matches<R>(row: R, column: DataTableColumn<R>, condition: FilterCondition): boolean {
  const value = rawValue(row, column);
  const type = columnType(column);
  const { operator } = condition;
  if (operator === 'true') return toBoolean(value);
  if (operator === 'false') return !toBoolean(value);

  if (isNumericType(type)) {
    const n = toNumber(value);
    if (n === null) return type === 'id' && operator === 'is' && String(value ?? '').trim() === (condition.value ?? '').trim();
    const from = condition.value !== undefined ? toNumber(condition.value) : null;
    const to = condition.valueTo !== undefined ? toNumber(condition.valueTo) : null;
    if (operator === 'is') return from !== null && n === from;
    return (from === null || n >= from) && (to === null || n <= to);
  }
  if (type === 'date') {
    const day = toIsoDay(value);
    if (day === null) return false;
    if (operator === 'is') return day === condition.value;
    return (!condition.value || day >= condition.value) && (!condition.valueTo || day <= condition.valueTo);
  }
  if (type === 'week') {
    const week = typeof value === 'string' ? value : null;
    const [from, to] = [readIsoWeek(condition.value), readIsoWeek(condition.valueTo)];
    if (week === null) return false;
    if (operator === 'is') return week === from;
    return (!from || week >= from) && (!to || week <= to);
  }
  const text = displayText(row, column).toLocaleLowerCase();
  const wanted = (condition.value ?? '').trim().toLocaleLowerCase();
  if (operator === 'is') return text.trim() === wanted;
  return text.includes(wanted);
}

const collator = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' });

function compareValues<R>(a: R, b: R, column: DataTableColumn<R>): number {
  const type = columnType(column);
  let va: unknown = rawValue(a, column);
  let vb: unknown = rawValue(b, column);
  if (isNumericType(type)) {
    const na = toNumber(va);
    const nb = toNumber(vb);
    if (type === 'id' && (na === null || nb === null)) return collator.compare(String(va ?? ''), String(vb ?? '')); // non-numeric ids
    va = na;
    vb = nb;
  } else if (type === 'date') {
    va = toIsoDay(va);
    vb = toIsoDay(vb);
  } else if (type === 'boolean') {
    va = toBoolean(va) ? 1 : 0;
    vb = toBoolean(vb) ? 1 : 0;
  } else {
    va = displayText(a, column);
    vb = displayText(b, column);
    if (va === '') va = null;
    if (vb === '') vb = null;
  }
  if (va === null || va === undefined) return vb === null || vb === undefined ? 0 : 1;
  if (vb === null || vb === undefined) return -1;
  if (typeof va === 'number' && typeof vb === 'number') return va - vb;
  if (type === 'date') return va < vb ? -1 : va > vb ? 1 : 0;
  return collator.compare(String(va), String(vb));
}

function isEmptyValue<R>(row: R, column: DataTableColumn<R>): boolean {
  const value = rawValue(row, column);
  if (value === null || value === undefined || value === '') return true;
  const type = columnType(column);
  if (type === 'date') return toIsoDay(value) === null;
  if (type === 'number' || type === 'money') return toNumber(value) === null;
  if (type === 'id') return String(value).trim() === '';
  return false;
}

/** Sorts a copy of the rows; empty values go last in both directions. Stable. */
export function sortRows<R>(rows: R[], columns: DataTableColumn<R>[], sort: SortItem[]): R[] {
  const active = sort
    .map((s) => ({ s, column: columns.find((c) => c.field === s.field) }))
    .filter((x): x is { s: SortItem; column: DataTableColumn<R> } => !!x.column);
  if (active.length === 0) return rows.slice();
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      for (const { s, column } of active) {
        const emptyA = isEmptyValue(x.row, column);
        const emptyB = isEmptyValue(y.row, column);
        if (emptyA !== emptyB) return emptyA ? 1 : -1; // empties last either way
        const c = compareValues(x.row, y.row, column);
        if (c !== 0) return s.direction === 'desc' ? -c : c;
      }
      return x.index - y.index;
    })
    .map((x) => x.row);
}

/**
 * Applies quick search, filter conditions (joined by And/Or) and sort to rows, as the
 * DataTable does in client mode. Paging is left to the caller (see pageOf).
 */
export function applyTableQuery<R>(rows: R[], columns: DataTableColumn<R>[], query: TableQuery): TableQueryResult<R> {
  const q = normalizeQuery(query, columns);
  const byField = new Map(columns.map((c) => [c.field, c]));
  const conditions = q.filters.conditions.map((c) => ({ c, column: byField.get(c.field) as DataTableColumn<R> }));
  const searchColumns = (q.searchFields ? q.searchFields.map((f) => byField.get(f)).filter((c): c is DataTableColumn<R> => !!c) : columns).filter(isSearchable);
  const terms = q.search.toLocaleLowerCase().split(/\s+/).filter(Boolean);

  const filtered = rows.filter((row) => {
    if (conditions.length > 0) {
      const ok =
        q.filters.join === 'or' ? conditions.some(({ c, column }) => matches(row, column, c)) : conditions.every(({ c, column }) => matches(row, column, c));
      if (!ok) return false;
    }
    if (terms.length > 0) {
      const texts = searchColumns.map((column) => {
        const shown = displayText(row, column);
        const raw = columnType(column) === 'date' ? toIsoDay(rawValue(row, column)) : rawValue(row, column);
        return (typeof raw === 'string' || typeof raw === 'number' ? `${shown}\u0000${raw}` : shown).toLocaleLowerCase();
      });
      return terms.every((term) => texts.some((text) => text.includes(term)));
    }
    return true;
  });
  return { rows: sortRows(filtered, columns, q.sort), total: rows.length };
}

/** The rows of one page (pageSize 0: all rows). */
export function pageOf<R>(rows: R[], page: number, pageSize: number): R[] {
  if (pageSize <= 0) return rows;
  return rows.slice(page * pageSize, page * pageSize + pageSize);
}

/** True when search or a complete filter condition narrows the rows. */
export function isQueryFiltering<R>(query: TableQuery, columns: DataTableColumn<R>[]): boolean {
  const q = normalizeQuery(query, columns);
  return q.search !== '' || q.filters.conditions.length > 0;
}
