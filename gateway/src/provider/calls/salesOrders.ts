/** Sales orders and their parts: the provider's procedures in the domain's words. */
import { gatewayError } from '../../errors/errors';
import { applyListQuery, type ListArgs, type ListFields, type ListResult } from '../../lists/list-query';
import { mapOnce } from '../map-once';
import { refusedRead, toListPayload } from '../list-payload';
import type { ProviderClient } from '../client';
import type { Payload } from '../contract-types';
import { OWN_TRANSPORT } from '../codes';
import { fromProviderDecimal, toProviderDay, toProviderDecimal } from '../mapping';
import type { Written } from '../outcome';
import {
  toSalesItemRecord,
  toSalesOrderDocumentRecord,
  toSalesOrderLineRecord,
  SALES_ORDER_PROVIDER_FIELDS,
  toSalesOrderRecord,
  toSalesOrderTextLineRecord,
  toSalesOrderTransportRecord,
  toTransportCandidateRecord,
  type PricingTypeValue,
  type SalesItemRecord,
  type SalesOrderRecord,
  type TransportCandidateRecord,
} from '../records';
import { toProviderPricingType } from './prices';
import { childList, ownedBy, readOne, write } from './shared';

/** Free text for the provider: trimmed, left out when empty. */
const trimmed = (v: string | null | undefined) => (!v || v.trim() === '' ? undefined : v.trim());

/** Every order (quality's look-ups; translated once per answer the list cache shares). */
export const listSalesOrders = async (provider: ProviderClient): Promise<SalesOrderRecord[]> =>
  mapOnce(await provider.items('salesOrders.list'), toSalesOrderRecord);

/** The overview's arguments (filter, sort, page, range) as getSalesOrdersPage's payload. */
export function toSalesOrdersPagePayload(args: ListArgs, range: SalesOrderRange): Payload<'salesOrders.page'> {
  return { ...toListPayload(args, SALES_ORDER_PROVIDER_FIELDS, 'IS_COMPLETED'), range: range === 'ALL' ? 'all' : '6months' };
}

export type SalesOrderRange = 'ALL' | 'LAST_6_MONTHS';

/** A page of the overview, the count of every order that matches, and when its provider answer was read. */
export type SalesOrderPage = ListResult<SalesOrderRecord> & { readAt: number };

/**
 * One page of the overview. With the salesOrderPages extension the provider filters, sorts and
 * pages; without it the gateway does, over the spec's whole list of the range (list-cache.ts keeps
 * it). Both answer alike: the arguments are checked the same way, and the gateway's sort ends
 * with the provider's tie-breaker (newest first). A refusal is the caller's BAD_USER_INPUT.
 */
export async function salesOrdersPage(
  provider: ProviderClient,
  args: ListArgs,
  range: SalesOrderRange,
  opts: { refresh?: boolean } = {},
): Promise<SalesOrderPage> {
  const payload = toSalesOrdersPagePayload(args, range);
  if (!provider.has('salesOrderPages')) return salesOrdersFromList(provider, args, range, opts);
  const { value: result, readAt } = await provider.read('salesOrders.page', payload, opts);
  if (refusedRead(result)) throw gatewayError('BAD_USER_INPUT', result.Message ?? 'The provider refused the sales-order list query.');
  const nodes = (result.Items ?? []).map(toSalesOrderRecord);
  const totalCount = Number(result.TotalCount);
  return { nodes, totalCount: Number.isInteger(totalCount) ? totalCount : nodes.length, readAt };
}

/** The overview's fields over the records: each the value of the provider member SALES_ORDER_PROVIDER_FIELDS names. */
const LIST_FIELDS: ListFields<SalesOrderRecord> = {
  id: { type: 'number', get: (o) => o.id },
  customer: { type: 'string', get: (o) => o.customerName },
  supplier: { type: 'string', get: (o) => o.supplierName },
  customerReference: { type: 'string', get: (o) => o.customerReference },
  loadingDate: { type: 'date', get: (o) => o.loadingDate },
  arrivalDate: { type: 'date', get: (o) => o.arrivalDate },
  salesUnit: { type: 'string', get: (o) => o.salesUnitCode },
  salesQuantity: { type: 'number', get: (o) => o.salesQuantity },
  purchaseUnit: { type: 'string', get: (o) => o.purchaseUnitCode },
  purchaseQuantity: { type: 'number', get: (o) => o.purchaseQuantity },
  productCode: { type: 'string', get: (o) => o.productCode },
  packingSlip: { type: 'string', get: (o) => o.packingSlip },
  container: { type: 'string', get: (o) => o.container },
  shippingDocument: { type: 'string', get: (o) => o.shippingDocument },
  accountingBooking: { type: 'string', get: (o) => o.accountingBooking },
  isCompleted: { type: 'boolean', get: (o) => o.isCompleted },
};
const NEWEST_FIRST = { field: 'id', direction: 'DESC' } as const;

