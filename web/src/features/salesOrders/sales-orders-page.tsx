import { useCallback, useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DateRangeIcon from '@mui/icons-material/DateRange';
import { CellLink, DataTable, toListVariables, type DataTableColumn, type TableQuery } from '../../ui/data-table';
import { BookedText, ListPage } from '../../ui/list-page';
import { useNotify } from '../../ui/notify';
import { RowActions } from '../../ui/row-actions';
import { SlideIn } from '../../ui/slide-in';
import { DeleteSalesOrderDocument, SalesOrdersDocument, type SalesOrderRowFragment, type SalesOrdersQueryVariables } from '../../generated/graphql';
import { useRowDelete, useServerList } from '../../app/list-page';
import { useMe } from '../../app/session';
import { acceptedOrThrow } from './payloads';
import { SalesOrderDetailPanel } from './sales-order-detail-panel';
import { SalesOrderForm } from './sales-order-form';
import { useSalesOrderRange, type SalesOrderRange } from './sales-order-range';

/** Spec 02 §2.1: 100 rows a page. */
export const SALES_ORDERS_PAGE_SIZE = 100;

/** The DataTable's query as the gateway's `salesOrders` arguments. */
export function toSalesOrdersVariables(query: TableQuery, range: SalesOrderRange): SalesOrdersQueryVariables {
  return { range: range === 'ALL' ? 'ALL' : 'LAST_6_MONTHS', ...toListVariables(query) };
}

/**
 * The sales-order overview (spec 02 §2.1): paged on the gateway, last 6 months or all, add in a
 * slide-in, the detail panel at /sales-order/:id, delete for administrators.
 */
export function SalesOrdersPage() {
  const { t } = useTranslation(['salesOrders', 'common', 'app']);
  const notify = useNotify();
  const navigate = useNavigate();
  const { id: openId } = useParams();
  const [range, toggleRange] = useSalesOrderRange();
  const [adding, setAdding] = useState(false);
  const { me, loading: meLoading } = useMe();
  const canDelete = me?.capabilities.deleteOrders === true;
  const orders = useServerList({
    query: SalesOrdersDocument,
    variables: useCallback((query: TableQuery) => toSalesOrdersVariables(query, range), [range]),
    list: (data) => data.salesOrders,
    exportName: t('salesOrders:title'),
  });
  const [deleteSalesOrder] = useMutation(DeleteSalesOrderDocument, { refetchQueries: ['SalesOrders'], awaitRefetchQueries: true });
  const deletion = useRowDelete<SalesOrderRowFragment>(
    async (row) => acceptedOrThrow((await deleteSalesOrder({ variables: { id: row.id } })).data?.deleteSalesOrder),
    {
      confirmTitle: t('salesOrders:confirmDelete.title'),
      confirmMessage: (row) => t('salesOrders:confirmDelete.message', { id: row.id }),
      success: { title: t('salesOrders:success.title'), message: (row) => t('salesOrders:success.deleted', { id: row.id }) },
    },
  );
  const askDelete = deletion.ask;

  const columns = useMemo<DataTableColumn<SalesOrderRowFragment>[]>(() => {
    const text = (field: keyof SalesOrderRowFragment) => (row: SalesOrderRowFragment) => row[field];
    return [
      {
        field: 'id',
        headerName: t('salesOrders:columns.id'),
        type: 'id',
        width: 90,
        renderCell: (row) => (
          <CellLink to={`/sales-order/${row.id}`} aria-label={t('salesOrders:actions.open', { id: row.id })}>
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
  }, [t, canDelete, askDelete]);

  return (
    <ListPage title={t('salesOrders:title')}>
      <DataTable
        id="salesOrders"
        aria-label={t('salesOrders:title')}
        {...orders.table}
        loading={orders.table.loading || meLoading}
        columns={columns}
        // 16 columns: the Action column must exist without scrolling there first (100 rows a page at most).
        disableVirtualization
        defaultSort={{ field: 'id', direction: 'desc' }}
        defaultPageSize={SALES_ORDERS_PAGE_SIZE}
        pageSizeOptions={[25, 50, SALES_ORDERS_PAGE_SIZE]}
        toolbarActions={
          <>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {t('salesOrders:add')}
            </Button>
            <Button variant="outlined" startIcon={<DateRangeIcon />} onClick={toggleRange} aria-pressed={range === 'ALL'}>
              {range === 'ALL' ? t('salesOrders:range.showLastSixMonths') : t('salesOrders:range.showAll')}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
              {range === 'ALL' ? t('salesOrders:range.all') : t('salesOrders:range.lastSixMonths')}
            </Typography>
          </>
        }
      />
      <SlideIn open={adding} onClose={() => setAdding(false)} title={t('salesOrders:addTitle')}>
        {adding && (
          <SalesOrderForm
            onSaved={(order) => {
              setAdding(false);
              notify.success(t('salesOrders:created', { id: order.id }));
              // Spec 02 §2.2: after a create the new order's detail opens.
              navigate(`/sales-order/${order.id}`);
            }}
          />
        )}
      </SlideIn>
      <SalesOrderDetailPanel orderId={openId ?? null} onClose={() => navigate('/sales-order')} onOpenOrder={(id) => navigate(`/sales-order/${id}`)} />
      {deletion.dialogs}
    </ListPage>
  );
}
