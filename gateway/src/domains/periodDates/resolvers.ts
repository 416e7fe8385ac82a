import type { Resolvers, UserError } from '../../generated/graphql';
import { refusalToUserError, userError, type RefusalRule } from '../../errors';
import { listLoader } from '../../loaders/loaders';
import type { PrefetchRule } from '../../loaders/prefetch';
import { newIdOf, type ProcedureResult } from '../../provider/client';
import { toProviderDate } from '../../provider/mapping';
import { toPeriodDateRecord } from '../../provider/records';

export const periodDatesLoader = listLoader('periodDates', async (provider) => (await provider.items('periodDates.list')).map(toPeriodDateRecord), (p) => p.id);

export const periodDatesPrefetch: PrefetchRule[] = [{ coordinate: 'Query.periodDates', loader: periodDatesLoader }];

/** The form's own rules, checked before the provider is asked (spec 01 §5). */
function validate(input: { year: number; month: number }): UserError[] {
  const errors: UserError[] = [];
  if (!Number.isInteger(input.year) || input.year < 1 || input.year > 9999) errors.push(userError('INVALID_INPUT', 'Year must be a number from 1 to 9999.', 'year'));
  if (!Number.isInteger(input.month) || input.month < 1 || input.month > 12) errors.push(userError('INVALID_INPUT', 'Month must be a number from 1 to 12.', 'month'));
  return errors;
}

/** A period date is one per year and month: a clash concerns the month. */
const REFUSALS: RefusalRule[] = [{ pattern: /already exists/i, code: 'DUPLICATE', field: 'month' }];

function refusal(result: ProcedureResult): UserError[] {
  return [refusalToUserError(result.Message, REFUSALS)];
}

export const periodDatesResolvers: Resolvers = {
  Query: {
    periodDates: (_p, _a, ctx) => ctx.loaders.use(periodDatesLoader).all(),
  },
  Mutation: {
    async createPeriodDate(_p, { input }, ctx) {
      const errors = validate(input);
      if (errors.length) return { periodDate: null, userErrors: errors };
      const result = await ctx.provider.execute('periodDates.create', { year: input.year, month: input.month, newdate: toProviderDate(input.newDate) });
      if (!result.Success) return { periodDate: null, userErrors: refusal(result) };
      return { periodDate: { id: newIdOf(result), year: input.year, month: input.month, newDate: input.newDate }, userErrors: [] };
    },
    async updatePeriodDate(_p, { input }, ctx) {
      const errors = validate(input);
      if (errors.length) return { periodDate: null, userErrors: errors };
      const result = await ctx.provider.execute('periodDates.update', { id: Number(input.id), year: input.year, month: input.month, newdate: toProviderDate(input.newDate) });
      if (!result.Success) return { periodDate: null, userErrors: refusal(result) };
      return { periodDate: { id: input.id, year: input.year, month: input.month, newDate: input.newDate }, userErrors: [] };
    },
    async deletePeriodDate(_p, { id }, ctx) {
      const result = await ctx.provider.execute('periodDates.delete', { id: Number(id) });
      if (!result.Success) return { deletedId: null, userErrors: refusal(result) };
      return { deletedId: id, userErrors: [] };
    },
  },
};
