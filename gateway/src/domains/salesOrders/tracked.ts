import type { GatewayContext } from '../../context/context';
import { getSalesOrder, SALES_ORDER_LISTS } from '../../provider/calls/salesOrders';
import type { SalesOrderLineRecord, SalesOrderRecord, SalesOrderTextLineRecord, SalesOrderTransportRecord } from '../../provider/records';
import { freshPart, loadedPart, loadedRecord, trackedKind, type Tracked, type TrackedMutation } from '../shared/tracked';
import { salesOrderLinesLoader, salesOrderLoader, salesOrderTextLinesLoader, salesOrderTransportsLoader } from './loaders';

const order = (id: string) => ({ type: 'SALES_ORDER' as const, id });

function readOrder(ctx: GatewayContext, id: string): Promise<SalesOrderRecord | null> {
  return getSalesOrder(ctx.provider, id);
}

export const SALES_ORDER_KINDS = {
  order: trackedKind<SalesOrderRecord>({
    type: 'SALES_ORDER',
    graphType: 'SalesOrder',
    // the header's own fields: not the first line's overview columns, so a line's change leaves it alone
    fields: [
      'customerCode',
      'supplierCode',
      'customerReference',
      'loadingDate',
      'arrivalDate',
      'comments',
      'shippingCompanyCode',
      'pickupReference',
      'isCompleted',
      'accountingBooking',
    ],
    owner: (o) => order(o.id),
    read: readOrder,
    readLoaded: loadedRecord(salesOrderLoader),
  }),
  line: trackedKind<SalesOrderLineRecord>({
    type: 'SALES_ORDER_LINE',
    graphType: 'SalesOrderLine',
    fields: [
      'productCode',
      'salesQuantity',
      'salesPrice',
      'salesAmount',
      'purchaseQuantity',
      'purchasePrice',
      'purchaseAmount',
      'reportingDate',
      'packingSlip',
      'container',
      'shippingDocument',
    ],
    owner: (l) => order(l.salesOrderId),
    read: freshPart(SALES_ORDER_LISTS.lines),
    readLoaded: loadedPart(salesOrderLinesLoader),
  }),
  transport: trackedKind<SalesOrderTransportRecord>({
    type: 'SALES_ORDER_TRANSPORT',
    graphType: 'SalesOrderTransport',
    fields: ['transporterName', 'pricingType', 'price', 'packingSlip', 'container', 'shippingDocument'],
    owner: (t) => order(t.salesOrderId),
    read: freshPart(SALES_ORDER_LISTS.transports),
    readLoaded: loadedPart(salesOrderTransportsLoader),
  }),
  textLine: trackedKind<SalesOrderTextLineRecord>({
    type: 'SALES_ORDER_TEXT_LINE',
    graphType: 'SalesOrderTextLine',
    fields: ['text'],
    owner: (t) => order(t.salesOrderId),
    read: freshPart(SALES_ORDER_LISTS.textLines),
    readLoaded: loadedPart(salesOrderTextLinesLoader),
  }),
};

type In = { id?: string; salesOrderId?: string };
const byId = (i: In) => i.id;
const ofOrder = (i: In) => i.salesOrderId;

/** A part's add, change and removal (line, transport, text line), with the payload field holding it. */
const part = (kind: TrackedMutation['kind'], field: string): Record<'add' | 'update' | 'remove', TrackedMutation> => ({
  add: { kind, action: 'CREATED', ownerId: ofOrder, after: (p) => p[field] },
  update: { kind, action: 'CHANGED', id: byId, ownerId: ofOrder, after: (p) => p[field] },
  remove: { kind, action: 'DELETED', id: byId, ownerId: ofOrder, removes: true },
});
const line = part('SALES_ORDER_LINE', 'line');
const transport = part('SALES_ORDER_TRANSPORT', 'transport');
const textLine = part('SALES_ORDER_TEXT_LINE', 'textLine');

export const tracked: Tracked = {
  kinds: Object.values(SALES_ORDER_KINDS),
  detailReads: ['salesOrder'],
  mutations: {
    createSalesOrder: { kind: 'SALES_ORDER', action: 'CREATED', after: (p) => p.salesOrder },
    copySalesOrder: {
      kind: 'SALES_ORDER',
      action: 'CREATED',
      after: (p) => p.salesOrder,
      notes: (i) => [{ field: 'copiedFrom', oldValue: null, newValue: String(i.id) }],
    },
    updateSalesOrder: { kind: 'SALES_ORDER', action: 'CHANGED', id: byId, after: (p) => p.salesOrder },
    deleteSalesOrder: { kind: 'SALES_ORDER', action: 'DELETED', id: byId, removes: true },
    attachSalesOrderDocument: {
      kind: 'SALES_ORDER',
      action: 'DOCUMENT_ATTACHED',
      id: ofOrder,
      after: (p) => p.salesOrder,
      notes: (i, p) => [{ field: 'document', oldValue: null, newValue: p.document?.fileName ?? String(i.document?.fileId) }],
    },
    deleteSalesOrderDocument: {
      kind: 'SALES_ORDER',
      action: 'DOCUMENT_REMOVED',
      id: ofOrder,
      after: (p) => p.salesOrder,
      notes: (i) => [{ field: 'document', oldValue: String(i.fileId), newValue: null }],
    },
    addSalesOrderLine: line.add,
    updateSalesOrderLine: line.update,
    deleteSalesOrderLine: line.remove,
    addSalesOrderTransport: transport.add,
    updateSalesOrderTransport: transport.update,
    deleteSalesOrderTransport: transport.remove,
    addSalesOrderTextLine: textLine.add,
    updateSalesOrderTextLine: textLine.update,
    deleteSalesOrderTextLine: textLine.remove,
  },
};
