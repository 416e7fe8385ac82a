import { childListLoader, listLoader } from '../../loaders/loaders';
import { listQualityOrders, SALES_ORDER_PURCHASE_INVOICES } from '../../provider/calls/invoicing';

/** The quality overview's rows: the provider answers them whole, one call per request. */
export const qualityOrdersLoader = listLoader('qualityOrders', listQualityOrders, (r) => r.id);

/** The purchase invoices of every sales order a query reaches: one call. */
export const salesOrderPurchaseInvoicesLoader = childListLoader('salesOrderPurchaseInvoices', SALES_ORDER_PURCHASE_INVOICES);
