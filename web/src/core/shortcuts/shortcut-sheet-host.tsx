import { useState } from 'react';
import { lazyPart, PartSuspense } from '../../ui/lazy-part';
import { useShortcut } from './use-shortcut';
import type { FeatureShortcut } from './shortcut-sheet';

/** The sheet's code and words load on the first `?`, not with any screen. */
const ShortcutSheet = lazyPart(() => import('./shortcut-sheet').then((m) => m.ShortcutSheet));

/** Listens for `?` outside a text field on every signed-in screen and opens the shortcut sheet. */
export function ShortcutSheetHost({ features = [] }: { features?: readonly FeatureShortcut[] }) {
  const [open, setOpen] = useState(false);
  useShortcut('sheet', () => setOpen(true), { inTextFields: false });
  if (!open) return null;
  return (
    <PartSuspense fallback={null}>
      <ShortcutSheet features={features} onClose={() => setOpen(false)} />
    </PartSuspense>
  );
}
