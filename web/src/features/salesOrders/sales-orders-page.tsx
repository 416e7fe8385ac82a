import { useCallback, useEffect, useMemo, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DateRangeIcon from '@mui/icons-material/DateRange';
import RefreshIcon from '@mui/icons-material/Refresh';
import { RowActions } from '../../ui/row-actions';
import { CellLink, DataTable, toListVariables, type DataTableColumn, type TableQuery, type TableSetup } from '../../ui/data-table';
import { useNotify } from '../../ui/notify';
import { SlideIn } from '../../ui/slide-in';
import { useStableNavigate } from '../../ui/navigation';
import { BookedText, LIST_TABLE_SX, ListPage } from '../../ui/list-page';
import { DeleteSalesOrderDocument, SalesOrdersDocument, type SalesOrderRowFragment, type SalesOrdersQueryVariables } from '../../generated/graphql';
import { useRowDelete, useServerList } from '../../core/list-page';
import { useMe } from '../../core/session';
import { acceptedOrThrow } from '../../core/payloads';
import { lazyPart, PartSuspense, preloadProps } from '../../ui/lazy-part';
import { prefetchSalesOrder, preloadSalesOrderView, salesOrderPath, SalesOrderPanelOfRoute } from './sales-order-detail-panel';
import { useSalesOrderRange, type SalesOrderRange } from './sales-order-range';
import { whenIdle } from '../../core/home-screen';
import { formatTime } from '../../ui/date-field';

/** The add form (react-hook-form, the shared rules, date fields): loaded when the slide-in opens, or on hover/focus of Add. */
const SalesOrderForm = lazyPart(() => import('./sales-order-form').then((m) => m.SalesOrderForm));

/** Spec 02 §2.1: 100 rows a page. */
export const SALES_ORDERS_PAGE_SIZE = 100;

/** The table's setup besides its columns: what it shows first (useServerList hands it on to the DataTable). */
const TABLE: Omit<TableSetup<SalesOrderRowFragment>, 'columns'> = {
  id: 'salesOrders',
  defaultSort: { field: 'id', direction: 'desc' },
  defaultPageSize: SALES_ORDERS_PAGE_SIZE,
  pageSizeOptions: [25, 50, SALES_ORDERS_PAGE_SIZE],
};

/** The DataTable's query as the gateway's `salesOrders` arguments. */
export function toSalesOrdersVariables(query: TableQuery, range: SalesOrderRange): SalesOrdersQueryVariables {
  return { range: range === 'ALL' ? 'ALL' : 'LAST_6_MONTHS', ...toListVariables(query) };
}

/**
 * When the list shown was read from the provider ("read at 10:42 ⟳"): the gateway keeps the
 * whole list for a few seconds, shared by colleagues with the same roles. Refresh makes it read the
 * list anew (a page of none), then asks the page shown again, which now comes from the new list.
 */
function ListReadAt({ readAt, onRefresh }: { readAt: string | undefined; onRefresh: () => Promise<unknown> }) {
  const { t } = useTranslation(['salesOrders']);
  const [refreshing, setRefreshing] = useState(false);
  if (!readAt) return null;
  const refresh = () => {
    setRefreshing(true);
    void onRefresh().finally(() => setRefreshing(false));
  };
  return (
    <Typography variant="caption" color="text.secondary" component="div" sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
      {t('salesOrders:readAt', { time: formatTime(readAt) })}
      <IconButton size="small" onClick={refresh} disabled={refreshing} aria-label={t('salesOrders:refresh')} title={t('salesOrders:refresh')} sx={{ p: 0.25 }}>
        <RefreshIcon sx={{ fontSize: 16 }} />
      </IconButton>
    </Typography>
  );
}

/** The add form in its slide-in; after a create the new order's detail opens (spec 02 §2.2). */
function AddSalesOrder({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['salesOrders']);
  const notify = useNotify();
  const navigate = useStableNavigate();
  return (
    <SlideIn open={open} onClose={onClose} title={t('salesOrders:addTitle')}>
      {open && (
        <PartSuspense>
          <SalesOrderForm
            onSaved={(order) => {
              onClose();
              notify.success(t('salesOrders:created', { id: order.id }));
              navigate(salesOrderPath(order.id));
            }}
            onSavedUnseen={() => {
              onClose();
              notify.success(t('salesOrders:createdUnseen'));
            }}
          />
        </PartSuspense>
      )}
    </SlideIn>
  );
}

type Row = SalesOrderRowFragment;

/** The overview's columns (spec 02 §2.1); the delete button only for who may delete orders. */
function useSalesOrderColumns(canDelete: boolean, askDelete: (row: Row) => void): DataTableColumn<Row>[] {
  const { t } = useTranslation(['salesOrders', 'common']);
  const client = useApolloClient();
  return useMemo<DataTableColumn<Row>[]>(() => {
    const text = (field: keyof Row) => (row: Row) => row[field];
    return [
      {
        field: 'id',
        headerName: t('salesOrders:columns.id'),
        type: 'id',
        width: 90,
        renderCell: (row) => (
          <CellLink to={salesOrderPath(row.id)} aria-label={t('salesOrders:actions.open', { id: row.id })} onOpen={() => prefetchSalesOrder(client, row.id)}>
            {row.id}
          </CellLink>
        ),
      },
      {
        field: 'customer',
        headerName: t('salesOrders:columns.customer'),
        minWidth: 160,
        flex: 1.2,
        valueGetter: (row) => (row.customer ? row.customer.name : t('salesOrders:toBePlanned')),
      },
      { field: 'supplier', headerName: t('salesOrders:columns.supplier'), minWidth: 160, flex: 1.2, valueGetter: (row) => row.supplier.name },
      { field: 'customerReference', headerName: t('salesOrders:columns.customerReference'), minWidth: 130, flex: 1, valueGetter: text('customerReference') },
      { field: 'loadingDate', headerName: t('salesOrders:columns.loadingDate'), type: 'date', width: 110 },
      { field: 'arrivalDate', headerName: t('salesOrders:columns.arrivalDate'), type: 'date', width: 110, hiddenByDefault: true },
      { field: 'salesUnit', headerName: t('salesOrders:columns.salesUnit'), width: 100, filterable: false, valueGetter: (row) => row.salesUnit?.name ?? null },
      { field: 'salesQuantity', headerName: t('salesOrders:columns.salesQuantity'), type: 'number', width: 110 },
      {
        field: 'purchaseUnit',
        headerName: t('salesOrders:columns.purchaseUnit'),
        width: 100,
        filterable: false,
        valueGetter: (row) => row.purchaseUnit?.name ?? null,
      },
      { field: 'purchaseQuantity', headerName: t('salesOrders:columns.purchaseQuantity'), type: 'number', width: 110, filterable: false },
      { field: 'productCode', headerName: t('salesOrders:columns.productCode'), width: 110 },
      { field: 'packingSlip', headerName: t('salesOrders:columns.packingSlip'), width: 120 },
      { field: 'container', headerName: t('salesOrders:columns.container'), width: 130 },
      { field: 'shippingDocument', headerName: t('salesOrders:columns.shipping'), width: 120, filterable: false },
      {
        field: 'accountingBooking',
        headerName: t('salesOrders:columns.accountingBooking'),
        width: 120,
        filterable: false,
        renderCell: (row) => <BookedText booking={row.accountingBooking} />,
      },
      {
        field: 'action',
        headerName: t('salesOrders:columns.action'),
        type: 'actions',
        width: 80,
        // The column stays (the spec lists it), empty for users who may not delete.
        renderCell: (row) => (canDelete ? <RowActions deleteLabel={t('salesOrders:actions.delete', { id: row.id })} onDelete={() => askDelete(row)} /> : null),
      },
    ];
  }, [t, canDelete, askDelete, client]);
}

/** Add, the range toggle, and under the range when its list was read. */
function Toolbar({
  range,
  toggleRange,
  onAdd,
  readAt,
  onRefresh,
}: {
  range: SalesOrderRange;
  toggleRange: () => void;
  onAdd: () => void;
  readAt: string | undefined;
  onRefresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation(['salesOrders']);
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd} {...preloadProps(SalesOrderForm)}>
        {t('salesOrders:add')}
      </Button>
      <Button variant="outlined" startIcon={<DateRangeIcon />} onClick={toggleRange} aria-pressed={range === 'ALL'}>
        {range === 'ALL' ? t('salesOrders:range.showLastSixMonths') : t('salesOrders:range.showAll')}
      </Button>
      {/* the range, and under it when its list was read: beside each other they wrap the toolbar at 1280 px */}
      <Stack sx={{ alignSelf: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {range === 'ALL' ? t('salesOrders:range.all') : t('salesOrders:range.lastSixMonths')}
        </Typography>
        <ListReadAt readAt={readAt} onRefresh={onRefresh} />
      </Stack>
    </>
  );
}

/**
 * The sales-order overview (spec 02 §2.1): paged on the gateway, last 6 months or all, add in a
 * slide-in, the detail panel at /sales-order/:id, delete for administrators. It reads no route:
 * the panel does (SalesOrderPanelOfRoute), so opening an order does not render the table again.
 */
export function SalesOrdersPage() {
  const { t } = useTranslation(['salesOrders', 'common', 'app']);
  const [range, toggleRange] = useSalesOrderRange();
  const [adding, setAdding] = useState(false);
  const closeAdd = useCallback(() => setAdding(false), []);
  const client = useApolloClient();
  const { me, loading: meLoading } = useMe();
  // The list is read anew after the delete, refused or not: a CHANGED_BY_SOMEONE_ELSE shows the order as it is now.
  const [deleteSalesOrder] = useMutation(DeleteSalesOrderDocument, { refetchQueries: ['SalesOrders'], awaitRefetchQueries: true });
  const deletion = useRowDelete<Row>(
    async (row) => acceptedOrThrow((await deleteSalesOrder({ variables: { id: row.id, expectedVersion: row.version } })).data?.deleteSalesOrder),
    {
      confirmTitle: t('salesOrders:confirmDelete.title'),
      confirmMessage: (row) => t('salesOrders:confirmDelete.message', { id: row.id }),
      success: { title: t('salesOrders:success.title'), message: (row) => t('salesOrders:success.deleted', { id: row.id }) },
    },
  );
  const columns = useSalesOrderColumns(me?.capabilities.deleteOrders === true, deletion.ask);

  // the list's wiring (last page shown while the next loads, error and retry, the export) is the shared one
  const orders = useServerList({
    query: SalesOrdersDocument,
    variables: useCallback((query: TableQuery) => toSalesOrdersVariables(query, range), [range]),
    list: (data) => data.salesOrders,
    exportName: t('salesOrders:title'),
    table: { ...TABLE, columns },
  });

  // Once the rows are shown and the browser is idle, the detail panel's code loads: the first order
  // opened then waits for its data only. Loaded on the pointer's arrival instead, its ~16 files held
  // the order's request back on the browser's six connections (sent 100–240 ms after the click).
  const rowsShown = orders.table.rows.length > 0;
  useEffect(() => (rowsShown ? whenIdle(() => void preloadSalesOrderView()) : undefined), [rowsShown]);

  const refresh = useCallback(async () => {
    if (!orders.variables) return;
    await client.query({
      query: SalesOrdersDocument,
      variables: { ...orders.variables, refresh: true, page: { offset: 0, limit: 0 } },
      fetchPolicy: 'no-cache',
    });
    await orders.result.refetch();
  }, [client, orders.variables, orders.result]);

  return (
    <ListPage title={t('salesOrders:title')}>
      {/* the pointer over the rows, or focus in the table, starts loading the detail panel's content */}
      <Box onPointerOver={preloadSalesOrderView} onFocus={preloadSalesOrderView} sx={LIST_TABLE_SX}>
        <DataTable
          aria-label={t('salesOrders:title')}
          {...orders.table}
          loading={orders.table.loading || meLoading}
          toolbarActions={<Toolbar range={range} toggleRange={toggleRange} onAdd={() => setAdding(true)} readAt={orders.list?.readAt} onRefresh={refresh} />}
        />
      </Box>
      <AddSalesOrder open={adding} onClose={closeAdd} />
      <SalesOrderPanelOfRoute closeTo="/sales-order" />
      {deletion.dialogs}
    </ListPage>
  );
}
