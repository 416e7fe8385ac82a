/** Purchase orders (invoices) and their parts: the provider's procedures in the domain's words. */
import type { ProcedureKey } from '../catalogue';
import type { ProviderClient } from '../client';
import { toProviderDate, toProviderDecimal } from '../mapping';
import type { Written } from '../outcome';
import {
  toPurchaseLineCandidateRecord,
  toPurchaseManualLineRecord,
  toPurchaseOrderDocumentRecord,
  toPurchaseOrderLineRecord,
  toPurchaseOrderRecord,
  type PurchaseLineCandidateRecord,
  type PurchaseManualLineRecord,
  type PurchaseOrderDocumentRecord,
  type PurchaseOrderLineRecord,
  type PurchaseOrderRecord,
} from '../records';
import { mapOnce } from '../../loaders/loaders';
import { type ChildList, ownedBy, readOne, write } from './shared';
import { heavyRead, readProcedure, writeProcedure, type ProcedureDef } from '../procedure-def';

/** The provider procedures this domain calls, under the keys its calls name (catalogue.ts is every domain's). */
export const procedures = {
  // {purchaseorderids} / {orderids} batch the child lists of several invoices
  // the spec: POST {pakbon}; the whole list ({pakbon: ''}) kept by the list cache per role set, as each packing number's
  'purchaseOrders.list': { ...heavyRead('getPurchaseOrders'), cachedPages: true, sharedByRoles: true },
  'purchaseOrders.get': readProcedure('getPurchaseOrder'),
  'purchaseOrders.checkInvoice': readProcedure('checkMultipleInvoice'),
  'purchaseOrders.create': writeProcedure('postPurchaseOrder'),
  'purchaseOrders.update': writeProcedure('putPurchaseOrder'),
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

const day = (v: string | null | undefined) => (v ? toProviderDate(v) : undefined);

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
  lines: {
    key: 'purchaseOrders.lines',
    owner: ownedBy('purchaseorderid'),
    map: toPurchaseOrderLineRecord,
  } as ChildList<PurchaseOrderLineRecord>,
  manualLines: { key: 'purchaseOrders.manualLines', owner: INVOICE, map: toPurchaseManualLineRecord } as ChildList<PurchaseManualLineRecord>,
  documents: { key: 'purchaseOrders.documents', owner: INVOICE, map: toPurchaseOrderDocumentRecord } as ChildList<PurchaseOrderDocumentRecord>,
};

/** Has the supplier an invoice with this number already (another than `exceptId`)? */
export async function isInvoiceNumberUsed(provider: ProviderClient, supplierCode: string, invoiceNumber: string, exceptId?: string): Promise<boolean> {
  const payload: Record<string, unknown> = { supplier: supplierCode, invoice: invoiceNumber };
  if (exceptId) payload.id = Number(exceptId);
  const [check] = await provider.items<{ multipleinvoice?: unknown }>('purchaseOrders.checkInvoice', payload);
  return String(check?.multipleinvoice).toLowerCase() === 'true';
}

export interface PurchaseOrderHeader {
  supplierCode: string;
  invoiceNumber: string;
  invoiceDate?: string | null;
  description: string;
  isTransport: boolean;
}

export const createPurchaseOrder = (provider: ProviderClient, h: PurchaseOrderHeader): Promise<Written> =>
  write(provider, 'purchaseOrders.create', {
    supplier: h.supplierCode,
    invoicenr: h.invoiceNumber,
    invoicedate: day(h.invoiceDate),
    description: h.description,
    transport: h.isTransport,
  });
export const updatePurchaseOrder = (provider: ProviderClient, id: string, h: PurchaseOrderHeader): Promise<Written> =>
  write(provider, 'purchaseOrders.update', {
    id: Number(id),
    suppliercode: h.supplierCode,
    invoicenr: h.invoiceNumber,
    invoicedate: day(h.invoiceDate),
    description: h.description,
    istransport: h.isTransport,
  });
export const deletePurchaseOrder = (provider: ProviderClient, id: string): Promise<Written> => write(provider, 'purchaseOrders.delete', { id: Number(id) });
export const sendPurchaseOrderToAccounting = (provider: ProviderClient, id: string): Promise<Written> =>
  write(provider, 'purchaseOrders.sendToAccounting', { purchaseid: Number(id) });
export const attachPurchaseOrderDocument = (provider: ProviderClient, purchaseOrderId: string, fileId: string): Promise<Written> =>
  write(provider, 'purchaseOrders.attachDocument', { purchaseid: Number(purchaseOrderId), fileid: Number(fileId) });
export const deletePurchaseOrderDocument = (provider: ProviderClient, purchaseOrderId: string, fileId: string): Promise<Written> =>
  write(provider, 'purchaseOrders.deleteDocument', { filestorageid: Number(fileId), purchaseid: Number(purchaseOrderId) });

export type LineSearch = 'PACKING_SLIP' | 'CONTAINER' | 'SHIPPING_DOCUMENT' | 'ORDER_ID';
const SEARCH: Record<LineSearch, [ProcedureKey, ProcedureKey]> = {
  PACKING_SLIP: ['purchaseOrders.search.packingSlip', 'purchaseOrders.searchTransport.packingSlip'],
  CONTAINER: ['purchaseOrders.search.container', 'purchaseOrders.searchTransport.container'],
  SHIPPING_DOCUMENT: ['purchaseOrders.search.shipping', 'purchaseOrders.searchTransport.shipping'],
  ORDER_ID: ['purchaseOrders.search.orderId', 'purchaseOrders.searchTransport.orderId'],
};

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

/** Puts a sales-order line (or transport) on the invoice. */
export const addPurchaseOrderLine = (
  provider: ProviderClient,
  order: { id: string; isTransport: boolean },
  lineId: string,
  vatCode: string | null | undefined,
): Promise<Written> =>
  write(provider, order.isTransport ? 'purchaseOrders.addTransportLine' : 'purchaseOrders.addLine', {
    purchaseid: Number(order.id),
    id: Number(lineId),
    vatid: vatCode ?? undefined,
  });
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

const manualPayload = (line: ManualLineFields) => ({
  product: Number(line.productId),
  quantity: toProviderDecimal(line.quantity),
  price: toProviderDecimal(line.price),
  reportingdate: day(line.reportingDate),
  description: line.description.trim(),
  vat: line.vatCode.trim(),
});

export const addPurchaseManualLine = (provider: ProviderClient, purchaseOrderId: string, line: ManualLineFields): Promise<Written> =>
  write(provider, 'purchaseOrders.addManualLine', { orderid: Number(purchaseOrderId), ...manualPayload(line) });
export const updatePurchaseManualLine = (provider: ProviderClient, purchaseOrderId: string, id: string, line: ManualLineFields): Promise<Written> =>
  write(provider, 'purchaseOrders.updateManualLine', { id: Number(id), orderid: Number(purchaseOrderId), ...manualPayload(line) });
export const deletePurchaseManualLine = (provider: ProviderClient, id: string): Promise<Written> =>
  write(provider, 'purchaseOrders.deleteManualLine', { id: Number(id) });
