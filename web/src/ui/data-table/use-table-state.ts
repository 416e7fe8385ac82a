import { useCallback, useEffect, useMemo, useState } from 'react';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { initialTableState, type TableSetup } from './first-query';
import { saveTableSettings } from './settings';
import type { FilterModel, SortItem } from './types';

/** What the user chose in a table (search, filters, sort, page, page size, columns), remembered per table id. */
export function useTableState<R>(setup: TableSetup<R> & { paginated: boolean }) {
  const { id, paginated } = setup;
  // Read once per table id (the same reading as firstTableQuery's); later column changes must not
  // reset what the user chose.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- columns and defaults deliberately left out (see above).
  const initial = useMemo(() => initialTableState(setup), [id]);

  const [search, setSearch] = useState(initial.search);
  const [filters, setFiltersState] = useState<FilterModel>(initial.filters);
  const [sort, setSortState] = useState<SortItem[]>(initial.sort);
  const [pageSizeChoice, setPageSizeState] = useState<number>(initial.pageSize);
  const [page, setPage] = useState(initial.page);
  const [columnVisibility, setColumnVisibility] = useState<GridColumnVisibilityModel>(initial.columnVisibility);

  // Any change of what is shown starts again at the first page.
  const setFilters = useCallback((next: FilterModel) => {
    setFiltersState(next);
    setPage(0);
  }, []);
  const setSort = useCallback((next: SortItem[]) => {
    setSortState(next);
    setPage(0);
  }, []);
  const setPageSize = useCallback((next: number) => {
    setPageSizeState(next);
    setPage(0);
  }, []);

  useEffect(() => {
    saveTableSettings(id, { columnVisibility, pageSize: pageSizeChoice, filters, sort, search });
  }, [id, columnVisibility, pageSizeChoice, filters, sort, search]);

  return {
    search,
    setSearch,
    filters,
    setFilters,
    setFiltersState,
    sort,
    setSort,
    pageSize: paginated ? pageSizeChoice : 0,
    setPageSize,
    page,
    setPage,
    columnVisibility,
    setColumnVisibility,
  };
}
