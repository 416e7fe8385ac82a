import { newIdOf } from '../../provider/client';
import Decimal from 'decimal.js';
import type { GatewayContext } from '../../context';
import { refusalToUserError, userError, type RefusalRule } from '../../errors';
import type { MutationResolvers, SalesOrderFields, UserError } from '../../generated/graphql';
import type { ProcedureResult } from '../../provider/client';
import { toProviderDate, toProviderDecimal } from '../../provider/mapping';
import { toProviderPricingType } from '../../provider/records';
import { suppliersLoader } from '../reference/loaders';
import { OWN_TRANSPORT, TO_BE_PLANNED_CUSTOMER } from '../reference/resolvers';
import { salesOrderDocumentsLoader, salesOrderLinesLoader, salesOrderLoader, salesOrderTextLinesLoader, salesOrderTransportsLoader } from './loaders';

/** The provider's refusals that concern one field, and the completed-order lock (before the common rules). */
const REFUSALS: RefusalRule[] = [
  { pattern: /al gefactureerd|already invoiced/i, code: 'ORDER_COMPLETED' },
  { pattern: /customer reference/i, code: 'INVALID_INPUT', field: 'customerReference' },
  { pattern: /demurrage/i, code: 'INVALID_INPUT', field: 'shippingCompanyCode' },
  { pattern: /pricetype|pricing type/i, code: 'INVALID_INPUT', field: 'pricingType' },
  { pattern: /^customer not found/i, code: 'NOT_FOUND', field: 'customerCode' },
  { pattern: /^supplier not found/i, code: 'NOT_FOUND', field: 'supplierCode' },
  { pattern: /^shipping company not found/i, code: 'NOT_FOUND', field: 'shippingCompanyCode' },
  { pattern: /^product not found/i, code: 'NOT_FOUND', field: 'productId' },
  { pattern: /^transporter not found/i, code: 'NOT_FOUND', field: 'transporterCode' },
  { pattern: /^file not found/i, code: 'NOT_FOUND', field: 'fileId' },
  { pattern: /^document type not found/i, code: 'NOT_FOUND', field: 'documentTypeId' },
];

const refusal = (result: ProcedureResult): UserError[] => [refusalToUserError(result.Message, REFUSALS)];

const blank = (v: string | null | undefined) => !v || v.trim() === '';
const trimmed = (v: string | null | undefined) => (blank(v) ? undefined : v!.trim());
/** A date for the provider, left out when there is none. */
const day = (v: string | null | undefined) => (v ? toProviderDate(v) : undefined);

/**
 * The form's rules (spec 02 §5), checked before the provider is asked: customer and supplier,
 * the reference unless the customer is 99999998, shipping company and pickup reference for a
 * demurrage supplier. Answers the errors and the provider payload (the arrival date only for
 * demurrage suppliers).
 */
async function headerPayload(ctx: GatewayContext, order: SalesOrderFields): Promise<{ errors: UserError[]; payload: Record<string, unknown> }> {
  const errors: UserError[] = [];
  if (blank(order.customerCode)) errors.push(userError('INVALID_INPUT', 'Choose a customer.', 'customerCode'));
  if (blank(order.supplierCode)) errors.push(userError('INVALID_INPUT', 'Choose a supplier.', 'supplierCode'));
  if (blank(order.customerReference) && order.customerCode !== TO_BE_PLANNED_CUSTOMER) {
    errors.push(userError('INVALID_INPUT', 'The customer reference is required (unless the customer is Nog te plannen).', 'customerReference'));
  }
  const supplier = blank(order.supplierCode) ? null : await ctx.loaders.use(suppliersLoader).load(order.supplierCode);
  if (!blank(order.supplierCode) && !supplier) errors.push(userError('NOT_FOUND', 'Unknown supplier.', 'supplierCode'));
  const demurrage = supplier?.hasDemurrage ?? false;
  if (demurrage && blank(order.shippingCompanyCode)) errors.push(userError('INVALID_INPUT', 'A supplier with demurrage needs a shipping company.', 'shippingCompanyCode'));
  if (demurrage && blank(order.pickupReference)) errors.push(userError('INVALID_INPUT', 'A supplier with demurrage needs a pickup reference.', 'pickupReference'));
  const payload: Record<string, unknown> = {
    customer: order.customerCode.trim(),
    supplier: order.supplierCode.trim(),
    reference: trimmed(order.customerReference),
    loadingdate: day(order.loadingDate),
    arrivaldate: demurrage ? day(order.arrivalDate) : undefined,
    comments: trimmed(order.comments),
    rederij: trimmed(order.shippingCompanyCode),
    uithaalreferentie: trimmed(order.pickupReference),
  };
  return { errors, payload };
}

