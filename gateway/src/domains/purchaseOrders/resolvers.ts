import type { GatewayContext } from '../../context/context';
import type { Resolvers } from '../../generated/graphql';
import { queryList, type ListArgs, type ListFields } from '../../lists/list-query';
import { startChildLists, type ChildPrefetch, type PrefetchRule } from '../../loaders/prefetch';
import { searchLineCandidates } from '../../provider/calls/purchaseOrders';
import type { PurchaseOrderRecord } from '../../provider/records';
import { productOfLine, productsLoader } from '../products/loaders';
import { suppliersLoader, transportersLoader, unitsLoader, vatCodesLoader, codeAsName, referenceOf } from '../reference/loaders';
import { salesOrderLoader } from '../salesOrders/loaders';
import {
  defaultVatCodeLoader,
  purchaseDescriptionLoader,
  purchaseManualLinesLoader,
  purchaseOrderDocumentsLoader,
  purchaseOrderLinesLoader,
  purchaseOrderListLoader,
  purchaseOrderLoader,
  purchaseSupplier,
} from './loaders';
import { purchaseOrderMutations } from './mutations';
import { lineAmount, sumAmounts as sum } from '@backoffice/shared/decimal';
import { vatOf } from './vat';
import type { Domain } from '../shared/domain';
import { isRecordId } from '../../provider/mapping';
import { historyField, versionField } from '../shared/versioned';
import { tracked } from './tracked';

/** The fields `purchaseOrders(filter, sort)` knows (PurchaseOrderField in camelCase). */
export const PURCHASE_ORDER_LIST_FIELDS: ListFields<PurchaseOrderRecord> = {
  id: { type: 'number', get: (o) => o.id },
  supplier: { type: 'string', get: (o) => o.supplierName },
  supplierCode: { type: 'string', get: (o) => o.supplierCode },
  invoiceNumber: { type: 'string', get: (o) => o.invoiceNumber },
  invoiceDate: { type: 'date', get: (o) => o.invoiceDate },
  description: { type: 'string', get: (o) => o.description },
  totalExclVat: { type: 'number', get: (o) => o.totalExclVat },
  totalVat: { type: 'number', get: (o) => o.totalVat },
  total: { type: 'number', get: (o) => o.total },
  accountingBooking: { type: 'string', get: (o) => o.accountingBooking },
  isTransport: { type: 'boolean', get: (o) => o.isTransport },
  isCompleted: { type: 'boolean', get: (o) => o.isCompleted },
};

/** Reference look-ups start with the operation, in parallel with the invoices (no waterfall). */
export const purchaseOrdersPrefetch: PrefetchRule[] = [
  { coordinate: 'PurchaseOrder.supplier', loader: suppliersLoader },
  { coordinate: 'PurchaseOrder.supplier', loader: transportersLoader },
  { coordinate: 'PurchaseOrderLine.product', loader: productsLoader },
  { coordinate: 'PurchaseOrderLine.unit', loader: unitsLoader },
  { coordinate: 'PurchaseOrderLine.vatCode', loader: vatCodesLoader },
  { coordinate: 'PurchaseManualLine.product', loader: productsLoader },
  { coordinate: 'PurchaseManualLine.vatCode', loader: vatCodesLoader },
  { coordinate: 'PurchaseLineCandidate.unit', loader: unitsLoader },
  { coordinate: 'PurchaseSupplier.defaultVatCode', loader: vatCodesLoader },
];

const unit = (ctx: GatewayContext, code: string | null) => referenceOf(ctx, unitsLoader, code, codeAsName);
const vatCode = (ctx: GatewayContext, code: string | null) => referenceOf(ctx, vatCodesLoader, code, (c) => ({ code: c, description: c, percentage: null }));

/** An invoice's child lists, started with the invoice when the operation selects them (startChildLists). */
const INVOICE_CHILDREN: readonly ChildPrefetch[] = [
  ['PurchaseOrder.lines', purchaseOrderLinesLoader],
  ['PurchaseOrder.manualLines', purchaseManualLinesLoader],
  ['PurchaseOrder.documents', purchaseOrderDocumentsLoader],
];

