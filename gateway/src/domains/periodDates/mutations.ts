import { refusalErrors } from '../../errors/errors';
import type { MutationResolvers } from '../../generated/graphql';
import { create } from '../../mutations/created';
import { createPeriodDate, deletePeriodDate, listPeriodDates, updatePeriodDate } from '../../provider/calls/periodDates';
import { PERIOD_DATE_REFUSALS, periodDateErrors } from './rules';
import { inputOf } from '../../mutations/input-bridge';
import { versionGate } from '../shared/version-gate';

export const periodDateMutations = {
  async createPeriodDate(_p, { input }, ctx) {
    const errors = periodDateErrors(input);
    if (errors.length) return { periodDate: null, userErrors: errors };
    const result = await create(ctx.provider, {
      key: 'periodDates.create',
      write: () => createPeriodDate(ctx.provider, input),
      list: () => listPeriodDates(ctx.provider, { fresh: true }),
      matches: (p) => p.year === input.year && p.month === input.month && p.newDate === input.newDate,
    });
    if (!result.ok) return { periodDate: null, userErrors: refusalErrors(result.refusal, PERIOD_DATE_REFUSALS) };
    // saved but not told apart (a colleague's alike at the same moment): the screen refreshes its list
    if (result.id === null) return { periodDate: null, userErrors: [] };
    return { periodDate: { id: result.id, year: input.year, month: input.month, newDate: input.newDate }, userErrors: [] };
  },
  async updatePeriodDate(_p, { input }, ctx) {
    const errors = periodDateErrors(input);
    if (errors.length) return { periodDate: null, userErrors: errors };
    const stale = await versionGate(ctx);
    if (stale) return { periodDate: null, userErrors: [stale] };
    const result = await updatePeriodDate(ctx.provider, input.id, input);
    if (!result.ok) return { periodDate: null, userErrors: refusalErrors(result.refusal, PERIOD_DATE_REFUSALS) };
    return { periodDate: { id: input.id, year: input.year, month: input.month, newDate: input.newDate }, userErrors: [] };
  },
  async deletePeriodDate(_p, args, ctx) {
    const { id } = inputOf(args);
    const stale = await versionGate(ctx);
    if (stale) return { deletedId: null, userErrors: [stale] };
    const result = await deletePeriodDate(ctx.provider, id);
    if (!result.ok) return { deletedId: null, userErrors: refusalErrors(result.refusal, PERIOD_DATE_REFUSALS) };
    return { deletedId: id, userErrors: [] };
  },
} satisfies MutationResolvers;
