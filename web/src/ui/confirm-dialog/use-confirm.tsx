import { useCallback, useRef, useState, type ReactElement } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

export type ConfirmOptions = Partial<Omit<ConfirmDialogProps, 'open' | 'onClose'>>;

/**
 * `const { confirm, dialog } = useConfirm();` — render `{dialog}` once, then
 * `if (await confirm({ message, onConfirm: () => deleteIt() })) …`. Resolves true after
 * the confirm (and its onConfirm) succeeded, false when the user cancelled.
 */
export function useConfirm(): { confirm: (options?: ConfirmOptions) => Promise<boolean>; dialog: ReactElement } {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  // what the dialog says stays while it fades out (otherwise it flashes the default title and button)
  const [shown, setShown] = useState<ConfirmOptions>({});
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);
  const confirmed = useRef(false);

  const confirm = useCallback((next: ConfirmOptions = {}) => {
    resolver.current?.(false);
    confirmed.current = false;
    setOptions(next);
    setShown(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const dialog = (
    <ConfirmDialog
      {...shown}
      open={options !== null}
      onConfirm={async () => {
        await options?.onConfirm?.();
        confirmed.current = true;
      }}
      onClose={() => {
        resolver.current?.(confirmed.current);
        resolver.current = null;
        setOptions(null);
      }}
    />
  );
  return { confirm, dialog };
}
