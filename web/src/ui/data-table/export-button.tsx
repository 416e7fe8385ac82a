import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TOOLBAR_BUTTON_SX, TOOLBAR_LABEL_SX } from './table-controls';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { todayIso } from '../date-field/date';
import { formatDecimal } from '../money/money';
import { useNotify } from '../notify';
import type { DataTableColumn, TableQuery } from './types';
import { exportedColumns, exportFileName, toSheet } from './sheet';

/** Rows per request while an export pages through a server-mode list. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * What a screen gives the DataTable to offer "Export to Excel" (the `exportTo` prop). The export
 * holds the rows and columns the user sees: visible columns, search, filters and sort, every page.
 */
export interface TableExport<R> {
  /** The screen's (translated) name: the file is `<name> <yyyy-MM-dd>.xlsx`, the sheet `<name>`. */
  name: string;
  /**
   * Server mode: one page of the list for the table's current query (the same query the screen
   * runs, with `page: { offset, limit }`). Client mode needs none: the table holds every row.
   */
  fetchPage?: (query: TableQuery, offset: number, limit: number) => Promise<{ rows: R[]; totalCount?: number }>;
}

interface ExportButtonProps<R> {
  spec: TableExport<R>;
  columns: DataTableColumn<R>[];
  isVisible: (field: string) => boolean;
  query: TableQuery;
  /** Client mode: every row that passes the query, sorted. */
  clientRows?: R[];
}

/** The toolbar's export: pages through the list (a progress count while it runs), then saves the file. */
export function ExportButton<R>({ spec, columns, isVisible, query, clientRows }: ExportButtonProps<R>) {
  const { t } = useTranslation('ui');
  const notify = useNotify();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const collect = async (): Promise<R[]> => {
    if (clientRows || !spec.fetchPage) return clientRows ?? [];
    const rows: R[] = [];
    // a list whose pages do not carry the count (month end asks it once per filter) ends at a short page
    let total: number | undefined;
    for (;;) {
      const page = await spec.fetchPage(query, rows.length, EXPORT_PAGE_SIZE);
      total = page.totalCount ?? total;
      rows.push(...page.rows);
      setProgress({ done: rows.length, total: total ?? 0 });
      if (page.rows.length < EXPORT_PAGE_SIZE || (total !== undefined && rows.length >= total)) break;
    }
    return rows;
  };

  const run = async () => {
    setProgress({ done: 0, total: 0 });
    try {
      const rows = await collect();
      // SheetJS is loaded now, in a chunk of its own, not with the screen.
      const { saveWorkbook } = await import('./write-xlsx');
      const sheet = toSheet(exportedColumns(columns, isVisible), rows, { yes: t('table.yes'), no: t('table.no') });
      saveWorkbook(sheet, spec.name, exportFileName(spec.name, todayIso()));
      notify.success(t('export.done', { count: rows.length }));
    } catch {
      notify.error(t('export.failed'));
    } finally {
      setProgress(null);
    }
  };

  const running = progress !== null;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Button
        variant="outlined"
        startIcon={
          running ? (
            <CircularProgress size={16} variant={percent === undefined ? 'indeterminate' : 'determinate'} value={percent} />
          ) : (
            <FileDownloadOutlined fontSize="small" />
          )
        }
        onClick={() => void run()}
        disabled={running}
        aria-label={running ? t('export.running') : t('export.button')}
        title={t('export.button')}
        sx={TOOLBAR_BUTTON_SX}
      >
        <Box component="span" sx={TOOLBAR_LABEL_SX}>
          {running ? t('export.running') : t('export.button')}
        </Box>
      </Button>
      <Box component="span" role="status" aria-live="polite" sx={{ typography: 'body2', color: 'text.secondary' }}>
        {running && progress && progress.total > 0
          ? t('export.progress', { done: formatDecimal(progress.done, 0), total: formatDecimal(progress.total, 0) })
          : running && progress && progress.done > 0
            ? t('export.progressSoFar', { done: formatDecimal(progress.done, 0) })
            : ''}
      </Box>
    </Box>
  );
}
