/** Products and their documents: the provider's procedures in the domain's words. */
import { mapOnce } from '../../loaders/loaders';
import type { ProviderClient } from '../client';
import { toProviderDecimal } from '../mapping';
import type { Written } from '../outcome';
import { toProductDocumentRecord, toProductRecord, type ProductDocumentRecord, type ProductRecord } from '../records';
import { readOne, write, type ChildList } from './shared';
import { heavyRead, readProcedure, writeProcedure, type ProcedureDef } from '../procedure-def';

/** The provider procedures this domain calls, under the keys its calls name (catalogue.ts is every domain's). */
export const procedures = {
  'products.list': heavyRead('getProducts', 'GET'),
  'products.get': readProcedure('getProduct'),
  'products.checkDuplicate': readProcedure('checkDuplicateProduct'),
  'products.create': writeProcedure('postProduct'),
  'products.update': writeProcedure('putProduct'),
  'products.copy': writeProcedure('copyProduct'),
  'products.delete': writeProcedure('deleteProduct'),
  'products.attachDocument': writeProcedure('postProductDocument'),
  // {productIds} batches several products (an extension of the spec's {productId})
  'products.documents': readProcedure('getProductDocuments'),
  'products.sendToAccounting': writeProcedure('sendProductToExact'),
} satisfies Record<string, ProcedureDef>;

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
export function toProviderProductFields(input: ProductFields, withApprover: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
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
  put('concentration', input.concentration);
  put('addition', input.addition);
  out.approver = withApprover && input.approverId ? input.approverId : '';
  return out;
}

/** The whole catalogue (translated once per answer the list cache shares). */
export const listProducts = async (provider: ProviderClient): Promise<ProductRecord[]> => mapOnce(await provider.items('products.list'), toProductRecord);

/** One product; null when the provider does not know it. */
export const getProduct = (provider: ProviderClient, id: string): Promise<ProductRecord | null> =>
  readOne(provider, 'products.get', { id: Number(id) }, toProductRecord);

/** The documents of products (`{productIds}` batches them). */
export const PRODUCT_DOCUMENTS: ChildList<ProductDocumentRecord> = {
  key: 'products.documents',
  owner: { one: 'productId', many: 'productIds', ownerField: 'ProductId' },
  map: (raw, productId) => toProductDocumentRecord(raw, productId),
};

/** checkDuplicateProduct: success with no items means no duplicate (spec 01 §5); a refusal counts as one. */
export async function isDuplicateProduct(
  provider: ProviderClient,
  p: { name: string; supplierCode: string; customerCode: string; exceptId?: string },
): Promise<boolean> {
  const payload: Record<string, unknown> = { product: p.name, suppliercode: p.supplierCode, customercode: p.customerCode };
  if (p.exceptId) payload.id = Number(p.exceptId);
  const result = await provider.execute('products.checkDuplicate', payload);
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
