import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** Unknown URLs, and screens this user's role has no route for. */
export function NotFoundPage() {
  const { t } = useTranslation('app');
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="h5" component="h1">
        {t('notFound.title')}
      </Typography>
      <Typography>{t('notFound.text')}</Typography>
      <Button component={RouterLink} to="/sales-order" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
