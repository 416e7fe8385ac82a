/** Products and their documents: the provider's procedures in the domain's words. */
import { mapOnce } from '../map-once';
import type { ProviderClient } from '../client';
import type { Item, Payload } from '../contract-types';
import { toProviderDecimal } from '../mapping';
import type { Written } from '../outcome';
import { mergeProductDetail, productCodeOf, toProductDocumentRecord, toProductRecord, type ProductAnswer, type ProductRecord } from '../records';
import { childList, readOne, write } from './shared';
import { applyListQuery, readsOnly, type ListArgs, type ListFields, type ListResult, type ListSort } from '../../lists/list-query';

export interface ProductFields {
  supplierCode?: string | null;
  customerCode?: string | null;
  name?: string | null;
  description?: string | null;
  salesUnitCode?: string | null;
  purchaseUnitCode?: string | null;
  productGroupCode?: string | null;
  productTypeId?: string | null;
  kilogram?: string | null;
  note?: string | null;
  concentration?: string | null;
  addition?: string | null;
  approverId?: string | null;
}

/**
 * A product's fields as postProduct/putProduct/copyProduct take them. Fields that are null or
 * undefined are left out (an update keeps them); free text is sent as given ("" clears it).
 * The approver goes only when `withApprover` (administrators); others send it empty.
 */
export function toProviderProductFields(input: ProductFields, withApprover: boolean): Payload<'products.create'> {
  const out: Payload<'products.create'> = {};
  const put = <F extends keyof typeof out>(key: F, value: (typeof out)[F] | undefined) => {
    if (value !== null && value !== undefined) out[key] = value;
  };
  put('supplier', input.supplierCode);
  put('customer', input.customerCode);
  put('product', input.name);
  put('description', input.description);
  put('salesunit', input.salesUnitCode);
  put('productgroup', input.productGroupCode);
  put('purchaseunit', input.purchaseUnitCode);
  put('producttype', input.productTypeId ? Number(input.productTypeId) : undefined);
  put('kilogram', input.kilogram ? toProviderDecimal(input.kilogram) : undefined);
  put('note', input.note);
  // the spec's payload spells it with a capital (01 §3 Product form/payload)
  put('Concentration', input.concentration);
  put('addition', input.addition);
  out.approver = withApprover && input.approverId ? input.approverId : '';
  return out;
}

/** The whole catalogue as the provider answers it, untranslated (for productsQuery and productRecords). */
export type ProductListAnswer = readonly Item<'products.list'>[];
export const fetchProductAnswer = (provider: ProviderClient): Promise<ProductListAnswer> => provider.items('products.list');

/** The catalogue read around the list cache: a create tells its new product by comparing it before and after (created.ts). */
export const freshProductRecords = async (provider: ProviderClient): Promise<ProductRecord[]> =>
  (await provider.items('products.list', {}, { fresh: true })).map(productMapper(provider.has('extraFields')));

/** The two translations of a product, one per answer shape (mapOnce keeps each answer's records by function). */
const withExtras = (raw: ProductAnswer) => toProductRecord(raw, true);
const specOnly = (raw: ProductAnswer) => toProductRecord(raw, false);
/** The translation of a product for a provider with or without the `extraFields` extension. */
export const productMapper = (extra: boolean): ((raw: ProductAnswer) => ProductRecord) => (extra ? withExtras : specOnly);

/** The whole catalogue's records (translated once per answer the list cache shares). */
export const productRecords = (answer: ProductListAnswer, extra: boolean): ProductRecord[] => mapOnce(answer, productMapper(extra));

/** The fields of the list a query can sort by without translating every product: read straight from the answer. */
const ANSWER_FIELDS: ListFields<Item<'products.list'>> = { code: { type: 'string', get: productCodeOf } };

/**
 * A page of the catalogue: `applyListQuery` over the records, except when the query only sorts by
 * code (the products screen as it opens); then it runs over the answer's codes and only the page's
 * products are translated, not all of them (a thousand records, 2–3 ms of the gateway's CPU and
 * their garbage per request without the list cache). Both ways answer the same page.
 */
export function productsQuery(
  answer: ProductListAnswer,
  fields: ListFields<ProductRecord>,
  args: ListArgs,
  defaultSort: readonly ListSort[],
  extra: boolean,
): ListResult<ProductRecord> {
  if (!readsOnly(args, ANSWER_FIELDS, defaultSort)) return applyListQuery(productRecords(answer, extra), fields, args, defaultSort);
  const page = applyListQuery(answer, ANSWER_FIELDS, args, defaultSort);
  return { totalCount: page.totalCount, nodes: page.nodes.map(productMapper(extra)) };
}

/**
 * One product; null when the provider does not know it. The spec's detail carries neither id
 * nor codes: without the `extraFields` extension it is merged over the product's row of the
 * list (`rowOf`), and the id is the one asked for, never one read from the answer.
 */
export async function getProduct(provider: ProviderClient, id: string, rowOf: (id: string) => Promise<ProductRecord | null>): Promise<ProductRecord | null> {
  if (provider.has('extraFields')) {
    const product = await readOne(provider, 'products.get', { id: Number(id) }, withExtras);
    return product && { ...product, id };
  }
  const [detail, row] = await Promise.all([readOne(provider, 'products.get', { id: Number(id) }, (raw) => raw), rowOf(id)]);
  if (!detail) return null;
  return mergeProductDetail(row ?? { ...specOnly({}), id }, detail);
}

/** The documents of products (`{productIds}` batches them). */
export const PRODUCT_DOCUMENTS = childList('products.documents', { one: 'productId', many: 'productIds', ownerField: 'ProductId' }, toProductDocumentRecord);

/** checkDuplicateProduct: success with no items means no duplicate (spec 01 §5); a refusal counts as one. */
export async function isDuplicateProduct(provider: ProviderClient, p: { name: string; supplierCode: string; customerCode: string }): Promise<boolean> {
  // the spec's check has no id to leave out: it is asked only when the identity changes, so never matches the product itself
  const result = await provider.execute('products.checkDuplicate', { product: p.name, suppliercode: p.supplierCode, customercode: p.customerCode });
  return !result.Success || (result.Items ?? []).length > 0;
}

export const createProduct = (provider: ProviderClient, fields: ProductFields, withApprover: boolean): Promise<Written> =>
  write(provider, 'products.create', toProviderProductFields(fields, withApprover));
export const copyProduct = (provider: ProviderClient, sourceId: string, fields: ProductFields, withApprover: boolean): Promise<Written> =>
  write(provider, 'products.copy', { id: Number(sourceId), ...toProviderProductFields(fields, withApprover) });
export const updateProduct = (provider: ProviderClient, id: string, fields: ProductFields, withApprover: boolean): Promise<Written> =>
  write(provider, 'products.update', { id: Number(id), ...toProviderProductFields(fields, withApprover) });
export const deleteProduct = (provider: ProviderClient, id: string): Promise<Written> => write(provider, 'products.delete', { id: Number(id) });
export const attachProductDocument = (provider: ProviderClient, productId: string, fileId: string): Promise<Written> =>
  write(provider, 'products.attachDocument', { productId: Number(productId), FileId: Number(fileId) });
export const sendProductToAccounting = (provider: ProviderClient, id: string): Promise<Written> =>
  write(provider, 'products.sendToAccounting', { productid: Number(id) });
