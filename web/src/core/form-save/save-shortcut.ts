import { matchesKeys, shortcutKeys } from '../shortcuts';

/**
 * Ctrl+S (⌘S on macOS) saves the form in front. Every mounted save hook registers here; the one
 * registered last is in front (a dialog opened over a form mounts after it), so only it saves.
 */

/** The Save button's `aria-keyshortcuts`: the registry's entry, which the sheet (`?`) lists too. */
export const SAVE_KEYS = shortcutKeys('save');

/** The registry's save keys (Ctrl+S, or ⌘S on macOS), read by its one matcher. */
export function isSaveChord(event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return matchesKeys(SAVE_KEYS, event);
}

type Save = () => void;
const inFront: { save: Save }[] = [];

function onKeyDown(event: KeyboardEvent): void {
  const front = inFront[inFront.length - 1];
  if (!front || !isSaveChord(event)) return;
  // The browser's "save page" never helps in a form.
  event.preventDefault();
  if (!event.repeat) front.save();
}

/** Puts a form in front until the returned function is called (when it unmounts). */
export function registerSaveShortcut(save: Save): () => void {
  const entry = { save };
  inFront.push(entry);
  if (inFront.length === 1) window.addEventListener('keydown', onKeyDown);
  return () => {
    const at = inFront.indexOf(entry);
    if (at >= 0) inFront.splice(at, 1);
    if (inFront.length === 0) window.removeEventListener('keydown', onKeyDown);
  };
}
