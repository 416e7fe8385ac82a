import type { GatewayContext } from '../../context/context';
import { getPurchaseOrder, PURCHASE_ORDER_LISTS } from '../../provider/calls/purchaseOrders';
import type { PurchaseManualLineRecord, PurchaseOrderLineRecord, PurchaseOrderRecord } from '../../provider/records';
import { freshPart, loadedPart, loadedRecord, trackedKind, type Tracked, type TrackedMutation } from '../shared/tracked';
import { purchaseManualLinesLoader, purchaseOrderLinesLoader, purchaseOrderLoader } from './loaders';

const invoice = (id: string) => ({ type: 'PURCHASE_ORDER' as const, id });

function readInvoice(ctx: GatewayContext, id: string): Promise<PurchaseOrderRecord | null> {
  return getPurchaseOrder(ctx.provider, id);
}

export const PURCHASE_ORDER_KINDS = {
  invoice: trackedKind<PurchaseOrderRecord>({
    type: 'PURCHASE_ORDER',
    graphType: 'PurchaseOrder',
    // the header's own fields: the totals move with the lines and are theirs
    fields: ['supplierCode', 'invoiceNumber', 'invoiceDate', 'description', 'isTransport', 'accountingBooking', 'isSentToAccounting'],
    owner: (o) => invoice(o.id),
    read: readInvoice,
    readLoaded: loadedRecord(purchaseOrderLoader),
  }),
  line: trackedKind<PurchaseOrderLineRecord>({
    type: 'PURCHASE_ORDER_LINE',
    graphType: 'PurchaseOrderLine',
    fields: ['productCode', 'quantity', 'price', 'amount', 'vatCode', 'vatAmount', 'reportingDate', 'salesOrderId', 'pricingType'],
    owner: (l) => invoice(l.purchaseOrderId),
    read: freshPart(PURCHASE_ORDER_LISTS.lines),
    readLoaded: loadedPart(purchaseOrderLinesLoader),
  }),
  manualLine: trackedKind<PurchaseManualLineRecord>({
    type: 'PURCHASE_MANUAL_LINE',
    graphType: 'PurchaseManualLine',
    fields: ['productId', 'quantity', 'price', 'amount', 'vatCode', 'vatAmount', 'reportingDate', 'description'],
    owner: (l) => invoice(l.purchaseOrderId),
    read: freshPart(PURCHASE_ORDER_LISTS.manualLines),
    readLoaded: loadedPart(purchaseManualLinesLoader),
  }),
};

type In = { id?: string; lineId?: string; purchaseOrderId?: string; fileId?: string };
const byId = (i: In) => i.id;
const ofInvoice = (i: In) => i.purchaseOrderId;
const lineChange: TrackedMutation = { kind: 'PURCHASE_ORDER_LINE', action: 'CHANGED', id: (i: In) => i.lineId, ownerId: ofInvoice };

export const tracked: Tracked = {
  kinds: Object.values(PURCHASE_ORDER_KINDS),
  detailReads: ['purchaseOrder'],
  mutations: {
    createPurchaseOrder: { kind: 'PURCHASE_ORDER', action: 'CREATED', after: (p) => p.purchaseOrder },
    updatePurchaseOrder: { kind: 'PURCHASE_ORDER', action: 'CHANGED', id: byId, after: (p) => p.purchaseOrder },
    deletePurchaseOrder: { kind: 'PURCHASE_ORDER', action: 'DELETED', id: byId, removes: true },
    sendPurchaseOrderToAccounting: { kind: 'PURCHASE_ORDER', action: 'SENT_TO_ACCOUNTING', id: byId, after: (p) => p.purchaseOrder },
    attachPurchaseOrderDocument: {
      kind: 'PURCHASE_ORDER',
      action: 'DOCUMENT_ATTACHED',
      id: ofInvoice,
      after: (p) => p.purchaseOrder,
      notes: (i: In) => [{ field: 'document', oldValue: null, newValue: String(i.fileId) }],
    },
    deletePurchaseOrderDocument: {
      kind: 'PURCHASE_ORDER',
      action: 'DOCUMENT_REMOVED',
      id: ofInvoice,
      after: (p) => p.purchaseOrder,
      notes: (i: In) => [{ field: 'document', oldValue: String(i.fileId), newValue: null }],
    },
    addPurchaseOrderLines: {
      bulk: (_ctx, i: In, p: { added?: PurchaseOrderLineRecord[] }) =>
        (p.added ?? []).map((l) => ({ kind: 'PURCHASE_ORDER_LINE' as const, id: l.id, ownerId: i.purchaseOrderId, action: 'CREATED' as const, record: l })),
    },
    updatePurchaseLineVat: lineChange,
    updatePurchaseTransportPrice: lineChange,
    deletePurchaseOrderLine: { kind: 'PURCHASE_ORDER_LINE', action: 'DELETED', id: byId, ownerId: ofInvoice, removes: true },
    addPurchaseManualLine: { kind: 'PURCHASE_MANUAL_LINE', action: 'CREATED', ownerId: ofInvoice, createdId: (p) => p.id },
    updatePurchaseManualLine: { kind: 'PURCHASE_MANUAL_LINE', action: 'CHANGED', id: byId, ownerId: ofInvoice },
    deletePurchaseManualLine: { kind: 'PURCHASE_MANUAL_LINE', action: 'DELETED', id: byId, ownerId: ofInvoice, removes: true },
  },
};
