import { DATE_FIELD_KEYS } from '../../ui/date-field';

/** Where a shortcut works: the sheet groups them so. */
export type ShortcutScope = 'everywhere' | 'lines' | 'lineDialog' | 'dialog' | 'dateField';

export interface Shortcut {
  /** Stable name: controls ask for their keys by it (`shortcutKeys('addLine')`). */
  id: string;
  /** In `aria-keyshortcuts` syntax: modifiers first, `+` between, a space between alternatives. */
  keys: string;
  /** Its words in the `shortcuts` namespace (both languages). */
  label: string;
  scope: ShortcutScope;
}

/**
 * Every keyboard shortcut of the application, one line each: the controls take their
 * `aria-keyshortcuts` from here and the sheet (`?`) lists them, so adding one is one line.
 * Alt+Shift+L: Chrome, Firefox, Windows and macOS take none of it (Option+Shift+L only types Ò);
 * ChromeOS does (launcher), as it does most Alt+Shift letters.
 */
export const SHORTCUTS = [
  { id: 'sheet', keys: 'Shift+?', label: 'sheet', scope: 'everywhere' },
  { id: 'save', keys: 'Control+S Meta+S', label: 'save', scope: 'everywhere' },
  { id: 'addLine', keys: 'Alt+Shift+L', label: 'addLine', scope: 'lines' },
  { id: 'saveAndNext', keys: 'Enter', label: 'saveAndNext', scope: 'lineDialog' },
  { id: 'submit', keys: 'Enter', label: 'submit', scope: 'dialog' },
  { id: 'close', keys: 'Escape', label: 'close', scope: 'dialog' },
  { id: 'calendar', keys: DATE_FIELD_KEYS.calendar, label: 'calendar', scope: 'dateField' },
  { id: 'dayStep', keys: DATE_FIELD_KEYS.dayStep, label: 'dayStep', scope: 'dateField' },
] as const satisfies readonly Shortcut[];

export type ShortcutId = (typeof SHORTCUTS)[number]['id'];

/** The scopes in the order the sheet shows them. */
export const SHORTCUT_SCOPES: readonly ShortcutScope[] = ['everywhere', 'lines', 'lineDialog', 'dialog', 'dateField'];

/** A shortcut's keys for its control's `aria-keyshortcuts`. */
export function shortcutKeys(id: ShortcutId): string {
  return SHORTCUTS.find((s) => s.id === id)!.keys;
}

const MODIFIERS = ['Alt', 'Control', 'Meta', 'Shift'] as const;

/** Whether one `Alt+Shift+L` alternative is the key event. */
function matchesOne(chord: string, event: Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): boolean {
  const parts = chord.split('+').filter(Boolean);
  const key = chord.endsWith('++') ? '+' : (parts[parts.length - 1] ?? '');
  const mods = new Set(parts.slice(0, -1));
  const pressed = { Alt: event.altKey, Control: event.ctrlKey, Meta: event.metaKey, Shift: event.shiftKey };
  // A sign such as ? sits on another key per layout (Shift+, on Belgian AZERTY): its character decides, Shift aside.
  const sign = key.length === 1 && !/[a-z0-9]/i.test(key);
  if (MODIFIERS.some((m) => (m === 'Shift' && sign ? false : pressed[m] !== mods.has(m)))) return false;
  if (sign) return event.key === key;
  // A letter with Alt is read from the key's place (macOS turns Option+Shift+L into Ò); else from
  // its character, so Ctrl+S is the S of the user's layout (Dvorak's S is not at KeyS).
  if (/^[a-z]$/i.test(key)) return mods.has('Alt') ? event.code === `Key${key.toUpperCase()}` : event.key.toLowerCase() === key.toLowerCase();
  if (/^[0-9]$/.test(key)) return event.code === `Digit${key}`;
  return event.key === key;
}

/** Whether the key event is one of the shortcut's alternatives. */
export function matchesKeys(keys: string, event: Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): boolean {
  return keys.split(' ').some((chord) => chord && matchesOne(chord, event));
}

/** How the sheet writes keys: `Alt+Shift+L` → ['Alt', 'Shift', 'L'] per alternative. */
export function keyCaps(keys: string): string[][] {
  return keys.split(' ').map((chord) => (chord.endsWith('++') ? [...chord.slice(0, -2).split('+').filter(Boolean), '+'] : chord.split('+')));
}
