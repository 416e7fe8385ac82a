import type { GatewayContext } from '../../context';
import { refusalToUserError, userError, type RefusalRule } from '../../errors';
import type { MutationResolvers, PurchaseManualLineFields, UserError } from '../../generated/graphql';
import type { ProcedureResult } from '../../provider/client';
import { toProviderDate, toProviderDecimal } from '../../provider/mapping';
import type { PurchaseOrderRecord } from '../../provider/records';
import { vatCodesLoader } from '../reference/loaders';
import { purchaseManualLinesLoader, purchaseOrderDocumentsLoader, purchaseOrderLinesLoader, purchaseOrderListLoader, purchaseOrderLoader } from './loaders';
import { parseVatAmountInput, withinScale } from './money';
import { purchaseSupplier } from './supplier';

/** The provider's refusals as stable codes on the fields they concern (before the common rules). */
const REFUSALS: RefusalRule[] = [
  { pattern: /previously been used for this supplier/i, code: 'ALREADY_INVOICED', field: 'invoiceNumber' },
  { pattern: /already has a purchaseinvoice/i, code: 'ALREADY_ON_PURCHASE_INVOICE' },
  { pattern: /booked in accounting/i, code: 'PURCHASE_ORDER_BOOKED' },
  { pattern: /already sent to accounting/i, code: 'ALREADY_SENT' },
  { pattern: /transport flag/i, code: 'INVALID_INPUT', field: 'isTransport' },
  { pattern: /^(supplier|transporter) not found/i, code: 'NOT_FOUND', field: 'supplierCode' },
  { pattern: /VAT amount must be/i, code: 'INVALID_INPUT', field: 'vatAmount' },
  { pattern: /^VAT code not found/i, code: 'NOT_FOUND', field: 'vatCode' },
  { pattern: /^product not found/i, code: 'NOT_FOUND', field: 'productId' },
  { pattern: /^file not found/i, code: 'NOT_FOUND', field: 'fileId' },
];

const refusal = (result: ProcedureResult): UserError[] => [refusalToUserError(result.Message, REFUSALS)];
const blank = (v: string | null | undefined) => !v || v.trim() === '';
const day = (v: string | null | undefined) => (v ? toProviderDate(v) : undefined);

/** Forgets what this request knew of an invoice after a change, so that the payload shows it fresh. */
function forget(ctx: GatewayContext, id: string): void {
  ctx.loaders.use(purchaseOrderLoader).clear(id);
  ctx.loaders.use(purchaseOrderLinesLoader).clear(id);
  ctx.loaders.use(purchaseManualLinesLoader).clear(id);
  ctx.loaders.use(purchaseOrderDocumentsLoader).clear(id);
  ctx.loaders.use(purchaseOrderListLoader).clearAll();
}

const orderOf = (ctx: GatewayContext, id: string) => ctx.loaders.use(purchaseOrderLoader).load(id);

/** An invoice that exists, or the userError saying it does not. */
async function existing(ctx: GatewayContext, id: string): Promise<PurchaseOrderRecord | UserError> {
  const order = /^\d+$/.test(id) ? await orderOf(ctx, id) : null;
  return order ?? userError('NOT_FOUND', 'Purchase order not found', 'purchaseOrderId');
}
const isError = (v: unknown): v is UserError => typeof v === 'object' && v !== null && 'code' in v && 'message' in v && !('id' in v);

interface HeaderFields {
  supplierCode: string;
  invoiceNumber: string;
  description: string;
}

/**
 * The header rules (spec 02 §5): supplier, invoice number and description required; the
 * supplier (or transporter) must exist; the invoice number must be new for the supplier,
 * ignoring case and surrounding spaces (checked here as well as by the provider's unique index).
 */
async function headerErrors(ctx: GatewayContext, input: HeaderFields, isTransport: boolean, exceptId?: string): Promise<UserError[]> {
  const errors: UserError[] = [];
  if (blank(input.supplierCode)) errors.push(userError('INVALID_INPUT', 'Choose a supplier.', 'supplierCode'));
  if (blank(input.invoiceNumber)) errors.push(userError('INVALID_INPUT', 'The invoice number is required.', 'invoiceNumber'));
  if (blank(input.description)) errors.push(userError('INVALID_INPUT', 'The description is required.', 'description'));
  if (errors.length) return errors;
  if (!(await purchaseSupplier(ctx, input.supplierCode.trim(), isTransport))) {
    return [userError('NOT_FOUND', isTransport ? 'Unknown transporter.' : 'Unknown supplier.', 'supplierCode')];
  }
  const payload: Record<string, unknown> = { supplier: input.supplierCode.trim(), invoice: input.invoiceNumber.trim() };
  if (exceptId) payload.id = Number(exceptId);
  const [check] = await ctx.provider.items<{ multipleinvoice?: unknown }>('purchaseOrders.checkInvoice', payload);
  if (String(check?.multipleinvoice).toLowerCase() === 'true') {
    return [userError('ALREADY_INVOICED', 'This invoice number has previously been used for this supplier', 'invoiceNumber')];
  }
  return [];
}

