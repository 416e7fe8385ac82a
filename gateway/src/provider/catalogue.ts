/**
 * Every provider procedure the gateway calls, under a stable key. The spec does not name all
 * procedures, so a deployment may rename any of them with PROVIDER_PROCEDURES
 * (`{"periodDates.list":"getPeriodDatesV2"}`). `app` says which application serves it:
 * `main` is PROVIDER_APP, `accounting` is PROVIDER_ACCOUNTING_APP. `read` procedures are
 * retried on transient failures; writes never are.
 */
export interface ProcedureDef {
  app: 'main' | 'accounting';
  name: string;
  read: boolean;
  method: 'GET' | 'POST';
}

const read = (name: string, method: 'GET' | 'POST' = 'POST', app: ProcedureDef['app'] = 'main'): ProcedureDef => ({ app, name, read: true, method });
const write = (name: string, app: ProcedureDef['app'] = 'main'): ProcedureDef => ({ app, name, read: false, method: 'POST' });

export const defaultCatalogue = {
  'periodDates.list': read('getPeriodDates', 'GET'),
  'periodDates.create': write('postPeriodDate'),
  'periodDates.update': write('putPeriodDate'),
  'periodDates.delete': write('deletePeriodDate'),

  'reference.customers': read('getCustomersDropdown', 'GET', 'accounting'),
  'reference.suppliers': read('getSuppliersDropdown', 'GET', 'accounting'),
  'reference.transporters': read('getTransportersDropdown', 'GET', 'accounting'),
  'reference.shippingCompanies': read('getShippingCompaniesDropdown', 'GET', 'accounting'),
  'reference.units': read('getUnitsDropdown', 'GET', 'accounting'),
  'reference.vatCodes': read('getVatCodesDropdown', 'GET', 'accounting'),
  'reference.defaultVatCode': read('getDefaultVatCode', 'POST', 'accounting'),
  'reference.productGroups': read('getProductGroupsDropdown', 'GET'),
  'reference.productTypes': read('getProductTypesDropdown', 'GET'),
  'reference.documentTypes': read('getDocumenttypesDropdown', 'GET'),
  'reference.purchaseDescription': read('getPurchaseDescription'),

  // products
  'products.list': read('getProducts', 'GET'),
  'products.get': read('getProduct'),
  'products.checkDuplicate': read('checkDuplicateProduct'),
  'products.create': write('postProduct'),
  'products.update': write('putProduct'),
  'products.copy': write('copyProduct'),
  'products.delete': write('deleteProduct'),
  'products.attachDocument': write('postProductDocument'),
  // {productIds} batches several products (an extension of the spec's {productId})
  'products.documents': read('getProductDocuments'),
  'products.sendToAccounting': write('sendProductToExact'),

  // prices ({productids} batches the lists of several products)
  'prices.purchase.list': read('getPurchasePrices'),
  'prices.purchase.create': write('postPurchasePrice'),
  'prices.purchase.update': write('putPurchasePrice'),
  'prices.purchase.delete': write('deletePurchasePrice'),
  'prices.purchase.approve': write('approvePurchasePrice'),
  'prices.purchase.checkDuplicate': read('checkPurchasePriceDuplicate'),
  'prices.purchase.checkDuplicateEdit': read('checkPurchasePriceDuplicateEdit'),
  'prices.purchase.linesToChange': read('getPurchaseLinesToChange'),
  'prices.purchase.repriceLine': write('updatePricePurchaseLines'),
  'prices.sales.list': read('getSalesPrices'),
  'prices.sales.create': write('postSalesPrice'),
  'prices.sales.update': write('putSalesPrice'),
  'prices.sales.delete': write('deleteSalesPrice'),
  'prices.sales.approve': write('approveSalesPrice'),
  'prices.sales.checkDuplicate': read('checkSalesPriceDuplicate'),
  'prices.sales.checkDuplicateEdit': read('checkSalesPriceDuplicateEdit'),
  'prices.sales.linesToChange': read('getSalesLinesToChange'),
  'prices.sales.repriceLine': write('updatePriceSalesLines'),
  'prices.transport.list': read('getTransportPrices'),
  'prices.transport.create': write('postTransportPrice'),
  'prices.transport.update': write('putTransportPrice'),
  'prices.transport.approve': write('approveTransportPrice'),
  'prices.transport.checkDuplicate': read('checkTransportPriceDuplicate'),
  'prices.transport.checkDuplicateEdit': read('checkTransportPriceDuplicateEdit'),
  'prices.transport.linesToChange': read('getTransportLinesToChange'),
  'prices.transport.repriceLine': write('updateTransportPriceLines'),
  'prices.changeTask': write('postPricechangeTask'),
  'prices.table': read('getPricesTable', 'GET'),
  'prices.updateTable': write('updatePricesTable'),
  // salesOrders
  'salesOrders.list': read('getSalesOrders', 'GET'),
  'salesOrders.list6Months': read('getSalesOrders6Months', 'GET'),
  'salesOrders.get': read('getSalesOrder'),
  'salesOrders.create': write('postSalesOrder'),
  'salesOrders.update': write('putSalesOrder'),
  'salesOrders.copy': write('copySalesOrder'),
  'salesOrders.delete': write('deleteSalesOrder'),
  'salesOrders.documents': read('getSalesOrderDocuments'),
  'salesOrders.attachDocument': write('postSalesOrderDocument'),
  'salesOrders.deleteDocument': write('deleteSalesOrderDocument'),
  'salesOrders.lines': read('getSalesOrderLines'),
  'salesOrders.addLine': write('postSalesOrderLine'),
  'salesOrders.updateLine': write('putSalesOrderLine'),
  'salesOrders.deleteLine': write('deleteSalesOrderLine'),
  'salesOrders.salesItems': read('getSalesItems'),
  'salesOrders.productSalesUnit': read('getProductSalesUnit'),
  'salesOrders.productPurchaseUnit': read('getProductPurchaseUnit'),
  'salesOrders.productSalesPrice': read('getProductSalesPrice'),
  'salesOrders.productPurchasePrice': read('getProductPurchasePrice'),
  'salesOrders.checkPacking': read('checkPacking'),
  'salesOrders.transportCandidates': read('getTransportCandidates'),
  'salesOrders.transports': read('getSalesOrderTransports'),
  'salesOrders.addTransport': write('postSalesOrderTransport'),
  'salesOrders.updateTransport': write('putSalesOrderTransport'),
  'salesOrders.deleteTransport': write('deleteSalesOrderTransport'),
  'salesOrders.textLines': read('getSalesOrderTextLines'),
  'salesOrders.addTextLine': write('postSalesOrderTextLine'),
  'salesOrders.updateTextLine': write('putSalesOrderTextLine'),
  'salesOrders.deleteTextLine': write('deleteSalesOrderTextLine'),
  // purchaseOrders ({purchaseorderids} / {orderids} batch the child lists of several invoices)
  'purchaseOrders.list': read('getPurchaseOrders', 'GET'),
  'purchaseOrders.get': read('getPurchaseOrder'),
  'purchaseOrders.checkInvoice': read('checkMultipleInvoice'),
  'purchaseOrders.create': write('postPurchaseOrder'),
  'purchaseOrders.update': write('putPurchaseOrder'),
  'purchaseOrders.delete': write('deletePurchaseOrder'),
  'purchaseOrders.sendToAccounting': write('sendPurchaseToExact'),
  'purchaseOrders.documents': read('getPurchaseDocuments'),
  'purchaseOrders.attachDocument': write('postPurchaseDocument'),
  'purchaseOrders.deleteDocument': write('deletePurchaseDocument'),
  'purchaseOrders.lines': read('getPurchaseOrderLines'),
  'purchaseOrders.search.packingSlip': read('searchPurchaseLinesByPackingSlip'),
  'purchaseOrders.search.container': read('searchPurchaseLinesByContainer'),
  'purchaseOrders.search.shipping': read('searchPurchaseLinesByShipping'),
  'purchaseOrders.search.orderId': read('searchPurchaseLinesByOrderId'),
  'purchaseOrders.searchTransport.packingSlip': read('searchPurchaseTransportLinesByPackingSlip'),
  'purchaseOrders.searchTransport.container': read('searchPurchaseTransportLinesByContainer'),
  'purchaseOrders.searchTransport.shipping': read('searchPurchaseTransportLinesByShipping'),
  'purchaseOrders.searchTransport.orderId': read('searchPurchaseTransportLinesByOrderId'),
  'purchaseOrders.checkLine': read('checkMultipleLines'),
  'purchaseOrders.checkTransportLine': read('checkMultipleTransportLines'),
  'purchaseOrders.addLine': write('postPurchaseOrderLine'),
  'purchaseOrders.addTransportLine': write('postPurchaseOrderTransportLine'),
  'purchaseOrders.calculateVat': read('calculatePurchaseVat'),
  'purchaseOrders.updateLineVat': write('putPurchaseOrderLineVat'),
  'purchaseOrders.updateTransportPrice': write('putPurchaseTransportPrice'),
  'purchaseOrders.deleteLine': write('deletePurchaseOrderLine'),
  'purchaseOrders.manualLines': read('getPurchaseManualLines'),
  'purchaseOrders.addManualLine': write('postPurchaseManualLine'),
  'purchaseOrders.updateManualLine': write('putPurchaseManualLine'),
  'purchaseOrders.deleteManualLine': write('deletePurchaseManualLine'),
  // invoicing ({orderids} batches the purchase invoices of several orders)
  'invoicing.quality': read('getQualityData', 'GET'),
  'invoicing.address': read('getInvoiceAddress'),
  'invoicing.lines': read('getInvoiceLines'),
  'invoicing.company': read('getCompanyDetails', 'GET'),
  'invoicing.sendSalesInvoice': write('sendSalesOrderToExact'),
  'invoicing.complete': write('completeSalesOrder'),
  'invoicing.sendAllSales': write('sendSalesOrdersToExact'),
  'invoicing.sendAllPurchases': write('sendPurchaseOrdersToExact'),
  'invoicing.purchaseInvoices': read('getSalesOrderPurchaseInvoices'),
  // tasks
  'tasks.list': read('getTasks', 'GET'),
  'tasks.get': read('getTask'),
  'tasks.update': write('updateTask'),
  'tasks.types': read('getTaskTypesDropdown', 'GET'),
  'tasks.statuses': read('getTaskStatusesDropdown', 'GET'),
  'tasks.users': read('getUsersDropdown', 'GET'),
  // demurrage and month end
  'demurrage.list': read('getDemurrage', 'GET'),
  // filters, sort and paging travel to the provider (its database does them): POST with a payload
  'monthEnd.list': read('getMonthEnd'),
} satisfies Record<string, ProcedureDef>;

export type ProcedureKey = keyof typeof defaultCatalogue;
export type Catalogue = Record<ProcedureKey, ProcedureDef>;

export function buildCatalogue(overrides: Record<string, string> = {}): Catalogue {
  const catalogue = { ...defaultCatalogue } as Catalogue;
  for (const [key, name] of Object.entries(overrides)) {
    if (!(key in catalogue)) throw new Error(`PROVIDER_PROCEDURES names an unknown procedure key '${key}'`);
    catalogue[key as ProcedureKey] = { ...catalogue[key as ProcedureKey], name };
  }
  return catalogue;
}
