import { heavyRead, readProcedure, writeProcedure, type ProcedureDef } from './procedure-def';

/** The provider procedures calls/purchaseOrders.ts uses, under the keys it names; catalogue.ts is every domain's. */
export const procedures = {
  // {purchaseorderids} / {orderids} batch the child lists of several invoices
  // the spec: POST {pakbon}; the whole list ({pakbon: ''}) kept by the list cache per role set, as each packing number's
  'purchaseOrders.list': { ...heavyRead('getPurchaseOrders'), cachedPages: true, sharedByRoles: true },
  'purchaseOrders.get': readProcedure('getPurchaseOrder'),
  'purchaseOrders.checkInvoice': readProcedure('checkMultipleInvoice'),
  'purchaseOrders.create': writeProcedure('postPurchaseOrder'),
  // the spec: POST update purchase (id also in the query) {id, suppliercode, invoicenr, invoicedate, description, istransport}
  'purchaseOrders.update': { ...writeProcedure('putPurchaseOrder'), queryKeys: ['id'] },
  'purchaseOrders.delete': writeProcedure('deletePurchaseOrder'),
  'purchaseOrders.sendToAccounting': writeProcedure('sendPurchaseToExact'),
  'purchaseOrders.documents': readProcedure('getPurchaseDocuments'),
  'purchaseOrders.attachDocument': writeProcedure('postPurchaseDocument'),
  'purchaseOrders.deleteDocument': writeProcedure('deletePurchaseDocument'),
  'purchaseOrders.lines': readProcedure('getPurchaseOrderLines'),
  'purchaseOrders.search.packingSlip': readProcedure('searchPurchaseLinesByPackingSlip'),
  'purchaseOrders.search.container': readProcedure('searchPurchaseLinesByContainer'),
  'purchaseOrders.search.shipping': readProcedure('searchPurchaseLinesByShipping'),
  'purchaseOrders.search.orderId': readProcedure('searchPurchaseLinesByOrderId'),
  'purchaseOrders.searchTransport.packingSlip': readProcedure('searchPurchaseTransportLinesByPackingSlip'),
  'purchaseOrders.searchTransport.container': readProcedure('searchPurchaseTransportLinesByContainer'),
  'purchaseOrders.searchTransport.shipping': readProcedure('searchPurchaseTransportLinesByShipping'),
  'purchaseOrders.searchTransport.orderId': readProcedure('searchPurchaseTransportLinesByOrderId'),
  'purchaseOrders.checkLine': readProcedure('checkMultipleLines'),
  'purchaseOrders.checkTransportLine': readProcedure('checkMultipleTransportLines'),
  'purchaseOrders.addLine': writeProcedure('postPurchaseOrderLine'),
  'purchaseOrders.addTransportLine': writeProcedure('postPurchaseOrderTransportLine'),
  'purchaseOrders.calculateVat': readProcedure('calculatePurchaseVat'),
  'purchaseOrders.updateLineVat': writeProcedure('putPurchaseOrderLineVat'),
  'purchaseOrders.updateTransportPrice': writeProcedure('putPurchaseTransportPrice'),
  'purchaseOrders.deleteLine': writeProcedure('deletePurchaseOrderLine'),
  'purchaseOrders.manualLines': readProcedure('getPurchaseManualLines'),
  'purchaseOrders.addManualLine': writeProcedure('postPurchaseManualLine'),
  'purchaseOrders.updateManualLine': writeProcedure('putPurchaseManualLine'),
  'purchaseOrders.deleteManualLine': writeProcedure('deletePurchaseManualLine'),
} satisfies Record<string, ProcedureDef>;

/** The list kinds its writes make stale (list-generations.ts); a domain without `affects` makes every kind stale. */
export const affects: readonly string[] = ['purchaseOrders', 'salesOrders', 'monthEnd', 'demurrage', 'invoicing'];
