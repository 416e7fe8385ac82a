import { userError, type RefusalRule } from '../../errors';
import type { UserError } from '../../generated/graphql';

/** The form's own rules, checked before the provider is asked (spec 01 §5). */
export function periodDateErrors(input: { year: number; month: number }): UserError[] {
  const errors: UserError[] = [];
  if (!Number.isInteger(input.year) || input.year < 1 || input.year > 9999)
    errors.push(userError('INVALID_INPUT', 'Year must be a number from 1 to 9999.', 'year'));
  if (!Number.isInteger(input.month) || input.month < 1 || input.month > 12)
    errors.push(userError('INVALID_INPUT', 'Month must be a number from 1 to 12.', 'month'));
  return errors;
}

/** A period date is one per year and month: a clash concerns the month. */
export const PERIOD_DATE_REFUSALS: RefusalRule[] = [{ pattern: /already exists/i, code: 'DUPLICATE', field: 'month' }];
