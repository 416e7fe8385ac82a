import { heavyRead, readProcedure, wholeList, writeProcedure, type ProcedureDef } from './procedure-def';

/** The provider procedures calls/salesOrders.ts uses, under the keys it names; catalogue.ts is every domain's. */
export const procedures = {
  // the spec's whole lists (GET, no payload): the gateway pages, filters and sorts them
  'salesOrders.list': wholeList('getSalesOrders'),
  'salesOrders.list6Months': wholeList('getSalesOrders6Months'),
  // the salesOrderPages extension: filter, sort and paging travel to the provider (POST with a payload)
  'salesOrders.page': { ...heavyRead('getSalesOrdersPage'), cachedPages: true, sharedByRoles: true },
  'salesOrders.get': readProcedure('getSalesOrder'),
  'salesOrders.create': writeProcedure('postSalesOrder'),
  'salesOrders.update': writeProcedure('putSalesOrder'),
  'salesOrders.copy': writeProcedure('copySalesOrder'),
  'salesOrders.delete': writeProcedure('deleteSalesOrder'),
  'salesOrders.documents': readProcedure('getSalesOrderDocuments'),
  'salesOrders.attachDocument': writeProcedure('postSalesOrderDocument'),
  'salesOrders.deleteDocument': writeProcedure('deleteSalesOrderDocument'),
  'salesOrders.lines': readProcedure('getSalesOrderLines'),
  'salesOrders.addLine': writeProcedure('postSalesOrderLine'),
  'salesOrders.updateLine': writeProcedure('putSalesOrderLine'),
  'salesOrders.deleteLine': writeProcedure('deleteSalesOrderLine'),
  'salesOrders.salesItems': readProcedure('getSalesItemsDropdown'),
  'salesOrders.productSalesUnit': readProcedure('getProductSalesUnit'),
  'salesOrders.productPurchaseUnit': readProcedure('getProductPurchaseUnit'),
  'salesOrders.productSalesPrice': readProcedure('getProductSalesPrice'),
  'salesOrders.productPurchasePrice': readProcedure('getProductPurchasePrice'),
  'salesOrders.checkPacking': readProcedure('checkPacking'),
  'salesOrders.transportCandidates': readProcedure('getTransportCandidates'),
  'salesOrders.transports': readProcedure('getSalesOrderTransports'),
  'salesOrders.addTransport': writeProcedure('postSalesOrderTransport'),
  'salesOrders.updateTransport': writeProcedure('putSalesOrderTransport'),
  'salesOrders.deleteTransport': writeProcedure('deleteSalesOrderTransport'),
  'salesOrders.textLines': readProcedure('getSalesOrderTextLines'),
  'salesOrders.addTextLine': writeProcedure('postSalesOrderTextLine'),
  'salesOrders.updateTextLine': writeProcedure('putSalesOrderTextLine'),
  'salesOrders.deleteTextLine': writeProcedure('deleteSalesOrderTextLine'),
} satisfies Record<string, ProcedureDef>;

/** The list kinds its writes make stale (list-generations.ts); a domain without `affects` makes every kind stale. */
export const affects: readonly string[] = ['salesOrders', 'monthEnd', 'demurrage', 'invoicing'];
