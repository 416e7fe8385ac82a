import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { DateField, INVALID_DATE, todayIso } from '../../ui/date-field';
import { ListPage, LIST_TABLE_SX } from '../../ui/list-page';
import { useNotify } from '../../ui/notify';
import { PriceChangesDocument } from '../../generated/graphql';
import { useListState } from '../../core/list-page';
import { lazyPart, PartSuspense, preloadProps, useOpenedOnce } from '../../ui/lazy-part';
import type { PriceChangeRow } from './change-price-form';

/** The change-price form (react-hook-form, the shared price rules): loaded when first opened, or on hover/focus of the table. */
const ChangePriceDialog = lazyPart(() => import('./change-price-form').then((m) => m.ChangePriceDialog));

/** The provider names plain CSS colours; these shades keep the text readable on white. */
const READABLE: Record<string, string> = { red: '#c62828', orange: '#b45309', green: '#2e7d32' };
export function rowColor(color: string | null | undefined): string | undefined {
  if (!color) return undefined;
  const key = color.trim().toLowerCase();
  if (key === 'black') return undefined;
  return READABLE[key] ?? color;
}

/**
 * Spec 01 §2 Change Price: the prices valid on a date (default today), by start date, not paged;
 * the row text takes the colour the data gives; edit in a modal, then the list reloads.
 * The date is entered with the product's one date field (dd-MM-yyyy, ddMM, a bare day, and
 * yyyy-MM-dd as well) and sent as yyyy-MM-dd.
 */
export function ChangePricePage({ today = () => new Date() }: { today?: () => Date }) {
  const { t } = useTranslation(['products', 'common', 'app']);
  const notify = useNotify();
  const [date, setDate] = useState<string | null>(() => todayIso(today()));
  const [shownDate, setShownDate] = useState<string>(() => todayIso(today()));
  const [editing, setEditing] = useState<PriceChangeRow | null>(null);
  const dialogOpened = useOpenedOnce(editing !== null);
  // An emptied or invalid date keeps the last list (the field explains what is wrong).
  const list = useQuery(PriceChangesDocument, { variables: { date: shownDate }, notifyOnNetworkStatusChange: true });
  const state = useListState(list);

  const columns = useMemo<DataTableColumn<PriceChangeRow>[]>(
    () => [
      { field: 'id', headerName: t('products:changePrice.columns.id'), type: 'id', width: 72 },
      { field: 'articleSegment1', headerName: t('products:changePrice.columns.articleSegment1'), minWidth: 120, flex: 1 },
      { field: 'articleSegment2', headerName: t('products:changePrice.columns.articleSegment2'), minWidth: 110, flex: 1 },
      { field: 'articleSegment3', headerName: t('products:changePrice.columns.articleSegment3'), minWidth: 110, flex: 1 },
      { field: 'startDate', headerName: t('products:changePrice.columns.startDate'), type: 'date', width: 124 },
      { field: 'unit', headerName: t('products:changePrice.columns.unit'), width: 80 },
      { field: 'endDate', headerName: t('products:changePrice.columns.endDate'), type: 'date', width: 124 },
      { field: 'price', headerName: t('products:changePrice.columns.price'), type: 'money', width: 110 },
      { field: 'productName', headerName: t('products:changePrice.columns.product'), minWidth: 120, flex: 1 },
      { field: 'productCode', headerName: t('products:changePrice.columns.productCode'), width: 110 },
      { field: 'relationCode', headerName: t('products:changePrice.columns.relationCode'), width: 120 },
      { field: 'relationName', headerName: t('products:changePrice.columns.relationName'), minWidth: 150, flex: 1 },
      {
        field: 'kind',
        headerName: t('products:changePrice.columns.kind'),
        width: 110,
        valueFormatter: (value) => t(`products:changePrice.kind.${String(value)}`),
      },
      {
        field: 'action',
        headerName: t('products:changePrice.columns.action'),
        type: 'actions',
        width: 80,
        renderCell: (row) => (
          <Tooltip title={t('common:actions.edit')}>
            <IconButton
              aria-label={t('products:changePrice.edit', { id: row.id, product: row.productCode ?? row.productName ?? '' })}
              onClick={() => setEditing(row)}
              sx={{ color: 'inherit' }}
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      },
    ],
    [t],
  );

  return (
    <ListPage title={t('products:changePrice.title')}>
      <Box sx={{ maxWidth: 240 }}>
        <DateField
          label={t('products:changePrice.date')}
          value={date}
          today={today}
          onChange={(next) => {
            if (next === INVALID_DATE) return; // the field says so; the list keeps its date
            setDate(next);
            if (next) setShownDate(next);
          }}
          size="small"
          fullWidth
        />
      </Box>
      <Box {...preloadProps(ChangePriceDialog)} sx={LIST_TABLE_SX}>
        <DataTable
          id="change-price"
          aria-label={t('products:changePrice.title')}
          rows={list.data?.priceChanges ?? []}
          columns={columns}
          paginated={false}
          // Not paged (spec), so the grid scrolls inside a fixed height and renders only the rows in view.
          height="calc(100vh - 250px)"
          defaultSort={{ field: 'startDate', direction: 'asc' }}
          getRowColor={(row) => rowColor(row.color)}
          {...state}
        />
      </Box>
      {dialogOpened && (
        <PartSuspense>
          <ChangePriceDialog
            row={editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              notify.success(t('products:changePrice.saved'));
              setEditing(null);
              void list.refetch().catch(() => undefined);
            }}
          />
        </PartSuspense>
      )}
    </ListPage>
  );
}
