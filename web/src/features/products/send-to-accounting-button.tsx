import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import SendIcon from '@mui/icons-material/Send';
import { NOTIFY_DURATION, useNotify } from '../../ui/notify';
import { SendProductToAccountingDocument } from '../../generated/graphql';
import { describeError, describeUserError } from '../../app/errors';

/** Sends a product to the accounting package: 'Sending...', then a success message for 2 s (spec 01 §4, §9). */
export function SendToAccountingButton({ productId, booking }: { productId: string; booking?: string | null }) {
  // Once booked in the accounting package, sending again would book it twice: the button says where it went.
  const booked = !!booking;
  const { t } = useTranslation(['products', 'common', 'app']);
  const notify = useNotify();
  const [send] = useMutation(SendProductToAccountingDocument);
  const [sending, setSending] = useState(false);

  const onClick = async () => {
    setSending(true);
    try {
      const { data } = await send({ variables: { id: productId } });
      const refusal = data?.sendProductToAccounting.userErrors[0];
      if (refusal) notify.error(`${t('products:send.failed')} ${describeUserError(refusal, t)}`);
      else if (!data) notify.error(t('products:send.failed'));
      else notify.success(t('products:send.done'), NOTIFY_DURATION.success);
    } catch (error) {
      notify.error(`${t('products:send.failed')} ${describeError(error, t)}`);
    } finally {
      setSending(false);
    }
  };

  return (
    <Tooltip title={booked ? t('products:send.booked', { booking }) : t('products:send.tooltip')}>
      <span>
        <Button
          size="small"
          variant="outlined"
          onClick={() => void onClick()}
          disabled={sending || booked}
          startIcon={sending ? <CircularProgress size={14} color="inherit" /> : <SendIcon fontSize="small" />}
          aria-label={booked ? t('products:send.booked', { booking }) : sending ? t('products:send.sending') : t('products:send.tooltip')}
        >
          {sending ? t('products:send.sending') : t('products:send.label')}
        </Button>
      </span>
    </Tooltip>
  );
}
