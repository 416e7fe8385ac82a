/** The rules of a period date (spec 01 §5): a whole year from 1 to 9999, a month from 1 to 12, the new date. */
import { z } from 'zod/mini';
import { isoDate, wholeNumber } from './core';

export const PERIOD_LIMITS = { year: { min: 1, max: 9999 }, month: { min: 1, max: 12 } } as const;

/** createPeriodDate's and updatePeriodDate's fields: numbers as sent, or as typed in the form. */
export const periodDateRules = z.object({
  year: wholeNumber(PERIOD_LIMITS.year.min, PERIOD_LIMITS.year.max),
  month: wholeNumber(PERIOD_LIMITS.month.min, PERIOD_LIMITS.month.max),
  newDate: isoDate(),
});
