import { refusalErrors } from '../../errors/errors';
import type { MutationResolvers } from '../../generated/graphql';
import { createPeriodDate, deletePeriodDate, updatePeriodDate } from '../../provider/calls/periodDates';
import { createdId } from '../../provider/outcome';
import { PERIOD_DATE_REFUSALS, periodDateErrors } from './rules';
import { inputOf } from '../../mutations/input-bridge';

export const periodDateMutations = {
  async createPeriodDate(_p, { input }, ctx) {
    const errors = periodDateErrors(input);
    if (errors.length) return { periodDate: null, userErrors: errors };
    const result = await createPeriodDate(ctx.provider, input);
    if (!result.ok) return { periodDate: null, userErrors: refusalErrors(result.refusal, PERIOD_DATE_REFUSALS) };
    return { periodDate: { id: createdId(result), year: input.year, month: input.month, newDate: input.newDate }, userErrors: [] };
  },
  async updatePeriodDate(_p, { input }, ctx) {
    const errors = periodDateErrors(input);
    if (errors.length) return { periodDate: null, userErrors: errors };
    const result = await updatePeriodDate(ctx.provider, input.id, input);
    if (!result.ok) return { periodDate: null, userErrors: refusalErrors(result.refusal, PERIOD_DATE_REFUSALS) };
    return { periodDate: { id: input.id, year: input.year, month: input.month, newDate: input.newDate }, userErrors: [] };
  },
  async deletePeriodDate(_p, args, ctx) {
    const { id } = inputOf(args);
    const result = await deletePeriodDate(ctx.provider, id);
    if (!result.ok) return { deletedId: null, userErrors: refusalErrors(result.refusal, PERIOD_DATE_REFUSALS) };
    return { deletedId: id, userErrors: [] };
  },
} satisfies MutationResolvers;
