import type { DataTableColumn, FilterCondition, FilterModel, SortItem } from './types';
import { isFilterable, isSortable, operatorsFor, columnType } from './query';

/** What a table remembers per id in localStorage. */
export interface TableSettings {
  columnVisibility: Record<string, boolean>;
  pageSize: number;
  filters: FilterModel;
  sort: SortItem[];
  /** The quick search: a user who leaves the list and comes back finds it as they left it (issue 34). */
  search: string;
}

const PREFIX = 'backoffice.table.';
const VERSION = 1;
/** A remembered quick search longer than this is dropped (what the search box is for is a few words). */
const MAX_SEARCH = 200;

export function settingsKey(id: string): string {
  return `${PREFIX}${id}`;
}

/** Reads remembered settings, dropping anything that no longer fits the columns or page sizes. */
export function loadTableSettings<R>(id: string, columns: DataTableColumn<R>[], pageSizeOptions: number[]): Partial<TableSettings> {
  let stored: unknown;
  try {
    const text = globalThis.localStorage?.getItem(settingsKey(id));
    stored = text ? JSON.parse(text) : null;
  } catch {
    return {};
  }
  if (!stored || typeof stored !== 'object' || (stored as { v?: unknown }).v !== VERSION) return {};
  const s = stored as Partial<TableSettings> & { v: number };
  const byField = new Map(columns.map((c) => [c.field, c]));
  const out: Partial<TableSettings> = {};

  if (s.columnVisibility && typeof s.columnVisibility === 'object') {
    out.columnVisibility = Object.fromEntries(
      Object.entries(s.columnVisibility).filter(
        ([field, visible]) => byField.has(field) && typeof visible === 'boolean' && (visible || byField.get(field)?.hideable !== false),
      ),
    );
  }
  if (typeof s.pageSize === 'number' && pageSizeOptions.includes(s.pageSize)) out.pageSize = s.pageSize;
  if (s.filters && Array.isArray(s.filters.conditions)) {
    const conditions = s.filters.conditions.filter((c: FilterCondition) => {
      const column = c && typeof c.field === 'string' ? byField.get(c.field) : undefined;
      return !!column && isFilterable(column) && operatorsFor(columnType(column)).includes(c.operator) && typeof c.id === 'string';
    });
    out.filters = { join: s.filters.join === 'or' ? 'or' : 'and', conditions };
  }
  if (typeof s.search === 'string' && s.search.length <= MAX_SEARCH) out.search = s.search;
  if (Array.isArray(s.sort)) {
    out.sort = s.sort
      .filter((x) => x && byField.has(x.field) && isSortable(byField.get(x.field) as DataTableColumn<R>) && (x.direction === 'asc' || x.direction === 'desc'))
      .slice(0, 1);
  }
  return out;
}

export function saveTableSettings(id: string, settings: TableSettings): void {
  try {
    globalThis.localStorage?.setItem(settingsKey(id), JSON.stringify({ v: VERSION, ...settings }));
  } catch {
    // storage full or blocked: the table still works, it just forgets
  }
}
