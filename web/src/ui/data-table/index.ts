export { DataTable, type DataTableProps } from './data-table';
export { CellLink, type CellLinkProps } from './cell-link';
export { applyTableQuery, normalizeQuery, sortRows, pageOf, operatorsFor, isQueryFiltering, displayText } from './query';
export { loadTableSettings, saveTableSettings, settingsKey, type TableSettings } from './settings';
export { firstTableQuery, type TableSetup } from './first-query';
export type {
  DataTableColumn,
  ColumnType,
  FilterCondition,
  FilterModel,
  FilterOperator,
  FilterJoin,
  SortItem,
  SortDirection,
  TableQuery,
  TableQueryResult,
} from './types';
export { toListVariables, toFieldEnum, MAX_PAGE, type ListVariables } from './list-variables';
export { ExportButton, EXPORT_PAGE_SIZE, type TableExport } from './export-button';
export { toSheet, exportedColumns, exportFileName, type SheetData, type SheetCell } from './sheet';
export { forgetListPlaces, keptListPlace, useKeptState, type ListPlace } from './list-place';
