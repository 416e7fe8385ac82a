import { useMemo, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable, toListVariables, type DataTableColumn, type TableQuery } from '../../ui/data-table';
import { MoneyText } from '../../ui/money';
import { useNotify } from '../../ui/notify';
import { SuccessDialog } from '../../ui/success-dialog';
import { SlideIn } from '../../ui/slide-in';
import {
  DeletePurchaseOrderDocument,
  MeDocument,
  PurchaseOrdersDocument,
  type PurchaseOrderField,
  type PurchaseOrderRowFragment,
  type PurchaseOrderShow,
  type PurchaseOrdersQueryVariables,
} from '../../generated/graphql';
import { describeError, describeFailure } from '../../app/errors';
import { acceptedOrThrow } from './payloads';
import { PurchaseOrderDetailPanel } from './purchase-order-detail-panel';
import { PurchaseOrderForm } from './purchase-order-form';

export const PURCHASE_ORDERS_PAGE_SIZE = 100;
const SHOW: readonly PurchaseOrderShow[] = ['ALL', 'NOT_COMPLETED', 'COMPLETED'];

/** The DataTable's query, the show filter and the packing number as the gateway's `purchaseOrders` arguments. */
export function toPurchaseOrdersVariables(query: TableQuery, show: PurchaseOrderShow, packingNumber: string): PurchaseOrdersQueryVariables {
  return { show, packingNumber: packingNumber.trim() || null, ...toListVariables<PurchaseOrderField>(query) };
}

/**
 * The purchase-invoice overview (spec 02 §2.5): show filter (default not completed), packing
 * number (applied on Enter), quick search and column filter on the gateway, totals of every
 * matching invoice, add in a slide-in, the detail panel at /purchase-order/:id, delete for
 * administrators with a Success dialog.
 */
