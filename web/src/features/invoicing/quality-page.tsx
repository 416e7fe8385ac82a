import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SendIcon from '@mui/icons-material/Send';
import { CellLink, DataTable, toListVariables, type DataTableColumn, type TableQuery, type TableSetup } from '../../ui/data-table';
import { BookedText, ChoiceSelect, ListPage, useRememberedChoice } from '../../ui/list-page';
import { formatDate } from '../../ui/date-field';
import { formatMoney } from '../../ui/money';
import { useNotify } from '../../ui/notify';
import { useConfirm } from '../../ui/confirm-dialog';
import {
  CompleteSalesOrderDocument,
  QualityOrderVersionDocument,
  QualityOrdersDocument,
  SendSalesInvoiceDocument,
  type QualityOrderField,
  type QualityOrdersQueryVariables,
  type QualityRowFragment,
  type QualityShow,
} from '../../generated/graphql';
import { describeError, describeUserError } from '../../core/errors';
import { useServerList } from '../../core/list-page';
import { useMe } from '../../core/session';
import { lazyPart, PartSuspense, useOpenedOnce } from '../../ui/lazy-part';

/** The pro-forma dialog (language choice, then the PDF on demand): loaded when first opened, or on hover/focus of its button. */
const ProFormaDialog = lazyPart(() => import('./pro-forma/pro-forma-dialog').then((m) => m.ProFormaDialog));

/** Spec 02 §2.11: 100 rows a page, id ascending, show mode 2 (not completed) by default. */
export const QUALITY_PAGE_SIZE = 100;
const SHOW_KEY = 'backoffice.qualityShow';
const SHOW_MODES: readonly QualityShow[] = ['ALL', 'NOT_COMPLETED', 'COMPLETED'];

export interface QualityPageProps {
  /** The order whose detail panel is open (from the route), or null. */
  openOrderId?: string | null;
  /** Where an order's id leads (the app decides which detail panel opens). */
  orderHref?: (id: string) => string;
  /** The sales-order detail panel, supplied by the app (features do not import each other). */
  detail?: ReactNode;
}

/** Where an order's id leads without the app's choice. */
const defaultOrderHref = (id: string) => `/quality-overview/${id}`;

/** The table's setup besides its columns: what it shows first (useServerList hands it on to the DataTable). */
const TABLE: Omit<TableSetup<QualityRowFragment>, 'columns'> = {
  id: 'qualityOrders',
  defaultSort: { field: 'id', direction: 'asc' },
  defaultPageSize: QUALITY_PAGE_SIZE,
  pageSizeOptions: [25, 50, QUALITY_PAGE_SIZE],
};

type Row = QualityRowFragment;
type Action = 'send' | 'complete';
type Working = { id: string; action: Action } | null;

/** Send the sales invoice or complete the order, after a question (both book and cannot be undone); which row is busy. */
function useQualityActions() {
  const { t } = useTranslation(['invoicing', 'common', 'app']);
  const notify = useNotify();
  const [working, setWorking] = useState<Working>(null);
  const [sendInvoice] = useMutation(SendSalesInvoiceDocument, { refetchQueries: ['QualityOrders'], awaitRefetchQueries: true });
  const [completeOrder] = useMutation(CompleteSalesOrderDocument, { refetchQueries: ['QualityOrders'], awaitRefetchQueries: true });
  const { confirm, dialog } = useConfirm();
  const client = useApolloClient();

  const act = useCallback(
    async (row: Row, action: Action) => {
      // Both book in the accounting package and take the row off the default view: never on one click.
      const words = { id: row.id, customer: row.customer?.name ?? '—' };
      const version = client.query({ query: QualityOrderVersionDocument, variables: { id: row.id }, fetchPolicy: 'network-only' }).then(
        (r) => r.data?.salesOrder?.version ?? undefined,
        () => undefined,
      );
      const go = await confirm({
        title: t(`invoicing:confirm.${action}.title`),
        message: t(`invoicing:confirm.${action}.message`, words),
        confirmLabel: t(`invoicing:confirm.${action}.confirm`),
        confirmColor: 'primary',
        focus: 'cancel',
      });
      if (!go) return;
      setWorking({ id: row.id, action });
      try {
        const variables = { salesOrderId: row.id, expectedVersion: await version };
        const payload =
          action === 'send' ? (await sendInvoice({ variables })).data?.sendSalesInvoice : (await completeOrder({ variables })).data?.completeSalesOrder;
        if (!payload) throw new Error('No answer');
        const [refusal] = payload.userErrors;
        if (refusal) notify.error(t(`invoicing:${action}.refused`, { id: row.id, reason: describeUserError(refusal, t) }));
        else notify.success(t(`invoicing:${action}.done`, { id: row.id, booking: payload.qualityOrder?.accountingBooking ?? '—' }));
      } catch (error) {
        notify.error(t(`invoicing:${action}.failed`, { id: row.id, reason: describeError(error, t) }));
      } finally {
        setWorking(null);
      }
    },
    [confirm, t, notify, sendInvoice, completeOrder, client],
  );
  return { act, working, dialog };
}

