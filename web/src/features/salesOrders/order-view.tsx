import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { ConfirmOptions } from '../../ui/confirm-dialog';
import { formatDate } from '../../ui/date-field';
import { DetailSection } from '../../ui/detail-table';
import { Fact } from '../../ui/facts';
import { FormModal } from '../../ui/form-modal';
import { useDialogState } from '../../ui/focus-return';
import { useNotify } from '../../ui/notify';
import { CopySalesOrderDocument, SalesOrderHistoryDocument, type SalesOrderDetailFragment } from '../../generated/graphql';
import { HistorySection, useHistoryLoader } from '../../core/history';
import { describeFailure } from '../../core/errors';
import { useAskDelete } from '../../core/list-page';
import { AddLineDialog, EditLineDialog } from './line-dialogs';
import { OrderDocuments } from './order-documents';
import { acceptedOrThrow } from '../../core/payloads';
import { SalesOrderForm } from './sales-order-form';
import { TextLineDialog } from './text-line-dialog';
import { OrderLinesSection, OrderTextLinesSection, OrderTransportsSection, type OrderDialog } from './order-sections';
import { EditTransportDialog, SelectTransportDialog } from './transport-dialogs';

type Notify = ReturnType<typeof useNotify>;
type ConfirmAsk = (options: ConfirmOptions) => Promise<boolean>;

/** Copy: asked first (a copy is a new order at once), then the new order opens. */
function useCopyOrder(order: SalesOrderDetailFragment, confirm: ConfirmAsk, notify: Notify, onOpenOrder: (id: string) => void) {
  const { t } = useTranslation(['salesOrders', 'common', 'app']);
  const [copyOrder, { loading: copying }] = useMutation(CopySalesOrderDocument, { refetchQueries: ['SalesOrders'] });
  const copy = async () => {
    // Cancel focused
    const go = await confirm({
      title: t('salesOrders:detail.confirmCopy.title'),
      message: t('salesOrders:detail.confirmCopy.message', { id: order.id }),
      confirmLabel: t('salesOrders:detail.confirmCopy.confirm'),
      confirmColor: 'primary',
      focus: 'cancel',
    });
    if (!go) return;
    try {
      const payload = acceptedOrThrow((await copyOrder({ variables: { id: order.id } })).data?.copySalesOrder);
      if (payload.salesOrder) {
        notify.success(t('salesOrders:detail.copied', { id: order.id, newId: payload.salesOrder.id }));
        onOpenOrder(payload.salesOrder.id);
      } else if (payload.recordUnknown) notify.success(t('salesOrders:detail.copiedUnseen', { id: order.id }));
    } catch (error) {
      notify.error(describeFailure(error, t));
    }
  };
  return { copy, copying };
}

/** A completed (invoiced) order says so, with the button that unlocks it for edits and locks it again. */
function InvoicedAlert({ locked, unlocked, onToggle }: { locked: boolean; unlocked: boolean; onToggle: () => void }) {
  const { t } = useTranslation(['salesOrders']);
  return (
    <Alert
      severity="error"
      variant="filled"
      action={
        <Button color="inherit" size="small" startIcon={locked ? <LockOpenOutlined /> : <LockOutlined />} onClick={onToggle} aria-pressed={!locked}>
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
  );
}

/** The order's header fields as facts; the demurrage ones where the supplier has demurrage or the order has them. */
function OrderHeader({ order }: { order: SalesOrderDetailFragment }) {
  const { t } = useTranslation(['salesOrders']);
  return (
    <DetailSection title={t('salesOrders:detail.header')} id="order-header-title">
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1.5 }}>
        <Fact label={t('salesOrders:fields.customer')}>
          {order.customer && !order.customer.isToBePlanned ? order.customer.name : t('salesOrders:toBePlanned')}
        </Fact>
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
    </DetailSection>
  );
}

interface OrderDialogsProps {
  order: SalesOrderDetailFragment;
  open: OrderDialog | null;
  setOpen: (dialog: OrderDialog | null) => void;
  unlocked: boolean;
  notify: Notify;
}