export function PurchaseOrdersPage() {
  const { t } = useTranslation(['purchaseOrders', 'common', 'app']);
  const notify = useNotify();
  const navigate = useNavigate();
  const { id: openId } = useParams();
  const [show, setShow] = useState<PurchaseOrderShow>('NOT_COMPLETED');
  const [packingText, setPackingText] = useState('');
  const [packingNumber, setPackingNumber] = useState('');
  const [query, setQuery] = useState<TableQuery | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PurchaseOrderRowFragment | null>(null);
  const [deletedId, setDeletedId] = useState<string | null>(null);
  const client = useApolloClient();
  const me = useQuery(MeDocument, { fetchPolicy: 'cache-first' });
  const canDelete = me.data?.me?.capabilities.deleteOrders === true;
  const variables = useMemo(() => (query ? toPurchaseOrdersVariables(query, show, packingNumber) : undefined), [query, show, packingNumber]);
  const orders = useQuery(PurchaseOrdersDocument, { variables, skip: !variables, notifyOnNetworkStatusChange: true });
  const list = orders.data?.purchaseOrders ?? orders.previousData?.purchaseOrders;
  const [deleteOrder] = useMutation(DeletePurchaseOrderDocument, { refetchQueries: ['PurchaseOrders'], awaitRefetchQueries: true });

  const columns = useMemo<DataTableColumn<PurchaseOrderRowFragment>[]>(() => {
    const cols: DataTableColumn<PurchaseOrderRowFragment>[] = [
      {
        field: 'id',
        headerName: t('purchaseOrders:columns.id'),
        type: 'id',
        width: 76,
        renderCell: (row) => (
          <Link component={RouterLink} to={`/purchase-order/${row.id}`} aria-label={t('purchaseOrders:actions.open', { id: row.id })} underline="hover">
            {row.id}
          </Link>
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
        renderCell: (row) =>
          row.accountingBooking ? (
            <Stack direction="row" spacing={0.5} alignItems="center" component="span">
              <CheckCircleIcon fontSize="inherit" sx={{ color: 'success.main' }} aria-hidden />
              <span>{row.accountingBooking}</span>
            </Stack>
          ) : null,
      },
      {
        field: 'action',
        headerName: t('purchaseOrders:columns.action'),
        type: 'actions',
        width: 64,
        // Spec 02 §2.5: only an Administrator sees the delete button; a booked invoice cannot be deleted.
        renderCell: (row) =>
          canDelete && !row.isCompleted ? (
            <Tooltip title={t('common:actions.delete')}>
              <IconButton aria-label={t('purchaseOrders:actions.delete', { id: row.id })} onClick={() => setDeleting(row)} sx={{ color: 'error.main' }}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null,
      },
    ];
    return cols;
  }, [t, canDelete]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const { data } = await deleteOrder({ variables: { id: deleting.id } });
    acceptedOrThrow(data?.deletePurchaseOrder);
    setDeletedId(deleting.id);
  };

  const totals = list?.totals;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('purchaseOrders:title')}
      </Typography>
      <DataTable
        id="purchaseOrders"
        aria-label={t('purchaseOrders:title')}
        mode="server"
        rows={list?.nodes ?? []}
        rowCount={list?.totalCount ?? 0}
        columns={columns}
        loading={orders.loading || me.loading}
        error={orders.error ? describeError(orders.error, t) : undefined}
        onRetry={() => void orders.refetch().catch(() => undefined)}
        onQueryChange={setQuery}
        defaultSort={{ field: 'id', direction: 'asc' }}
        defaultPageSize={PURCHASE_ORDERS_PAGE_SIZE}
        pageSizeOptions={[25, 50, PURCHASE_ORDERS_PAGE_SIZE]}
        exportTo={{
          name: t('purchaseOrders:title'),
          fetchPage: async (q, offset, limit) => {
            const { data } = await client.query({
              query: PurchaseOrdersDocument,
              variables: { ...toPurchaseOrdersVariables(q, show, packingNumber), page: { offset, limit } },
              fetchPolicy: 'no-cache',
            });
            return { rows: data?.purchaseOrders.nodes ?? [], totalCount: data?.purchaseOrders.totalCount ?? 0 };
          },
        }}
        toolbarActions={
          <>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {t('purchaseOrders:add')}
            </Button>
            <TextField
              select
              size="small"
              label={t('purchaseOrders:show.label')}
              value={show}
              onChange={(event) => setShow(event.target.value as PurchaseOrderShow)}
              sx={{ minWidth: 220 }}
            >
              {SHOW.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`purchaseOrders:show.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={t('purchaseOrders:packingNumber')}
              placeholder={t('purchaseOrders:packingNumberHint')}
              value={packingText}
              onChange={(event) => {
                setPackingText(event.target.value);
                // emptying the field shows everything again at once
                if (event.target.value.trim() === '') setPackingNumber('');
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  setPackingNumber(packingText);
                }
              }}
              sx={{ width: 180 }}
            />
          </>
        }
      />
      <Box
        role="group"
        aria-label={t('purchaseOrders:totals.label')}
        sx={{ display: 'flex', gap: 3, justifyContent: 'flex-end', flexWrap: 'wrap', px: 1, color: 'text.secondary', fontSize: 14 }}
      >
        <span>{t('purchaseOrders:totals.label')}:</span>
        <span>
          {t('purchaseOrders:totals.exclVat')} <MoneyText value={totals?.totalExclVat ?? null} sx={{ color: 'text.primary', fontWeight: 600 }} />
        </span>
        <span>
          {t('purchaseOrders:totals.vat')} <MoneyText value={totals?.totalVat ?? null} sx={{ color: 'text.primary', fontWeight: 600 }} />
        </span>
        <span>
          {t('purchaseOrders:totals.inclVat')} <MoneyText value={totals?.total ?? null} sx={{ color: 'text.primary', fontWeight: 600 }} />
        </span>
      </Box>
      <SlideIn open={adding} onClose={() => setAdding(false)} title={t('purchaseOrders:addTitle')}>
        {adding && (
          <PurchaseOrderForm
            onSaved={(order) => {
              setAdding(false);
              notify.success(t('purchaseOrders:created', { id: order.id }));
              navigate(`/purchase-order/${order.id}`);
            }}
          />
        )}
      </SlideIn>
      <PurchaseOrderDetailPanel orderId={openId ?? null} onClose={() => navigate('/purchase-order')} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('purchaseOrders:confirmDelete.title')}
        message={t('purchaseOrders:confirmDelete.message', { id: deleting?.id ?? '' })}
        confirmLabel={t('common:actions.delete')}
        cancelLabel={t('common:actions.cancel')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        formatError={(error) => describeFailure(error, t)}
      />
      <SuccessDialog
        title={t('purchaseOrders:success.title')}
        message={deletedId === null ? null : t('purchaseOrders:success.deleted', { id: deletedId })}
        onClose={() => setDeletedId(null)}
      />
    </Stack>
  );
}