function manualLineErrors(line: PurchaseManualLineFields): UserError[] {
  const errors: UserError[] = [];
  if (blank(line.productId)) errors.push(userError('INVALID_INPUT', 'Choose a product.', 'productId'));
  if (!withinScale(line.quantity, 3)) errors.push(userError('INVALID_INPUT', 'Enter a quantity of at least 0 with at most three decimals.', 'quantity'));
  if (!withinScale(line.price, 4)) errors.push(userError('INVALID_INPUT', 'Enter a price of at least 0 with at most four decimals.', 'price'));
  if (blank(line.description)) errors.push(userError('INVALID_INPUT', 'The description is required.', 'description'));
  if (blank(line.vatCode)) errors.push(userError('INVALID_INPUT', 'Choose a VAT code.', 'vatCode'));
  return errors;
}

const manualPayload = (line: PurchaseManualLineFields) => ({
  product: Number(line.productId),
  quantity: toProviderDecimal(line.quantity),
  price: toProviderDecimal(line.price),
  reportingdate: day(line.reportingDate),
  description: line.description.trim(),
  vat: line.vatCode.trim(),
});

/** A change to a part of an invoice: the provider call, then the invoice fresh. */
async function partChange(ctx: GatewayContext, purchaseOrderId: string, key: Parameters<GatewayContext['provider']['execute']>[0], payload: Record<string, unknown>, id?: string) {
  const result = await ctx.provider.execute(key, payload);
  if (!result.Success) return { id: null, purchaseOrder: null, userErrors: refusal(result) };
  forget(ctx, purchaseOrderId);
  return { id: id ?? (result.NewId !== undefined ? String(result.NewId) : null), purchaseOrder: await orderOf(ctx, purchaseOrderId), userErrors: [] };
}

