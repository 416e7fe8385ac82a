import { useCallback } from 'react';
import { useRememberedChoice } from '../../ui/list-page';

/** Which orders the overview shows: those of the last six months (default) or all. */
export type SalesOrderRange = 'LAST_SIX_MONTHS' | 'ALL';

export const RANGE_STORAGE_KEY = 'backoffice.salesOrders.range';
const RANGES: readonly SalesOrderRange[] = ['LAST_SIX_MONTHS', 'ALL'];

/** The range choice, remembered in the browser (spec 02 §2.1), and its toggle. */
export function useSalesOrderRange(): [SalesOrderRange, () => void] {
  const [range, choose] = useRememberedChoice(RANGE_STORAGE_KEY, RANGES, 'LAST_SIX_MONTHS');
  const toggle = useCallback(() => choose(range === 'ALL' ? 'LAST_SIX_MONTHS' : 'ALL'), [choose, range]);
  return [range, toggle];
}
