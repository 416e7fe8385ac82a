import { useEffect, useRef } from 'react';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import CloseIcon from '@mui/icons-material/Close';
import { useCloseGuard, useCloseGuardRegistry } from '../close-guard';

export type FormDialogProps = Omit<DialogProps, 'onClose'> & {
  /** Esc and backdrop; a form inside with unsaved input (useFormGuard) asks first. */
  onClose: () => void;
  /** A click beside the dialog does nothing (spec 01's Edit product modal). */
  staticBackdrop?: boolean;
  /**
   * For a form held by the component that renders the dialog (react-hook-form's isDirty), which
   * cannot reach the guard through useFormGuard; a form inside the dialog uses useFormGuard.
   */
  dirty?: boolean;
};

/** A dialog holding a form: closing it never throws away what was typed without asking. */
export function FormDialog({ onClose, staticBackdrop = false, dirty = false, children, ...props }: FormDialogProps) {
  const guard = useCloseGuard(onClose);
  const changed = useRef(dirty);
  changed.current = dirty;
  const { register } = guard;
  useEffect(() => register({ dirty: () => changed.current, discard: () => undefined }), [register]);
  return (
    <Dialog {...props} onClose={(_event, reason) => (staticBackdrop && reason === 'backdropClick' ? undefined : guard.requestClose())}>
      {guard.provide(children)}
      {guard.dialog}
    </Dialog>
  );
}

/** A close (×) button inside a FormDialog, SlideIn or FormModal: it asks first like Esc does. */
export function GuardedCloseButton({ label, ...props }: Omit<IconButtonProps, 'onClick' | 'aria-label'> & { label: string }) {
  const guard = useCloseGuardRegistry();
  return (
    <IconButton {...props} onClick={() => guard?.requestClose()} aria-label={label} title={label}>
      <CloseIcon />
    </IconButton>
  );
}
