import type { Tracked } from '../shared/tracked';

type In = { salesOrderId?: string };
const order = (i: In) => i.salesOrderId;

export const tracked: Tracked = {
  kinds: [],
  mutations: {
    sendSalesInvoice: { kind: 'SALES_ORDER', action: 'INVOICE_SENT', id: order },
    completeSalesOrder: { kind: 'SALES_ORDER', action: 'COMPLETED', id: order },
    // the bulk sends name the orders booked where the provider says which (BulkSendPayload.sentIds)
    sendAllSalesOrders: {
      bulk: (_ctx, _i, p: { sentIds?: string[] }) =>
        (p.sentIds ?? []).map((id) => ({ kind: 'SALES_ORDER' as const, id, action: 'SENT_TO_ACCOUNTING' as const })),
    },
    sendAllPurchaseOrders: {
      bulk: (_ctx, _i, p: { sentIds?: string[] }) =>
        (p.sentIds ?? []).map((id) => ({ kind: 'PURCHASE_ORDER' as const, id, action: 'SENT_TO_ACCOUNTING' as const })),
    },
  },
};
