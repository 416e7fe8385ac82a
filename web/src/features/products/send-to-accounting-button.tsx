import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import SendIcon from '@mui/icons-material/Send';
import { NOTIFY_DURATION, useNotify } from '../../ui/notify';
import { SendProductToAccountingDocument } from '../../generated/graphql';
import { describeFailure } from '../../core/errors';
import { acceptedOrReread } from '../../core/history';
import { useMe } from '../../core/session';
import { useConfirm } from '../../ui/confirm-dialog';
import { useReadProduct } from './use-read-product';

export interface SendToAccountingButtonProps {
  productId: string;
  /** The product's version the user saw: sent as expectedVersion. */
  version: string;
  /** Named in the question before it is sent. */
  code: string;
  name: string;
  booking?: string | null;
}

/**
 * Sends a product to the accounting package after asking, naming the product (Cancel focused):
 * 'Sending...', then a success message for 2 s (spec 01 §4, §9). Only for users who may send
 * to accounting (the gateway refuses the others); a booked product says where it went.
 */
export function SendToAccountingButton({ productId, version, code, name, booking }: SendToAccountingButtonProps) {
  // Once booked in the accounting package, sending again would book it twice: the button says where it went.
  const booked = !!booking;
  const { t } = useTranslation(['products', 'common', 'app']);
  const notify = useNotify();
  const [send] = useMutation(SendProductToAccountingDocument);
  const [sending, setSending] = useState(false);
  const { confirm, dialog } = useConfirm();
  const maySend = useMe().me?.capabilities.sendToAccounting === true;
  // a refusal because someone else changed the product reads it anew, so the panel shows what is now
  const readProduct = useReadProduct(productId);

  const onClick = async () => {
    const go = await confirm({
      title: t('products:send.confirm.title'),
      message: t('products:send.confirm.message', { code, name }),
      confirmLabel: t('products:send.confirm.confirm'),
      confirmColor: 'primary',
      focus: 'cancel',
    });
    if (!go) return;
    setSending(true);
    try {
      const { data } = await send({ variables: { id: productId, expectedVersion: version } });
      if (!data) notify.error(t('products:send.failed'));
      else {
        await acceptedOrReread(data.sendProductToAccounting, readProduct);
        notify.success(t('products:send.done'), NOTIFY_DURATION.success);
      }
    } catch (error) {
      notify.error(`${t('products:send.failed')} ${describeFailure(error, t)}`);
    } finally {
      setSending(false);
    }
  };

  if (!booked && !maySend) return null;
  return (
    <>
      <Tooltip title={booked ? t('products:send.booked', { booking }) : t('products:send.tooltip')}>
        <span>
          <Button
            size="small"
            variant="outlined"
            onClick={() => void onClick()}
            disabled={sending || booked}
            startIcon={sending ? <CircularProgress size={14} color="inherit" aria-hidden /> : <SendIcon fontSize="small" />}
            aria-label={booked ? t('products:send.booked', { booking }) : sending ? t('products:send.sending') : t('products:send.tooltip')}
          >
            {sending ? t('products:send.sending') : t('products:send.label')}
          </Button>
        </span>
      </Tooltip>
      {dialog}
    </>
  );
}
