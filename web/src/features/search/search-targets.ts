import type { SearchHitFieldsFragment, SearchKind } from '../../generated/graphql';

/** Where a hit opens in place: the record's detail panel on its overview (the routes of each feature's shell.tsx). */
export function pathOf(hit: SearchHitFieldsFragment): string | null {
  const id = encodeURIComponent(hit.id);
  switch (hit.kind) {
    case 'SALES_ORDER':
      return `/sales-order/${id}`;
    case 'PURCHASE_ORDER':
      return `/purchase-order/${id}`;
    case 'PRODUCT':
      return `/product/${id}`;
    default:
      return null;
  }
}

/** A customer or supplier has no screen of its own: Enter searches its orders or invoices instead. */
export interface Narrowing {
  of: 'CUSTOMER' | 'SUPPLIER';
  name: string;
  kinds: readonly SearchKind[];
}

export function narrowingOf(hit: SearchHitFieldsFragment): Narrowing | null {
  if (hit.kind === 'CUSTOMER' && hit.customer) return { of: 'CUSTOMER', name: hit.customer.name, kinds: ['SALES_ORDER'] };
  if (hit.kind === 'SUPPLIER' && hit.supplier) return { of: 'SUPPLIER', name: hit.supplier.name, kinds: ['PURCHASE_ORDER'] };
  return null;
}

/** The id of a hit's option element (aria-activedescendant names it). */
export const optionId = (hit: Pick<SearchHitFieldsFragment, 'kind' | 'id'>) => `search-hit-${hit.kind}-${hit.id}`.replace(/[^\w-]/g, '_');