/** Quantities: not negative, at most three decimals (step 0.001). */
function quantityErrors(values: Record<string, string>): UserError[] {
  return Object.entries(values)
    .filter(([, v]) => {
      const d = new Decimal(v);
      return d.isNegative() || d.decimalPlaces() > 3;
    })
    .map(([field]) => userError('INVALID_INPUT', 'Enter a quantity of at least 0 with at most three decimals.', field));
}

/** Forgets what this request knew of an order after a change, so that the payload shows it fresh. */
function forget(ctx: GatewayContext, orderId: string): void {
  ctx.loaders.use(salesOrderLoader).clear(orderId);
  ctx.loaders.use(salesOrderLinesLoader).clear(orderId);
  ctx.loaders.use(salesOrderTransportsLoader).clear(orderId);
  ctx.loaders.use(salesOrderTextLinesLoader).clear(orderId);
  ctx.loaders.use(salesOrderDocumentsLoader).clear(orderId);
}

const orderOf = (ctx: GatewayContext, orderId: string) => ctx.loaders.use(salesOrderLoader).load(orderId);

export const salesOrderMutations: MutationResolvers = {
  async createSalesOrder(_p, { input }, ctx) {
    const { errors, payload } = await headerPayload(ctx, input.order);
    if (errors.length) return { salesOrder: null, userErrors: errors };
    const result = await ctx.provider.execute('salesOrders.create', payload);
    if (!result.Success) return { salesOrder: null, userErrors: refusal(result) };
    const id = newIdOf(result);
    // the order exists now; a document the provider refuses is reported, the order stays
    const attached = await Promise.all(
      (input.documents ?? []).map((d) =>
        ctx.provider.execute('salesOrders.attachDocument', { orderid: Number(id), fileid: Number(d.fileId), typeid: d.documentTypeId ? Number(d.documentTypeId) : undefined }),
      ),
    );
    const userErrors = attached.flatMap((r, i) => (r.Success ? [] : refusal(r).map((e) => ({ ...e, field: `documents.${i}` }))));
    return { salesOrder: await orderOf(ctx, id), userErrors };
  },

  async updateSalesOrder(_p, { input }, ctx) {
    const { errors, payload } = await headerPayload(ctx, input.order);
    if (errors.length) return { salesOrder: null, userErrors: errors };
    const result = await ctx.provider.execute('salesOrders.update', { id: Number(input.id), ...payload });
    if (!result.Success) return { salesOrder: null, userErrors: refusal(result) };
    forget(ctx, input.id);
    return { salesOrder: await orderOf(ctx, input.id), userErrors: [] };
  },

  async copySalesOrder(_p, { id }, ctx) {
    const result = await ctx.provider.execute('salesOrders.copy', { orderid: Number(id) });
    if (!result.Success) return { salesOrder: null, userErrors: refusal(result) };
    return { salesOrder: await orderOf(ctx, newIdOf(result)), userErrors: [] };
  },

  async deleteSalesOrder(_p, { id }, ctx) {
    const result = await ctx.provider.execute('salesOrders.delete', { id: Number(id) });
    if (!result.Success) return { deletedId: null, userErrors: refusal(result) };
    forget(ctx, id);
    return { deletedId: id, userErrors: [] };
  },

  async attachSalesOrderDocument(_p, { input }, ctx) {
    const { salesOrderId, document } = input;
    const result = await ctx.provider.execute('salesOrders.attachDocument', {
      orderid: Number(salesOrderId),
      fileid: Number(document.fileId),
      typeid: document.documentTypeId ? Number(document.documentTypeId) : undefined,
    });
    if (!result.Success) return { document: null, salesOrder: null, userErrors: refusal(result) };
    forget(ctx, salesOrderId);
    const documents = await ctx.loaders.use(salesOrderDocumentsLoader).load(salesOrderId);
    return { document: documents.find((d) => d.fileId === document.fileId) ?? null, salesOrder: await orderOf(ctx, salesOrderId), userErrors: [] };
  },

  async deleteSalesOrderDocument(_p, { salesOrderId, fileId }, ctx) {
    const result = await ctx.provider.execute('salesOrders.deleteDocument', { filestorageid: Number(fileId), orderid: Number(salesOrderId) });
    if (!result.Success) return { deletedId: null, salesOrder: null, userErrors: refusal(result) };
    forget(ctx, salesOrderId);
    return { deletedId: fileId, salesOrder: await orderOf(ctx, salesOrderId), userErrors: [] };
  },

  async addSalesOrderLine(_p, { input }, ctx) {
    const errors = quantityErrors({ salesQuantity: input.salesQuantity });
    if (errors.length) return { line: null, salesOrder: null, userErrors: errors };
    const result = await ctx.provider.execute('salesOrders.addLine', {
      orderid: Number(input.salesOrderId),
      productid: Number(input.productId),
      quantity: toProviderDecimal(input.salesQuantity),
      unlocked: Boolean(input.unlocked),
    });
    if (!result.Success) return { line: null, salesOrder: null, userErrors: refusal(result) };
    forget(ctx, input.salesOrderId);
    const lines = await ctx.loaders.use(salesOrderLinesLoader).load(input.salesOrderId);
    return { line: lines.find((l) => l.id === newIdOf(result)) ?? null, salesOrder: await orderOf(ctx, input.salesOrderId), userErrors: [] };
  },

  async updateSalesOrderLine(_p, { input }, ctx) {
    const errors = quantityErrors({ salesQuantity: input.salesQuantity, purchaseQuantity: input.purchaseQuantity });
    if (errors.length) return { line: null, salesOrder: null, userErrors: errors };
    const payload: Record<string, unknown> = {
      orderlineid: Number(input.id),
      salesquantity: toProviderDecimal(input.salesQuantity),
      salesPrice: toProviderDecimal(input.salesPrice),
      purchasequantity: toProviderDecimal(input.purchaseQuantity),
      purchasePrice: toProviderDecimal(input.purchasePrice),
      packingslip: trimmed(input.packingSlip),
      container: trimmed(input.container)?.toUpperCase(),
      shipping: trimmed(input.shippingDocument),
      reporting: day(input.reportingDate),
      unlocked: Boolean(input.unlocked),
    };
    if (input.salesAmount) payload.salesAmount = toProviderDecimal(input.salesAmount);
    if (input.purchaseAmount) payload.purchaseAmount = toProviderDecimal(input.purchaseAmount);
    const result = await ctx.provider.execute('salesOrders.updateLine', payload);
    if (!result.Success) return { line: null, salesOrder: null, userErrors: refusal(result) };
    forget(ctx, input.salesOrderId);
    const lines = await ctx.loaders.use(salesOrderLinesLoader).load(input.salesOrderId);
    return { line: lines.find((l) => l.id === input.id) ?? null, salesOrder: await orderOf(ctx, input.salesOrderId), userErrors: [] };
  },

  async deleteSalesOrderLine(_p, { salesOrderId, id, unlocked }, ctx) {
    const result = await ctx.provider.execute('salesOrders.deleteLine', { id: Number(id), unlocked: Boolean(unlocked) });
    if (!result.Success) return { deletedId: null, salesOrder: null, userErrors: refusal(result) };
    forget(ctx, salesOrderId);
    return { deletedId: id, salesOrder: await orderOf(ctx, salesOrderId), userErrors: [] };
  },

  async addSalesOrderTransport(_p, { input }, ctx) {
    if (input.transporterCode !== OWN_TRANSPORT && !input.pricingType) {
      return { transport: null, salesOrder: null, userErrors: [userError('INVALID_INPUT', 'Please set pricetype', 'pricingType')] };
    }
    const result = await ctx.provider.execute('salesOrders.addTransport', {
      orderid: Number(input.salesOrderId),
      salesorderlineid: Number(input.lineId),
      transportercode: input.transporterCode,
      pricingtype: input.transporterCode === OWN_TRANSPORT || !input.pricingType ? undefined : toProviderPricingType(input.pricingType),
      price: toProviderDecimal(input.price),
      packingslip: trimmed(input.packingSlip),
      container: trimmed(input.container)?.toUpperCase(),
      shipping: trimmed(input.shippingDocument),
      unlocked: Boolean(input.unlocked),
    });
    if (!result.Success) return { transport: null, salesOrder: null, userErrors: refusal(result) };
    forget(ctx, input.salesOrderId);
    const transports = await ctx.loaders.use(salesOrderTransportsLoader).load(input.salesOrderId);
    return { transport: transports.find((t) => t.id === newIdOf(result)) ?? null, salesOrder: await orderOf(ctx, input.salesOrderId), userErrors: [] };
  },

  async updateSalesOrderTransport(_p, { input }, ctx) {
    const result = await ctx.provider.execute('salesOrders.updateTransport', {
      id: Number(input.id),
      packing: trimmed(input.packingSlip),
      container: trimmed(input.container)?.toUpperCase(),
      shipping: trimmed(input.shippingDocument),
      unlocked: Boolean(input.unlocked),
    });
    if (!result.Success) return { transport: null, salesOrder: null, userErrors: refusal(result) };
    forget(ctx, input.salesOrderId);
    const transports = await ctx.loaders.use(salesOrderTransportsLoader).load(input.salesOrderId);
    return { transport: transports.find((t) => t.id === input.id) ?? null, salesOrder: await orderOf(ctx, input.salesOrderId), userErrors: [] };
  },

  async deleteSalesOrderTransport(_p, { salesOrderId, id, unlocked }, ctx) {
    const result = await ctx.provider.execute('salesOrders.deleteTransport', { id: Number(id), unlocked: Boolean(unlocked) });
    if (!result.Success) return { deletedId: null, salesOrder: null, userErrors: refusal(result) };
    forget(ctx, salesOrderId);
    return { deletedId: id, salesOrder: await orderOf(ctx, salesOrderId), userErrors: [] };
  },

  async addSalesOrderTextLine(_p, { input }, ctx) {
    if (blank(input.text)) return { textLine: null, salesOrder: null, userErrors: [userError('INVALID_INPUT', 'Enter a text.', 'text')] };
    const result = await ctx.provider.execute('salesOrders.addTextLine', { salesorderheaderid: Number(input.salesOrderId), text: input.text.trim(), unlocked: Boolean(input.unlocked) });
    if (!result.Success) return { textLine: null, salesOrder: null, userErrors: refusal(result) };
    forget(ctx, input.salesOrderId);
    const lines = await ctx.loaders.use(salesOrderTextLinesLoader).load(input.salesOrderId);
    return { textLine: lines.find((l) => l.id === newIdOf(result)) ?? null, salesOrder: await orderOf(ctx, input.salesOrderId), userErrors: [] };
  },

  async updateSalesOrderTextLine(_p, { input }, ctx) {
    if (blank(input.text)) return { textLine: null, salesOrder: null, userErrors: [userError('INVALID_INPUT', 'Enter a text.', 'text')] };
    const result = await ctx.provider.execute('salesOrders.updateTextLine', { id: Number(input.id), text: input.text.trim(), unlocked: Boolean(input.unlocked) });
    if (!result.Success) return { textLine: null, salesOrder: null, userErrors: refusal(result) };
    forget(ctx, input.salesOrderId);
    const lines = await ctx.loaders.use(salesOrderTextLinesLoader).load(input.salesOrderId);
    return { textLine: lines.find((l) => l.id === input.id) ?? null, salesOrder: await orderOf(ctx, input.salesOrderId), userErrors: [] };
  },

  async deleteSalesOrderTextLine(_p, { salesOrderId, id, unlocked }, ctx) {
    const result = await ctx.provider.execute('salesOrders.deleteTextLine', { id: Number(id), unlocked: Boolean(unlocked) });
    if (!result.Success) return { deletedId: null, salesOrder: null, userErrors: refusal(result) };
    forget(ctx, salesOrderId);
    return { deletedId: id, salesOrder: await orderOf(ctx, salesOrderId), userErrors: [] };
  },
};
