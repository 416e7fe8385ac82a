import { useRef } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import SendIcon from '@mui/icons-material/Send';
import type { ConfirmOptions } from '../../ui/confirm-dialog';
import { formatDate } from '../../ui/date-field';
import { MoneyText } from '../../ui/money';
import { useNotify } from '../../ui/notify';
import { DetailSection } from '../../ui/detail-table';
import { Fact } from '../../ui/facts';
import { FormModal } from '../../ui/form-modal';
import { useDialogState } from '../../ui/focus-return';
import { AddLineButton, useShortcut } from '../../core/shortcuts';
import {
  RemoveDocumentFromPurchaseOrderDocument,
  PurchaseOrderHistoryDocument,
  PurchaseSupplierDefaultsDocument,
  SendPurchaseOrderToAccountingDocument,
  type PurchaseOrderDetailFragment,
} from '../../generated/graphql';
import { describeFailure } from '../../core/errors';
import { useAskDelete } from '../../core/list-page';
import { useMe } from '../../core/session';
import { AddLinesDialog } from './add-lines-dialog';
import { LinesTable } from './lines-table';
import { ManualLines } from './manual-lines';
import { acceptedOrThrow } from '../../core/payloads';
import { acceptedOrReread, HistorySection, useHistoryLoader } from '../../core/history';
import { useReadPurchaseOrder } from './use-read-purchase-order';
import { PurchaseOrderForm } from './purchase-order-form';

type Dialogs = { kind: 'edit' } | { kind: 'addLines' };
type Order = PurchaseOrderDetailFragment;
type AskDelete = ReturnType<typeof useAskDelete>['askDelete'];

/** Send to accounting: booking cannot be undone, so it is asked first, naming the invoice, with Cancel focused. */
function SendButton({ order, confirm }: { order: Order; confirm: (options: ConfirmOptions) => Promise<boolean> }) {
  const { t } = useTranslation(['purchaseOrders', 'common', 'app']);
  const notify = useNotify();
  // the gateway refuses the send to anyone without this capability (Orderverwerker)
  const maySend = useMe().me?.capabilities.sendToAccounting === true;
  const [send, { loading: sending }] = useMutation(SendPurchaseOrderToAccountingDocument, { refetchQueries: ['PurchaseOrders'] });
  const readOrder = useReadPurchaseOrder(order.id);
  const sendToAccounting = async () => {
    const go = await confirm({
      title: t('purchaseOrders:detail.confirmSend.title'),
      message: t('purchaseOrders:detail.confirmSend.message', { number: order.invoiceNumber, supplier: order.supplier.name }),
      confirmLabel: t('purchaseOrders:detail.confirmSend.confirm'),
      confirmColor: 'primary',
      focus: 'cancel',
    });
    if (!go) return;
    try {
      // refused because someone else changed it: the invoice is read anew, so the panel shows what is now
      const payload = await acceptedOrReread(
        (await send({ variables: { id: order.id, expectedVersion: order.version } })).data?.sendPurchaseOrderToAccounting,
        readOrder,
      );
      notify.success(t('purchaseOrders:detail.sent', { booking: payload.purchaseOrder?.accountingBooking ?? '' }));
    } catch (error) {
      notify.error(describeFailure(error, t));
    }
  };
  if (!order.isSentToAccounting && !maySend) return null;
  return (
    <Button
      variant="contained"
      startIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SendIcon />}
      onClick={() => void sendToAccounting()}
      disabled={order.isSentToAccounting || sending}
    >
      {order.isSentToAccounting
        ? t('purchaseOrders:detail.booked', { booking: order.accountingBooking ?? '—', date: formatDate(order.bookedOn) || '—' })
        : sending
          ? t('purchaseOrders:detail.sending')
          : t('purchaseOrders:detail.send')}
    </Button>
  );
}

/** The invoice's header fields as facts. */
function PurchaseHeader({ order }: { order: Order }) {
  const { t } = useTranslation(['purchaseOrders']);
  return (
    <DetailSection title={t('purchaseOrders:detail.header')} id="purchase-header-title">
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1.5 }}>
        <Fact label={order.isTransport ? t('purchaseOrders:fields.transporter') : t('purchaseOrders:fields.supplier')}>{order.supplier.name}</Fact>
        <Fact label={t('purchaseOrders:fields.invoiceNumber')}>{order.invoiceNumber}</Fact>
        <Fact label={t('purchaseOrders:fields.invoiceDate')}>{formatDate(order.invoiceDate)}</Fact>
        <Fact label={t('purchaseOrders:detail.transport')}>{order.isTransport ? t('purchaseOrders:detail.yes') : t('purchaseOrders:detail.no')}</Fact>
        <Fact label={t('purchaseOrders:detail.booking')}>{order.accountingBooking}</Fact>
        <Fact label={t('purchaseOrders:detail.bookedOn')}>{formatDate(order.bookedOn)}</Fact>
        <Fact label={t('purchaseOrders:detail.journal')}>{order.journal}</Fact>
      </Box>
      <Box component="dl" sx={{ m: 0, mt: 1.5 }}>
        <Fact label={t('purchaseOrders:fields.description')}>{order.description}</Fact>
      </Box>
    </DetailSection>
  );
}

