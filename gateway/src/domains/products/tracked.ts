import type { GatewayContext } from '../../context/context';
import { freshProductRecords, getProduct } from '../../provider/calls/products';
import type { ProductRecord } from '../../provider/records';
import { trackedKind, type Tracked } from '../shared/tracked';

/** The product as the provider has it now: its detail, over its row of the catalogue read around the cache. */
function readProduct(ctx: GatewayContext, id: string): Promise<ProductRecord | null> {
  return getProduct(ctx.provider, id, async (pid) => (await freshProductRecords(ctx.provider)).find((p) => p.id === pid) ?? null);
}

const PRODUCT_FIELDS = [
  'code',
  'name',
  'description',
  'supplierCode',
  'customerCode',
  'productGroupCode',
  'productTypeId',
  'salesUnitCode',
  'purchaseUnitCode',
  'kilogram',
  'note',
  'concentration',
  'addition',
  'approverId',
  'accountingBooking',
] as const satisfies readonly (keyof ProductRecord)[];

export const PRODUCT_KIND = trackedKind<ProductRecord>({
  type: 'PRODUCT',
  graphType: 'Product',
  // its own fields: not the looked-up names, nor the prices of the day or canDelete, which move by themselves
  fields: PRODUCT_FIELDS,
  // the spec's list has no note (an extension): a note is in the history but not in the version
  versionFields: PRODUCT_FIELDS.filter((f) => f !== 'note'),
  owner: (p) => ({ type: 'PRODUCT', id: p.id }),
  read: readProduct,
});

type In = { id?: string; productId?: string; sourceId?: string; fileIds?: string[] };

export const tracked: Tracked = {
  kinds: [PRODUCT_KIND],
  detailReads: ['product'],
  mutations: {
    createProduct: { kind: 'PRODUCT', action: 'CREATED', after: (p) => p.product },
    copyProduct: {
      kind: 'PRODUCT',
      action: 'CREATED',
      after: (p) => p.product,
      notes: (i: In) => [{ field: 'copiedFrom', oldValue: null, newValue: String(i.sourceId) }],
    },
    updateProduct: { kind: 'PRODUCT', action: 'CHANGED', id: (i: In) => i.id, after: (p) => p.product },
    deleteProduct: { kind: 'PRODUCT', action: 'DELETED', id: (i: In) => i.id, removes: true },
    sendProductToAccounting: { kind: 'PRODUCT', action: 'SENT_TO_ACCOUNTING', id: (i: In) => i.id, after: (p) => p.product },
    attachProductDocuments: {
      kind: 'PRODUCT',
      action: 'DOCUMENT_ATTACHED',
      id: (i: In) => i.productId,
      after: (p) => p.product,
      notes: (i: In) => (i.fileIds ?? []).map((f) => ({ field: 'document', oldValue: null, newValue: String(f) })),
    },
  },
};
