import { Fragment, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useConfirm } from '../../ui/confirm-dialog';
import { formatDate } from '../../ui/date-field';
import { formatDecimal, formatMoney } from '../../ui/money';
import { useNotify } from '../../ui/notify';
import { SlideIn } from '../../ui/slide-in';
import { ErrorState, LoadingState } from '../../ui/states';
import {
  CopySalesOrderDocument,
  DeleteSalesOrderLineDocument,
  DeleteSalesOrderTextLineDocument,
  DeleteSalesOrderTransportDocument,
  SalesOrderDocument,
  type SalesOrderDetailFragment,
  type SalesOrderLineFieldsFragment,
  type SalesOrderTransportFieldsFragment,
} from '../../generated/graphql';
import { describeError, describeFailure } from '../../app/errors';
import { AddLineDialog, EditLineDialog } from './line-dialogs';
import { OrderDocuments } from './order-documents';
import { acceptedOrThrow } from './payloads';
import { SalesOrderForm } from './sales-order-form';
import { TextLineDialog } from './text-line-dialog';
import { EditTransportDialog, SelectTransportDialog, usePricingTypeLabel } from './transport-dialogs';

type Line = SalesOrderLineFieldsFragment;
type Transport = SalesOrderTransportFieldsFragment;

export interface SalesOrderDetailPanelProps {
  /** The order to show; null keeps the panel closed. */
  orderId: string | null;
  onClose: () => void;
  /** Opens another order (after a copy). */
  onOpenOrder: (id: string) => void;
}

/**
 * The slide-in 'Order #id' (spec 02 §2.3). The overview opens it at /sales-order/:id; quality,
 * demurrage and month-end can open it the same way.
 */
export function SalesOrderDetailPanel({ orderId, onClose, onOpenOrder }: SalesOrderDetailPanelProps) {
  const { t } = useTranslation('salesOrders');
  return (
    <SlideIn open={orderId !== null} onClose={onClose} title={t('detail.title', { id: orderId ?? '' })} width={1080}>
      {orderId !== null && <SalesOrderDetail key={orderId} orderId={orderId} onOpenOrder={onOpenOrder} />}
    </SlideIn>
  );
}

const quantity = (value: string | null | undefined) => formatDecimal(value ?? null, 3, 0);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minHeight: 20, whiteSpace: 'pre-wrap' }}>
        {children === null || children === undefined || children === '' ? '—' : children}
      </Typography>
    </Box>
  );
}

function Section({ title, id, action, children }: { title: string; id: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 0.5 }}>
        <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

type Dialogs =
  | { kind: 'editOrder' }
  | { kind: 'addLine' }
  | { kind: 'editLine'; line: Line }
  | { kind: 'selectTransport'; line: Line }
  | { kind: 'editTransport'; transport: Transport }
  | { kind: 'textLine'; textLine: { id: string; text: string } | null };

export function SalesOrderDetail({ orderId, onOpenOrder }: { orderId: string; onOpenOrder: (id: string) => void }) {
  const { t } = useTranslation(['salesOrders', 'common', 'app']);
  const notify = useNotify();
  const result = useQuery(SalesOrderDocument, { variables: { id: orderId }, fetchPolicy: 'cache-and-network' });
  const order = result.data?.salesOrder;
  if (!order) {
    if (result.loading) return <LoadingState label={t('salesOrders:detail.loading')} />;
    if (result.error) return <ErrorState message={describeError(result.error, t)} onRetry={() => void result.refetch().catch(() => undefined)} />;
    return <Alert severity="warning">{t('salesOrders:detail.notFound', { id: orderId })}</Alert>;
  }
  return <OrderView order={order} onOpenOrder={onOpenOrder} notify={notify} />;
}

