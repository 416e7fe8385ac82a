import Stack from '@mui/material/Stack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

/** A booking number in the accounting package with a green check; nothing while not booked. */
export function BookedText({ booking }: { booking: string | null | undefined }) {
  if (!booking) return null;
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" component="span">
      <CheckCircleIcon fontSize="inherit" sx={{ color: 'success.main' }} aria-hidden />
      <span>{booking}</span>
    </Stack>
  );
}
