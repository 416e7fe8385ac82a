/**
 * Client-side rules of the price forms (spec 01 §2 Price form, §5): beside the mutations they
 * guard. The provider checks again (duplicates, pricing type); its refusals land on the same fields.
 */
import { parseDecimalInput } from '../../ui/money';
import { OWN_TRANSPORT as OWN_TRANSPORT_CODE } from '../../ui/reference-codes';

/** Own transport / franco: no pricing type (spec 01 §5, §9). */
export { OWN_TRANSPORT_CODE };

/** The three price lists of a product; the interface's flag 1, 2, 3 (spec 01 §7). */
export type PriceKind = 'purchase' | 'sales' | 'transport';
export const PRICE_KINDS: readonly PriceKind[] = ['purchase', 'sales', 'transport'];

/** 1 block freight (Blokvracht), 2 unit price (Eenheidsprijs). */
export type PricingTypeValue = 'BLOCK_FREIGHT' | 'UNIT_PRICE';
export const PRICING_TYPES: readonly PricingTypeValue[] = ['BLOCK_FREIGHT', 'UNIT_PRICE'];

export type PriceProblem = 'required' | 'number' | 'negative' | 'endBeforeStart';

/** Default dates of a new price: 1 January and 31 December of the current year. */
export function defaultPriceDates(today: Date = new Date()): { startDate: string; endDate: string } {
  const year = today.getFullYear();
  return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
}

/** The price as the gateway wants it ('1234.5'), accepting a decimal comma; null when not a number. */
export function priceValue(text: string): string | null {
  return parseDecimalInput(text);
}

export function priceProblem(text: string): PriceProblem | null {
  if (text.trim() === '') return 'required';
  const value = parseDecimalInput(text);
  if (value === null) return 'number';
  if (value.startsWith('-')) return 'negative';
  return null;
}

/** ISO dates compare as text. */
export function datesProblem(startDate: string | null, endDate: string | null): PriceProblem | null {
  if (!startDate || !endDate) return 'required';
  return endDate < startDate ? 'endBeforeStart' : null;
}

/** Pricing type is asked for every transporter except own transport (99999999). */
export function needsPricingType(transporterCode: string | null | undefined, transporter?: { needsPricingType: boolean } | null): boolean {
  if (!transporterCode) return true;
  if (transporterCode === OWN_TRANSPORT_CODE) return false;
  return transporter?.needsPricingType ?? true;
}
