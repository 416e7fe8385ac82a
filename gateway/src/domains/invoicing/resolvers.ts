import Decimal from 'decimal.js';
import type { Resolvers } from '../../generated/graphql';
import { queryList, type ListFields } from '../../lists/list-query';
import type { PrefetchRule } from '../../loaders/prefetch';
import type { QualityOrderRecord } from '../../provider/records';
import { customersLoader, suppliersLoader } from '../reference/loaders';
import { allSalesOrdersLoader } from '../salesOrders/loaders';
import { salesOrderPurchaseInvoicesLoader, qualityOrdersLoader } from './loaders';
import { invoicingMutations } from './mutations';
import { proFormaInvoice } from './pro-forma';
import { invoiceBlocks, languageOf } from './rules';

/** The fields `qualityOrders(filter, sort)` knows (QualityOrderField in CONSTANT_CASE). */
export const QUALITY_LIST_FIELDS: ListFields<QualityOrderRecord> = {
  id: { type: 'number', get: (o) => o.id },
  customer: { type: 'string', get: (o) => o.customerName },
  supplier: { type: 'string', get: (o) => o.supplierName },
  purchaseAmount: { type: 'number', get: (o) => o.purchaseAmount },
  salesAmount: { type: 'number', get: (o) => o.salesAmount },
  loadingDate: { type: 'date', get: (o) => o.loadingDate },
  loadingWeek: { type: 'number', get: (o) => o.loadingWeek },
  packingSlip: { type: 'string', get: (o) => o.packingSlip },
  container: { type: 'string', get: (o) => o.container },
  customerReference: { type: 'string', get: (o) => o.customerReference },
  shippingDocument: { type: 'string', get: (o) => o.shippingDocument },
  accountingBooking: { type: 'string', get: (o) => o.accountingBooking },
  isCompleted: { type: 'boolean', get: (o) => o.isCompleted },
  isTemporary: { type: 'boolean', get: (o) => o.isTemporary },
};

/** Reference look-ups and the sales orders start with the operation, in parallel with the rows. */
export const invoicingPrefetch: PrefetchRule[] = [
  { coordinate: 'QualityOrder.customer', loader: customersLoader },
  { coordinate: 'QualityOrder.supplier', loader: suppliersLoader },
  { coordinate: 'QualityOrder.salesOrder', loader: allSalesOrdersLoader },
];

const sum = (values: string[]) => values.reduce((s, v) => s.plus(v), new Decimal(0)).toFixed(2);

export const invoicingResolvers = {
  Query: {
    async qualityOrders(_p, { show, ...args }, ctx) {
      const rows = await ctx.loaders.use(qualityOrdersLoader).all();
      const shown = show === 'ALL' ? rows : rows.filter((r) => r.isCompleted === (show === 'COMPLETED'));
      const { totalCount, nodes, matching: kept } = queryList(shown, QUALITY_LIST_FIELDS, args, [{ field: 'id', direction: 'ASC' }]);
      return {
        totalCount,
        nodes,
        totals: { purchaseAmount: sum(kept.map((n) => n.purchaseAmount)), salesAmount: sum(kept.map((n) => n.salesAmount)) },
      };
    },
    proFormaInvoice: (_p, { salesOrderId, language }, ctx) => proFormaInvoice(ctx, salesOrderId, language),
  },
  QualityOrder: {
    async salesOrder(o, _a, ctx) {
      const order = await ctx.loaders.use(allSalesOrdersLoader).load(o.id);
      if (!order) throw new Error(`Sales order ${o.id} is missing from the sales-order list`);
      return order;
    },
    customer: async (o, _a, ctx) => {
      if (!o.customerCode) return null;
      return (await ctx.loaders.use(customersLoader).load(o.customerCode)) ?? { code: o.customerCode, name: o.customerName, note: null };
    },
    supplier: async (o, _a, ctx) => (await ctx.loaders.use(suppliersLoader).load(o.supplierCode)) ?? { code: o.supplierCode, name: o.supplierName, hasDemurrage: false },
    language: (o) => languageOf(o.languageCode),
    canSendInvoice: (o) => invoiceBlocks(o).length === 0,
    sendInvoiceBlockedBy: (o) => invoiceBlocks(o),
  },
  SalesOrder: {
    purchaseInvoices: (o, _a, ctx) => ctx.loaders.use(salesOrderPurchaseInvoicesLoader).load(o.id),
  },
  Mutation: invoicingMutations,
} satisfies Resolvers;
