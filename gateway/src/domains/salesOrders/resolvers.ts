import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context/context';
import { businessToday } from '../../common/business-day';
import type { Resolvers } from '../../generated/graphql';
import { startChildLists, type ChildPrefetch, type PrefetchRule } from '../../loaders/prefetch';
import { checkPackingSlip, listSalesItems, listTransportCandidates, productPricing, salesOrdersPage } from '../../provider/calls/salesOrders';
import type { ProductRecord } from '../../provider/records';
import { asksOnly, fromRowOr } from '../../loaders/selection';
import { productByIdLoader, productOfLine, productOfRow, productsLoader } from '../products/loaders';
import { ROW_ANSWERS } from '../reference/resolvers';
import {
  customersLoader,
  documentTypesLoader,
  entryByName,
  shippingCompaniesLoader,
  suppliersLoader,
  transportersLoader,
  unitsLoader,
  codeAsName,
  referenceOf,
} from '../reference/loaders';
import type { ListLoader } from '../../loaders/loaders';
import { salesOrderDocumentsLoader, salesOrderLinesLoader, salesOrderLoader, salesOrderTextLinesLoader, salesOrderTransportsLoader } from './loaders';
import { salesOrderMutations } from './mutations';
import { purchaseQuantityChangedOf } from './rules';
import type { Domain } from '../shared/domain';
import { isRecordId } from '../../provider/mapping';
import { historyField, versionField } from '../shared/versioned';
import { tracked } from './tracked';

/** Reference look-ups start with the operation, in parallel with the orders (no waterfall). */
export const salesOrdersPrefetch: PrefetchRule[] = [
  { coordinate: 'SalesOrder.customer', loader: customersLoader, rowAnswers: ROW_ANSWERS.customer },
  { coordinate: 'SalesOrder.supplier', loader: suppliersLoader, rowAnswers: ROW_ANSWERS.supplier },
  { coordinate: 'SalesOrder.shippingCompany', loader: shippingCompaniesLoader, rowAnswers: ROW_ANSWERS.shippingCompany },
  { coordinate: 'SalesOrder.salesUnit', loader: unitsLoader, rowAnswers: ROW_ANSWERS.unitCode },
  { coordinate: 'SalesOrder.purchaseUnit', loader: unitsLoader, rowAnswers: ROW_ANSWERS.unitCode },
  { coordinate: 'SalesOrderLine.salesUnit', loader: unitsLoader, rowAnswers: ROW_ANSWERS.unitCode },
  { coordinate: 'SalesOrderLine.purchaseUnit', loader: unitsLoader, rowAnswers: ROW_ANSWERS.unitCode },
  // SalesOrderLine.product and SalesItem.product: per id when the row does not answer (productByIdLoader), not prefetched
  { coordinate: 'SalesOrderTransport.transporter', loader: transportersLoader, rowAnswers: ROW_ANSWERS.transporter },
  { coordinate: 'SalesOrderDocument.documentType', loader: documentTypesLoader, rowAnswers: ROW_ANSWERS.documentType },
  { coordinate: 'TransportCandidate.transporter', loader: transportersLoader, rowAnswers: ROW_ANSWERS.transporter },
  { coordinate: 'SalesLinePricing.salesUnit', loader: unitsLoader },
  { coordinate: 'SalesLinePricing.purchaseUnit', loader: unitsLoader },
];

/** An order's child lists, started with the order when the operation selects them (startChildLists). */
const ORDER_CHILDREN: readonly ChildPrefetch[] = [
  ['SalesOrder.lines', salesOrderLinesLoader],
  ['SalesOrder.transports', salesOrderTransportsLoader],
  ['SalesOrder.textLines', salesOrderTextLinesLoader],
  ['SalesOrder.documents', salesOrderDocumentsLoader],
];

const unit = (ctx: GatewayContext, code: string | null) => referenceOf(ctx, unitsLoader, code, codeAsName);

/** A unit a row names by its code: the units dropdown only when more than the code is asked. */
const rowUnit = (ctx: GatewayContext, info: GraphQLResolveInfo, code: string | null) =>
  code ? fromRowOr(info, ROW_ANSWERS.unitCode, codeAsName(code), () => ctx.loaders.use(unitsLoader).load(code)) : null;

/**
 * An entry a row names without its code: the dropdown's entry of that name, or the name with an
 * empty code where none or several have it (never a guessed code; an update leaves an empty code out).
 */
