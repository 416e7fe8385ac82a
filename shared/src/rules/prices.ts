/** The rules of a purchase, sales or transport price (spec 01 §2 Price form, §5). */
import { z } from 'zod/mini';
import { endNotBeforeStart, isoDate, requiredDecimal } from './core';

/** A price of at least 0 (four decimals at most, the provider's), a start and an end date, the end not before the start. */
export const priceRules = z
  .object({
    price: requiredDecimal({ nonNegative: true }),
    startDate: isoDate(),
    endDate: isoDate(),
  })
  .check(z.superRefine(endNotBeforeStart));
