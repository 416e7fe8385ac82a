import type { GatewayContext } from '../../context/context';
import { childListLoader, keyedLoader, listLoader } from '../../loaders/loaders';
import { defaultVatCodeOf, purchaseDescriptionOf } from '../../provider/calls/reference';
import { getPurchaseOrder, listAllPurchaseOrders, listPurchaseOrders, PURCHASE_ORDER_LISTS } from '../../provider/calls/purchaseOrders';
import type { PurchaseOrderRecord, PurchaseSupplierRecord } from '../../provider/records';
import { suppliersLoader, transportersLoader } from '../reference/loaders';
import { isRecordId } from '../../provider/mapping';

/**
 * Purchase orders. The overview is one provider call per request and packing number (the
 * provider filters on packing slips; '' for none). One invoice is one call. Each child list
 * (lines, manual lines, documents) of every invoice a query reaches is one call (the provider
 * takes many invoice ids).
 */
export const purchaseOrderListLoader = keyedLoader<string, PurchaseOrderRecord[]>('purchaseOrders.list', listPurchaseOrders);

/** Every invoice, looked up by id (one call for all the invoices month-end rows link to). */
export const allPurchaseOrdersLoader = listLoader('purchaseOrders.all', listAllPurchaseOrders, (r) => r.id);

export const purchaseOrderLoader = keyedLoader<string, PurchaseOrderRecord | null>('purchaseOrder', async (provider, id) =>
  isRecordId(id) ? getPurchaseOrder(provider, id) : null,
);

export const purchaseOrderLinesLoader = childListLoader('purchaseOrderLines', PURCHASE_ORDER_LISTS.lines);
export const purchaseManualLinesLoader = childListLoader('purchaseManualLines', PURCHASE_ORDER_LISTS.manualLines);
export const purchaseOrderDocumentsLoader = childListLoader('purchaseOrderDocuments', PURCHASE_ORDER_LISTS.documents);

/** A supplier's (or transporter's) default description and VAT code: one call each per supplier and request. */
export const purchaseDescriptionLoader = keyedLoader<string, string | null>('purchaseDescription', purchaseDescriptionOf);
export const defaultVatCodeLoader = keyedLoader<string, string | null>('defaultVatCode', defaultVatCodeOf);

/** A supplier, or a transporter for transport invoices; null when unknown. */
export async function purchaseSupplier(ctx: GatewayContext, code: string, isTransporter: boolean): Promise<PurchaseSupplierRecord | null> {
  // both lists (prefetched together for PurchaseOrder.supplier): a page mixes suppliers and transporters
  const [supplier, transporter] = await Promise.all([ctx.loaders.use(suppliersLoader).load(code), ctx.loaders.use(transportersLoader).load(code)]);
  const found = isTransporter ? transporter : supplier;
  return found ? { code: found.code, name: found.name, isTransporter } : null;
}
