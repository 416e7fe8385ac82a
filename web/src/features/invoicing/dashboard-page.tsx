import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MeDocument, SendAllPurchaseOrdersDocument, SendAllSalesOrdersDocument, type BulkSendResultFragment } from '../../generated/graphql';
import { describeError, describeUserError } from '../../core/errors';
import { useConfirm } from '../../ui/confirm-dialog';

type Kind = 'sales' | 'purchase';
type State = { status: 'idle' } | { status: 'sending' } | { status: 'done'; result: BulkSendResultFragment } | { status: 'failed'; error: unknown };

/** Shown at most this many refused orders by id; the count says the rest. */
const SHOWN_REFUSALS = 20;

function BulkSend({ kind, allowed }: { kind: Kind; allowed: boolean }) {
  const { t } = useTranslation(['invoicing', 'app']);
  const [state, setState] = useState<State>({ status: 'idle' });
  const [sendSales] = useMutation(SendAllSalesOrdersDocument);
  const [sendPurchases] = useMutation(SendAllPurchaseOrdersDocument);
  const { confirm, dialog } = useConfirm();
  const which = kind === 'sales' ? 'bulkSales' : 'bulkPurchase';
  const send = async () => {
    // books every ready order or invoice at once: asked first, Cancel focused
    const go = await confirm({
      title: t(`invoicing:confirm.${which}.title`),
      message: t(`invoicing:confirm.${which}.message`),
      confirmLabel: t(`invoicing:confirm.${which}.confirm`),
      confirmColor: 'primary',
      focus: 'cancel',
    });
    if (!go) return;
    setState({ status: 'sending' });
    try {
      const data = kind === 'sales' ? (await sendSales()).data?.sendAllSalesOrders : (await sendPurchases()).data?.sendAllPurchaseOrders;
      if (!data) throw new Error('No answer');
      setState({ status: 'done', result: data });
    } catch (error) {
      setState({ status: 'failed', error });
    }
  };
  const sending = state.status === 'sending';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={`bulk-${kind}`}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2" id={`bulk-${kind}`}>
          {t(`invoicing:dashboard.${kind}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`invoicing:dashboard.${kind}.explain`)}
        </Typography>
        <Button
          variant="contained"
          onClick={() => void send()}
          disabled={sending || !allowed}
          sx={{ alignSelf: 'flex-start' }}
          startIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {sending ? t('invoicing:dashboard.sending') : t(`invoicing:dashboard.${kind}.button`)}
        </Button>
        {!allowed && <Typography variant="body2">{t('invoicing:dashboard.notAllowed')}</Typography>}
        <div role="status" aria-live="polite">
          {state.status === 'failed' && <Alert severity="error">{t('invoicing:dashboard.failed', { reason: describeError(state.error, t) })}</Alert>}
          {state.status === 'done' && state.result.userErrors[0] && (
            <Alert severity="error">{t('invoicing:dashboard.failed', { reason: describeUserError(state.result.userErrors[0], t) })}</Alert>
          )}
          {state.status === 'done' && state.result.userErrors.length === 0 && (
            <Alert severity={state.result.refused.length ? 'warning' : 'success'}>
              {/* a provider that does not say how many (the spec's answer is not read): done, uncounted */}
              {state.result.sentCount === null || state.result.sentCount === undefined
                ? t(`invoicing:dashboard.${kind}.sentUncounted`)
                : t(`invoicing:dashboard.${kind}.sent`, { count: state.result.sentCount })}
              {state.result.refused.length > 0 && (
                <>
                  {' '}
                  {t(`invoicing:dashboard.${kind}.refused`, { count: state.result.refused.length })}
                  <List dense disablePadding>
                    {state.result.refused.slice(0, SHOWN_REFUSALS).map((r) => (
                      <ListItem key={r.id} disableGutters sx={{ py: 0 }}>
                        {t('invoicing:dashboard.refusal', { id: r.id, reason: describeUserError({ code: r.code, message: '' }, t) })}
                      </ListItem>
                    ))}
                    {state.result.refused.length > SHOWN_REFUSALS && (
                      <ListItem disableGutters sx={{ py: 0 }}>
                        {t('invoicing:dashboard.more', { count: state.result.refused.length - SHOWN_REFUSALS })}
                      </ListItem>
                    )}
                  </List>
                </>
              )}
            </Alert>
          )}
        </div>
      </Stack>
      {dialog}
    </Paper>
  );
}

/** The dashboard (spec 02 §2.14): the two bulk sends to the accounting package, with their result in words. */
export function DashboardPage() {
  const { t } = useTranslation('invoicing');
  const me = useQuery(MeDocument, { fetchPolicy: 'cache-first' });
  const allowed = me.data?.me?.capabilities.sendToAccounting === true;
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="h5" component="h1">
        {t('dashboard.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="stretch" sx={{ '& > *': { flex: 1 } }}>
        <BulkSend kind="sales" allowed={allowed} />
        <BulkSend kind="purchase" allowed={allowed} />
      </Stack>
    </Stack>
  );
}
