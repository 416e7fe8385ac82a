import { heavyRead, wholeList, type ProcedureDef } from './procedure-def';

/** The provider procedures calls/monthEnd.ts uses, under the keys it names; catalogue.ts is every domain's. */
export const procedures = {
  // the spec's month-end list: every row, GET without a payload
  'monthEnd.list': wholeList('getMonthEnd'),
  // the monthEndQuery extension: filters, sort and paging travel to the provider (POST with a payload)
  'monthEnd.query': { ...heavyRead('getMonthEnd'), sharedByRoles: true },
} satisfies Record<string, ProcedureDef>;
