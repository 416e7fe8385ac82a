/**
 * The price forms' side of the shared price rules (shared/src/rules/prices.ts, which the price
 * mutations check too; spec 01 §2 Price form, §5), and what only the form knows. The provider
 * checks again (duplicates, pricing type); its refusals land on the same fields.
 */
import type { TFunction } from 'i18next';
import { parseDecimalInput } from '../../ui/money';
import { describeRules } from '../../core/rules';
import { OWN_TRANSPORT as OWN_TRANSPORT_CODE } from '../../ui/reference-codes';

/** Own transport / franco: no pricing type (spec 01 §5, §9). */
export { OWN_TRANSPORT_CODE };

/** The three price lists of a product; the interface's flag 1, 2, 3 (spec 01 §7). */
export { PRICE_KINDS, type PriceKind } from './price-view';

/** 1 block freight (Blokvracht), 2 unit price (Eenheidsprijs). */
export type PricingTypeValue = 'BLOCK_FREIGHT' | 'UNIT_PRICE';
export const PRICING_TYPES: readonly PricingTypeValue[] = ['BLOCK_FREIGHT', 'UNIT_PRICE'];

/** Default dates of a new price: 1 January and 31 December of the current year. */
export function defaultPriceDates(today: Date = new Date()): { startDate: string; endDate: string } {
  const year = today.getFullYear();
  return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
}

/** The price as the gateway wants it ('1234.5'), accepting a decimal comma; null when not a number. */
export function priceValue(text: string): string | null {
  return parseDecimalInput(text);
}

/** The words of the shared price rules in the price forms (add/edit price, Change Price). */
export function describePriceRules(t: TFunction) {
  return describeRules(t, {
    REQUIRED: t('products:validation.required'),
    NOT_A_DECIMAL: t('products:validation.priceNumber'),
    NEGATIVE: t('products:validation.negative'),
    END_BEFORE_START: t('products:validation.endBeforeStart'),
  });
}

/** Pricing type is asked for every transporter except own transport (99999999). */
export function needsPricingType(transporterCode: string | null | undefined, transporter?: { needsPricingType: boolean } | null): boolean {
  if (!transporterCode) return true;
  if (transporterCode === OWN_TRANSPORT_CODE) return false;
  return transporter?.needsPricingType ?? true;
}
