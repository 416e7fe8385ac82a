import { useCallback, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../ui/notify';
import type { AffectedLineFragment } from '../../generated/graphql';
import { PriceFormDialog, type EditablePrice } from './price-form';
import type { PriceKind } from './price-rules';
import { RepriceDialog } from './reprice-dialog';

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

  const onSaved = (lines: AffectedLineFragment[]) => {
    if (!editing) return;
    notify.success(t(editing.price ? 'prices.updated' : 'prices.created'));
    if (editing.price && lines.length > 0) setAffected({ kind: editing.kind, lines });
    setEditing(null);
  };

  const element = (
    <>
      <PriceFormDialog
        open={editing !== null}
        kind={editing?.kind ?? 'purchase'}
        productId={productId}
        price={editing?.price}
        onClose={() => setEditing(null)}
        onSaved={onSaved}
      />
      <RepriceDialog kind={affected?.kind ?? 'purchase'} lines={affected?.lines ?? []} onClose={() => setAffected(null)} />
    </>
  );
  return { add, edit, element };
}
