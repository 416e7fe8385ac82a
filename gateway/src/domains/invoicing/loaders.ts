import { childListLoader, listLoader } from '../../loaders/loaders';
import { toQualityOrderRecord, toSalesOrderPurchaseInvoiceRecord } from '../../provider/records';

/** The quality overview's rows: the provider answers them whole, one call per request. */
export const qualityOrdersLoader = listLoader('qualityOrders', async (p) => (await p.items('invoicing.quality')).map(toQualityOrderRecord), (r) => r.id);

/** The purchase invoices of every sales order a query reaches: one call (`{orderids}`). */
export const salesOrderPurchaseInvoicesLoader = childListLoader(
  'salesOrderPurchaseInvoices',
  'invoicing.purchaseInvoices',
  { one: 'orderid', many: 'orderids', ownerField: 'orderid' },
  toSalesOrderPurchaseInvoiceRecord,
);
