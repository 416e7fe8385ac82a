import Decimal from 'decimal.js';
import { readIsoWeek } from '@backoffice/shared/week';
import { readLegacyWeek, weekNumberOf } from './legacy-week';
import type { GatewayContext } from '../../context/context';
import { refusalErrors, userError } from '../../errors/errors';
import type { InvoiceLanguage, Resolvers, ResolversTypes } from '../../generated/graphql';
import { queryList, type ListFields } from '../../lists/list-query';
import type { PrefetchRule } from '../../loaders/prefetch';
import type { InvoiceProductLineRecord, QualityOrderRecord } from '../../provider/records';
import { proFormaData } from '../../provider/calls/invoicing';
import { customersLoader, suppliersLoader, referenceOf } from '../reference/loaders';
import { allSalesOrdersLoader } from '../salesOrders/loaders';
import { salesOrderPurchaseInvoicesLoader, qualityOrdersLoader } from './loaders';
import { invoicingMutations } from './mutations';
import { addDays, businessToday } from '../../common/business-day';
import { INVOICING_REFUSALS, invoiceBlocks, invoiceTotals, languageOf, PAYMENT_TERM_DAYS } from './rules';
import type { Domain } from '../shared/domain';
import { isRecordId } from '../../provider/mapping';

/** The fields `qualityOrders(filter, sort)` knows (QualityOrderField in CONSTANT_CASE). */
export const QUALITY_LIST_FIELDS: ListFields<QualityOrderRecord> = {
  id: { type: 'number', get: (o) => o.id },
  customer: { type: 'string', get: (o) => o.customerName },
  supplier: { type: 'string', get: (o) => o.supplierName },
  purchaseAmount: { type: 'number', get: (o) => o.purchaseAmount },
  salesAmount: { type: 'number', get: (o) => o.salesAmount },
  loadingDate: { type: 'date', get: (o) => o.loadingDate },
  // a week of a year ('2026-W47'), so that week 47 of 2026 is not week 47 of 2025
  loadingIsoWeek: { type: 'string', get: (o) => o.loadingIsoWeek, read: { value: readIsoWeek, takes: 'a week of a year (ISO 8601), such as 2026-W47' } },
  // deprecated LOADING_WEEK: report builders' scripts filter on a bare week number, read as this year's
  loadingWeek: {
    type: 'string',
    get: (o) => o.loadingIsoWeek,
    read: { value: readLegacyWeek, takes: 'a week of a year such as 2026-W47, or a week number of this year' },
  },
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

/** The print data of a pro-forma invoice; an order without lines (or customer) is a userError. */
async function proFormaInvoice(ctx: GatewayContext, salesOrderId: string, language: InvoiceLanguage): Promise<ResolversTypes['ProFormaInvoicePayload']> {
  if (!isRecordId(salesOrderId)) return { invoice: null, userErrors: [userError('NOT_FOUND', 'Sales order not found', 'salesOrderId')] };
  const data = await proFormaData(ctx.provider, salesOrderId, ctx.company);
  if (!data.ok) return { invoice: null, userErrors: refusalErrors(data.refusal, INVOICING_REFUSALS) };
  const records = data.lines;
  const productLines = records.filter((l): l is InvoiceProductLineRecord => l.kind === 'line');
  if (!productLines.length) return { invoice: null, userErrors: [userError('NO_LINES', 'This sales order has no lines', 'salesOrderId')] };
  const to = data.address;
  const issueDate = businessToday();
  return {
    invoice: {
      salesOrderId,
      language,
      company: data.company,
      address: to,
      customerReference: to.customerReference,
      vatPercentage: to.vatPercentage,
      lines: productLines,
      texts: records.flatMap((l) => (l.kind === 'text' ? [l.text] : [])),
      ...invoiceTotals(
        productLines.map((l) => l.amount),
        to.vatPercentage,
      ),
      issueDate,
      expiryDate: addDays(issueDate, PAYMENT_TERM_DAYS),
      paymentTermDays: PAYMENT_TERM_DAYS,
      fileName: `proforma-${salesOrderId}-${issueDate}.pdf`,
    },
    userErrors: [],
  };
}

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
    customer: (o, _a, ctx) => referenceOf(ctx, customersLoader, o.customerCode, (code) => ({ code, name: o.customerName, note: null })),
    supplier: (o, _a, ctx) => referenceOf(ctx, suppliersLoader, o.supplierCode, (code) => ({ code, name: o.supplierName, hasDemurrage: false })),
    loadingWeek: (o) => weekNumberOf(o.loadingIsoWeek),
    language: (o) => languageOf(o.languageCode),
    canSendInvoice: (o) => invoiceBlocks(o).length === 0,
    sendInvoiceBlockedBy: (o) => invoiceBlocks(o),
  },
  SalesOrder: {
    // no spec call lists them: null (unknown), not an empty list, without the extension
    purchaseInvoices: (o, _a, ctx) => (ctx.provider.has('orderPurchaseInvoices') ? ctx.loaders.use(salesOrderPurchaseInvoicesLoader).load(o.id) : null),
  },
  Mutation: invoicingMutations,
} satisfies Resolvers;

/** The domain's part of the schema, collected by domains.generated.ts. */
// the web table's "All" asks for 10 000 rows
export const domain = { resolvers: invoicingResolvers, prefetch: invoicingPrefetch, pageMaxima: { 'Query.qualityOrders': 10_000 } } satisfies Domain;
