import { heavyRead, readProcedure, writeProcedure, type ProcedureDef } from './procedure-def';

/** The provider procedures calls/invoicing.ts uses, under the keys it names; catalogue.ts is every domain's. */
export const procedures = {
  // {orderids} batches the purchase invoices of several orders
  'invoicing.quality': heavyRead('getQualityData', 'GET'),
  'invoicing.address': readProcedure('getInvoiceAddress'),
  'invoicing.lines': readProcedure('getInvoiceLines'),
  'invoicing.company': readProcedure('getCompanyDetails', 'GET'),
  'invoicing.sendSalesInvoice': writeProcedure('sendSalesOrderToExact'),
  'invoicing.complete': writeProcedure('completeSalesOrder'),
  // the spec: GET without a payload, answer not read; still writes (they book invoices): never retried
  'invoicing.sendAllSales': writeProcedure('sendSalesOrdersToExact', 'main', 'GET'),
  'invoicing.sendAllPurchases': writeProcedure('sendPurchaseOrdersToExact', 'main', 'GET'),
  'invoicing.purchaseInvoices': readProcedure('getSalesOrderPurchaseInvoices'),
} satisfies Record<string, ProcedureDef>;

/** The list kinds its writes make stale (list-generations.ts); a domain without `affects` makes every kind stale. */
export const affects: readonly string[] = ['invoicing', 'salesOrders', 'purchaseOrders', 'monthEnd'];
