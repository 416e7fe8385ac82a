import { useCallback, useState } from 'react';

/** The three price tables of a product (kept here, not in price-rules, so the tables load without the form rules). */
export type PriceKind = 'purchase' | 'sales' | 'transport';
export const PRICE_KINDS: readonly PriceKind[] = ['purchase', 'sales', 'transport'];

/**
 * Latest / All per price table (spec 01 §4): latest shows only the newest-dated row (for
 * transport the newest per transporter and pricing type); the choice is remembered in the
 * browser per table, latest by default.
 */
export type PriceView = 'latest' | 'all';

export function priceViewKey(kind: PriceKind): string {
  return `backoffice.priceView.${kind}`;
}

export function loadPriceView(kind: PriceKind): PriceView {
  try {
    return globalThis.localStorage?.getItem(priceViewKey(kind)) === 'all' ? 'all' : 'latest';
  } catch {
    return 'latest';
  }
}

export function savePriceView(kind: PriceKind, view: PriceView): void {
  try {
    globalThis.localStorage?.setItem(priceViewKey(kind), view);
  } catch {
    // storage blocked: the choice holds until the page reloads
  }
}

export function usePriceView(kind: PriceKind): [PriceView, (view: PriceView) => void] {
  const [view, setView] = useState<PriceView>(() => loadPriceView(kind));
  const change = useCallback(
    (next: PriceView) => {
      savePriceView(kind, next);
      setView(next);
    },
    [kind],
  );
  return [view, change];
}

export interface DatedPrice {
  id: string;
  startDate: string | null;
  transporter?: { code: string } | null;
  pricingType?: string | null;
}

/** Newer first: by start date, then by id (the later entry wins a tie). */
function newer(a: DatedPrice, b: DatedPrice): number {
  const byDate = (b.startDate ?? '').localeCompare(a.startDate ?? '');
  return byDate !== 0 ? byDate : Number(b.id) - Number(a.id);
}

/** The rows a table shows for a view, newest first. */
export function visiblePrices<P extends DatedPrice>(prices: readonly P[], kind: PriceKind, view: PriceView): P[] {
  const sorted = [...prices].sort(newer);
  if (view === 'all') return sorted;
  if (kind !== 'transport') return sorted.slice(0, 1);
  const seen = new Set<string>();
  return sorted.filter((price) => {
    const key = `${price.transporter?.code ?? ''}|${price.pricingType ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
