import type { GatewayContext } from '../../context/context';
import type { Resolvers } from '../../generated/graphql';
import { gatewayError } from '../../errors/errors';
import type { PrefetchRule } from '../../loaders/prefetch';
import { monthEndPage } from '../../provider/calls/monthEnd';
import { salesOrderLinesLoader, salesOrderLoader } from '../salesOrders/loaders';
import { allPurchaseOrdersLoader } from '../purchaseOrders/loaders';
import type { Domain } from '../shared/domain';
import { selectedSubfields } from '../../loaders/selection';

/** The invoice list starts with the operation when it asks for a row's invoices (no waterfall). */
export const monthEndPrefetch: PrefetchRule[] = [
  { coordinate: 'MonthEndRow.purchaseOrder', loader: allPurchaseOrdersLoader },
  { coordinate: 'MonthEndRow.transportOrder', loader: allPurchaseOrdersLoader },
];

const purchaseOrder = async (id: string | null, ctx: GatewayContext) => (id ? ctx.loaders.use(allPurchaseOrdersLoader).load(id) : null);

export const monthEndResolvers = {
  Query: {
    // the count and the totals each pass over every filtered row in the provider: asked only when
    // the operation selects them (the screen asks them once per filter, its pages without them)
    monthEnd: (_p, args, ctx, info) => {
      const selected = selectedSubfields(info);
      return monthEndPage(ctx.provider, args, { totals: selected.has('totals'), count: selected.has('totalCount') });
    },
  },
  MonthEndList: {
    totalCount: (list) => {
      if (list.totalCount === null) throw gatewayError('INTERNAL_SERVER_ERROR', 'The month-end count was not asked of the provider.');
      return list.totalCount;
    },
    totals: (list) => {
      if (!list.totals) throw gatewayError('INTERNAL_SERVER_ERROR', 'The month-end totals were not asked of the provider.');
      return list.totals;
    },
  },
  MonthEndRow: {
    salesBooked: (r) => r.salesBooking !== null,
    purchaseBooked: (r) => r.purchaseBooking !== null,
    transportBooked: (r) => r.transportBooking !== null,
    isComplete: (r) => r.salesBooking !== null && r.purchaseBooking !== null && (!r.needsTransport || r.transportBooking !== null),
    salesOrder: async (r, _a, ctx) => {
      const order = await ctx.loaders.use(salesOrderLoader).load(r.salesOrderId);
      if (!order) throw gatewayError('NOT_FOUND', `Sales order ${r.salesOrderId} no longer exists.`);
      return order;
    },
    salesLine: async (r, _a, ctx) => (await ctx.loaders.use(salesOrderLinesLoader).load(r.salesOrderId)).find((l) => l.id === r.id) ?? null,
    purchaseOrder: (r, _a, ctx) => purchaseOrder(r.purchaseOrderId, ctx),
    transportOrder: (r, _a, ctx) => purchaseOrder(r.transportOrderId, ctx),
  },
} satisfies Resolvers;

/** The domain's part of the schema, collected by domains.generated.ts. */
// the web table's "All" asks for 10 000 rows
export const domain = { resolvers: monthEndResolvers, prefetch: monthEndPrefetch, pageMaxima: { 'Query.monthEnd': 10_000 } } satisfies Domain;
