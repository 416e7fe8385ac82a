/**
 * The period-date form's words for the shared period-date rules (shared/src/rules/periodDates.ts,
 * which createPeriodDate and updatePeriodDate check too): year and month whole numbers, year from
 * 1 to 9999, month from 1 to 12.
 */
import type { RuleProblem } from '@backoffice/shared/rules/core';
import { PERIOD_LIMITS } from '@backoffice/shared/rules/periodDates';

export const YEAR_MAX = PERIOD_LIMITS.year.max;
export const MONTH_MAX = PERIOD_LIMITS.month.max;

export type PeriodProblem = 'required' | 'year' | 'month';

/**
 * The key of periodDates:validation that says a refusal of the year or the month: empty, or else
 * what the field takes ('a year from 1 to 9999'), whether the text was no number, -1 or 10000.
 */
export function periodProblemKey({ field, code }: Pick<RuleProblem, 'field' | 'code'>): PeriodProblem {
  if (code === 'REQUIRED') return 'required';
  return field === 'month' ? 'month' : 'year';
}

/** The words of periodProblemKey's key, with the range it names. */
export const periodProblemValues = { year: PERIOD_LIMITS.year, month: PERIOD_LIMITS.month, required: {} } as const;
