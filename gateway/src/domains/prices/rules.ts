import Decimal from 'decimal.js';
import { priceRules } from '@backoffice/shared/rules/prices';
import { inputErrors, refusalErrors, type RefusalRule } from '../../errors/errors';
import type { UserError } from '../../generated/graphql';
import { SET_PRICING_TYPE, transportPriceRefusalMessage, type PriceKind } from '../../provider/calls/prices';
import type { Refusal } from '../../provider/outcome';
import type { AffectedOrderLineRecord } from '../../provider/records';

const PRICE_REFUSALS: RefusalRule[] = [
  { pattern: /already available for this start date/i, code: 'PRICE_DATE_TAKEN', field: 'startDate' },
  { pattern: /already available/i, code: 'DUPLICATE', field: 'startDate' },
  { pattern: /end date/i, code: 'INVALID_INPUT', field: 'endDate' },
  { pattern: /transporter not found/i, code: 'NOT_FOUND', field: 'transporterCode' },
  { pattern: new RegExp(`^${SET_PRICING_TYPE}$`), code: 'INVALID_INPUT', field: 'pricingType' },
];

/** A provider refusal of a price call as userErrors (a transport price's in the old client's words). */
export function priceErrors(refusal: Refusal, kind?: PriceKind, at?: string): UserError[] {
  const message = kind === 'transport' ? transportPriceRefusalMessage(refusal.message) : refusal.message;
  return refusalErrors({ ...refusal, message }, PRICE_REFUSALS, at);
}

/** The shared price rules before the provider is asked: a price of at least 0, an end not before the start. */
export const priceInputErrors = (input: { price: string; startDate: string; endDate: string }): UserError[] => inputErrors(priceRules, input);

/** Lines whose price would change: the price list's price for their day differs from theirs. */
export function changing(lines: AffectedOrderLineRecord[]): AffectedOrderLineRecord[] {
  return lines.filter((l) => l.newPrice !== null && (l.currentPrice === null || !new Decimal(l.currentPrice).eq(l.newPrice)));
}

/** Newest start date first, whatever order the provider answers in. */
const newestFirst = <V extends { startDate: string; id: string }>(rows: V[]) =>
  [...rows].sort((a, b) => (a.startDate === b.startDate ? Number(b.id) - Number(a.id) : a.startDate < b.startDate ? 1 : -1));

/** All prices newest first, or only the latest: the newest-dated one (transport: per transporter and pricing type). */
export function pickPrices<V extends { startDate: string; id: string }>(rows: V[], latest: boolean, groupOf?: (row: V) => string): V[] {
  const sorted = newestFirst(rows);
  if (!latest) return sorted;
  if (!groupOf) return sorted.slice(0, 1);
  const seen = new Set<string>();
  return sorted.filter((row) => {
    const group = groupOf(row);
    if (seen.has(group)) return false;
    seen.add(group);
    return true;
  });
}
