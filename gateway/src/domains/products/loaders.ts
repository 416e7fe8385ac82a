import DataLoader from 'dataloader';
import { childListLoader, ListLoader, onceLoader, type LoaderDef, type Loaders } from '../../loaders/loaders';
import type { ProviderClient } from '../../provider/client';
import { fetchProductAnswer, getProduct, PRODUCT_DOCUMENTS, productRecords, type ProductListAnswer } from '../../provider/calls/products';
import type { ProductRecord } from '../../provider/records';

/**
 * Products. The whole list is one call; one product is one call; the documents of any number of
 * products are one call (the provider takes many product ids; see childListLoader for one without).
 */

/** The provider's whole product list as it answered, fetched once per request (productsQuery pages it). */
export const productAnswerLoader = onceLoader<ProductListAnswer>('productAnswer', fetchProductAnswer);

/** Every product's record, from the same answer. */
export const productsLoader: LoaderDef<ListLoader<ProductRecord>> = {
  name: 'products',
  create: (provider, loaders) =>
    new ListLoader(
      async () => productRecords(await loaders.use(productAnswerLoader).get(), provider.has('extraFields')),
      (r) => r.id,
    ),
};

/** Every product by its code, from the same list: the spec's order lines name their product by code only. */
export const productsByCodeLoader: LoaderDef<ListLoader<ProductRecord>> = {
  name: 'productsByCode',
  create: (_provider, loaders) =>
    new ListLoader(
      () => loaders.use(productsLoader).all(),
      (r) => r.code,
    ),
};

/** One product by id (getProduct, over its row of the list without the extraFields extension); null when the provider does not know it. */
export const productLoader: LoaderDef<DataLoader<string, ProductRecord | null>> = {
  name: 'product',
  create: (provider, loaders) =>
    new DataLoader<string, ProductRecord | null>((ids) =>
      Promise.all(
        ids.map((id) =>
          getProduct(provider, id, (rowId) => loaders.use(productsLoader).load(rowId)).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e)))),
        ),
      ),
    ),
};

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

/**
 * The product a line names. The spec's sales and purchase lines carry the product's code, not
 * its id: the id (`extraFields`) is used only when the provider offers it; otherwise the code
 * is looked up in the product list (one read per request). Null when neither finds it.
 */
export async function productOfLine(
  provider: ProviderClient,
  loaders: Loaders,
  line: { productId: string | null; productCode: string },
): Promise<ProductRecord | null> {
  if (provider.has('extraFields') && line.productId) return loaders.use(productsLoader).load(line.productId);
  return line.productCode ? loaders.use(productsByCodeLoader).load(line.productCode) : null;
}

/** A product as a row names it (an order line, a sales item, a price change): what the row knows, the rest blank. */
export function productOfRow(id: string, code: string, name: string, salesUnit: string | null = null, purchaseUnit: string | null = null): ProductRecord {
  return {
    id,
    code,
    name,
    description: null,
    supplierCode: '',
    supplierName: '',
    customerCode: '',
    customerName: '',
    productGroupCode: '',
    productGroupName: '',
    productTypeId: null,
    salesUnitCode: salesUnit ?? '',
    salesUnitName: salesUnit ?? '',
    purchaseUnitCode: purchaseUnit ?? '',
    purchaseUnitName: purchaseUnit ?? '',
    kilogram: null,
    note: null,
    concentration: null,
    addition: null,
    approverId: null,
    approverUserName: null,
    isTemporary: false,
    canDelete: false,
    accountingBooking: null,
    salesPrice: null,
    purchasePrice: null,
  };
}
