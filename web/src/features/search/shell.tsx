import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { FeatureShell, Shortcut } from '../../core/feature-shell';

/** The search box loads on first use: a screen carries only this listener. */
const SearchDialog = lazy(() => import('./search-box').then((m) => ({ default: m.SearchDialog })));

/** Ctrl+K (⌘K on a Mac) anywhere, `/` outside a text field; also for the list of shortcuts. */
export const SEARCH_SHORTCUT: Shortcut = { keys: 'Control+K Meta+K /', label: 'shortcuts.search' };

/** A control where `/` is typed, not a shortcut. */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(target.type);
  return ['textbox', 'combobox', 'searchbox', 'spinbutton'].includes(target.getAttribute('role') ?? '');
}

/** Does this key press open the search box? */
export function opensSearch(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.isComposing) return false;
  if (event.ctrlKey || event.metaKey) return !event.shiftKey && event.key.toLowerCase() === 'k';
  return event.key === '/' && !typesText(event.target);
}

/** Listens on every screen; mounts the box (and loads its code) the first time the shortcut is pressed. */
function SearchShortcut() {
  const [state, setState] = useState<'unused' | 'open' | 'closed'>('unused');
  // where the focus was when the box opened: Esc gives it back
  const returnTo = useRef<HTMLElement | null>(null);
  const isOpen = useRef(false);
  const [restore, setRestore] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!opensSearch(event)) return;
      event.preventDefault();
      if (!isOpen.current) returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      isOpen.current = true;
      setState('open');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  const close = useCallback((restoreFocus: boolean) => {
    isOpen.current = false;
    setState('closed');
    setRestore(restoreFocus ? returnTo.current : null);
  }, []);
  // after the dialog's focus trap has let go (its close rendered)
  useEffect(() => {
    if (state === 'closed' && restore?.isConnected) restore.focus();
  }, [state, restore]);
  if (state === 'unused') return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog open={state === 'open'} keyShortcuts={SEARCH_SHORTCUT.keys} onClose={close} />
    </Suspense>
  );
}

export const shell: FeatureShell = { routes: [], global: SearchShortcut, shortcuts: [SEARCH_SHORTCUT] };
