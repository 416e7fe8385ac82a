/**
 * INTERIM (branch monthend): purchase orders as month end links to them, over the provider's
 * purchase procedures (the purchase domain's gateway code was not there yet). One call for the
 * invoice list per request (a GET the list cache keeps), one batched call for the lines of all the
 * invoices a query reaches. Replace with the purchase domain's loaders when merging.
 */
import { childListLoader, listLoader } from '../../loaders/loaders';
import type { Resolvers } from '../../generated/graphql';
import { toPurchaseOrderLineRecord, toPurchaseOrderRecord } from '../../provider/records';

export const purchaseOrdersLoader = listLoader('monthEnd.purchaseOrders', async (p) => (await p.items('monthEnd.purchaseOrders')).map(toPurchaseOrderRecord), (r) => r.id);

export const purchaseOrderLinesLoader = childListLoader(
  'monthEnd.purchaseOrderLines',
  'monthEnd.purchaseOrderLines',
  { one: 'purchaseorderid', many: 'purchaseorderids', ownerField: 'purchaseorderid' },
  toPurchaseOrderLineRecord,
);

export const purchaseOrderLinkResolvers: Resolvers = {
  PurchaseOrder: {
    lines: (o, _a, ctx) => ctx.loaders.use(purchaseOrderLinesLoader).load(o.id),
  },
};
