import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useCloseGuard } from '../close-guard';

export interface FormModalProps {
  /** Default true: render it while it is wanted. */
  open?: boolean;
  title: string;
  /** Close button, Esc, backdrop; a form inside with unsaved input (useFormGuard) asks first. */
  onClose: () => void;
  /** The close button's accessible name ('Close'). */
  closeLabel: string;
  children: ReactNode;
}

/** A modal holding a form (edit the order or invoice shown in a detail panel): its title with a close button, the form below. */
export function FormModal({ open = true, title, onClose, closeLabel, children }: FormModalProps) {
  const titleId = useId();
  const guard = useCloseGuard(onClose);
  return (
    <Dialog open={open} onClose={guard.requestClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center' }}>
        <Box sx={{ flex: 1 }}>{title}</Box>
        <IconButton onClick={guard.requestClose} aria-label={closeLabel} edge="end">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>{guard.provide(children)}</DialogContent>
      {guard.dialog}
    </Dialog>
  );
}
