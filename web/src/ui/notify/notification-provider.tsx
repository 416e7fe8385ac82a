import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

/** Spec durations: error alerts 4 s, success messages 2 s. */
export const NOTIFY_DURATION = { error: 4000, warning: 4000, info: 3000, success: 2000 } as const;

export interface NotifyOptions {
  severity?: AlertColor;
  /** Milliseconds until the message hides itself; null keeps it until closed. */
  duration?: number | null;
}

export interface Notify {
  (message: ReactNode, options?: NotifyOptions): void;
  success(message: ReactNode, duration?: number | null): void;
  error(message: ReactNode, duration?: number | null): void;
  info(message: ReactNode, duration?: number | null): void;
  warning(message: ReactNode, duration?: number | null): void;
}

interface Message {
  key: number;
  message: ReactNode;
  severity: AlertColor;
  duration: number | null;
}

const NotifyContext = createContext<Notify | null>(null);

/** A confirmation is old news once another message comes: it gives way at once. */
const GIVES_WAY: ReadonlySet<AlertColor> = new Set(['success', 'info']);

/**
 * Shows toast messages (MUI Snackbar), one at a time, in order. A success or info message gives
 * way to the next message at once (a Snackbar's timer stands still while the pointer rests on it,
 * so a confirmation under a resting pointer would hold every later message back); an error or
 * warning keeps its full time before the next one shows.
 */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('ui');
  const [queue, setQueue] = useState<Message[]>([]);
  const [open, setOpen] = useState(true);
  const nextKey = useRef(1);
  const current = queue[0];
  const currentRef = useRef(current);
  currentRef.current = current;

  const notify = useMemo<Notify>(() => {
    const push = (message: ReactNode, { severity = 'info', duration }: NotifyOptions = {}) => {
      const key = nextKey.current++;
      const ms = duration === undefined ? NOTIFY_DURATION[severity] : duration;
      setQueue((q) => [...q, { key, message, severity, duration: ms }]);
      const showing = currentRef.current;
      if (showing && GIVES_WAY.has(showing.severity)) setOpen(false);
    };
    const fn = push as Notify;
    fn.success = (message, duration) => push(message, { severity: 'success', duration });
    fn.error = (message, duration) => push(message, { severity: 'error', duration });
    fn.info = (message, duration) => push(message, { severity: 'info', duration });
    fn.warning = (message, duration) => push(message, { severity: 'warning', duration });
    return fn;
  }, []);

  const handleClose = useCallback((_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return; // a click elsewhere must not eat an error message
    setOpen(false);
  }, []);

  const handleExited = useCallback(() => {
    setQueue((q) => q.slice(1));
    setOpen(true);
  }, []);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {current && (
        <Snackbar
          key={current.key}
          open={open}
          autoHideDuration={current.duration}
          onClose={handleClose}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          slotProps={{ transition: { onExited: handleExited } }}
        >
          <Alert
            severity={current.severity}
            variant="filled"
            onClose={() => handleClose()}
            slotProps={{ closeButton: { title: t('notify.close'), 'aria-label': t('notify.close') } }}
            sx={{ minWidth: 280, boxShadow: 3 }}
          >
            {current.message}
          </Alert>
        </Snackbar>
      )}
    </NotifyContext.Provider>
  );
}

/** The toast function of the surrounding NotificationProvider. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationProvider>');
  return notify;
}