async function salesOrdersFromList(provider: ProviderClient, args: ListArgs, range: SalesOrderRange, opts: { refresh?: boolean }): Promise<SalesOrderPage> {
  const key = range === 'ALL' ? 'salesOrders.list' : 'salesOrders.list6Months';
  const { value: result, readAt } = await provider.read(key, {}, opts);
  if (refusedRead(result)) throw gatewayError('PROVIDER_ERROR', result.Message ?? 'The provider refused the sales-order list.');
  const records = mapOnce(result.Items ?? [], toSalesOrderRecord);
  // ties newest first whatever order the provider answers in, as its paged list breaks them
  const sort = [...(args.sort?.length ? args.sort : []), NEWEST_FIRST];
  const { totalCount, nodes } = applyListQuery(records, LIST_FIELDS, { ...args, filter: trimmedValues(args.filter), sort });
  return { totalCount, nodes, readAt };
}

/** Condition values as the provider compares them: trimmed (a CONTAINS value as it is). */
function trimmedValues(filter: ListArgs['filter']): ListArgs['filter'] {
  if (!filter?.conditions?.length) return filter;
  const trim = (v: string | null | undefined) => v?.trim();
  return {
    ...filter,
    conditions: filter.conditions.map((c) => (c.operator === 'CONTAINS' ? c : { ...c, value: trim(c.value), valueTo: trim(c.valueTo) })),
  };
}

/** One order; null when the provider does not know it. */
export const getSalesOrder = (provider: ProviderClient, id: string): Promise<SalesOrderRecord | null> =>
  readOne(provider, 'salesOrders.get', { salesorderid: Number(id) }, toSalesOrderRecord);

/** Many orders in one call (`{salesorderids}`, an extension of the spec's single id), by id. */
export async function getSalesOrders(provider: ProviderClient, ids: readonly string[]): Promise<Map<string, SalesOrderRecord>> {
  const records = (await provider.items('salesOrders.get', { salesorderids: ids.map(Number) })).map(toSalesOrderRecord);
  return new Map(records.map((r) => [r.id, r]));
}

const ORDER = ownedBy('orderid');
/** The child lists of orders (`{orderids}` batches them). */
export const SALES_ORDER_LISTS = {
  lines: childList('salesOrders.lines', ORDER, toSalesOrderLineRecord),
  transports: childList('salesOrders.transports', ORDER, toSalesOrderTransportRecord),
  textLines: childList('salesOrders.textLines', ownedBy('salesorderheaderid'), toSalesOrderTextLineRecord),
  documents: childList('salesOrders.documents', ORDER, toSalesOrderDocumentRecord),
};

/** An order's header as the form fills it. */
export interface SalesOrderHeader {
  customerCode: string;
  supplierCode: string;
  customerReference?: string | null;
  loadingDate?: string | null;
  /** Sent only for a supplier with demurrage. */
  arrivalDate?: string | null;
  comments?: string | null;
  shippingCompanyCode?: string | null;
  pickupReference?: string | null;
}

const header = (h: SalesOrderHeader) => ({
  customer: h.customerCode.trim(),
  supplier: h.supplierCode.trim(),
  reference: trimmed(h.customerReference),
  loadingdate: toProviderDay(h.loadingDate),
  arrivaldate: toProviderDay(h.arrivalDate),
  comments: trimmed(h.comments),
  rederij: trimmed(h.shippingCompanyCode),
  uithaalreferentie: trimmed(h.pickupReference),
});

/** Every order read around the list cache: a create tells its new order by comparing it before and after. */
export const freshSalesOrders = async (provider: ProviderClient): Promise<SalesOrderRecord[]> =>
  (await provider.items('salesOrders.list', {}, { fresh: true })).map(toSalesOrderRecord);

export const createSalesOrder = (provider: ProviderClient, h: SalesOrderHeader): Promise<Written> => write(provider, 'salesOrders.create', header(h));
export const updateSalesOrder = (provider: ProviderClient, id: string, h: SalesOrderHeader): Promise<Written> =>
  write(provider, 'salesOrders.update', { id: Number(id), ...header(h) });