export const purchaseOrdersResolvers = {
  Query: {
    async purchaseOrders(_p, args, ctx) {
      const rows = await ctx.loaders.use(purchaseOrderListLoader).load(args.packingNumber?.trim() ?? '');
      const show = args.show ?? 'NOT_COMPLETED';
      const shown = show === 'ALL' ? rows : rows.filter((o) => o.isCompleted === (show === 'COMPLETED'));
      const listArgs = args as unknown as ListArgs;
      const { matching, ...page } = queryList(shown, PURCHASE_ORDER_LIST_FIELDS, listArgs, [{ field: 'id', direction: 'ASC' }]);
      const totals = {
        totalExclVat: sum(matching.map((o) => o.totalExclVat)),
        totalVat: sum(matching.map((o) => o.totalVat)),
        total: sum(matching.map((o) => o.total)),
      };
      return { ...page, totals };
    },
    purchaseOrder(_p, { id }, ctx, info) {
      if (!isRecordId(id)) return null;
      startChildLists(ctx.loaders, info, [id], INVOICE_CHILDREN);
      return ctx.loaders.use(purchaseOrderLoader).load(id);
    },
    purchaseSupplier: (_p, { code, isTransporter }, ctx) => purchaseSupplier(ctx, code, Boolean(isTransporter)),
    async purchaseLineCandidates(_p, { purchaseOrderId, searchBy, value }, ctx) {
      const order = await ctx.loaders.use(purchaseOrderLoader).load(purchaseOrderId);
      const wanted = value.trim();
      if (!order || !wanted) return [];
      if (searchBy === 'ORDER_ID' && !/^\d{1,9}$/.test(wanted)) return [];
      return searchLineCandidates(ctx.provider, searchBy, order.isTransport, order.supplierCode, wanted);
    },
    async purchaseLineAmounts(_p, { price, quantity, vatCode: code }, ctx) {
      const amount = lineAmount(price, quantity);
      // the spec's calculate-VAT call (or the code's percentage under the vatPercentage extension)
      return { amount, vatAmount: (code ? await vatOf(ctx, amount, code) : null) ?? '0.00' };
    },
  },
  PurchaseOrder: {
    version: versionField(tracked, 'PURCHASE_ORDER'),
    history: historyField('PURCHASE_ORDER'),
    // bookedOn is an extraFields field: without the extension the booked notice has no date
    bookedOn: (o, _a, ctx) => (ctx.provider.has('extraFields') ? o.bookedOn : null),
    supplier: async (o, _a, ctx) =>
      (await purchaseSupplier(ctx, o.supplierCode, o.isTransport)) ?? { code: o.supplierCode, name: o.supplierName, isTransporter: o.isTransport },
    lines: (o, _a, ctx) => ctx.loaders.use(purchaseOrderLinesLoader).load(o.id),
    manualLines: (o, _a, ctx) => ctx.loaders.use(purchaseManualLinesLoader).load(o.id),
    documents: (o, _a, ctx) => ctx.loaders.use(purchaseOrderDocumentsLoader).load(o.id),
  },
  PurchaseSupplier: {
    defaultDescription: (s, _a, ctx) => ctx.loaders.use(purchaseDescriptionLoader).load(s.code),
    defaultVatCode: async (s, _a, ctx) => vatCode(ctx, await ctx.loaders.use(defaultVatCodeLoader).load(s.code)),
  },
  PurchaseOrderLine: {
    version: versionField(tracked, 'PURCHASE_ORDER_LINE'),
    // a line's istransport is an extraFields field; the spec's invoice says it for all its lines
    isTransport: async (l, _a, ctx) =>
      ctx.provider.has('extraFields') ? l.isTransport : ((await ctx.loaders.use(purchaseOrderLoader).load(l.purchaseOrderId))?.isTransport ?? false),
    product: (l, _a, ctx) => productOfLine(ctx.provider, ctx.loaders, l),
    unit: (l, _a, ctx) => unit(ctx, l.unitCode),
    vatCode: (l, _a, ctx) => vatCode(ctx, l.vatCode),
    salesOrder: (l, _a, ctx) => (l.salesOrderId ? ctx.loaders.use(salesOrderLoader).load(l.salesOrderId) : null),
  },
  PurchaseManualLine: {
    version: versionField(tracked, 'PURCHASE_MANUAL_LINE'),
    product: (m, _a, ctx) => ctx.loaders.use(productsLoader).load(m.productId),
    vatCode: (m, _a, ctx) => vatCode(ctx, m.vatCode),
  },
  PurchaseOrderDocument: {
    downloadUrl: (d) => `/files/${encodeURIComponent(d.fileId)}`,
  },
  PurchaseLineCandidate: {
    unit: (c, _a, ctx) => unit(ctx, c.unitCode),
  },
  Mutation: purchaseOrderMutations,
} satisfies Resolvers;

/** The domain's part of the schema, collected by domains.generated.ts. */
// the web table's "All" asks for 10 000 rows
export const domain = { resolvers: purchaseOrdersResolvers, prefetch: purchaseOrdersPrefetch, pageMaxima: { 'Query.purchaseOrders': 10_000 } } satisfies Domain;
