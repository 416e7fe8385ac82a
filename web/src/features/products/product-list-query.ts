import type { ListFilter, ListPage, ListSort } from '../../generated/graphql';
import type { TableQuery } from '../../ui/data-table';

/** The gateway caps a page at 10 000 rows; the table's "All" asks for that. */
export const MAX_PAGE = 10_000;

export interface ListVariables {
  filter: ListFilter;
  sort: ListSort[];
  page: ListPage;
}

/**
 * The DataTable's server-mode query as the `products(filter, sort, page)` arguments. Column
 * fields are the gateway's filter and sort fields (code, supplierName, …), so they pass as is.
 */
export function toListVariables(query: TableQuery): ListVariables {
  return {
    filter: {
      search: query.search || null,
      searchFields: query.searchFields ?? null,
      join: query.filters.join === 'or' ? 'OR' : 'AND',
      conditions: query.filters.conditions.map((c) => ({
        field: c.field,
        operator: c.operator.toUpperCase() as 'CONTAINS' | 'IS' | 'BETWEEN' | 'TRUE' | 'FALSE',
        value: c.value ?? null,
        valueTo: c.valueTo ?? null,
      })),
    },
    sort: query.sort.map((s) => ({ field: s.field, direction: s.direction === 'desc' ? 'DESC' : 'ASC' })),
    page: query.pageSize > 0 ? { offset: query.page * query.pageSize, limit: query.pageSize } : { offset: 0, limit: MAX_PAGE },
  };
}