/** The form open over the order: its header, a line (add, then its transport), a transport, a text line. */
function OrderDialogs({ order, open, setOpen, unlocked, notify }: OrderDialogsProps) {
  const { t } = useTranslation(['salesOrders']);
  const close = () => setOpen(null);
  const closeSaying = (words: string) => () => {
    close();
    notify.success(words);
  };
  switch (open?.kind) {
    case 'editOrder':
      return (
        <FormModal title={t('salesOrders:editTitle')} closeLabel={t('salesOrders:detail.close')} onClose={close}>
          <SalesOrderForm order={order} unlocked={unlocked} onSaved={closeSaying(t('salesOrders:updated'))} />
        </FormModal>
      );
    case 'addLine':
      return <AddLineDialog order={order} unlocked={unlocked} onClose={close} onDone={(line, next) => setOpen({ kind: 'selectTransport', line, next })} />;
    case 'editLine':
      return <EditLineDialog order={order} line={open.line} unlocked={unlocked} onClose={close} onSaved={closeSaying(t('salesOrders:editLine.saved'))} />;
    case 'selectTransport':
      return (
        <SelectTransportDialog
          salesOrderId={order.id}
          line={open.line}
          unlocked={unlocked}
          onClose={close}
          // a line entered with Enter in its last field goes on to the next line, transport chosen or skipped
          onSkip={open.next ? () => setOpen({ kind: 'addLine' }) : close}
          onAdded={(name) => {
            if (open.next) setOpen({ kind: 'addLine' });
            else close();
            notify.success(t('salesOrders:selectTransport.added', { name }));
          }}
        />
      );
    case 'editTransport':
      return (
        <EditTransportDialog
          salesOrderId={order.id}
          transport={open.transport}
          unlocked={unlocked}
          onClose={close}
          onSaved={closeSaying(t('salesOrders:transports.saved'))}
        />
      );
    case 'textLine':
      return (
        <TextLineDialog
          salesOrderId={order.id}
          textLine={open.textLine}
          unlocked={unlocked}
          onClose={close}
          onSaved={closeSaying(t('salesOrders:textLines.saved'))}
        />
      );
    default:
      return null;
  }
}

/** The open order in the detail panel (spec 02 §2.3): header, documents, lines, transports, text lines and their forms. */
export function OrderView({ order, onOpenOrder, notify }: { order: SalesOrderDetailFragment; onOpenOrder: (id: string) => void; notify: Notify }) {
  const { t } = useTranslation(['salesOrders', 'common', 'app']);
  const { askDelete, confirm, dialog: confirmDialog } = useAskDelete();
  const [unlockedState, setUnlocked] = useState(false);
  const [open, setOpen] = useDialogState<OrderDialog>();
  const { copy, copying } = useCopyOrder(order, confirm, notify, onOpenOrder);
  const loadHistory = useHistoryLoader(SalesOrderHistoryDocument, { id: order.id }, (data) => data.salesOrder?.history);

  // A completed (invoiced) order is locked until the user unlocks it; mutations then say so.
  const unlocked = order.isCompleted && unlockedState;
  const locked = order.isCompleted && !unlockedState;
  const sections = { order, locked, unlocked, onOpen: setOpen, askDelete };

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setOpen({ kind: 'editOrder' })} disabled={locked}>
          {t('salesOrders:detail.edit')}
        </Button>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()} disabled={copying}>
          {t('salesOrders:detail.copy')}
        </Button>
      </Stack>
      {order.isCompleted && <InvoicedAlert locked={locked} unlocked={unlocked} onToggle={() => setUnlocked((u) => !u)} />}
      <OrderHeader order={order} />
      <OrderDocuments order={order} confirm={confirm} />
      <Divider />
      <OrderLinesSection {...sections} />
      <OrderTransportsSection {...sections} />
      <OrderTextLinesSection {...sections} />
      <Divider />
      <HistorySection loadPage={loadHistory} id="order-history-title" />
      {confirmDialog}
      <OrderDialogs order={order} open={open} setOpen={setOpen} unlocked={unlocked} notify={notify} />
    </Stack>
  );
}
