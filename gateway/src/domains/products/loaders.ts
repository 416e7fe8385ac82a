import DataLoader from 'dataloader';
import { childListLoader, keyedLoader, ListLoader, onceLoader, type LoaderDef } from '../../loaders/loaders';
import { fetchProductAnswer, getProduct, PRODUCT_DOCUMENTS, productRecords } from '../../provider/calls/products';
import type { Raw } from '../../provider/calls/shared';
import type { ProductRecord } from '../../provider/records';

/**
 * Products. The whole list is one call; one product is one call; the documents of any number of
 * products are one call (the provider takes many product ids; see childListLoader for one without).
 */

/** The provider's whole product list as it answered, fetched once per request (productsQuery pages it). */
export const productAnswerLoader = onceLoader<readonly Raw[]>('productAnswer', fetchProductAnswer);

/** Every product's record, from the same answer. */
export const productsLoader: LoaderDef<ListLoader<ProductRecord>> = {
  name: 'products',
  create: (_provider, loaders) =>
    new ListLoader(
      async () => productRecords(await loaders.use(productAnswerLoader).get()),
      (r) => r.id,
    ),
};

/** One product by id (getProduct); null when the provider does not know it. */
export const productLoader = keyedLoader<string, ProductRecord | null>('product', getProduct);

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

export const productDocumentsLoader = childListLoader('productDocuments', PRODUCT_DOCUMENTS);
