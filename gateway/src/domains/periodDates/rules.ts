import { periodDateRules } from '@backoffice/shared/rules/periodDates';
import { inputErrors, type RefusalRule } from '../../errors/errors';
import type { UserError } from '../../generated/graphql';

/** The shared period-date rules (spec 01 §5), checked before the provider is asked: the form checks the same. */
export const periodDateErrors = (input: { year: number; month: number; newDate: string }): UserError[] => inputErrors(periodDateRules, input);

/** A period date is one per year and month: a clash concerns the month. */
export const PERIOD_DATE_REFUSALS: RefusalRule[] = [
  { pattern: /period date already exists for this year and month/i, code: 'PERIOD_DATE_TAKEN', field: 'month' },
  { pattern: /already exists/i, code: 'DUPLICATE', field: 'month' },
];
