import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HelpOutline from '@mui/icons-material/HelpOutline';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { DemurrageStatus } from '../../generated/graphql';

/**
 * The row colours the data supplies, and what each means. Never colour alone: every status has its
 * own icon shape and words (in the status column and the legend), readable for colour-blind users.
 * Dark shades keep the text readable on white (contrast at least 4.5:1).
 */
export const STATUS_STYLE: Record<DemurrageStatus, { color: string; Icon: typeof CheckCircleOutline }> = {
  WITHIN_FREE_TIME: { color: '#1b5e20', Icon: CheckCircleOutline },
  FREE_TIME_ENDING: { color: '#9a4d00', Icon: WarningAmber },
  DEMURRAGE: { color: '#b71c1c', Icon: ErrorOutline },
  UNKNOWN: { color: '#424242', Icon: HelpOutline },
};

export function StatusLabel({ status, days }: { status: DemurrageStatus; days: number | null }) {
  const { t } = useTranslation('demurrage');
  const { color, Icon } = STATUS_STYLE[status];
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" component="span" sx={{ color }}>
      <Icon fontSize="small" aria-hidden />
      <span>
        {t(`status.${status}`)}
        {days !== null ? ` · ${t('days', { count: days })}` : ''}
      </span>
    </Stack>
  );
}

/**
 * The legend above the table: colour, icon and meaning of each status. The colour is the provider's
 * (spec 02 §2.12), by its own rule: the legend names no day counts of its own, only the free days
 * the provider says it grants.
 */
export function DemurrageLegend({ freeDays }: { freeDays: number | null }) {
  const { t } = useTranslation('demurrage');
  const items: DemurrageStatus[] = ['WITHIN_FREE_TIME', 'FREE_TIME_ENDING', 'DEMURRAGE'];
  return (
    <Box component="section" aria-labelledby="demurrage-legend" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Typography id="demurrage-legend" variant="subtitle2" component="h2">
        {t('legend.title')}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2.5, listStyle: 'none', m: 0, p: 0 }}>
        {items.map((status) => {
          const { color, Icon } = STATUS_STYLE[status];
          return (
            <Box component="li" key={status} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color }}>
              <Icon fontSize="small" aria-hidden />
              <Typography variant="body2" component="span" sx={{ color }}>
                <strong>{t(`status.${status}`)}</strong> — {t(`legend.${status}`)}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Typography variant="body2" component="p" sx={{ m: 0 }}>
        {freeDays === null ? t('legend.byProvider') : `${t('legend.byProvider')} ${t('legend.freeDays', { count: freeDays })}`}
      </Typography>
    </Box>
  );
}
