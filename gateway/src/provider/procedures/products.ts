import { heavyRead, readProcedure, writeProcedure, type ProcedureDef } from './procedure-def';

/** The provider procedures calls/products.ts uses, under the keys it names; catalogue.ts is every domain's. */
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

/** The list kinds its writes make stale (list-generations.ts); a domain without `affects` makes every kind stale. */
// the order lists carry the product's code and name
export const affects: readonly string[] = ['products', 'reference', 'prices', 'salesOrders', 'purchaseOrders', 'monthEnd'];