/** A send or complete button with its hint; a spinner while its action runs. */
function ActionButton({
  title,
  label,
  busyLabel,
  busy,
  disabled,
  onClick,
  icon,
}: {
  title: string;
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
  icon: ReactNode;
}) {
  return (
    <Tooltip title={title}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled} size="small">
          {busy ? <CircularProgress size={18} aria-label={busyLabel} /> : icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

interface ActionsCellProps {
  row: Row;
  maySend: boolean;
  working: Working;
  act: (row: Row, action: Action) => Promise<void>;
  onPrint: (id: string) => void;
}

/** A row's actions: the pro-forma, the send (disabled once booked, saying where and when), the complete. */
function ActionsCell({ row, maySend, working, act, onPrint }: ActionsCellProps) {
  const { t } = useTranslation(['invoicing']);
  const busy = (action: Action) => working?.id === row.id && working.action === action;
  const booked = row.accountingBooking
    ? t('invoicing:send.booked', { id: row.id, booking: row.accountingBooking, date: formatDate(row.bookingDate) || '—' })
    : null;
  return (
    // The pro-forma (harmless) first; send and complete apart, a divider between, so a
    // slip of the mouse does not book the wrong thing.
    <Stack direction="row" spacing={1} alignItems="center" divider={<Divider orientation="vertical" flexItem />}>
      <Tooltip title={t('invoicing:proForma.label')}>
        <IconButton
          aria-label={t('invoicing:proForma.aria', { id: row.id })}
          onClick={() => onPrint(row.id)}
          onPointerEnter={() => void ProFormaDialog.preload()}
          onFocus={() => void ProFormaDialog.preload()}
          size="small"
        >
          <PictureAsPdfIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {maySend && (booked !== null || row.canSendInvoice) && (
        <Box sx={{ display: 'flex' }}>
          {booked !== null && (
            <Tooltip title={booked}>
              <span>
                <IconButton aria-label={booked} disabled size="small">
                  <SendIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          )}
          {row.canSendInvoice && booked === null && (
            <ActionButton
              title={t('invoicing:send.label')}
              label={t('invoicing:send.aria', { id: row.id })}
              busyLabel={t('invoicing:send.sending')}
              busy={busy('send')}
              disabled={working !== null}
              onClick={() => void act(row, 'send')}
              icon={<SendIcon fontSize="small" />}
            />
          )}
        </Box>
      )}
      {maySend && !row.isCompleted && (
        <ActionButton
          title={t('invoicing:complete.label')}
          label={t('invoicing:complete.aria', { id: row.id })}
          busyLabel={t('invoicing:complete.completing')}
          busy={busy('complete')}
          disabled={working !== null}
          onClick={() => void act(row, 'complete')}
          icon={<DoneAllIcon fontSize="small" />}
        />
      )}
    </Stack>
  );
}

/** The overview's columns (spec 02 §2.11). */
function useQualityColumns(orderHref: (id: string) => string, actions: Omit<ActionsCellProps, 'row'>): DataTableColumn<Row>[] {
  const { t } = useTranslation(['invoicing']);
  const { maySend, working, act, onPrint } = actions;
  return useMemo<DataTableColumn<Row>[]>(
    () => [
      {
        field: 'id',
        headerName: t('invoicing:columns.id'),
        type: 'id',
        width: 90,
        renderCell: (row) => (
          <CellLink to={orderHref(row.id)} aria-label={t('invoicing:actions.open', { id: row.id })}>
            {row.id}
          </CellLink>
        ),
      },
      { field: 'customer', headerName: t('invoicing:columns.customer'), minWidth: 170, flex: 1.2, valueGetter: (row) => row.customer?.name ?? '' },
      { field: 'supplier', headerName: t('invoicing:columns.supplier'), minWidth: 160, flex: 1.1, valueGetter: (row) => row.supplier.name },
      { field: 'purchaseAmount', headerName: t('invoicing:columns.purchaseAmount'), type: 'money', width: 125 },
      { field: 'salesAmount', headerName: t('invoicing:columns.salesAmount'), type: 'money', width: 125 },
      { field: 'loadingDate', headerName: t('invoicing:columns.loadingDate'), type: 'date', width: 110 },
      { field: 'loadingIsoWeek', headerName: t('invoicing:columns.loadingWeek'), type: 'week', width: 100 },
      { field: 'packingSlip', headerName: t('invoicing:columns.packingSlip'), width: 110 },
      { field: 'container', headerName: t('invoicing:columns.container'), width: 125 },
      { field: 'customerReference', headerName: t('invoicing:columns.customerReference'), width: 130 },
      { field: 'shippingDocument', headerName: t('invoicing:columns.shipping'), width: 110, filterable: false },
      {
        field: 'accountingBooking',
        headerName: t('invoicing:columns.bookingNumber'),
        width: 135,
        filterable: false,
        renderCell: (row) => <BookedText booking={row.accountingBooking} />,
      },
      {
        field: 'action',
        headerName: t('invoicing:columns.action'),
        type: 'actions',
        width: 170,
        renderCell: (row) => <ActionsCell row={row} maySend={maySend} working={working} act={act} onPrint={onPrint} />,
      },
    ],
    [t, maySend, working, orderHref, act, onPrint],
  );
}

/**
 * The quality overview (spec 02 §2.11, menu 'Invoicing', title 'Quality'): amounts per sales
 * order, show mode, filters, send the sales invoice (hidden by the rule the gateway also
 * enforces), complete the order, and the pro-forma PDF.
 */
export function QualityPage({ orderHref = defaultOrderHref, detail }: QualityPageProps) {
  const { t } = useTranslation(['invoicing', 'common', 'app']);
  const [show, setShow] = useRememberedChoice(SHOW_KEY, SHOW_MODES, 'NOT_COMPLETED');
  const [printing, setPrinting] = useState<string | null>(null);
  const proFormaOpened = useOpenedOnce(printing !== null);
  const { me, loading: meLoading } = useMe();
  const { act, working, dialog: confirmDialog } = useQualityActions();
  const columns = useQualityColumns(orderHref, { maySend: me?.capabilities.sendToAccounting === true, working, act, onPrint: setPrinting });

  const orders = useServerList({
    query: QualityOrdersDocument,
    variables: useCallback((query: TableQuery): QualityOrdersQueryVariables => ({ show, ...toListVariables<QualityOrderField>(query) }), [show]),
    list: (data) => data.qualityOrders,
    exportName: t('invoicing:title'),
    table: { ...TABLE, columns },
  });
  const list = orders.list;

  return (
    <ListPage title={t('invoicing:title')}>
      <DataTable
        aria-label={t('invoicing:title')}
        {...orders.table}
        loading={orders.table.loading || meLoading}
        toolbarActions={
          <>
            <ChoiceSelect
              label={t('invoicing:show.label')}
              value={show}
              choices={SHOW_MODES.map((mode) => ({ value: mode, label: t(`invoicing:show.${mode}`) }))}
              onChange={setShow}
              minWidth={200}
            />
            {list && (
              <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
                {t('invoicing:totals', { purchase: formatMoney(list.totals.purchaseAmount), sales: formatMoney(list.totals.salesAmount) })}
              </Typography>
            )}
          </>
        }
      />
      {proFormaOpened && (
        <PartSuspense>
          <ProFormaDialog salesOrderId={printing} onClose={() => setPrinting(null)} />
        </PartSuspense>
      )}
      {confirmDialog}
      {detail}
    </ListPage>
  );
}
