import type { TableQuery } from './types';

/** The gateway caps a page at 10 000 rows; the table's "All" asks for that. */
export const MAX_PAGE = 10_000;

type Operator = 'CONTAINS' | 'IS' | 'BETWEEN' | 'TRUE' | 'FALSE';

/** A list's filter and sort arguments, with its field enum `F` (e.g. `SalesOrderField`). */
export interface ListVariables<F extends string = string> {
  filter: {
    search: string | null;
    searchFields: F[] | null;
    join: 'AND' | 'OR';
    conditions: { field: F; operator: Operator; value: string | null; valueTo: string | null }[];
  };
  sort: { field: F; direction: 'ASC' | 'DESC' }[];
  page: { offset: number; limit: number };
}

/**
 * A column's field as the list's field enum value: the schema names a list's filter and sort
 * fields in CONSTANT_CASE after the row's fields (`loadingDate` → `LOADING_DATE`).
 */
export function toFieldEnum<F extends string = string>(field: string): F {
  return field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase() as F;
}

/**
 * The DataTable's server-mode query as a list's `(filter, sort, page)` arguments, for every list
 * screen. Column fields are the row's field names; they travel as the list's enum values.
 */
export function toListVariables<F extends string = string>(query: TableQuery): ListVariables<F> {
  const pageSize = query.pageSize > 0 ? query.pageSize : MAX_PAGE;
  return {
    filter: {
      search: query.search || null,
      searchFields: query.search && query.searchFields ? query.searchFields.map((f) => toFieldEnum<F>(f)) : null,
      join: query.filters.join === 'or' ? 'OR' : 'AND',
      conditions: query.filters.conditions.map((c) => ({
        field: toFieldEnum<F>(c.field),
        operator: c.operator.toUpperCase() as Operator,
        value: c.value ?? null,
        valueTo: c.valueTo ?? null,
      })),
    },
    sort: query.sort.map((s) => ({ field: toFieldEnum<F>(s.field), direction: s.direction === 'desc' ? 'DESC' : 'ASC' })),
    page: { offset: query.page * pageSize, limit: pageSize },
  };
}
