import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to 'Bevestigen' / 'Confirm'. */
  title?: ReactNode;
  /** Defaults to the spec's 'Are you sure to do this.' in the UI language. */
  message?: ReactNode;
  /** Defaults to 'Verwijderen' / 'Delete'. */
  confirmLabel?: ReactNode;
  /** Defaults to 'Annuleren' / 'Cancel'. */
  cancelLabel?: ReactNode;
  /** Colour of the confirm button; 'error' for destructive actions (the default). */
  confirmColor?: ButtonProps['color'];
  /** May return a promise: the dialog shows a spinner until it settles, then closes; a rejection is shown in the dialog. */
  onConfirm: () => unknown;
  /** Called on cancel, Esc, backdrop click and after a successful confirm. */
  onClose: () => void;
  /** Turns a rejection of onConfirm into words; defaults to the error's message. */
  formatError?: (error: unknown) => ReactNode;
  /**
   * Which button has the focus when it opens: 'confirm' (default), or 'cancel' for what cannot be
   * undone (sending to accounting), so a reflex Enter sends nothing.
   */
  focus?: 'confirm' | 'cancel';
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/** Asks the user to confirm an action; while an async onConfirm runs it cannot be dismissed. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  confirmColor = 'error',
  onConfirm,
  onClose,
  formatError,
  focus = 'confirm',
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  const titleId = useId();
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (open) setError(null); // a fresh question every time it opens
  }, [open]);

  const describe = (e: unknown): ReactNode => {
    if (formatError) return formatError(e);
    if (e instanceof Error && e.message) return e.message;
    if (typeof e === 'string' && e) return e;
    return t('confirm.failed');
  };

  const handleConfirm = async () => {
    setError(null);
    let result: unknown;
    try {
      result = onConfirm();
      if (isPromiseLike(result)) {
        setBusy(true);
        await result;
      }
    } catch (e) {
      if (mounted.current) {
        setBusy(false);
        setError(describe(e));
      }
      return;
    }
    if (mounted.current) setBusy(false);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title ?? t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{message ?? t('confirm.message')}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} color="inherit" autoFocus={focus === 'cancel'}>
          {cancelLabel ?? t('confirm.cancel')}
        </Button>
        <Button
          onClick={() => void handleConfirm()}
          disabled={busy}
          variant="contained"
          color={confirmColor}
          autoFocus={focus === 'confirm'}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-label={t('state.loading')} /> : undefined}
        >
          {confirmLabel ?? t('confirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