export const copySalesOrder = (provider: ProviderClient, id: string): Promise<Written> => write(provider, 'salesOrders.copy', { orderid: Number(id) });
export const deleteSalesOrder = (provider: ProviderClient, id: string): Promise<Written> => write(provider, 'salesOrders.delete', { id: Number(id) });

export const attachSalesOrderDocument = (
  provider: ProviderClient,
  salesOrderId: string,
  doc: { fileId: string; documentTypeId?: string | null },
): Promise<Written> =>
  write(provider, 'salesOrders.attachDocument', {
    orderid: Number(salesOrderId),
    fileid: Number(doc.fileId),
    typeid: doc.documentTypeId ? Number(doc.documentTypeId) : undefined,
  });
/** The spec's {filestorageid}: the gateway checked the document is the order's. */
export const deleteSalesOrderDocument = (provider: ProviderClient, fileId: string): Promise<Written> =>
  write(provider, 'salesOrders.deleteDocument', { filestorageid: Number(fileId) });

/*
 * The lines, transports and text lines of a completed order: the gateway keeps the lock and its
 * unlock (the edit toggle) itself; the spec's writes carry no key for it, so none is sent.
 */
export const addSalesOrderLine = (provider: ProviderClient, l: { salesOrderId: string; productId: string; salesQuantity: string }): Promise<Written> =>
  write(provider, 'salesOrders.addLine', {
    orderid: Number(l.salesOrderId),
    productid: Number(l.productId),
    quantity: toProviderDecimal(l.salesQuantity),
  });

export interface SalesOrderLineChange {
  id: string;
  salesQuantity: string;
  salesPrice: string;
  salesAmount?: string | null;
  purchaseQuantity: string;
  purchasePrice: string;
  purchaseAmount?: string | null;
  packingSlip?: string | null;
  container?: string | null;
  shippingDocument?: string | null;
  reportingDate?: string | null;
}

export function updateSalesOrderLine(provider: ProviderClient, l: SalesOrderLineChange): Promise<Written> {
  const payload: Payload<'salesOrders.updateLine'> = {
    orderlineid: Number(l.id),
    salesquantity: toProviderDecimal(l.salesQuantity),
    salesPrice: toProviderDecimal(l.salesPrice),
    purchasequantity: toProviderDecimal(l.purchaseQuantity),
    purchasePrice: toProviderDecimal(l.purchasePrice),
    // x-assumed: the spec's update line also carries `quantity`, the sales quantity the line is sold in
    quantity: toProviderDecimal(l.salesQuantity),
    packingslip: trimmed(l.packingSlip),
    container: trimmed(l.container)?.toUpperCase(),
    shipping: trimmed(l.shippingDocument),
    reporting: toProviderDay(l.reportingDate),
  };
  if (l.salesAmount) payload.salesAmount = toProviderDecimal(l.salesAmount);
  if (l.purchaseAmount) payload.purchaseAmount = toProviderDecimal(l.purchaseAmount);
  return write(provider, 'salesOrders.updateLine', payload);
}

export const deleteSalesOrderLine = (provider: ProviderClient, id: string): Promise<Written> => write(provider, 'salesOrders.deleteLine', { id: Number(id) });

export interface SalesOrderTransportFields {
  salesOrderId: string;
  lineId: string;
  transporterCode: string;
  pricingType?: PricingTypeValue | null;
  price: string;
  packingSlip?: string | null;
  container?: string | null;
  shippingDocument?: string | null;
}

/** A transport of a line; own transport (99999999) goes without a pricing type. */
export const addSalesOrderTransport = (provider: ProviderClient, t: SalesOrderTransportFields): Promise<Written> =>
  write(provider, 'salesOrders.addTransport', {
    orderid: Number(t.salesOrderId),
    salesorderlineid: Number(t.lineId),
    transportercode: t.transporterCode,
    pricingtype: t.transporterCode === OWN_TRANSPORT || !t.pricingType ? undefined : toProviderPricingType(t.pricingType),
    price: toProviderDecimal(t.price),
    packingslip: trimmed(t.packingSlip),
    container: trimmed(t.container)?.toUpperCase(),
    shipping: trimmed(t.shippingDocument),
  });

export const updateSalesOrderTransport = (
  provider: ProviderClient,
  t: { id: string; packingSlip?: string | null; container?: string | null; shippingDocument?: string | null },
): Promise<Written> =>
  write(provider, 'salesOrders.updateTransport', {
    id: Number(t.id),
    packing: trimmed(t.packingSlip),
    container: trimmed(t.container)?.toUpperCase(),
    shipping: trimmed(t.shippingDocument),
  });

