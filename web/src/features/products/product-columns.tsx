import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { CellLink, type DataTableColumn } from '../../ui/data-table';
import { formatDecimal } from '../../ui/money';
import { RowActions } from '../../ui/row-actions';
import type { ProductRowFragment } from '../../generated/graphql';

type ShortColumn = 'salesPrice' | 'purchasePrice' | 'salesUnit' | 'purchaseUnit' | 'kilogram';

/** The products list's columns (spec 01 §2), the same array while the language and handlers stay. */
export function useProductColumns(onCopy: (id: string) => void, onDelete: (row: ProductRowFragment) => void) {
  const { t } = useTranslation(['products', 'common', 'app']);
  return useMemo<DataTableColumn<ProductRowFragment>[]>(() => {
    type Column = DataTableColumn<ProductRowFragment>;
    const short = (key: ShortColumn, column: Partial<Column>): Column => ({
      field: key,
      headerName: t(`products:columns.${key}`),
      shortHeader: t(`products:columnsShort.${key}`),
      ...column,
    });
    return [
      {
        field: 'code',
        headerName: t('products:columns.code'),
        shortHeader: t('products:columnsShort.code'),
        width: 80,
        renderCell: (row) => (
          <CellLink to={`/product/${row.id}`} aria-label={t('products:actions.open', { code: row.code })}>
            {row.code}
          </CellLink>
        ),
      },
      // Every column fits a 1280 px window (issue 34): the names share what the others leave, and the
      // longer headers show a short word, their full name as the tooltip.
      { field: 'supplierName', headerName: t('products:columns.supplier'), minWidth: 72, flex: 1, valueGetter: (r) => r.supplier?.name ?? '' },
      { field: 'name', headerName: t('products:columns.product'), minWidth: 72, flex: 0.8 },
      { field: 'customerName', headerName: t('products:columns.customer'), minWidth: 72, flex: 1, valueGetter: (r) => r.customer?.name ?? '' },
      { field: 'description', headerName: t('products:columns.description'), shortHeader: t('products:columnsShort.description'), minWidth: 72, flex: 1 },
      short('salesPrice', { type: 'money', width: 92 }),
      short('purchasePrice', { type: 'money', width: 92 }),
      short('salesUnit', { field: 'salesUnitName', width: 85, valueGetter: (r) => r.salesUnit?.name ?? '' }),
      short('purchaseUnit', { field: 'purchaseUnitName', width: 85, valueGetter: (r) => r.purchaseUnit?.name ?? '' }),
      short('kilogram', { type: 'number', width: 72, valueFormatter: (v) => formatDecimal(v as string, 3, 0) }),
      {
        field: 'copy',
        headerName: t('products:columns.copy'),
        shortHeader: <ContentCopyIcon fontSize="small" />,
        type: 'actions',
        align: 'center',
        width: 56,
        renderCell: (row) => (
          <Tooltip title={t('common:actions.copy')}>
            <IconButton aria-label={t('products:actions.copy', { code: row.code })} onClick={() => onCopy(row.id)}>
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      },
      {
        field: 'delete',
        headerName: t('products:columns.delete'),
        shortHeader: <DeleteOutlineIcon fontSize="small" />,
        type: 'actions',
        align: 'center',
        width: 56,
        renderCell: (row) =>
          row.canDelete ? <RowActions deleteLabel={t('products:actions.delete', { code: row.code })} onDelete={() => onDelete(row)} /> : null,
      },
    ];
  }, [t, onCopy, onDelete]);
}
