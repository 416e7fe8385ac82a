import { listPeriodDates } from '../../provider/calls/periodDates';
import type { PeriodDateRecord } from '../../provider/records';
import { trackedKind, type Tracked } from '../shared/tracked';

export const tracked: Tracked = {
  kinds: [
    trackedKind<PeriodDateRecord>({
      type: 'PERIOD_DATE',
      graphType: 'PeriodDate',
      fields: ['year', 'month', 'newDate'],
      owner: (p) => ({ type: 'PERIOD_DATE', id: p.id }),
      // the spec has no read of one period date: the list, around the cache
      read: async (ctx, id) => (await listPeriodDates(ctx.provider, { fresh: true })).find((p) => p.id === id) ?? null,
    }),
  ],
  mutations: {
    createPeriodDate: { kind: 'PERIOD_DATE', action: 'CREATED', after: (p) => p.periodDate },
    updatePeriodDate: { kind: 'PERIOD_DATE', action: 'CHANGED', id: (i: { id: string }) => i.id, after: (p) => p.periodDate },
    deletePeriodDate: { kind: 'PERIOD_DATE', action: 'DELETED', id: (i: { id: string }) => i.id, removes: true },
  },
};
