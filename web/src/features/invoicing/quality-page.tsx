import { useMemo, useState, type ReactNode } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SendIcon from '@mui/icons-material/Send';
import { DataTable, formatDate, formatMoney, toListVariables, useNotify, type DataTableColumn, type TableQuery } from '../../ui';
import {
  CompleteSalesOrderDocument,
  MeDocument,
  QualityOrdersDocument,
  SendSalesInvoiceDocument,
  type QualityOrdersQuery,
  type QualityOrderField,
  type QualityRowFragment,
  type QualityShow,
} from '../../generated/graphql';
import { describeError, describeUserError } from '../../app/errors';
import { ProFormaDialog } from './pro-forma/pro-forma-dialog';

/** Spec 02 §2.11: 100 rows a page, id ascending, show mode 2 (not completed) by default. */
export const QUALITY_PAGE_SIZE = 100;
const SHOW_KEY = 'backoffice.qualityShow';
const SHOW_MODES: QualityShow[] = ['ALL', 'NOT_COMPLETED', 'COMPLETED'];

function rememberedShow(): QualityShow {
  const value = typeof window === 'undefined' ? null : window.localStorage.getItem(SHOW_KEY);
  return SHOW_MODES.includes(value as QualityShow) ? (value as QualityShow) : 'NOT_COMPLETED';
}

export interface QualityPageProps {
  /** The order whose detail panel is open (from the route), or null. */
  openOrderId?: string | null;
  /** Where an order's id leads (the app decides which detail panel opens). */
  orderHref?: (id: string) => string;
  /** The sales-order detail panel, supplied by the app (features do not import each other). */
  detail?: ReactNode;
}

/**
 * The quality overview (spec 02 §2.11, menu 'Invoicing', title 'Quality'): amounts per sales
 * order, show mode, filters, send the sales invoice (hidden by the rule the gateway also
 * enforces), complete the order, and the pro-forma PDF.
 */
