import { shortcutKeys } from './shortcuts';

/**
 * The input attributes of a new line's last field: Enter there saves the line and opens the next
 * one, so a run of lines is typed without leaving the keyboard; Save and Enter elsewhere save only.
 */
export const saveAndNextField = { 'data-save-and-next': '', 'aria-keyshortcuts': shortcutKeys('saveAndNext') } as const;

/** Whether the form was sent by Enter in its field marked `saveAndNextField` (it still has the focus then). */
export function sentFromLastField(form: Element | null): boolean {
  const active = document.activeElement;
  return !!form && active instanceof HTMLElement && active.hasAttribute('data-save-and-next') && form.contains(active);
}
