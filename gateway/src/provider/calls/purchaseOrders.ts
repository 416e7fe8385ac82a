/** Purchase orders (invoices) and their parts: the provider's procedures in the domain's words. */
import type { ProcedureKey } from '../procedures/catalogue';
import type { ProviderClient } from '../client';
import { fromProviderDecimal, toProviderDay, toProviderDecimal } from '../mapping';
import type { Written } from '../outcome';
import {
  toPurchaseLineCandidateRecord,
  toPurchaseManualLineRecord,
  toPurchaseOrderDocumentRecord,
  toPurchaseOrderLineRecord,
  toPurchaseOrderRecord,
  type PurchaseLineCandidateRecord,
  type PurchaseOrderRecord,
} from '../records';
import { mapOnce } from '../map-once';
import { childList, ownedBy, readOne, write } from './shared';

/** The overview, filtered by the provider on a packing number ('' for all; x-assumed: the spec sends {pakbon} always). */
export const listPurchaseOrders = async (provider: ProviderClient, packingNumber: string): Promise<PurchaseOrderRecord[]> =>
  mapOnce(await provider.items('purchaseOrders.list', { pakbon: packingNumber }), toPurchaseOrderRecord);

/** Every invoice (translated once per answer the list cache shares). */
export const listAllPurchaseOrders = (provider: ProviderClient): Promise<PurchaseOrderRecord[]> => listPurchaseOrders(provider, '');

export const getPurchaseOrder = (provider: ProviderClient, id: string): Promise<PurchaseOrderRecord | null> =>
  readOne(provider, 'purchaseOrders.get', { purchaseorderid: Number(id) }, toPurchaseOrderRecord);

const INVOICE = ownedBy('orderid');
/** The child lists of invoices (`{purchaseorderids}` / `{orderids}` batch them). */
export const PURCHASE_ORDER_LISTS = {
  lines: childList('purchaseOrders.lines', ownedBy('purchaseorderid'), toPurchaseOrderLineRecord),
  manualLines: childList('purchaseOrders.manualLines', INVOICE, toPurchaseManualLineRecord),
  documents: childList('purchaseOrders.documents', INVOICE, toPurchaseOrderDocumentRecord),
};

/**
 * Has the supplier an invoice with this number already? The spec's check takes `{supplier, invoice}`
 * only: it cannot leave an invoice out, so an edit asks only when supplier or number changes.
 */
export async function isInvoiceNumberUsed(provider: ProviderClient, supplierCode: string, invoiceNumber: string): Promise<boolean> {
  const [check] = await provider.items('purchaseOrders.checkInvoice', { supplier: supplierCode, invoice: invoiceNumber });
  return String(check?.multipleinvoice).trim().toLowerCase() === 'true';
}

export interface PurchaseOrderHeader {
  supplierCode: string;
  invoiceNumber: string;
  invoiceDate?: string | null;
  description: string;
  isTransport: boolean;
}

/** Every invoice read around the list cache: a create tells its new invoice by comparing it before and after. */
export const freshPurchaseOrders = async (provider: ProviderClient): Promise<PurchaseOrderRecord[]> =>
  (await provider.items('purchaseOrders.list', { pakbon: '' }, { fresh: true })).map(toPurchaseOrderRecord);

export const createPurchaseOrder = (provider: ProviderClient, h: PurchaseOrderHeader): Promise<Written> =>
  write(provider, 'purchaseOrders.create', {
    supplier: h.supplierCode,
    invoicenr: h.invoiceNumber,
    invoicedate: toProviderDay(h.invoiceDate),
    description: h.description,
    transport: h.isTransport,
  });
export const updatePurchaseOrder = (provider: ProviderClient, id: string, h: PurchaseOrderHeader): Promise<Written> =>
  write(provider, 'purchaseOrders.update', {
    id: Number(id),
    suppliercode: h.supplierCode,
    invoicenr: h.invoiceNumber,
    invoicedate: toProviderDay(h.invoiceDate),
    description: h.description,
    istransport: h.isTransport,
  });
export const deletePurchaseOrder = (provider: ProviderClient, id: string): Promise<Written> => write(provider, 'purchaseOrders.delete', { id: Number(id) });
export const sendPurchaseOrderToAccounting = (provider: ProviderClient, id: string): Promise<Written> =>
  write(provider, 'purchaseOrders.sendToAccounting', { purchaseid: Number(id) });
export const attachPurchaseOrderDocument = (provider: ProviderClient, purchaseOrderId: string, fileId: string): Promise<Written> =>
  write(provider, 'purchaseOrders.attachDocument', { purchaseid: Number(purchaseOrderId), fileid: Number(fileId) });
/** The spec's {filestorageid}: the gateway checked the document is the invoice's. */
export const deletePurchaseOrderDocument = (provider: ProviderClient, fileId: string): Promise<Written> =>
  write(provider, 'purchaseOrders.deleteDocument', { filestorageid: Number(fileId) });

