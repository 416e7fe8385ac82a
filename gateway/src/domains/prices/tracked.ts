import { PRICE_LISTS } from '../../provider/calls/prices';
import type { PriceRecord, TransportPriceRecord } from '../../provider/records';
import type { HistoryRecordType } from '../../generated/types/graphql';
import { freshPart, loadedPart, trackedKind, type Tracked, type TrackedMutation } from '../shared/tracked';
import { purchasePricesLoader, salesPricesLoader, transportPricesLoader } from './loaders';

const product = (p: { productId: string }) => ({ type: 'PRODUCT' as const, id: p.productId });
const PRICE_FIELDS = ['price', 'startDate', 'endDate', 'isApproved'] as const;

export const PRICE_KINDS = [
  trackedKind<PriceRecord>({
    type: 'PURCHASE_PRICE',
    graphType: 'PurchasePrice',
    fields: PRICE_FIELDS,
    owner: product,
    read: freshPart(PRICE_LISTS.purchase),
    readLoaded: loadedPart(purchasePricesLoader),
  }),
  trackedKind<PriceRecord>({
    type: 'SALES_PRICE',
    graphType: 'SalesPrice',
    fields: PRICE_FIELDS,
    owner: product,
    read: freshPart(PRICE_LISTS.sales),
    readLoaded: loadedPart(salesPricesLoader),
  }),
  trackedKind<TransportPriceRecord>({
    type: 'TRANSPORT_PRICE',
    graphType: 'TransportPrice',
    fields: ['transporterCode', 'pricingType', ...PRICE_FIELDS],
    owner: product,
    read: freshPart(PRICE_LISTS.transport),
    readLoaded: loadedPart(transportPricesLoader),
  }),
];

type In = {
  id?: string;
  productId?: string;
  kind?: 'PURCHASE' | 'SALES' | 'TRANSPORT';
  lines?: { orderLineId: string; newPrice: string; salesOrderId?: string | null }[];
};
const byId = (i: In) => i.id;
const ofProduct = (i: In) => i.productId;

/** A price kind's create, change, approval and removal, with the payload field that holds the price. */
function priceMutations(kind: HistoryRecordType, field: string): Record<'create' | 'update' | 'approve' | 'remove', TrackedMutation> {
  return {
    create: { kind, action: 'CREATED', ownerId: ofProduct, after: (p) => p[field] },
    update: { kind, action: 'CHANGED', id: byId, ownerId: ofProduct, after: (p) => p[field] },
    approve: { kind, action: 'APPROVED', id: byId, ownerId: ofProduct, after: (p) => p[field] },
    remove: { kind, action: 'DELETED', id: byId, ownerId: ofProduct, removes: true },
  };
}
const purchase = priceMutations('PURCHASE_PRICE', 'purchasePrice');
const sales = priceMutations('SALES_PRICE', 'salesPrice');
const transport = priceMutations('TRANSPORT_PRICE', 'transportPrice');
const KIND_OF = { PURCHASE: 'PURCHASE_PRICE', SALES: 'SALES_PRICE', TRANSPORT: 'TRANSPORT_PRICE' } as const;

export const tracked: Tracked = {
  kinds: PRICE_KINDS,
  mutations: {
    createPurchasePrice: purchase.create,
    updatePurchasePrice: purchase.update,
    approvePurchasePrice: purchase.approve,
    deletePurchasePrice: purchase.remove,
    createSalesPrice: sales.create,
    updateSalesPrice: sales.update,
    approveSalesPrice: sales.approve,
    deleteSalesPrice: sales.remove,
    createTransportPrice: transport.create,
    updateTransportPrice: transport.update,
    approveTransportPrice: transport.approve,
    // the Change Price screen: its row names the kind; the product (optional) lets the version be checked
    updatePriceChange: { kind: (i: In) => KIND_OF[i.kind ?? 'PURCHASE'], action: 'CHANGED', id: byId, ownerId: ofProduct, ownerField: 'productId' },
    repriceOrderLines: {
      bulk: (_ctx, i: In, p: { repricedLineIds?: string[] }) => {
        const done = new Set(p.repricedLineIds ?? []);
        return (i.lines ?? [])
          .filter((l) => done.has(l.orderLineId) && l.salesOrderId)
          .map((l) => ({
            kind: i.kind === 'TRANSPORT' ? ('SALES_ORDER_TRANSPORT' as const) : ('SALES_ORDER_LINE' as const),
            id: l.orderLineId,
            ownerId: l.salesOrderId,
            action: 'REPRICED' as const,
            notes: [{ field: i.kind === 'SALES' ? 'salesPrice' : i.kind === 'TRANSPORT' ? 'price' : 'purchasePrice', oldValue: null, newValue: l.newPrice }],
          }));
      },
    },
  },
};
