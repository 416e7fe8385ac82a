// The keyboard shortcuts: the registry (keys, words, scope), the one listener, and the sheet `?` opens.
export { SHORTCUTS, SHORTCUT_SCOPES, shortcutKeys, matchesKeys, keyCaps, type Shortcut, type ShortcutId, type ShortcutScope } from './shortcuts';
export { useShortcut, isTextField, type ShortcutOptions } from './use-shortcut';
export { saveAndNextField, sentFromLastField } from './save-and-next';
export { ShortcutSheetHost } from './shortcut-sheet-host';
export { AddLineButton } from './add-line-button';
