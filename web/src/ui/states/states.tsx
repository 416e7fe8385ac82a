import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';

export interface LoadingStateProps {
  /** Defaults to 'Laden…' / 'Loading…'. */
  label?: ReactNode;
  /** Minimum height of the area, so the layout does not jump. Default 160. */
  minHeight?: number | string;
}

/** A centred spinner with a text, announced to screen readers. */
export function LoadingState({ label, minHeight = 160 }: LoadingStateProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, minHeight, color: 'text.secondary' }}
    >
      <CircularProgress size={22} aria-labelledby={id} />
      <Typography id={id} variant="body2">
        {label ?? t('state.loading')}
      </Typography>
    </Box>
  );
}

export interface ErrorStateProps {
  /** Defaults to 'Er ging iets mis' / 'Something went wrong'. */
  title?: ReactNode;
  /** The explanation in words; defaults to the error's message, then a generic text. */
  message?: ReactNode;
  error?: unknown;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: ReactNode;
}

function messageOf(error: unknown): string | null {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return null;
}

/** An error explained in words, with a retry button when something can be retried. */
export function ErrorState({ title, message, error, onRetry, retryLabel }: ErrorStateProps) {
  const { t } = useTranslation('ui');
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry && (
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
            {retryLabel ?? t('state.retry')}
          </Button>
        )
      }
    >
      <AlertTitle>{title ?? t('state.errorTitle')}</AlertTitle>
      {message ?? messageOf(error) ?? t('state.errorMessage')}
    </Alert>
  );
}

export interface EmptyStateProps {
  /** Defaults to 'Nog niets om te tonen' / 'Nothing to show yet'. */
  message?: ReactNode;
  icon?: ReactNode;
  /** E.g. an Add button. */
  action?: ReactNode;
  minHeight?: number | string;
}

/** Shown where a list or panel has nothing in it. */
export function EmptyState({ message, icon, action, minHeight = 120 }: EmptyStateProps) {
  const { t } = useTranslation('ui');
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        minHeight,
        color: 'text.secondary',
        textAlign: 'center',
        p: 2,
      }}
    >
      {icon ?? <InboxOutlined sx={{ fontSize: 36, opacity: 0.6 }} />}
      <Typography variant="body2">{message ?? t('state.empty')}</Typography>
      {action}
    </Box>
  );
}
