import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type NotBuiltScreen =
  | 'dashboard'
  | 'products'
  | 'productDetail'
  | 'salesOrders'
  | 'salesOrderDetail'
  | 'purchaseOrders'
  | 'purchaseOrderDetail'
  | 'tasks'
  | 'quality'
  | 'demurrage'
  | 'changePrice'
  | 'monthEnd';

/** A screen of the product that is not built yet: it says so, and shows no made-up data. */
export function NotBuiltPage({ screen }: { screen: NotBuiltScreen }) {
  const { t } = useTranslation('app');
  const { id } = useParams();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h5" component="h1">
        {t(`pages.${screen}`)}
        {id ? ` — ${t('placeholder.order', { id })}` : ''}
      </Typography>
      <Alert severity="info">
        <strong>{t('placeholder.notBuilt')}</strong> {t('placeholder.detail')}
      </Alert>
    </Stack>
  );
}
