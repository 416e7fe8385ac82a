import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface TableFooterProps {
  paginated: boolean;
  page: number;
  /** 0: everything on one page. */
  pageSize: number;
  pageSizeOptions: number[];
  /** Rows that match search and filters. */
  matchCount: number;
  /** Rows before filtering; given only while filtering. */
  totalCount?: number;
  /** Rows on this page. */
  shownCount: number;
  /** Rows are being fetched and none are shown yet: no count is known, so none is said. */
  counting?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

// one formatter for every footer (toLocaleString builds a new one per call: ~1 ms each)
const NUMBER_FORMAT = new Intl.NumberFormat('nl-BE');
const number = (n: number) => NUMBER_FORMAT.format(n);

/** Page size menu, "1–25 of 230 (filtered from N total records)" and previous/next. */
export function TableFooter({
  paginated,
  page,
  pageSize,
  pageSizeOptions,
  matchCount,
  totalCount,
  shownCount,
  counting = false,
  onPageChange,
  onPageSizeChange,
}: TableFooterProps) {
  const { t } = useTranslation('ui');
  const sizeId = useId();
  const from = matchCount === 0 ? 0 : page * (pageSize || 0) + 1;
  const to = pageSize > 0 ? Math.min(matchCount, page * pageSize + shownCount) : matchCount;
  const lastPage = pageSize > 0 ? Math.max(0, Math.ceil(matchCount / pageSize) - 1) : 0;
  const filteredFrom = totalCount !== undefined && totalCount !== matchCount ? t('table.filteredFrom', { total: number(totalCount) }) : null;

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1.5,
        px: 1.5,
        py: 0.75,
        borderTop: 1,
        borderColor: 'divider',
        minHeight: 44,
      }}
    >
      {paginated && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" component="label" htmlFor={sizeId}>
            {t('table.rowsPerPage')}
          </Typography>
          <TextField
            select
            id={sizeId}
            value={String(pageSize)}
            onChange={(e) => onPageSizeChange(Number(e.target.value))}
            slotProps={{ select: { native: true } }}
            variant="standard"
            sx={{ '& select': { py: 0.25, fontSize: 13 } }}
          >
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size === 0 ? t('table.all') : size}
              </option>
            ))}
          </TextField>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
        {counting
          ? t('state.loading')
          : paginated && matchCount > 0
            ? t('table.range', { from: number(from), to: number(to), total: number(matchCount) })
            : t('table.rowCount', { count: matchCount, formatted: number(matchCount) })}
        {!counting && filteredFrom && ` ${filteredFrom}`}
      </Typography>
      {paginated && (
        <Box>
          <IconButton aria-label={t('table.previousPage')} title={t('table.previousPage')} disabled={page <= 0} onClick={() => onPageChange(page - 1)}>
            <ChevronLeft />
          </IconButton>
          <IconButton aria-label={t('table.nextPage')} title={t('table.nextPage')} disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
            <ChevronRight />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
