import { gatewayError } from '../../errors';
import { childListLoader, keyedLoader, listLoader, mapOnce, type OwnerFields } from '../../loaders/loaders';
import {
  toPurchaseManualLineRecord,
  toPurchaseOrderDocumentRecord,
  toPurchaseOrderLineRecord,
  toPurchaseOrderRecord,
  type PurchaseOrderRecord,
} from '../../provider/records';

/**
 * Purchase orders. The overview is one provider call per request and packing number (the
 * provider filters on packing slips; '' for none). One invoice is one call. Each child list
 * (lines, manual lines, documents) of every invoice a query reaches is one call: the provider
 * takes `{purchaseorderids}` / `{orderids}` (an extension of the spec's single id).
 */
export const purchaseOrderListLoader = keyedLoader<string, PurchaseOrderRecord[]>('purchaseOrders.list', async (provider, packingNumber) =>
  (await provider.items('purchaseOrders.list', packingNumber ? { pakbon: packingNumber } : {})).map(toPurchaseOrderRecord),
);

/** Every invoice, looked up by id (one call for all the invoices month-end rows link to). */
export const allPurchaseOrdersLoader = listLoader('purchaseOrders.all', async (p) => mapOnce(await p.items('purchaseOrders.list'), toPurchaseOrderRecord), (r) => r.id);

export const purchaseOrderLoader = keyedLoader<string, PurchaseOrderRecord | null>('purchaseOrder', async (provider, id) => {
  if (!/^\d+$/.test(id)) return null;
  const result = await provider.execute('purchaseOrders.get', { purchaseorderid: Number(id) });
  if (!result.Success) {
    if (/not found/i.test(result.Message ?? '')) return null;
    throw gatewayError('PROVIDER_ERROR', result.Message ?? 'The provider refused the request.');
  }
  const [raw] = result.Items ?? [];
  return raw ? toPurchaseOrderRecord(raw) : null;
});

const INVOICE: OwnerFields = { one: 'orderid', many: 'orderids', ownerField: 'orderid' };
export const purchaseOrderLinesLoader = childListLoader(
  'purchaseOrderLines',
  'purchaseOrders.lines',
  { one: 'purchaseorderid', many: 'purchaseorderids', ownerField: 'purchaseorderid' },
  toPurchaseOrderLineRecord,
);
export const purchaseManualLinesLoader = childListLoader('purchaseManualLines', 'purchaseOrders.manualLines', INVOICE, toPurchaseManualLineRecord);
export const purchaseOrderDocumentsLoader = childListLoader('purchaseOrderDocuments', 'purchaseOrders.documents', INVOICE, toPurchaseOrderDocumentRecord);

/** A supplier's (or transporter's) default description and VAT code: one call each per supplier and request. */
export const purchaseDescriptionLoader = keyedLoader<string, string | null>('purchaseDescription', async (provider, code) => {
  const result = await provider.execute<{ Description?: string; description?: string }>('reference.purchaseDescription', { supplier: code });
  const text = result.Success ? (result.Items?.[0]?.Description ?? result.Items?.[0]?.description ?? '') : '';
  return text.trim() || null;
});

export const defaultVatCodeLoader = keyedLoader<string, string | null>('defaultVatCode', async (provider, code) => {
  const result = await provider.execute<{ VatCode?: unknown }>('reference.defaultVatCode', { supplier: code });
  const text = result.Success ? String(result.Items?.[0]?.VatCode ?? '') : '';
  return text.trim() || null;
});