export type LineSearch = 'PACKING_SLIP' | 'CONTAINER' | 'SHIPPING_DOCUMENT' | 'ORDER_ID';
const SEARCH = {
  PACKING_SLIP: ['purchaseOrders.search.packingSlip', 'purchaseOrders.searchTransport.packingSlip'],
  CONTAINER: ['purchaseOrders.search.container', 'purchaseOrders.searchTransport.container'],
  SHIPPING_DOCUMENT: ['purchaseOrders.search.shipping', 'purchaseOrders.searchTransport.shipping'],
  ORDER_ID: ['purchaseOrders.search.orderId', 'purchaseOrders.searchTransport.orderId'],
} as const satisfies Record<LineSearch, readonly [ProcedureKey, ProcedureKey]>;

/** Sales-order lines (transport invoices: transports) of the supplier that an invoice may take. */
export async function searchLineCandidates(
  provider: ProviderClient,
  by: LineSearch,
  isTransport: boolean,
  supplierCode: string,
  value: string,
): Promise<PurchaseLineCandidateRecord[]> {
  const payload = by === 'ORDER_ID' ? { supplier: supplierCode, orderid: Number(value) } : { supplier: supplierCode, number: value };
  return (await provider.items(SEARCH[by][isTransport ? 1 : 0], payload)).map(toPurchaseLineCandidateRecord);
}

/** Is the sales-order line (or transport) on another invoice of the supplier already? (check multiple lines, spec 02 §7.2) */
export async function isLineOnAnotherInvoice(provider: ProviderClient, order: { id: string; isTransport: boolean }, lineId: string): Promise<boolean> {
  const key = order.isTransport ? 'purchaseOrders.checkTransportLine' : 'purchaseOrders.checkLine';
  const [check] = await provider.items(key, { purchaseid: Number(order.id), id: Number(lineId) });
  return String(check?.multiplelines).trim().toLowerCase() === 'true';
}

/** The procedure that adds a line to a regular or a transport invoice. */
export type ProcedureKeyOfAdd = 'purchaseOrders.addLine' | 'purchaseOrders.addTransportLine';

/** Puts a sales-order line (or transport) on the invoice: the spec's {purchaseid, id, btw_amount, vatid}. */
export const addPurchaseOrderLine = (
  provider: ProviderClient,
  order: { id: string; isTransport: boolean },
  line: { id: string; vatCode: string | null; vatAmount: string | null },
): Promise<Written> =>
  write(provider, order.isTransport ? 'purchaseOrders.addTransportLine' : 'purchaseOrders.addLine', {
    purchaseid: Number(order.id),
    id: Number(line.id),
    btw_amount: line.vatAmount ?? undefined,
    vatid: line.vatCode ?? undefined,
  });

/** The VAT of an amount at a VAT code by the provider's calculate-VAT call (spec 02 §7.2: Items[0].btw_amount). */
export async function calculateVat(provider: ProviderClient, amount: string, vatCode: string): Promise<string | null> {
  const [answer] = await provider.items('purchaseOrders.calculateVat', { amount, vat: vatCode });
  return fromProviderDecimal(answer?.btw_amount);
}

/** `vatAmount`: a decimal with a point. */
export const updatePurchaseLineVat = (provider: ProviderClient, lineId: string, vatAmount: string): Promise<Written> =>
  write(provider, 'purchaseOrders.updateLineVat', { id: Number(lineId), btw_amount: vatAmount });
export const updatePurchaseTransportPrice = (provider: ProviderClient, lineId: string, price: string): Promise<Written> =>
  write(provider, 'purchaseOrders.updateTransportPrice', { orderlineid: Number(lineId), newprice: toProviderDecimal(price) });
export const deletePurchaseOrderLine = (provider: ProviderClient, id: string): Promise<Written> =>
  write(provider, 'purchaseOrders.deleteLine', { id: Number(id) });

export interface ManualLineFields {
  productId: string;
  quantity: string;
  price: string;
  reportingDate?: string | null;
  description: string;
  vatCode: string;
}

/** A manual line's amount (price × quantity) and VAT amount, as the spec's payload carries them. */
export interface ManualLineAmounts {
  amount: string;
  vatAmount: string | null;
}

/** The spec's manual line payload: {orderid, product, quantity, btw_amount, price, amount, reportingdate, description, vat} (and id on update). */
const manualPayload = (line: ManualLineFields, amounts: ManualLineAmounts) => ({
  product: Number(line.productId),
  quantity: toProviderDecimal(line.quantity),
  btw_amount: amounts.vatAmount ?? undefined,
  price: toProviderDecimal(line.price),
  amount: amounts.amount,
  reportingdate: toProviderDay(line.reportingDate),
  description: line.description.trim(),
  vat: line.vatCode.trim(),
});

export const addPurchaseManualLine = (
  provider: ProviderClient,
  purchaseOrderId: string,
  line: ManualLineFields,
  amounts: ManualLineAmounts,
): Promise<Written> => write(provider, 'purchaseOrders.addManualLine', { orderid: Number(purchaseOrderId), ...manualPayload(line, amounts) });
export const updatePurchaseManualLine = (
  provider: ProviderClient,
  purchaseOrderId: string,
  id: string,
  line: ManualLineFields,
  amounts: ManualLineAmounts,
): Promise<Written> =>
  write(provider, 'purchaseOrders.updateManualLine', { id: Number(id), orderid: Number(purchaseOrderId), ...manualPayload(line, amounts) });
export const deletePurchaseManualLine = (provider: ProviderClient, id: string): Promise<Written> =>
  write(provider, 'purchaseOrders.deleteManualLine', { id: Number(id) });
