import DataLoader from 'dataloader';
import { gatewayError } from '../../errors';
import { childListLoader, keyedLoader, listLoader, mapOnce, type LoaderDef, type OwnerFields } from '../../loaders/loaders';
import {
  toPriceRecord,
  toProductDocumentRecord,
  toProductRecord,
  toTransportPriceRecord,
  type PriceRecord,
  type ProductDocumentRecord,
  type ProductRecord,
  type TransportPriceRecord,
} from '../../provider/records';

/**
 * Products and their price lists. The whole list is one call; one product is one call; the
 * price lists and documents of any number of products are one call per list (the provider takes
 * `productids`; see childListLoader for a provider without it).
 */

export const productsLoader = listLoader('products', async (p) => mapOnce(await p.items('products.list'), toProductRecord), (r) => r.id);

/** One product by id (getProduct); null when the provider does not know it. */
export const productLoader = keyedLoader<string, ProductRecord | null>('product', async (provider, id) => {
  const result = await provider.execute('products.get', { id: Number(id) });
  if (!result.Success) {
    if (/not found/i.test(result.Message ?? '')) return null;
    throw gatewayError('PROVIDER_ERROR', result.Message ?? 'The provider refused the request.');
  }
  const [raw] = result.Items ?? [];
  return raw ? toProductRecord(raw) : null;
});

/**
 * Up to this many distinct products in one batch are asked one by one (getProduct, all at
 * once); more read the whole products list once (one call, ~650 KB on a large catalogue).
 */
export const PRODUCT_BY_ID_MAX = 8;

/**
 * A product by id for a field that names one (an order line's product) when the row alone does
 * not answer what is asked: a detail with a few lines asks those few products, a page of a
 * hundred orders reads the list.
 */
export const productByIdLoader: LoaderDef<DataLoader<string, ProductRecord | null>> = {
  name: 'productById',
  create: (_provider, loaders) =>
    new DataLoader<string, ProductRecord | null>(async (ids) => {
      const source = ids.length <= PRODUCT_BY_ID_MAX ? loaders.use(productLoader) : loaders.use(productsLoader);
      return Promise.all(ids.map((id) => source.load(id).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e))))));
    }),
};

/** Newest start date first, whatever order the provider answers in. */
const newestFirst = <V extends { startDate: string; id: string }>(rows: V[]) =>
  [...rows].sort((a, b) => (a.startDate === b.startDate ? Number(b.id) - Number(a.id) : a.startDate < b.startDate ? 1 : -1));

const PRICES: OwnerFields = { one: 'productid', many: 'productids', ownerField: 'productid' };
export const purchasePricesLoader = childListLoader<PriceRecord>('purchasePrices', 'prices.purchase.list', PRICES, toPriceRecord);
export const salesPricesLoader = childListLoader<PriceRecord>('salesPrices', 'prices.sales.list', PRICES, toPriceRecord);
export const transportPricesLoader = childListLoader<TransportPriceRecord>('transportPrices', 'prices.transport.list', PRICES, toTransportPriceRecord);
export const productDocumentsLoader = childListLoader<ProductDocumentRecord>(
  'productDocuments',
  'products.documents',
  { one: 'productId', many: 'productIds', ownerField: 'ProductId' },
  (raw, productId) => toProductDocumentRecord(raw, productId),
);

/** All prices newest first, or only the latest: the newest-dated one (transport: per transporter and pricing type). */
export function pickPrices<V extends { startDate: string; id: string }>(rows: V[], latest: boolean, groupOf?: (row: V) => string): V[] {
  const sorted = newestFirst(rows);
  if (!latest) return sorted;
  if (!groupOf) return sorted.slice(0, 1);
  const seen = new Set<string>();
  return sorted.filter((row) => {
    const group = groupOf(row);
    if (seen.has(group)) return false;
    seen.add(group);
    return true;
  });
}
