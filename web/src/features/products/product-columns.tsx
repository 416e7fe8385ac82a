import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { CellLink, type DataTableColumn } from '../../ui/data-table';
import { formatDecimal } from '../../ui/money';
import { RowActions } from '../../ui/row-actions';
import type { ProductRowFragment } from '../../generated/graphql';

/** The products list's columns (spec 01 §2), the same array while the language and handlers stay. */
export function useProductColumns(onCopy: (id: string) => void, onDelete: (row: ProductRowFragment) => void) {
  const { t } = useTranslation(['products', 'common', 'app']);
  return useMemo<DataTableColumn<ProductRowFragment>[]>(
    () => [
      {
        field: 'code',
        headerName: t('products:columns.code'),
        width: 118,
        renderCell: (row) => (
          <CellLink to={`/product/${row.id}`} aria-label={t('products:actions.open', { code: row.code })}>
            {row.code}
          </CellLink>
        ),
      },
      { field: 'supplierName', headerName: t('products:columns.supplier'), minWidth: 110, flex: 1, valueGetter: (r) => r.supplier?.name ?? '' },
      { field: 'name', headerName: t('products:columns.product'), minWidth: 90, flex: 0.8 },
      { field: 'customerName', headerName: t('products:columns.customer'), minWidth: 110, flex: 1, valueGetter: (r) => r.customer?.name ?? '' },
      { field: 'description', headerName: t('products:columns.description'), minWidth: 110, flex: 1 },
      { field: 'salesPrice', headerName: t('products:columns.salesPrice'), type: 'money', width: 104 },
      { field: 'purchasePrice', headerName: t('products:columns.purchasePrice'), type: 'money', width: 104 },
      { field: 'salesUnitName', headerName: t('products:columns.salesUnit'), width: 100, valueGetter: (r) => r.salesUnit?.name ?? '' },
      { field: 'purchaseUnitName', headerName: t('products:columns.purchaseUnit'), width: 100, valueGetter: (r) => r.purchaseUnit?.name ?? '' },
      { field: 'kilogram', headerName: t('products:columns.kilogram'), type: 'number', width: 84, valueFormatter: (v) => formatDecimal(v as string, 3, 0) },
      {
        field: 'copy',
        headerName: t('products:columns.copy'),
        type: 'actions',
        width: 64,
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
        type: 'actions',
        width: 76,
        renderCell: (row) =>
          row.canDelete ? <RowActions deleteLabel={t('products:actions.delete', { code: row.code })} onDelete={() => onDelete(row)} /> : null,
      },
    ],
    [t, onCopy, onDelete],
  );
}
