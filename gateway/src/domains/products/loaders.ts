import DataLoader from 'dataloader';
import { gatewayError } from '../../errors';
import { keyedLoader, listLoader, type LoaderDef } from '../../loaders/loaders';
import type { ProcedureKey } from '../../provider/catalogue';
import type { ProviderClient } from '../../provider/client';
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
 * `productids`), in batches of at most BATCH products.
 */
const BATCH = 500;

export const productsLoader = listLoader('products', async (p) => (await p.items('products.list')).map(toProductRecord), (r) => r.id);

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
 * A loader of per-product lists over a procedure that takes `{productids}` (or `{productIds}`):
 * one call per batch, the answer grouped by product.
 */
function perProduct<V extends { productId: string }>(name: string, key: ProcedureKey, idsField: string, map: (raw: Record<string, unknown>) => V): LoaderDef<DataLoader<string, V[]>> {
  return {
    name,
    create: (provider: ProviderClient) =>
      new DataLoader<string, V[]>(
        async (ids) => {
          const rows = (await provider.items(key, { [idsField]: ids.map(Number) })).map(map);
          const byProduct = new Map<string, V[]>(ids.map((id) => [id, []]));
          for (const row of rows) byProduct.get(row.productId)?.push(row);
          return ids.map((id) => byProduct.get(id) ?? []);
        },
        { maxBatchSize: BATCH },
      ),
  };
}

/** Newest start date first, whatever order the provider answers in. */
const newestFirst = <V extends { startDate: string; id: string }>(rows: V[]) =>
  [...rows].sort((a, b) => (a.startDate === b.startDate ? Number(b.id) - Number(a.id) : a.startDate < b.startDate ? 1 : -1));

export const purchasePricesLoader = perProduct<PriceRecord>('purchasePrices', 'prices.purchase.list', 'productids', toPriceRecord);
export const salesPricesLoader = perProduct<PriceRecord>('salesPrices', 'prices.sales.list', 'productids', toPriceRecord);
export const transportPricesLoader = perProduct<TransportPriceRecord>('transportPrices', 'prices.transport.list', 'productids', toTransportPriceRecord);
export const productDocumentsLoader = perProduct<ProductDocumentRecord>('productDocuments', 'products.documents', 'productIds', (raw) => toProductDocumentRecord(raw));

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
