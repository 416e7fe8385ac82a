import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDecimal, formatMoney } from '../../ui/money';
import { describeError } from '../../core/errors';
import type { MonthEndTotalsQuery } from '../../generated/graphql';

type Totals = MonthEndTotalsQuery['monthEnd']['totals'];

/** The totals row: sums per side and missing bookings over every filtered row (not only the page). */
/** `count`: the filter's rows, from a query of its own (undefined while it comes). */
export function MonthEndTotals({ totals, count, error }: { totals: Totals | undefined; count: number | undefined; error?: unknown }) {
  const { t } = useTranslation(['monthEnd', 'app']);
  if (error) return <Alert severity="error">{describeError(error, t)}</Alert>;
  if (!totals)
    return (
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography variant="body2">{t('totals.loading')}</Typography>
        <LinearProgress aria-label={t('totals.loading')} sx={{ mt: 1 }} />
      </Paper>
    );
  const side = (name: 'sales' | 'purchase' | 'transport', quantity: string, amount: string, missing: number) => (
    <Box key={name} sx={{ minWidth: 200 }}>
      <Typography variant="subtitle2" component="h3">
        {t(`totals.${name}`)}
      </Typography>
      <Typography variant="body2">
        {t('totals.quantity')}: <strong>{formatDecimal(quantity, 3, 0)}</strong>
      </Typography>
      <Typography variant="body2">
        {t('totals.amount')}: <strong>{formatMoney(amount)}</strong>
      </Typography>
      <Typography variant="body2" sx={{ color: missing > 0 ? 'error.main' : 'success.main' }}>
        {t('totals.missing', { count: missing })}
      </Typography>
    </Box>
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="month-end-totals"
      sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}
    >
      <Box sx={{ minWidth: 160 }}>
        <Typography id="month-end-totals" variant="subtitle1" component="h2">
          {t('totals.title')}
        </Typography>
        {count !== undefined && <Typography variant="body2">{t('totals.rows', { count })}</Typography>}
        <Typography variant="body2" sx={{ color: totals.incompleteRows > 0 ? 'error.main' : 'success.main' }}>
          {t('totals.incomplete', { count: totals.incompleteRows })}
        </Typography>
      </Box>
      {side('sales', totals.salesQuantity, totals.salesAmount, totals.missingSalesBookings)}
      {side('purchase', totals.purchaseQuantity, totals.purchaseAmount, totals.missingPurchaseBookings)}
      {side('transport', totals.transportQuantity, totals.transportAmount, totals.missingTransportBookings)}
    </Paper>
  );
}
