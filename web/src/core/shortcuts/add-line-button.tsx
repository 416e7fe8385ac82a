import type { ReactNode, Ref } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { shortcutKeys } from './shortcuts';

/** A lines table's add button: it announces the add-line chord (Alt+Shift+L) its table listens for. */
export function AddLineButton({
  ref,
  variant = 'contained',
  onClick,
  children,
}: {
  ref?: Ref<HTMLButtonElement>;
  variant?: 'contained' | 'outlined';
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button ref={ref} variant={variant} size="small" startIcon={<AddIcon />} aria-keyshortcuts={shortcutKeys('addLine')} onClick={onClick}>
      {children}
    </Button>
  );
}