export const deleteSalesOrderTransport = (provider: ProviderClient, id: string): Promise<Written> =>
  write(provider, 'salesOrders.deleteTransport', { id: Number(id) });

export const addSalesOrderTextLine = (provider: ProviderClient, salesOrderId: string, text: string): Promise<Written> =>
  write(provider, 'salesOrders.addTextLine', { salesorderheaderid: Number(salesOrderId), text: text.trim() });
export const updateSalesOrderTextLine = (provider: ProviderClient, id: string, text: string): Promise<Written> =>
  write(provider, 'salesOrders.updateTextLine', { id: Number(id), text: text.trim() });
export const deleteSalesOrderTextLine = (provider: ProviderClient, id: string): Promise<Written> =>
  write(provider, 'salesOrders.deleteTextLine', { id: Number(id) });

/** The products a customer may order from a supplier (on a loading date). */
export async function listSalesItems(
  provider: ProviderClient,
  customerCode: string,
  supplierCode: string,
  loadingDate?: string | null,
): Promise<SalesItemRecord[]> {
  const payload: Payload<'salesOrders.salesItems'> = { customercode: customerCode, suppliercode: supplierCode };
  if (loadingDate) payload.loadingdate = loadingDate;
  const extra = provider.has('extraFields');
  return (await provider.items('salesOrders.salesItems', payload)).map((raw) => toSalesItemRecord(raw, extra));
}

/** A product's sales and purchase units and its prices on a day (four calls, side by side). */
export async function productPricing(provider: ProviderClient, productId: string, day: string) {
  const productid = Number(productId);
  const [salesUnit, purchaseUnit, salesPrice, purchasePrice] = await Promise.all([
    provider.items('salesOrders.productSalesUnit', { productid }),
    provider.items('salesOrders.productPurchaseUnit', { productid }),
    provider.items('salesOrders.productSalesPrice', { productid, orderdate: day }),
    provider.items('salesOrders.productPurchasePrice', { productid, loadingdate: day }),
  ]);
  return {
    salesUnitCode: salesUnit[0]?.Unit ?? null,
    purchaseUnitCode: purchaseUnit[0]?.Unit ?? null,
    salesPrice: fromProviderDecimal(salesPrice[0]?.price),
    purchasePrice: fromProviderDecimal(purchasePrice[0]?.price),
  };
}

/** The transporters with a price for a product on a day, for a quantity. */
export async function listTransportCandidates(
  provider: ProviderClient,
  productId: string,
  loadingDate: string,
  quantity: string,
): Promise<TransportCandidateRecord[]> {
  return (await provider.items('salesOrders.transportCandidates', { productid: Number(productId), loadingdate: loadingDate, quantity })).map(
    toTransportCandidateRecord,
  );
}

export interface PackingSlipQuestion {
  productId: string;
  packingSlip?: string | null;
  shippingDocument?: string | null;
  loadingDate?: string | null;
  excludeLineId?: string | null;
}

/** Is this packing slip (or shipping document) on another line of the product already? */
export async function checkPackingSlip(
  provider: ProviderClient,
  q: PackingSlipQuestion,
): Promise<{ isDuplicate: boolean; message: string; usedOnSalesOrderId: string | null }> {
  const payload: Payload<'salesOrders.checkPacking'> = { productid: Number(q.productId) };
  if (q.packingSlip?.trim()) payload.ica = q.packingSlip.trim();
  if (q.shippingDocument?.trim()) payload.shipping = q.shippingDocument.trim();
  if (q.loadingDate) payload.loadingdate = q.loadingDate;
  // beyond the spec (extraFields): the line being edited does not count; a spec provider is not told
  if (q.excludeLineId && provider.has('extraFields')) payload.orderlineid = Number(q.excludeLineId);
  const [answer] = await provider.items('salesOrders.checkPacking', payload);
  const message = answer?.Message ?? '';
  // a provider without the Duplicate flag: any message means a duplicate, as the old client showed it
  const flag = provider.has('extraFields') ? answer?.Duplicate : undefined;
  const isDuplicate = flag !== undefined && flag !== null ? String(flag).toLowerCase() === 'true' : message.trim() !== '';
  // the order its words name ("… is already used for this product on sales order 3002."), for the client's own wording
  const usedOn = isDuplicate ? /on sales order (\d+)/i.exec(message)?.[1] : undefined;
  return { isDuplicate, message, usedOnSalesOrderId: usedOn ?? null };
}
