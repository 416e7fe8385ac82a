import { childListLoader } from '../../loaders/loaders';
import { PRICE_LISTS } from '../../provider/calls/prices';

/** The price lists of any number of products: one call per list (the provider takes many product ids). */
export const purchasePricesLoader = childListLoader('purchasePrices', PRICE_LISTS.purchase);
export const salesPricesLoader = childListLoader('salesPrices', PRICE_LISTS.sales);
export const transportPricesLoader = childListLoader('transportPrices', PRICE_LISTS.transport);
