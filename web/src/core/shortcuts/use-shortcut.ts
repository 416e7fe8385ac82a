import { useEffect, useRef, type RefObject } from 'react';
import { matchesKeys, shortcutKeys, type ShortcutId } from './shortcuts';

interface Registration {
  id: ShortcutId;
  run: () => void;
  within: RefObject<HTMLElement | null> | null;
  inTextFields: boolean;
}

/** Every shortcut handler mounted now, in mount order; one document listener serves them all. */
const registrations: Registration[] = [];

const TEXT_INPUTS = /^(text|search|email|password|tel|url|number|date|datetime-local|month|time|week)$/;

/** Whether typing a character there writes it (so `?` is a question mark there, not the sheet). */
export function isTextField(el: Element | null): boolean {
  if (!el) return false;
  if (el instanceof HTMLInputElement) return TEXT_INPUTS.test(el.type);
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return el instanceof HTMLElement && (el.isContentEditable || el.getAttribute('contenteditable') === 'true');
}

const layerOf = (el: Element | null) => el?.closest('[role="dialog"], [role="alertdialog"]') ?? null;

/** The dialog on top (portals append to body, so the last one open), or null. */
function topLayer(): Element | null {
  const open = document.querySelectorAll('[role="dialog"], [role="alertdialog"]');
  return open.length > 0 ? open[open.length - 1]! : null;
}

/** A shortcut of a part of a screen works where that part is the top layer: not under a dialog opened over it. */
function reachable(reg: Registration, target: Element | null): boolean {
  const own = reg.within?.current;
  if (!own) return reg.within === null;
  const from = target && target !== document.body ? layerOf(target) : topLayer();
  return from === layerOf(own);
}

/** Reading order of the parts (effects mount children first, so mount order says nothing). */
function byPlace(a: Registration, b: Registration): number {
  const [x, y] = [a.within?.current, b.within?.current];
  if (!x || !y) return 0;
  return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.isComposing) return;
  const target = event.target instanceof Element ? event.target : null;
  const candidates = registrations.filter(
    (reg) => matchesKeys(shortcutKeys(reg.id), event) && (reg.inTextFields || !isTextField(target)) && reachable(reg, target),
  );
  // the part holding the focus first (manual lines rather than the invoice's lines), else the first on the screen
  const chosen = candidates.find((reg) => target && reg.within?.current?.contains(target)) ?? candidates.sort(byPlace)[0];
  if (!chosen) return;
  event.preventDefault();
  chosen.run();
}

export interface ShortcutOptions {
  /** The part of the screen the shortcut belongs to: it works while nothing is open over it. Null: anywhere. */
  within?: RefObject<HTMLElement | null> | null;
  /** Off while false (e.g. a locked order has no add). */
  enabled?: boolean;
  /** False for a plain character (`?`), which a text field must keep. */
  inTextFields?: boolean;
}

/** Runs `run` on the registry's keys of `id` (the one place a key press becomes a command). */
export function useShortcut(id: ShortcutId, run: () => void, { within = null, enabled = true, inTextFields = true }: ShortcutOptions = {}): void {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (!enabled) return;
    const reg: Registration = { id, run: () => latest.current(), within, inTextFields };
    if (registrations.length === 0) document.addEventListener('keydown', onKeyDown);
    registrations.push(reg);
    return () => {
      registrations.splice(registrations.indexOf(reg), 1);
      if (registrations.length === 0) document.removeEventListener('keydown', onKeyDown);
    };
  }, [id, enabled, within, inTextFields]);
}