export const purchaseOrderMutations: MutationResolvers = {
  async createPurchaseOrder(_p, { input }, ctx) {
    const isTransport = Boolean(input.isTransport);
    const errors = await headerErrors(ctx, input, isTransport);
    if (errors.length) return { purchaseOrder: null, userErrors: errors };
    const result = await ctx.provider.execute('purchaseOrders.create', {
      supplier: input.supplierCode.trim(),
      invoicenr: input.invoiceNumber.trim(),
      invoicedate: day(input.invoiceDate),
      description: input.description.trim(),
      transport: isTransport,
    });
    if (!result.Success) return { purchaseOrder: null, userErrors: refusal(result) };
    const id = String(result.NewId);
    // the invoice exists now; a document the provider refuses is reported, the invoice stays
    const attached = await Promise.all((input.documentFileIds ?? []).map((fileId) => ctx.provider.execute('purchaseOrders.attachDocument', { purchaseid: Number(id), fileid: Number(fileId) })));
    const userErrors = attached.flatMap((r, i) => (r.Success ? [] : refusal(r).map((e) => ({ ...e, field: `documentFileIds.${i}` }))));
    forget(ctx, id);
    return { purchaseOrder: await orderOf(ctx, id), userErrors };
  },

  async updatePurchaseOrder(_p, { input }, ctx) {
    const order = await existing(ctx, input.id);
    if (isError(order)) return { purchaseOrder: null, userErrors: [order] };
    if (order.isCompleted) return { purchaseOrder: order, userErrors: [userError('PURCHASE_ORDER_BOOKED', `This purchase invoice is booked in accounting (${order.accountingBooking}); it can no longer change`)] };
    const errors = await headerErrors(ctx, input, order.isTransport, input.id);
    if (errors.length) return { purchaseOrder: null, userErrors: errors };
    const result = await ctx.provider.execute('purchaseOrders.update', {
      id: Number(input.id),
      suppliercode: input.supplierCode.trim(),
      invoicenr: input.invoiceNumber.trim(),
      invoicedate: day(input.invoiceDate),
      description: input.description.trim(),
      istransport: order.isTransport,
    });
    if (!result.Success) return { purchaseOrder: null, userErrors: refusal(result) };
    forget(ctx, input.id);
    return { purchaseOrder: await orderOf(ctx, input.id), userErrors: [] };
  },

  async deletePurchaseOrder(_p, { id }, ctx) {
    const result = await ctx.provider.execute('purchaseOrders.delete', { id: Number(id) });
    if (!result.Success) return { deletedId: null, userErrors: refusal(result) };
    forget(ctx, id);
    return { deletedId: id, userErrors: [] };
  },

  async sendPurchaseOrderToAccounting(_p, { id }, ctx) {
    const result = await ctx.provider.execute('purchaseOrders.sendToAccounting', { purchaseid: Number(id) });
    if (!result.Success) {
      forget(ctx, id);
      return { purchaseOrder: await orderOf(ctx, id), userErrors: refusal(result) };
    }
    forget(ctx, id);
    return { purchaseOrder: await orderOf(ctx, id), userErrors: [] };
  },

  attachPurchaseOrderDocument: (_p, { purchaseOrderId, fileId }, ctx) =>
    partChange(ctx, purchaseOrderId, 'purchaseOrders.attachDocument', { purchaseid: Number(purchaseOrderId), fileid: Number(fileId) }, fileId),

  deletePurchaseOrderDocument: (_p, { purchaseOrderId, fileId }, ctx) =>
    partChange(ctx, purchaseOrderId, 'purchaseOrders.deleteDocument', { filestorageid: Number(fileId), purchaseid: Number(purchaseOrderId) }, fileId),

  async addPurchaseOrderLines(_p, { input }, ctx) {
    const order = await existing(ctx, input.purchaseOrderId);
    if (isError(order)) return { purchaseOrder: null, added: [], userErrors: [order] };
    if (!input.lines.length) return { purchaseOrder: order, added: [], userErrors: [userError('INVALID_INPUT', 'Tick at least one line.', 'lines')] };
    const known = await ctx.loaders.use(vatCodesLoader).all();
    const userErrors: UserError[] = [];
    const addedIds: string[] = [];
    // one after the other: each is checked against the lines added before it
    for (const [i, line] of input.lines.entries()) {
      if (line.vatCode && !known.some((v) => v.code === line.vatCode)) {
        userErrors.push(userError('NOT_FOUND', 'VAT code not found', `lines.${i}.vatCode`));
        continue;
      }
      const result = await ctx.provider.execute(order.isTransport ? 'purchaseOrders.addTransportLine' : 'purchaseOrders.addLine', {
        purchaseid: Number(order.id),
        id: Number(line.id),
        vatid: line.vatCode ?? undefined,
      });
      if (result.Success) addedIds.push(String(result.NewId));
      else userErrors.push(...refusal(result).map((e) => ({ ...e, field: `lines.${i}` })));
    }
    forget(ctx, order.id);
    const lines = await ctx.loaders.use(purchaseOrderLinesLoader).load(order.id);
    return { purchaseOrder: await orderOf(ctx, order.id), added: lines.filter((l) => addedIds.includes(l.id)), userErrors };
  },

  async updatePurchaseLineVat(_p, { input }, ctx) {
    const amount = parseVatAmountInput(input.vatAmount);
    if (amount === null) {
      return { id: null, purchaseOrder: null, userErrors: [userError('INVALID_INPUT', 'Enter digits with at most one decimal separator and two decimals (a euro sign is allowed).', 'vatAmount')] };
    }
    return partChange(ctx, input.purchaseOrderId, 'purchaseOrders.updateLineVat', { id: Number(input.lineId), btw_amount: amount }, input.lineId);
  },

  async updatePurchaseTransportPrice(_p, { input }, ctx) {
    if (!withinScale(input.price, 4)) return { id: null, purchaseOrder: null, userErrors: [userError('INVALID_INPUT', 'Enter a price of at least 0 with at most four decimals.', 'price')] };
    return partChange(ctx, input.purchaseOrderId, 'purchaseOrders.updateTransportPrice', { orderlineid: Number(input.lineId), newprice: toProviderDecimal(input.price) }, input.lineId);
  },

  deletePurchaseOrderLine: (_p, { purchaseOrderId, id }, ctx) => partChange(ctx, purchaseOrderId, 'purchaseOrders.deleteLine', { id: Number(id) }, id),

  async addPurchaseManualLine(_p, { input }, ctx) {
    const errors = manualLineErrors(input.line);
    if (errors.length) return { id: null, purchaseOrder: null, userErrors: errors };
    return partChange(ctx, input.purchaseOrderId, 'purchaseOrders.addManualLine', { orderid: Number(input.purchaseOrderId), ...manualPayload(input.line) });
  },

  async updatePurchaseManualLine(_p, { input }, ctx) {
    const errors = manualLineErrors(input.line);
    if (errors.length) return { id: null, purchaseOrder: null, userErrors: errors };
    return partChange(ctx, input.purchaseOrderId, 'purchaseOrders.updateManualLine', { id: Number(input.id), orderid: Number(input.purchaseOrderId), ...manualPayload(input.line) }, input.id);
  },

  deletePurchaseManualLine: (_p, { purchaseOrderId, id }, ctx) => partChange(ctx, purchaseOrderId, 'purchaseOrders.deleteManualLine', { id: Number(id) }, id),
};