/** The invoice's documents: a click downloads, the bin (not on a booked invoice) asks to delete. */
function PurchaseDocuments({ order, locked, askDelete }: { order: Order; locked: boolean; askDelete: AskDelete }) {
  const { t } = useTranslation(['purchaseOrders']);
  const [removeDocument] = useMutation(RemoveDocumentFromPurchaseOrderDocument);
  return (
    <DetailSection title={t('purchaseOrders:detail.documents')} id="purchase-documents-title">
      {order.documents.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('purchaseOrders:detail.noDocuments')}
        </Typography>
      ) : (
        <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} spacing={0.5}>
          {order.documents.map((d) => (
            <Stack component="li" key={d.fileId} direction="row" alignItems="center" spacing={1}>
              <InsertDriveFileOutlined fontSize="small" color="action" aria-hidden />
              <Link href={d.downloadUrl} download={d.fileName} aria-label={t('purchaseOrders:detail.download', { name: d.fileName })}>
                {d.fileName}
              </Link>
              {/* a booked invoice keeps its documents (the gateway refuses their delete too) */}
              {!locked && (
                <IconButton
                  size="small"
                  sx={{ color: 'error.main' }}
                  aria-label={t('purchaseOrders:detail.deleteDocument', { name: d.fileName })}
                  onClick={() =>
                    askDelete(t('purchaseOrders:detail.confirmDeleteDocument', { name: d.fileName }), async () =>
                      acceptedOrThrow((await removeDocument({ variables: { purchaseOrderId: order.id, fileId: d.fileId } })).data?.deletePurchaseOrderDocument),
                    )
                  }
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}

/** The invoice's totals: excluding VAT, VAT, including VAT. */
function InvoiceTotals({ order }: { order: Order }) {
  const { t } = useTranslation(['purchaseOrders']);
  const totals = [
    ['exclVat', order.totalExclVat],
    ['vat', order.totalVat],
    ['inclVat', order.total],
  ] as const;
  return (
    <Box
      role="group"
      aria-label={t('purchaseOrders:totals.invoice')}
      sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      {totals.map(([key, value]) => (
        <Box key={key}>
          <Typography variant="caption" color="text.secondary" component="div">
            {t(`purchaseOrders:totals.${key}`)}
          </Typography>
          <MoneyText value={value} sx={{ fontWeight: 600, fontSize: 16 }} />
        </Box>
      ))}
    </Box>
  );
}

/** The open purchase invoice in the detail panel (spec 02 §2.7). */
export function PurchaseOrderView({ order }: { order: Order }) {
  const { t } = useTranslation(['purchaseOrders', 'common', 'app']);
  const notify = useNotify();
  const { askDelete, confirm, dialog: confirmDialog } = useAskDelete();
  const [open, setOpen] = useDialogState<Dialogs>();
  const linesSection = useRef<HTMLElement>(null);
  const addLinesButton = useRef<HTMLButtonElement>(null);
  // the invoice's own lines first; the manual lines take the same keys while the focus is among them
  useShortcut('addLine', () => setOpen({ kind: 'addLines' }, addLinesButton.current), { within: linesSection, enabled: !order.isCompleted });
  const defaults = useQuery(PurchaseSupplierDefaultsDocument, { variables: { code: order.supplier.code, isTransporter: order.isTransport } });
  const loadHistory = useHistoryLoader(PurchaseOrderHistoryDocument, { id: order.id }, (data) => data.purchaseOrder?.history);
  const locked = order.isCompleted;
  const close = () => setOpen(null);

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setOpen({ kind: 'edit' })} disabled={locked}>
          {t('purchaseOrders:detail.edit')}
        </Button>
        <SendButton order={order} confirm={confirm} />
      </Stack>
      {locked && (
        <Alert severity="info" variant="outlined">
          {order.bookedOn
            ? t('purchaseOrders:detail.locked', { booking: order.accountingBooking ?? '', date: formatDate(order.bookedOn) })
            : // a provider without the booking date (the spec's invoice has none) names the booking alone
              t('purchaseOrders:detail.lockedUndated', { booking: order.accountingBooking ?? '' })}
        </Alert>
      )}
      <PurchaseHeader order={order} />
      <PurchaseDocuments order={order} locked={locked} askDelete={askDelete} />
      <InvoiceTotals order={order} />
      <Divider />
      <DetailSection
        ref={linesSection}
        title={order.isTransport ? t('purchaseOrders:lines.transportTitle') : t('purchaseOrders:lines.title')}
        id="purchase-lines-title"
        action={
          !locked && (
            <AddLineButton ref={addLinesButton} onClick={() => setOpen({ kind: 'addLines' })}>
              {t('purchaseOrders:lines.add')}
            </AddLineButton>
          )
        }
      >
        <LinesTable order={order} locked={locked} askDelete={askDelete} />
      </DetailSection>
      <ManualLines order={order} locked={locked} defaultVatCode={defaults.data?.purchaseSupplier?.defaultVatCode?.code ?? null} askDelete={askDelete} />
      <HistorySection loadPage={loadHistory} id="purchase-history-title" />
      {confirmDialog}
      {open?.kind === 'edit' && (
        <FormModal title={t('purchaseOrders:editTitle')} closeLabel={t('common:actions.close')} onClose={close}>
          <PurchaseOrderForm
            order={order}
            onSaved={() => {
              close();
              notify.success(t('purchaseOrders:updated'));
            }}
          />
        </FormModal>
      )}
      {open?.kind === 'addLines' && (
        <AddLinesDialog order={order} onClose={close} onAdded={(count) => notify.success(t('purchaseOrders:addLines.added', { count }))} />
      )}
    </Stack>
  );
}
