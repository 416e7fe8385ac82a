import { useCallback, useState } from 'react';

/** Which orders the overview shows: those of the last six months (default) or all. */
export type SalesOrderRange = 'LAST_SIX_MONTHS' | 'ALL';

export const RANGE_STORAGE_KEY = 'backoffice.salesOrders.range';

export function readRange(): SalesOrderRange {
  try {
    return globalThis.localStorage?.getItem(RANGE_STORAGE_KEY) === 'ALL' ? 'ALL' : 'LAST_SIX_MONTHS';
  } catch {
    return 'LAST_SIX_MONTHS'; // storage blocked: the default
  }
}

/** The range choice, remembered in the browser (spec 02 §2.1). */
export function useSalesOrderRange(): [SalesOrderRange, () => void] {
  const [range, setRange] = useState<SalesOrderRange>(readRange);
  const toggle = useCallback(() => {
    setRange((current) => {
      const next: SalesOrderRange = current === 'ALL' ? 'LAST_SIX_MONTHS' : 'ALL';
      try {
        globalThis.localStorage?.setItem(RANGE_STORAGE_KEY, next);
      } catch {
        // not remembered, but still switched
      }
      return next;
    });
  }, []);
  return [range, toggle];
}
