import type { SearchField, SearchKind } from '../../generated/types/graphql';
import type { ProviderClient } from '../../provider/client';
import type { ProcedureKey } from '../../provider/procedures/catalogue';
import { listSalesOrders } from '../../provider/calls/salesOrders';
import { listAllPurchaseOrders } from '../../provider/calls/purchaseOrders';
import { fetchProductAnswer, productRecords } from '../../provider/calls/products';
import { listCustomers, listSuppliers } from '../../provider/calls/reference';
import type { CustomerRecord, ProductRecord, PurchaseOrderRecord, SalesOrderRecord, SupplierRecord } from '../../provider/records';

/** A field the search compares, its weight among the kind's fields (ties of match), and how to read it. */
export interface SearchableField<R> {
  field: SearchField;
  weight: number;
  values: (record: R) => readonly (string | null | undefined)[];
}

/** The record a hit carries, under the SearchHit field named after its kind. */
export type HitRecord =
  | { kind: 'SALES_ORDER'; record: SalesOrderRecord }
  | { kind: 'PURCHASE_ORDER'; record: PurchaseOrderRecord }
  | { kind: 'PRODUCT'; record: ProductRecord }
  | { kind: 'CUSTOMER'; record: CustomerRecord }
  | { kind: 'SUPPLIER'; record: SupplierRecord };

/**
 * One kind the search finds: the whole list it indexes (whose generation rebuilds the index), the
 * Query field listing it (its @auth decides who may search it), and the fields compared.
 */
export interface SearchKindDef<R> {
  kind: SearchKind;
  list: ProcedureKey;
  source: string;
  load: (provider: ProviderClient) => Promise<readonly R[]>;
  id: (record: R) => string;
  fields: readonly SearchableField<R>[];
  hit: (record: R) => HitRecord;
}

const define = <R>(def: SearchKindDef<R>): SearchKindDef<unknown> => def as unknown as SearchKindDef<unknown>;

/** Every kind, in the order their groups come when the caller names none and scores tie. */
export const SEARCH_KINDS: readonly SearchKindDef<unknown>[] = [
  define<SalesOrderRecord>({
    kind: 'SALES_ORDER',
    list: 'salesOrders.list',
    source: 'salesOrders',
    load: listSalesOrders,
    id: (o) => o.id,
    fields: [
      { field: 'ID', weight: 9, values: (o) => [o.id] },
      { field: 'CONTAINER', weight: 8, values: (o) => [o.container] },
      { field: 'PACKING_SLIP', weight: 8, values: (o) => [o.packingSlip] },
      { field: 'SHIPPING_DOCUMENT', weight: 8, values: (o) => [o.shippingDocument] },
      { field: 'CUSTOMER_REFERENCE', weight: 7, values: (o) => [o.customerReference] },
      { field: 'CUSTOMER', weight: 2, values: (o) => [o.customerName, o.customerCode] },
    ],
    hit: (record) => ({ kind: 'SALES_ORDER', record }),
  }),
  define<PurchaseOrderRecord>({
    kind: 'PURCHASE_ORDER',
    list: 'purchaseOrders.list',
    source: 'purchaseOrders',
    load: listAllPurchaseOrders,
    id: (p) => p.id,
    fields: [
      { field: 'INVOICE_NUMBER', weight: 9, values: (p) => [p.invoiceNumber] },
      { field: 'SUPPLIER', weight: 2, values: (p) => [p.supplierName, p.supplierCode] },
    ],
    hit: (record) => ({ kind: 'PURCHASE_ORDER', record }),
  }),
  define<ProductRecord>({
    kind: 'PRODUCT',
    list: 'products.list',
    source: 'products',
    load: async (provider) => productRecords(await fetchProductAnswer(provider), provider.has('extraFields')),
    id: (p) => p.id,
    fields: [
      { field: 'CODE', weight: 9, values: (p) => [p.code] },
      { field: 'NAME', weight: 6, values: (p) => [p.name] },
    ],
    hit: (record) => ({ kind: 'PRODUCT', record }),
  }),
  define<CustomerRecord>({
    kind: 'CUSTOMER',
    list: 'reference.customers',
    source: 'customers',
    load: listCustomers,
    id: (c) => c.code,
    fields: [
      { field: 'CODE', weight: 8, values: (c) => [c.code] },
      { field: 'NAME', weight: 6, values: (c) => [c.name] },
    ],
    hit: (record) => ({ kind: 'CUSTOMER', record }),
  }),
  define<SupplierRecord>({
    kind: 'SUPPLIER',
    list: 'reference.suppliers',
    source: 'suppliers',
    load: listSuppliers,
    id: (s) => s.code,
    fields: [
      { field: 'CODE', weight: 8, values: (s) => [s.code] },
      { field: 'NAME', weight: 6, values: (s) => [s.name] },
    ],
    hit: (record) => ({ kind: 'SUPPLIER', record }),
  }),
];