export function QualityPage({ orderHref = (id) => `/quality-overview/${id}`, detail }: QualityPageProps) {
  const { t } = useTranslation(['invoicing', 'common', 'app']);
  const notify = useNotify();
  const [show, setShowState] = useState<QualityShow>(rememberedShow);
  const [query, setQuery] = useState<TableQuery | null>(null);
  const [printing, setPrinting] = useState<string | null>(null);
  const [working, setWorking] = useState<{ id: string; action: 'send' | 'complete' } | null>(null);
  const client = useApolloClient();
  const me = useQuery(MeDocument, { fetchPolicy: 'cache-first' });
  const maySend = me.data?.me?.capabilities.sendToAccounting === true;
  const variables = useMemo(() => (query ? { show, ...toListVariables<QualityOrderField>(query) } : undefined), [query, show]);
  const orders = useQuery(QualityOrdersDocument, { variables, skip: !variables, notifyOnNetworkStatusChange: true });
  const list = (orders.data ?? orders.previousData)?.qualityOrders as QualityOrdersQuery['qualityOrders'] | undefined;
  const [sendInvoice] = useMutation(SendSalesInvoiceDocument, { refetchQueries: ['QualityOrders'], awaitRefetchQueries: true });
  const [completeOrder] = useMutation(CompleteSalesOrderDocument, { refetchQueries: ['QualityOrders'], awaitRefetchQueries: true });

  const setShow = (value: QualityShow) => {
    setShowState(value);
    window.localStorage.setItem(SHOW_KEY, value);
  };

  const act = async (row: QualityRowFragment, action: 'send' | 'complete') => {
    setWorking({ id: row.id, action });
    try {
      const payload =
        action === 'send'
          ? (await sendInvoice({ variables: { salesOrderId: row.id } })).data?.sendSalesInvoice
          : (await completeOrder({ variables: { salesOrderId: row.id } })).data?.completeSalesOrder;
      if (!payload) throw new Error('No answer');
      const [refusal] = payload.userErrors;
      if (refusal) notify.error(t(`invoicing:${action}.refused`, { id: row.id, reason: describeUserError(refusal, t) }));
      else notify.success(t(`invoicing:${action}.done`, { id: row.id, booking: payload.qualityOrder?.accountingBooking ?? '—' }));
    } catch (error) {
      notify.error(t(`invoicing:${action}.failed`, { id: row.id, reason: describeError(error, t) }));
    } finally {
      setWorking(null);
    }
  };

  const columns = useMemo<DataTableColumn<QualityRowFragment>[]>(
    () => [
      {
        field: 'id',
        headerName: t('invoicing:columns.id'),
        type: 'id',
        width: 90,
        renderCell: (row) => (
          <Link component={RouterLink} to={orderHref(row.id)} aria-label={t('invoicing:actions.open', { id: row.id })} underline="hover">
            {row.id}
          </Link>
        ),
      },
      { field: 'customer', headerName: t('invoicing:columns.customer'), minWidth: 170, flex: 1.2, valueGetter: (row) => row.customer?.name ?? '' },
      { field: 'supplier', headerName: t('invoicing:columns.supplier'), minWidth: 160, flex: 1.1, valueGetter: (row) => row.supplier.name },
      { field: 'purchaseAmount', headerName: t('invoicing:columns.purchaseAmount'), type: 'money', width: 125 },
      { field: 'salesAmount', headerName: t('invoicing:columns.salesAmount'), type: 'money', width: 125 },
      { field: 'loadingDate', headerName: t('invoicing:columns.loadingDate'), type: 'date', width: 110 },
      { field: 'loadingWeek', headerName: t('invoicing:columns.loadingWeek'), type: 'id', width: 90 },
      { field: 'packingSlip', headerName: t('invoicing:columns.packingSlip'), width: 110 },
      { field: 'container', headerName: t('invoicing:columns.container'), width: 125 },
      { field: 'customerReference', headerName: t('invoicing:columns.customerReference'), width: 130 },
      { field: 'shippingDocument', headerName: t('invoicing:columns.shipping'), width: 110, filterable: false },
      {
        field: 'accountingBooking',
        headerName: t('invoicing:columns.bookingNumber'),
        width: 135,
        filterable: false,
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
        headerName: t('invoicing:columns.action'),
        type: 'actions',
        width: 130,
        renderCell: (row) => {
          const busy = working?.id === row.id;
          return (
            <Stack direction="row" spacing={0}>
              {maySend && !!row.accountingBooking && (
                // Booked: the send stays visible but disabled, saying where and when it was booked.
                <Tooltip title={t('invoicing:send.booked', { id: row.id, booking: row.accountingBooking, date: formatDate(row.bookingDate) || '—' })}>
                  <span>
                    <IconButton
                      aria-label={t('invoicing:send.booked', { id: row.id, booking: row.accountingBooking, date: formatDate(row.bookingDate) || '—' })}
                      disabled
                      size="small"
                    >
                      <SendIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              )}
              {maySend && row.canSendInvoice && !row.accountingBooking && (
                <Tooltip title={t('invoicing:send.label')}>
                  <span>
                    <IconButton
                      aria-label={t('invoicing:send.aria', { id: row.id })}
                      onClick={() => void act(row, 'send')}
                      disabled={working !== null}
                      size="small"
                    >
                      {busy && working?.action === 'send' ? (
                        <CircularProgress size={18} aria-label={t('invoicing:send.sending')} />
                      ) : (
                        <SendIcon fontSize="small" />
                      )}
                    </IconButton>
                  </span>
                </Tooltip>
              )}
              <Tooltip title={t('invoicing:proForma.label')}>
                <IconButton aria-label={t('invoicing:proForma.aria', { id: row.id })} onClick={() => setPrinting(row.id)} size="small">
                  <PictureAsPdfIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              {maySend && !row.isCompleted && (
                <Tooltip title={t('invoicing:complete.label')}>
                  <span>
                    <IconButton
                      aria-label={t('invoicing:complete.aria', { id: row.id })}
                      onClick={() => void act(row, 'complete')}
                      disabled={working !== null}
                      size="small"
                    >
                      {busy && working?.action === 'complete' ? (
                        <CircularProgress size={18} aria-label={t('invoicing:complete.completing')} />
                      ) : (
                        <DoneAllIcon fontSize="small" />
                      )}
                    </IconButton>
                  </span>
                </Tooltip>
              )}
            </Stack>
          );
        },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, maySend, working, orderHref],
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('invoicing:title')}
      </Typography>
      <DataTable
        id="qualityOrders"
        aria-label={t('invoicing:title')}
        mode="server"
        rows={list?.nodes ?? []}
        rowCount={list?.totalCount ?? 0}
        columns={columns}
        loading={orders.loading || me.loading}
        error={orders.error ? describeError(orders.error, t) : undefined}
        onRetry={() => void orders.refetch().catch(() => undefined)}
        onQueryChange={setQuery}
        disableVirtualization
        defaultSort={{ field: 'id', direction: 'asc' }}
        defaultPageSize={QUALITY_PAGE_SIZE}
        pageSizeOptions={[25, 50, QUALITY_PAGE_SIZE]}
        exportTo={{
          name: t('invoicing:title'),
          fetchPage: async (q, offset, limit) => {
            const { data } = await client.query({
              query: QualityOrdersDocument,
              variables: { show, ...toListVariables<QualityOrderField>(q), page: { offset, limit } },
              fetchPolicy: 'no-cache',
            });
            return { rows: data?.qualityOrders.nodes ?? [], totalCount: data?.qualityOrders.totalCount ?? 0 };
          },
        }}
        toolbarActions={
          <>
            <TextField
              select
              size="small"
              label={t('invoicing:show.label')}
              value={show}
              onChange={(e) => setShow(e.target.value as QualityShow)}
              sx={{ minWidth: 200 }}
            >
              {SHOW_MODES.map((mode) => (
                <MenuItem key={mode} value={mode}>
                  {t(`invoicing:show.${mode}`)}
                </MenuItem>
              ))}
            </TextField>
            {list && (
              <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
                {t('invoicing:totals', { purchase: formatMoney(list.totals.purchaseAmount), sales: formatMoney(list.totals.salesAmount) })}
              </Typography>
            )}
          </>
        }
      />
      <ProFormaDialog salesOrderId={printing} onClose={() => setPrinting(null)} />
      {detail}
    </Stack>
  );
}
