/** Purchase, sales and transport prices, the lines they reprice and the price-change table, in the domain's words. */
import type { ProcedureKey } from '../procedures/catalogue';
import type { ProviderClient } from '../client';
import type { Payload } from '../contract-types';
import { OWN_TRANSPORT } from '../codes';
import { toProviderDate, toProviderDecimal } from '../mapping';
import type { Outcome, Written } from '../outcome';
import {
  toAffectedOrderLineRecord,
  toPriceChangeRecord,
  toPriceRecord,
  toTransportPriceRecord,
  type AffectedOrderLineRecord,
  type PriceChangeRecord,
  type PriceKindValue,
  type PricingTypeValue,
} from '../records';
import { childList, ownedBy, write } from './shared';

export type PriceKind = 'purchase' | 'sales' | 'transport';
const key = <A extends string, P extends PriceKind>(kind: P, action: A) => `prices.${kind}.${action}` as `prices.${P}.${A}` & ProcedureKey;

/** What the old client showed whenever the provider refused a transport price. */
export const SET_PRICING_TYPE = 'Please set pricetype';

export function toProviderPricingType(value: PricingTypeValue): 1 | 2 {
  return value === 'BLOCK_FREIGHT' ? 1 : 2;
}

/** The interface's price-kind flag (updatePricesTable's Pricingtype). */
export const PRICE_KIND_FLAG: Record<PriceKindValue, 1 | 2 | 3> = { PURCHASE: 1, SALES: 2, TRANSPORT: 3 };

export interface PriceFields {
  price: string;
  startDate: string;
  endDate: string;
}

/** A price's amount and dates: decimal point, dates month/day/year. */
export function toProviderPriceFields(input: PriceFields) {
  return { price: toProviderDecimal(input.price), startdate: toProviderDate(input.startDate), enddate: toProviderDate(input.endDate) };
}

export interface TransportPriceFields extends PriceFields {
  productId: string;
  transporterCode: string;
  pricingType?: PricingTypeValue | null;
}

/** A new transport price; the pricing type is left out for own transport (99999999). */
export function toProviderTransportPrice(input: TransportPriceFields) {
  const payload: Payload<'prices.transport.create'> = {
    productid: Number(input.productId),
    transportercode: input.transporterCode,
    ...toProviderPriceFields(input),
  };
  if (input.transporterCode !== OWN_TRANSPORT && input.pricingType) payload.pricingtype = toProviderPricingType(input.pricingType);
  return payload;
}

/**
 * The message to show for a refused transport price: the provider's own for a duplicate, an
 * unknown product or transporter and a wrong period; otherwise 'Please set pricetype', as the
 * old client showed whenever such a save reported no success.
 */
export function transportPriceRefusalMessage(message: string | undefined): string {
  if (message && /already available|not found|end date/i.test(message)) return message;
  return SET_PRICING_TYPE;
}

const PRICES_OF = ownedBy('productid');
/** The price lists of products (`{productids}` batches them). */
export const PRICE_LISTS = {
  purchase: childList('prices.purchase.list', PRICES_OF, toPriceRecord),
  sales: childList('prices.sales.list', PRICES_OF, toPriceRecord),
  transport: childList('prices.transport.list', PRICES_OF, toTransportPriceRecord),
};

/** The duplicate check's first finding as words to show (e.g. 'A price is already available for this start date'); null for none. */
async function duplicateCheck<K extends `prices.${PriceKind}.${'checkDuplicate' | 'checkDuplicateEdit'}`>(
  provider: ProviderClient,
  procedure: K,
  payload: Payload<K>,
): Promise<Outcome<{ duplicate: string | null }>> {
  const result = await provider.execute(procedure, payload);
  if (!result.Success) return { ok: false, refusal: { message: result.Message?.trim() || 'The provider refused the change.' } };
  const [first] = (result.Items ?? []) as Record<string, unknown>[];
  if (!first) return { ok: true, duplicate: null };
  return { ok: true, duplicate: String(first.Message ?? first.message ?? 'A price is already available for this start date') };
}

