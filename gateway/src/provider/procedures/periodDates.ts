import { readProcedure, writeProcedure, type ProcedureDef } from './procedure-def';

/** The provider procedures calls/periodDates.ts uses, under the keys it names; catalogue.ts is every domain's. */
export const procedures = {
  'periodDates.list': readProcedure('getPeriodDates', 'GET'),
  'periodDates.create': writeProcedure('postPeriodDate'),
  'periodDates.update': writeProcedure('putPeriodDate'),
  'periodDates.delete': writeProcedure('deletePeriodDate'),
} satisfies Record<string, ProcedureDef>;

/** The list kinds its writes make stale (list-generations.ts); a domain without `affects` makes every kind stale. */
export const affects: readonly string[] = ['periodDates', 'monthEnd', 'demurrage'];
