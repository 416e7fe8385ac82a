import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';

export interface FormModalProps {
  /** Default true: render it while it is wanted. */
  open?: boolean;
  title: string;
  onClose: () => void;
  /** The close button's accessible name ('Close'). */
  closeLabel: string;
  children: ReactNode;
}

/** A modal holding a form (edit the order or invoice shown in a detail panel): its title with a close button, the form below. */
export function FormModal({ open = true, title, onClose, closeLabel, children }: FormModalProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center' }}>
        <Box sx={{ flex: 1 }}>{title}</Box>
        <IconButton onClick={onClose} aria-label={closeLabel} edge="end">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
    </Dialog>
  );
}
