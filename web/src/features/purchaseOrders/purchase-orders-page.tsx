import { useCallback, useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { CellLink, DataTable, toListVariables, type DataTableColumn, type TableQuery, type TableSetup } from '../../ui/data-table';
import { BookedText, ChoiceSelect, ListPage, LIST_TABLE_SX } from '../../ui/list-page';
import { MoneyText } from '../../ui/money';
import { useNotify } from '../../ui/notify';
import { RowActions } from '../../ui/row-actions';
import { SlideIn } from '../../ui/slide-in';
import { useStableNavigate } from '../../ui/navigation';
import {
  DeletePurchaseOrderDocument,
  PurchaseOrdersDocument,
  type PurchaseOrderField,
  type PurchaseOrderRowFragment,
  type PurchaseOrderShow,
  type PurchaseOrdersQuery,
  type PurchaseOrdersQueryVariables,
} from '../../generated/graphql';
import { useRowDelete, useServerList } from '../../core/list-page';
import { useMe } from '../../core/session';
import { acceptedOrThrow } from '../../core/payloads';
import { lazyPart, PartSuspense, preloadProps } from '../../ui/lazy-part';
import { PurchaseOrderPanelOfRoute, preloadPurchaseOrderView, purchaseOrderPath } from './purchase-order-detail-panel';

/** The add form (react-hook-form, the shared rules, date fields): loaded when the slide-in opens, or on hover/focus of the table and Add. */
const PurchaseOrderForm = lazyPart(() => import('./purchase-order-form').then((m) => m.PurchaseOrderForm));

export const PURCHASE_ORDERS_PAGE_SIZE = 100;
const SHOW: readonly PurchaseOrderShow[] = ['ALL', 'NOT_COMPLETED', 'COMPLETED'];

/** The DataTable's query, the show filter and the packing number as the gateway's `purchaseOrders` arguments. */
export function toPurchaseOrdersVariables(query: TableQuery, show: PurchaseOrderShow, packingNumber: string): PurchaseOrdersQueryVariables {
  return { show, packingNumber: packingNumber.trim() || null, ...toListVariables<PurchaseOrderField>(query) };
}

/** The table's setup besides its columns: what it shows first (useServerList hands it on to the DataTable). */
const TABLE: Omit<TableSetup<PurchaseOrderRowFragment>, 'columns'> = {
  id: 'purchaseOrders',
  defaultSort: { field: 'id', direction: 'asc' },
  defaultPageSize: PURCHASE_ORDERS_PAGE_SIZE,
  pageSizeOptions: [25, 50, PURCHASE_ORDERS_PAGE_SIZE],
};

/** The add form in its slide-in; after a create the new invoice's detail opens. */
function AddPurchaseOrder({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['purchaseOrders']);
  const notify = useNotify();
  const navigate = useStableNavigate();
  return (
    <SlideIn open={open} onClose={onClose} title={t('purchaseOrders:addTitle')}>
      {open && (
        <PartSuspense>
          <PurchaseOrderForm
            onSaved={(order) => {
              onClose();
              notify.success(t('purchaseOrders:created', { id: order.id }));
              navigate(purchaseOrderPath(order.id));
            }}
            onSavedUnseen={() => {
              onClose();
              notify.success(t('purchaseOrders:createdUnseen'));
            }}
          />
        </PartSuspense>
      )}
    </SlideIn>
  );
}

type Row = PurchaseOrderRowFragment;
type Totals = PurchaseOrdersQuery['purchaseOrders']['totals'];

/** The overview's columns (spec 02 §2.5); the delete button only for who may delete, and never on a booked invoice. */
function usePurchaseOrderColumns(canDelete: boolean, askDelete: (row: Row) => void): DataTableColumn<Row>[] {
  const { t } = useTranslation(['purchaseOrders']);
  return useMemo<DataTableColumn<Row>[]>(
    () => [
      {
        field: 'id',
        headerName: t('purchaseOrders:columns.id'),
        type: 'id',
        width: 76,
        renderCell: (row) => (
          <CellLink to={purchaseOrderPath(row.id)} aria-label={t('purchaseOrders:actions.open', { id: row.id })}>
            {row.id}
          </CellLink>
        ),
      },
      { field: 'supplier', headerName: t('purchaseOrders:columns.supplier'), minWidth: 150, flex: 1.4, valueGetter: (row) => row.supplier.name },
      { field: 'invoiceNumber', headerName: t('purchaseOrders:columns.invoiceNumber'), minWidth: 110, flex: 1 },
      { field: 'invoiceDate', headerName: t('purchaseOrders:columns.invoiceDate'), type: 'date', width: 112 },
      { field: 'totalExclVat', headerName: t('purchaseOrders:columns.totalExclVat'), type: 'money', width: 130 },
      { field: 'totalVat', headerName: t('purchaseOrders:columns.totalVat'), type: 'money', width: 110 },
      { field: 'total', headerName: t('purchaseOrders:columns.total'), type: 'money', width: 130 },
      {
        field: 'accountingBooking',
        headerName: t('purchaseOrders:columns.accountingBooking'),
        width: 140,
        renderCell: (row) => <BookedText booking={row.accountingBooking} />,
      },
      {
        field: 'action',
        headerName: t('purchaseOrders:columns.action'),
        type: 'actions',
        width: 64,
        // Spec 02 §2.5: only an Administrator sees the delete button; a booked invoice cannot be deleted.
        renderCell: (row) =>
          canDelete && !row.isCompleted ? (
            <RowActions deleteLabel={t('purchaseOrders:actions.delete', { id: row.id })} onDelete={() => askDelete(row)} />
          ) : null,
      },
    ],
    [t, canDelete, askDelete],
  );
}

/** The packing number filter: applied on Enter; emptying the field shows everything again at once. */
function PackingNumberField({ onApply }: { onApply: (packingNumber: string) => void }) {
  const { t } = useTranslation(['purchaseOrders']);
  const [text, setText] = useState('');
  return (
    <TextField
      size="small"
      label={t('purchaseOrders:packingNumber')}
      placeholder={t('purchaseOrders:packingNumberHint')}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        if (event.target.value.trim() === '') onApply('');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onApply(text);
        }
      }}
      sx={{ width: 180 }}
    />
  );
}