function OrderView({ order, onOpenOrder, notify }: { order: SalesOrderDetailFragment; onOpenOrder: (id: string) => void; notify: ReturnType<typeof useNotify> }) {
  const { t } = useTranslation(['salesOrders', 'common', 'app']);
  const pricingLabel = usePricingTypeLabel();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const [unlockedState, setUnlocked] = useState(false);
  const [open, setOpen] = useState<Dialogs | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [copyOrder, { loading: copying }] = useMutation(CopySalesOrderDocument, { refetchQueries: ['SalesOrders'] });
  const [deleteLine] = useMutation(DeleteSalesOrderLineDocument);
  const [deleteTransport] = useMutation(DeleteSalesOrderTransportDocument);
  const [deleteTextLine] = useMutation(DeleteSalesOrderTextLineDocument);

  // A completed (invoiced) order is locked until the user unlocks it; mutations then say so.
  const unlocked = order.isCompleted && unlockedState;
  const locked = order.isCompleted && !unlockedState;
  const close = () => setOpen(null);

  const copy = async () => {
    try {
      const payload = acceptedOrThrow((await copyOrder({ variables: { id: order.id } })).data?.copySalesOrder);
      if (payload.salesOrder) {
        notify.success(t('salesOrders:detail.copied', { id: order.id, newId: payload.salesOrder.id }));
        onOpenOrder(payload.salesOrder.id);
      }
    } catch (error) {
      notify.error(describeFailure(error, t));
    }
  };

  const askDelete = (message: string, run: () => Promise<unknown>) =>
    void confirm({
      message,
      confirmLabel: t('common:actions.delete'),
      cancelLabel: t('common:actions.cancel'),
      formatError: (error) => describeFailure(error, t),
      onConfirm: run,
    });

  const productOf = (line: Line) => `${line.product.code} – ${line.product.name}`;
  const lineById = new Map(order.lines.map((l) => [l.id, l]));
  const toggle = (id: string) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setOpen({ kind: 'editOrder' })}>
          {t('salesOrders:detail.edit')}
        </Button>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()} disabled={copying}>
          {t('salesOrders:detail.copy')}
        </Button>
      </Stack>

      {order.isCompleted && (
        <Alert
          severity="error"
          variant="filled"
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={locked ? <LockOpenOutlined /> : <LockOutlined />}
              onClick={() => setUnlocked((u) => !u)}
              aria-pressed={unlockedState}
            >
              {locked ? t('salesOrders:detail.unlock') : t('salesOrders:detail.lock')}
            </Button>
          }
        >
          {t('salesOrders:detail.invoiced')}
          {unlocked && (
            <Typography variant="body2" component="div">
              {t('salesOrders:detail.unlocked')}
            </Typography>
          )}
        </Alert>
      )}

      <Section title={t('salesOrders:detail.header')} id="order-header-title">
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1.5 }}>
          <Fact label={t('salesOrders:fields.customer')}>{order.customer && !order.customer.isToBePlanned ? order.customer.name : t('salesOrders:toBePlanned')}</Fact>
          <Fact label={t('salesOrders:fields.supplier')}>{order.supplier.name}</Fact>
          <Fact label={t('salesOrders:fields.arrivalDate')}>{formatDate(order.arrivalDate)}</Fact>
          <Fact label={t('salesOrders:fields.loadingDate')}>{formatDate(order.loadingDate)}</Fact>
          <Fact label={t('salesOrders:fields.customerReference')}>{order.customerReference}</Fact>
          {(order.supplier.hasDemurrage || order.shippingCompany) && <Fact label={t('salesOrders:fields.shippingCompany')}>{order.shippingCompany?.name}</Fact>}
          {(order.supplier.hasDemurrage || order.pickupReference) && <Fact label={t('salesOrders:fields.pickupReference')}>{order.pickupReference}</Fact>}
          {order.accountingBooking && <Fact label={t('salesOrders:detail.accountingBooking')}>{order.accountingBooking}</Fact>}
        </Box>
        <Box component="dl" sx={{ m: 0, mt: 1.5 }}>
          <Fact label={t('salesOrders:detail.comments')}>{order.comments}</Fact>
        </Box>
      </Section>

      <OrderDocuments order={order} confirm={confirm} />

      <Divider />

      <Section
        title={t('salesOrders:lines.title')}
        id="order-lines-title"
        action={
          !locked && (
            <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'addLine' })}>
              {t('salesOrders:lines.add')}
            </Button>
          )
        }
      >
        {order.lines.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('salesOrders:lines.empty')}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="order-lines-title" sx={{ '& th': { lineHeight: 1.25, verticalAlign: 'bottom' } }}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox" />
                  <TableCell>{t('salesOrders:lines.columns.product')}</TableCell>
                  <TableCell align="right">{t('salesOrders:lines.columns.salesQuantity')}</TableCell>
                  <TableCell align="right">{t('salesOrders:lines.columns.salesPrice')}</TableCell>
                  <TableCell align="right">{t('salesOrders:lines.columns.salesAmount')}</TableCell>
                  <TableCell align="right">{t('salesOrders:lines.columns.purchaseQuantity')}</TableCell>
                  <TableCell align="right">{t('salesOrders:lines.columns.purchasePrice')}</TableCell>
                  <TableCell align="right">{t('salesOrders:lines.columns.purchaseAmount')}</TableCell>
                  {!locked && <TableCell align="right">{t('salesOrders:lines.columns.actions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {order.lines.map((line) => {
                  const isOpen = expanded.has(line.id);
                  const product = productOf(line);
                  return (
                    <Fragment key={line.id}>
                      <TableRow sx={{ '& > td': { borderBottom: isOpen ? 'unset' : undefined } }}>
                        <TableCell padding="checkbox">
                          <IconButton
                            size="small"
                            aria-expanded={isOpen}
                            aria-label={isOpen ? t('salesOrders:lines.collapse', { product }) : t('salesOrders:lines.expand', { product })}
                            onClick={() => toggle(line.id)}
                          >
                            {isOpen ? <KeyboardArrowUpIcon fontSize="small" /> : <KeyboardArrowDownIcon fontSize="small" />}
                          </IconButton>
                        </TableCell>
                        <TableCell>{product}</TableCell>
                        <TableCell align="right">
                          {quantity(line.salesQuantity)} {line.salesUnit?.name}
                        </TableCell>
                        <TableCell align="right">{formatMoney(line.salesPrice)}</TableCell>
                        <TableCell align="right">{formatMoney(line.salesAmount)}</TableCell>
                        <TableCell align="right">
                          {quantity(line.purchaseQuantity)} {line.purchaseUnit?.name}
                        </TableCell>
                        <TableCell align="right">{formatMoney(line.purchasePrice)}</TableCell>
                        <TableCell align="right">{formatMoney(line.purchaseAmount)}</TableCell>
                        {!locked && (
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            <Tooltip title={t('salesOrders:transports.add', { product })}>
                              <IconButton size="small" aria-label={t('salesOrders:transports.add', { product })} onClick={() => setOpen({ kind: 'selectTransport', line })}>
                                <LocalShippingOutlined fontSize="small" />
                              </IconButton>
                            </Tooltip>
                            <Tooltip title={t('common:actions.edit')}>
                              <IconButton size="small" aria-label={t('salesOrders:lines.edit', { product })} onClick={() => setOpen({ kind: 'editLine', line })}>
                                <EditOutlinedIcon fontSize="small" />
                              </IconButton>
                            </Tooltip>
                            <Tooltip title={t('common:actions.delete')}>
                              <IconButton
                                size="small"
                                sx={{ color: 'error.main' }}
                                aria-label={t('salesOrders:lines.delete', { product })}
                                onClick={() =>
                                  askDelete(t('salesOrders:lines.confirmDelete', { product }), async () =>
                                    acceptedOrThrow((await deleteLine({ variables: { salesOrderId: order.id, id: line.id, unlocked } })).data?.deleteSalesOrderLine),
                                  )
                                }
                              >
                                <DeleteOutlineIcon fontSize="small" />
                              </IconButton>
                            </Tooltip>
                          </TableCell>
                        )}
                      </TableRow>
                      <TableRow>
                        <TableCell colSpan={locked ? 8 : 9} sx={{ py: 0, borderBottom: isOpen ? undefined : 'none' }}>
                          <Collapse in={isOpen} unmountOnExit>
                            <Box component="dl" sx={{ m: 0, py: 1, display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}>
                              <Fact label={t('salesOrders:line.packingSlip')}>{line.packingSlip}</Fact>
                              <Fact label={t('salesOrders:line.container')}>{line.container}</Fact>
                              <Fact label={t('salesOrders:line.shippingDocument')}>{line.shippingDocument}</Fact>
                              <Fact label={t('salesOrders:line.reportingDate')}>{formatDate(line.reportingDate)}</Fact>
                            </Box>
                          </Collapse>
                        </TableCell>
                      </TableRow>
                    </Fragment>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Section>

      <Section title={t('salesOrders:transports.title')} id="order-transports-title">
        {order.transports.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('salesOrders:transports.empty')}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="order-transports-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('salesOrders:transports.columns.transporter')}</TableCell>
                  <TableCell>{t('salesOrders:transports.columns.line')}</TableCell>
                  <TableCell>{t('salesOrders:transports.columns.pricingType')}</TableCell>
                  <TableCell align="right">{t('salesOrders:transports.columns.price')}</TableCell>
                  <TableCell>{t('salesOrders:transports.columns.packingSlip')}</TableCell>
                  <TableCell>{t('salesOrders:transports.columns.container')}</TableCell>
                  <TableCell>{t('salesOrders:transports.columns.shippingDocument')}</TableCell>
                  {!locked && <TableCell align="right">{t('salesOrders:transports.columns.actions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {order.transports.map((tr) => {
                  const line = tr.line ? lineById.get(tr.line.id) : undefined;
                  return (
                    <TableRow key={tr.id}>
                      <TableCell>{tr.transporter.name}</TableCell>
                      <TableCell>{line ? line.product.code : ''}</TableCell>
                      <TableCell>{pricingLabel(tr.pricingType)}</TableCell>
                      <TableCell align="right">{formatMoney(tr.price)}</TableCell>
                      <TableCell>{tr.packingSlip}</TableCell>
                      <TableCell>{tr.container}</TableCell>
                      <TableCell>{tr.shippingDocument}</TableCell>
                      {!locked && (
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          <IconButton size="small" aria-label={t('salesOrders:transports.edit', { transporter: tr.transporter.name })} onClick={() => setOpen({ kind: 'editTransport', transport: tr })}>
                            <EditOutlinedIcon fontSize="small" />
                          </IconButton>
                          <IconButton
                            size="small"
                            sx={{ color: 'error.main' }}
                            aria-label={t('salesOrders:transports.delete', { transporter: tr.transporter.name })}
                            onClick={() =>
                              askDelete(t('salesOrders:transports.confirmDelete', { transporter: tr.transporter.name }), async () =>
                                acceptedOrThrow((await deleteTransport({ variables: { salesOrderId: order.id, id: tr.id, unlocked } })).data?.deleteSalesOrderTransport),
                              )
                            }
                          >
                            <DeleteOutlineIcon fontSize="small" />
                          </IconButton>
                        </TableCell>
                      )}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Section>

      <Section
        title={t('salesOrders:textLines.title')}
        id="order-text-lines-title"
        action={
          !locked && (
            <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'textLine', textLine: null })}>
              {t('salesOrders:textLines.add')}
            </Button>
          )
        }
      >
        {order.textLines.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('salesOrders:textLines.empty')}
          </Typography>
        ) : (
          <Table size="small" aria-labelledby="order-text-lines-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('salesOrders:textLines.text')}</TableCell>
                {!locked && <TableCell align="right">{t('salesOrders:transports.columns.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {order.textLines.map((tl) => (
                <TableRow key={tl.id}>
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{tl.text}</TableCell>
                  {!locked && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', width: 100 }}>
                      <IconButton size="small" aria-label={t('salesOrders:textLines.edit')} onClick={() => setOpen({ kind: 'textLine', textLine: tl })}>
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        sx={{ color: 'error.main' }}
                        aria-label={t('salesOrders:textLines.delete')}
                        onClick={() =>
                          askDelete(t('salesOrders:textLines.confirmDelete'), async () =>
                            acceptedOrThrow((await deleteTextLine({ variables: { salesOrderId: order.id, id: tl.id, unlocked } })).data?.deleteSalesOrderTextLine),
                          )
                        }
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>

      {confirmDialog}

      {open?.kind === 'editOrder' && (
        <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby="edit-order-title">
          <DialogTitle id="edit-order-title" sx={{ display: 'flex', alignItems: 'center' }}>
            <Box sx={{ flex: 1 }}>{t('salesOrders:editTitle')}</Box>
            <IconButton onClick={close} aria-label={t('salesOrders:detail.close')} edge="end">
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent>
            <SalesOrderForm
              order={order}
              onSaved={() => {
                close();
                notify.success(t('salesOrders:updated'));
              }}
            />
          </DialogContent>
        </Dialog>
      )}
      {open?.kind === 'addLine' && (
        <AddLineDialog order={order} unlocked={unlocked} onClose={close} onDone={(line) => setOpen({ kind: 'selectTransport', line })} />
      )}
      {open?.kind === 'editLine' && (
        <EditLineDialog
          order={order}
          line={open.line}
          unlocked={unlocked}
          onClose={close}
          onSaved={() => {
            close();
            notify.success(t('salesOrders:editLine.saved'));
          }}
        />
      )}
      {open?.kind === 'selectTransport' && (
        <SelectTransportDialog
          salesOrderId={order.id}
          line={open.line}
          unlocked={unlocked}
          onClose={close}
          onAdded={(name) => {
            close();
            notify.success(t('salesOrders:selectTransport.added', { name }));
          }}
        />
      )}
      {open?.kind === 'editTransport' && (
        <EditTransportDialog
          salesOrderId={order.id}
          transport={open.transport}
          unlocked={unlocked}
          onClose={close}
          onSaved={() => {
            close();
            notify.success(t('salesOrders:transports.saved'));
          }}
        />
      )}
      {open?.kind === 'textLine' && (
        <TextLineDialog
          salesOrderId={order.id}
          textLine={open.textLine}
          unlocked={unlocked}
          onClose={close}
          onSaved={() => {
            close();
            notify.success(t('salesOrders:textLines.saved'));
          }}
        />
      )}
    </Stack>
  );
}
