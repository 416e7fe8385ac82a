import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Which dialog of a screen is open, and the focus back on what opened it once none is. MUI gives
 * the focus back to what had it when a dialog opened, which is gone when one dialog led to the next
 * (add line → transport choice): the element that opened the first one gets it instead.
 */
export function useDialogState<T>(): readonly [T | null, (next: T | null, opener?: HTMLElement | null) => void] {
  const [open, setOpenState] = useState<T | null>(null);
  const current = useRef<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const closing = useRef(false);

  const setOpen = useCallback((next: T | null, from?: HTMLElement | null) => {
    // The first dialog of a chain remembers its opener: the button, or the control that had the focus (a shortcut).
    if (next !== null && current.current === null) {
      const active = document.activeElement;
      opener.current = from ?? (active instanceof HTMLElement && active !== document.body ? active : null);
    }
    closing.current = next === null && current.current !== null;
    current.current = next;
    setOpenState(next);
  }, []);

  useEffect(() => {
    if (open !== null || !closing.current) return;
    closing.current = false;
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  }, [open]);

  return [open, setOpen] as const;
}