/** The totals of every invoice that matches, not only the page shown. */
function ListTotals({ totals }: { totals: Totals | undefined }) {
  const { t } = useTranslation(['purchaseOrders']);
  const strong = { color: 'text.primary', fontWeight: 600 } as const;
  return (
    <Box
      role="group"
      aria-label={t('purchaseOrders:totals.label')}
      sx={{ display: 'flex', gap: 3, justifyContent: 'flex-end', flexWrap: 'wrap', px: 1, color: 'text.secondary', fontSize: 14 }}
    >
      <span>{t('purchaseOrders:totals.label')}:</span>
      <span>
        {t('purchaseOrders:totals.exclVat')} <MoneyText value={totals?.totalExclVat ?? null} sx={strong} />
      </span>
      <span>
        {t('purchaseOrders:totals.vat')} <MoneyText value={totals?.totalVat ?? null} sx={strong} />
      </span>
      <span>
        {t('purchaseOrders:totals.inclVat')} <MoneyText value={totals?.total ?? null} sx={strong} />
      </span>
    </Box>
  );
}

/**
 * The purchase-invoice overview (spec 02 §2.5): show filter (default not completed), packing
 * number (applied on Enter), quick search and column filter on the gateway, totals of every
 * matching invoice, add in a slide-in, the detail panel at /purchase-order/:id, delete for
 * administrators with a Success dialog.
 */
export function PurchaseOrdersPage() {
  const { t } = useTranslation(['purchaseOrders', 'common', 'app']);
  const [show, setShow] = useState<PurchaseOrderShow>('NOT_COMPLETED');
  const [packingNumber, setPackingNumber] = useState('');
  const [adding, setAdding] = useState(false);
  const closeAdd = useCallback(() => setAdding(false), []);
  const { me, loading: meLoading } = useMe();
  const [deleteOrder] = useMutation(DeletePurchaseOrderDocument, { refetchQueries: ['PurchaseOrders'], awaitRefetchQueries: true });
  const deletion = useRowDelete<Row>(
    async (row) => acceptedOrThrow((await deleteOrder({ variables: { id: row.id, expectedVersion: row.version } })).data?.deletePurchaseOrder),
    {
      confirmTitle: t('purchaseOrders:confirmDelete.title'),
      confirmMessage: (row) => t('purchaseOrders:confirmDelete.message', { id: row.id }),
      success: { title: t('purchaseOrders:success.title'), message: (row) => t('purchaseOrders:success.deleted', { id: row.id }) },
    },
  );
  const columns = usePurchaseOrderColumns(me?.capabilities.deleteOrders === true, deletion.ask);

  const orders = useServerList({
    query: PurchaseOrdersDocument,
    variables: useCallback((query: TableQuery) => toPurchaseOrdersVariables(query, show, packingNumber), [show, packingNumber]),
    list: (data) => data.purchaseOrders,
    exportName: t('purchaseOrders:title'),
    table: { ...TABLE, columns },
  });

  return (
    <ListPage title={t('purchaseOrders:title')}>
      <Box {...preloadProps(PurchaseOrderForm, { preload: preloadPurchaseOrderView })} sx={LIST_TABLE_SX}>
        <DataTable
          aria-label={t('purchaseOrders:title')}
          {...orders.table}
          loading={orders.table.loading || meLoading}
          toolbarActions={
            <>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                {t('purchaseOrders:add')}
              </Button>
              <ChoiceSelect
                label={t('purchaseOrders:show.label')}
                value={show}
                choices={SHOW.map((value) => ({ value, label: t(`purchaseOrders:show.${value}`) }))}
                onChange={setShow}
                minWidth={220}
              />
              <PackingNumberField onApply={setPackingNumber} />
            </>
          }
        />
      </Box>
      <ListTotals totals={orders.list?.totals} />
      <AddPurchaseOrder open={adding} onClose={closeAdd} />
      <PurchaseOrderPanelOfRoute />
      {deletion.dialogs}
    </ListPage>
  );
}
