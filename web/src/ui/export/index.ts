export { ExportButton, EXPORT_PAGE_SIZE, type TableExport } from './export-button';
export { toSheet, exportedColumns, exportFileName, type SheetData, type SheetCell } from './sheet';