/** Is there already a price of this product (transport: transporter and pricing type) for these dates? */
export function checkNewPrice(provider: ProviderClient, kind: PriceKind, input: PriceFields & { productId: string } & Partial<TransportPriceFields>) {
  const payload =
    kind === 'transport'
      ? toProviderTransportPrice(input as TransportPriceFields)
      : { productid: Number(input.productId), startdate: toProviderDate(input.startDate), enddate: toProviderDate(input.endDate) };
  return duplicateCheck(provider, key(kind, 'checkDuplicate'), payload);
}

/** The same check for a changed price (itself excluded). */
export function checkChangedPrice(provider: ProviderClient, kind: PriceKind, input: { id: string; startDate: string; endDate: string }) {
  return duplicateCheck(provider, key(kind, 'checkDuplicateEdit'), {
    id: Number(input.id),
    startdate: toProviderDate(input.startDate),
    enddate: toProviderDate(input.endDate),
  });
}

export function createPrice(
  provider: ProviderClient,
  kind: PriceKind,
  input: PriceFields & { productId: string } & Partial<TransportPriceFields>,
): Promise<Written> {
  const payload =
    kind === 'transport' ? toProviderTransportPrice(input as TransportPriceFields) : { productid: Number(input.productId), ...toProviderPriceFields(input) };
  return write(provider, key(kind, 'create'), payload);
}

export const updatePrice = (provider: ProviderClient, kind: PriceKind, input: PriceFields & { id: string; productId: string }): Promise<Written> =>
  write(provider, key(kind, 'update'), { Id: Number(input.id), productid: Number(input.productId), ...toProviderPriceFields(input) });
export const approvePrice = (provider: ProviderClient, kind: PriceKind, id: string): Promise<Written> =>
  write(provider, key(kind, 'approve'), { priceid: Number(id) });
export const deletePrice = (provider: ProviderClient, kind: 'purchase' | 'sales', id: string): Promise<Written> =>
  write(provider, key(kind, 'delete'), { id: Number(id) });

/** Asks for a price-change task on the product (after a new price). */
export const requestPriceChangeTask = (provider: ProviderClient, productId: string): Promise<Written> =>
  write(provider, 'prices.changeTask', { productid: Number(productId) });

/** Whose lines a price's period concerns: a product's order lines (purchase, sales) or a transporter's transports. */
export type RepricedLines = { kind: 'purchase' | 'sales'; productId: string } | { kind: 'transport'; transporterCode: string };

const LINE_KIND: Record<PriceKind, PriceKindValue> = { purchase: 'PURCHASE', sales: 'SALES', transport: 'TRANSPORT' };
const PRICE_KIND: Record<PriceKindValue, PriceKind> = { PURCHASE: 'purchase', SALES: 'sales', TRANSPORT: 'transport' };

/** The lines a price covers from start to end, as they are priced now: one procedure per kind, one shape. */
export async function linesToChange(provider: ProviderClient, lines: RepricedLines, startDate: string, endDate: string): Promise<AffectedOrderLineRecord[]> {
  const whose = lines.kind === 'transport' ? { transportercode: lines.transporterCode } : { productid: Number(lines.productId) };
  const raw = await provider.items(key(lines.kind, 'linesToChange'), { ...whose, startdate: toProviderDate(startDate), enddate: toProviderDate(endDate) });
  return raw.map((r) => toAffectedOrderLineRecord(r, LINE_KIND[lines.kind]));
}

/** Gives one order line a new price. */
export function repriceLine(provider: ProviderClient, kind: PriceKindValue, orderLineId: string, newPrice: string): Promise<Written> {
  return write(provider, key(PRICE_KIND[kind], 'repriceLine'), { orderlineid: Number(orderLineId), newprice: toProviderDecimal(newPrice) });
}

/** The price-change table on a day. */
export const priceChangesOn = async (provider: ProviderClient, date: string): Promise<PriceChangeRecord[]> =>
  (await provider.items('prices.table', { filterDate: date })).map(toPriceChangeRecord);

/** Changes a price of the price-change table. */
export function updatePriceChange(provider: ProviderClient, input: PriceFields & { id: string; kind: PriceKindValue }): Promise<Written> {
  const { price, startdate, enddate } = toProviderPriceFields(input);
  return write(provider, 'prices.updateTable', { Pricingtype: PRICE_KIND_FLAG[input.kind], PricingId: Number(input.id), price, startdate, endDate: enddate });
}