async function byName<V extends { name: string }>(loader: ListLoader<V>, name: string, own: V): Promise<V> {
  const found = await entryByName(loader, name);
  return found && 'entry' in found ? found.entry : own;
}

/** A product a row names (line, sales item): the row answers id, code and name; more is one look-up per id. */
async function rowProduct(ctx: GatewayContext, info: GraphQLResolveInfo, own: ProductRecord): Promise<ProductRecord> {
  if (asksOnly(info, ROW_ANSWERS.product)) return own;
  return (await ctx.loaders.use(productByIdLoader).load(own.id)) ?? own;
}

export const salesOrdersResolvers = {
  Query: {
    // the gateway pages the spec's whole list (kept by the list cache), or the provider does (salesOrderPages)
    async salesOrders(_p, args, ctx) {
      const page = await salesOrdersPage(ctx.provider, args, args.range === 'ALL' ? 'ALL' : 'LAST_6_MONTHS', { refresh: args.refresh === true });
      return { ...page, readAt: new Date(page.readAt).toISOString() };
    },
    salesOrder(_p, { id }, ctx, info) {
      if (!isRecordId(id)) return null;
      startChildLists(ctx.loaders, info, [id], ORDER_CHILDREN);
      return ctx.loaders.use(salesOrderLoader).load(id);
    },
    salesItems: (_p, { customerCode, supplierCode, loadingDate }, ctx) => listSalesItems(ctx.provider, customerCode, supplierCode, loadingDate),
    async salesLinePricing(_p, { productId, loadingDate }, ctx) {
      const pricing = await productPricing(ctx.provider, productId, loadingDate ?? businessToday());
      return {
        salesUnit: await unit(ctx, pricing.salesUnitCode),
        purchaseUnit: await unit(ctx, pricing.purchaseUnitCode),
        salesPrice: pricing.salesPrice,
        purchasePrice: pricing.purchasePrice,
      };
    },
    async transportCandidates(_p, { salesOrderId, lineId }, ctx) {
      if (!isRecordId(salesOrderId)) return [];
      const [order, lines] = await Promise.all([
        ctx.loaders.use(salesOrderLoader).load(salesOrderId),
        ctx.loaders.use(salesOrderLinesLoader).load(salesOrderId),
      ]);
      const line = lines.find((l) => l.id === lineId);
      const product = line && (await productOfLine(ctx.provider, ctx.loaders, line));
      if (!order || !line || !product) return [];
      return listTransportCandidates(ctx.provider, product.id, order.loadingDate ?? businessToday(), line.salesQuantity);
    },
    checkPackingSlip: (_p, { input }, ctx) => checkPackingSlip(ctx.provider, input),
  },
  SalesOrder: {
    version: versionField(tracked, 'SALES_ORDER'),
    history: historyField('SALES_ORDER'),
    // Temporary is an extraFields field of the order header: without the extension no order shows as temporary
    isTemporary: (o, _a, ctx) => ctx.provider.has('extraFields') && o.isTemporary,
    customer: (o, _a, ctx, info) => {
      const code = o.customerCode;
      if (!code) return o.customerName ? byName(ctx.loaders.use(customersLoader), o.customerName, { code: '', name: o.customerName, note: null }) : null;
      return fromRowOr(info, ROW_ANSWERS.customer, { code, name: o.customerName, note: null }, () => ctx.loaders.use(customersLoader).load(code));
    },
    supplier: (o, _a, ctx, info) =>
      fromRowOr(info, ROW_ANSWERS.supplier, { code: o.supplierCode, name: o.supplierName, hasDemurrage: false }, () =>
        ctx.loaders.use(suppliersLoader).load(o.supplierCode),
      ),
    shippingCompany: (o, _a, ctx, info) => {
      const code = o.shippingCompanyCode;
      if (!code)
        return o.shippingCompanyName
          ? byName(ctx.loaders.use(shippingCompaniesLoader), o.shippingCompanyName, { code: '', name: o.shippingCompanyName })
          : null;
      return fromRowOr(info, ROW_ANSWERS.shippingCompany, { code, name: o.shippingCompanyName }, () => ctx.loaders.use(shippingCompaniesLoader).load(code));
    },
    salesUnit: (o, _a, ctx, info) => rowUnit(ctx, info, o.salesUnitCode),
    purchaseUnit: (o, _a, ctx, info) => rowUnit(ctx, info, o.purchaseUnitCode),
    lines: (o, _a, ctx) => ctx.loaders.use(salesOrderLinesLoader).load(o.id),
    transports: (o, _a, ctx) => ctx.loaders.use(salesOrderTransportsLoader).load(o.id),
    textLines: (o, _a, ctx) => ctx.loaders.use(salesOrderTextLinesLoader).load(o.id),
    documents: (o, _a, ctx) => ctx.loaders.use(salesOrderDocumentsLoader).load(o.id),
  },
  SalesOrderLine: {
    version: versionField(tracked, 'SALES_ORDER_LINE'),
    product: async (l, _a, ctx, info) => {
      if (ctx.provider.has('extraFields'))
        return rowProduct(ctx, info, productOfRow(l.productId, l.productCode, l.productName, l.salesUnitCode, l.purchaseUnitCode));
      // the spec's line names its product by code only: the product list has its id and name
      const listed = await productOfLine(ctx.provider, ctx.loaders, l);
      return listed ? rowProduct(ctx, info, listed) : productOfRow('', l.productCode, '', l.salesUnitCode, l.purchaseUnitCode);
    },
    salesUnit: (l, _a, ctx, info) => rowUnit(ctx, info, l.salesUnitCode),
    purchaseUnit: (l, _a, ctx, info) => rowUnit(ctx, info, l.purchaseUnitCode),
    purchaseQuantityChanged: (l, _a, ctx) => purchaseQuantityChangedOf(ctx.provider.has('extraFields'), l),
  },
  SalesOrderTransport: {
    version: versionField(tracked, 'SALES_ORDER_TRANSPORT'),
    // the spec's transport line names neither its sales line nor its transporter's code: the line only with extraFields
    line: async (t, _a, ctx) =>
      t.lineId && ctx.provider.has('extraFields')
        ? ((await ctx.loaders.use(salesOrderLinesLoader).load(t.salesOrderId)).find((l) => l.id === t.lineId) ?? null)
        : null,
    transporter: (t, _a, ctx, info) =>
      ctx.provider.has('extraFields')
        ? fromRowOr(info, ROW_ANSWERS.transporter, { code: t.transporterCode, name: t.transporterName }, () =>
            ctx.loaders.use(transportersLoader).load(t.transporterCode),
          )
        : byName(ctx.loaders.use(transportersLoader), t.transporterName, { code: '', name: t.transporterName }),
  },
  SalesOrderDocument: {
    documentType: async (d, _a, ctx, info) => {
      const id = d.documentTypeId;
      // DocumentTypeId is assumed (02 §3 shows only "a document type"): without it, the type of that name
      if (!id) return d.documentTypeName ? byName(ctx.loaders.use(documentTypesLoader), d.documentTypeName, { code: '', name: d.documentTypeName }) : null;
      const own = { id, name: d.documentTypeName ?? '' };
      const type = await fromRowOr<{ name: string } | null>(info, ROW_ANSWERS.documentType, own, () => ctx.loaders.use(documentTypesLoader).load(id));
      return { code: id, name: type?.name || own.name };
    },
    downloadUrl: (d) => `/files/${encodeURIComponent(d.fileId)}`,
  },
  SalesItem: {
    product: async (i, _a, ctx, info) => {
      const own = productOfRow(i.productId, i.productCode, i.productName, null, null);
      if (ctx.provider.has('extraFields')) return rowProduct(ctx, info, own);
      // the spec's item is key (the product's id), value and priceAvailable: code and name from the product list
      return rowProduct(ctx, info, (await ctx.loaders.use(productsLoader).load(i.productId)) ?? own);
    },
  },
  TransportCandidate: {
    transporter: (t, _a, ctx, info) =>
      fromRowOr(info, ROW_ANSWERS.transporter, { code: t.transporterCode, name: t.transporterName }, () =>
        ctx.loaders.use(transportersLoader).load(t.transporterCode),
      ),
  },
  Mutation: salesOrderMutations,
  SalesOrderTextLine: { version: versionField(tracked, 'SALES_ORDER_TEXT_LINE') },
} satisfies Resolvers;

/** The domain's part of the schema, collected by domains.generated.ts. */
// the web table's "All" asks for 10 000 rows
export const domain = { resolvers: salesOrdersResolvers, prefetch: salesOrdersPrefetch, pageMaxima: { 'Query.salesOrders': 10_000 } } satisfies Domain;
