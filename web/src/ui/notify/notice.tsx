import { useEffect, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Collapse from '@mui/material/Collapse';
import type { SxProps, Theme } from '@mui/material/styles';

export interface NoticeProps {
  /** The message; nothing is rendered while it is empty. */
  message: ReactNode;
  severity?: AlertColor;
  /** Milliseconds after which onClose is called (e.g. 4000 for the spec's error alerts). */
  duration?: number | null;
  onClose?: () => void;
  sx?: SxProps<Theme>;
}

/** An inline alert (e.g. above a form) that can close itself after a while. */
export function Notice({ message, severity = 'error', duration = null, onClose, sx }: NoticeProps) {
  const visible = message !== null && message !== undefined && message !== '' && message !== false;
  useEffect(() => {
    if (!visible || duration === null || !onClose) return undefined;
    const timer = setTimeout(onClose, duration);
    return () => clearTimeout(timer);
  }, [visible, duration, onClose, message]);

  return (
    <Collapse in={visible} unmountOnExit>
      <Alert severity={severity} onClose={onClose} role="alert" sx={{ mb: 1.5, ...sx }}>
        {message}
      </Alert>
    </Collapse>
  );
}
