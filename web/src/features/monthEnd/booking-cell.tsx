import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

// In px: MUI's sx reads a width of 1 as 100%, and a 100% wide span (the row's width, placed at the
// cell) made the grid's rows 1 000 px wider than its columns, scrolled into as a blank (issue 34).
const srOnly = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * A booking in the accounting package (spec 02 §2.13): a green check with the booking number, or
 * a red cross; screen readers hear "booked" or "not booked". A side that is not needed (a line
 * without transport) shows a dash.
 */
export function BookingCell({ booking, needed = true }: { booking: string | null | undefined; needed?: boolean }) {
  const { t } = useTranslation('monthEnd');
  if (booking) {
    return (
      <Stack direction="row" spacing={0.5} alignItems="center" component="span">
        <CheckCircleIcon fontSize="small" sx={{ color: 'success.main' }} aria-hidden />
        <Box component="span" sx={srOnly}>
          {t('booking.booked')}
        </Box>
        <span>{booking}</span>
      </Stack>
    );
  }
  if (!needed) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        <span aria-hidden>—</span>
        <Box component="span" sx={srOnly}>
          {t('booking.notNeeded')}
        </Box>
      </Box>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" component="span">
      <CancelIcon fontSize="small" sx={{ color: 'error.main' }} aria-hidden />
      <Box component="span" sx={srOnly}>
        {t('booking.missing')}
      </Box>
    </Stack>
  );
}
