import { useCallback, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../ui/notify';
import type { AffectedLineFragment } from '../../generated/graphql';
import { lazyPart, PartSuspense, useOpenedOnce } from '../../ui/lazy-part';
import type { EditablePrice } from './price-form';
import type { PriceKind } from './price-rules';

/** The price form and the repricing pop-up: loaded when first opened (`preloadPriceForms` earlier, e.g. on hover of the price tables). */
const PriceFormDialog = lazyPart(() => import('./price-form').then((m) => m.PriceFormDialog));
const RepriceDialog = lazyPart(() => import('./reprice-dialog').then((m) => m.RepriceDialog));

/** Starts loading the price form and the repricing pop-up. */
export function preloadPriceForms() {
  void PriceFormDialog.preload();
  void RepriceDialog.preload();
}

type Editing = { kind: PriceKind; price: EditablePrice | null };

/**
 * The price form and, after an edit, the price-change adoption pop-up, for one product:
 * `const { add, edit, element } = usePriceEditing(productId)`; render `element` once.
 */
export function usePriceEditing(productId: string): {
  add: (kind: PriceKind) => void;
  edit: (kind: PriceKind, price: EditablePrice) => void;
  element: ReactElement;
} {
  const { t } = useTranslation('products');
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [affected, setAffected] = useState<{ kind: PriceKind; lines: AffectedLineFragment[] } | null>(null);

  const add = useCallback((kind: PriceKind) => setEditing({ kind, price: null }), []);
  const edit = useCallback((kind: PriceKind, price: EditablePrice) => setEditing({ kind, price }), []);
  const formOpened = useOpenedOnce(editing !== null);
  const repriceOpened = useOpenedOnce(affected !== null);

  const onSaved = (lines: AffectedLineFragment[]) => {
    if (!editing) return;
    notify.success(t(editing.price ? 'prices.updated' : 'prices.created'));
    if (editing.price && lines.length > 0) setAffected({ kind: editing.kind, lines });
    setEditing(null);
  };

  const element = (
    <PartSuspense>
      {formOpened && (
        <PriceFormDialog
          open={editing !== null}
          kind={editing?.kind ?? 'purchase'}
          productId={productId}
          price={editing?.price}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      )}
      {repriceOpened && <RepriceDialog kind={affected?.kind ?? 'purchase'} lines={affected?.lines ?? []} onClose={() => setAffected(null)} />}
    </PartSuspense>
  );
  return { add, edit, element };
}
