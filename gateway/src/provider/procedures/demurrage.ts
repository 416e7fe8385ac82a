import { heavyRead, type ProcedureDef } from './procedure-def';

/** The provider procedures calls/demurrage.ts uses, under the keys it names; catalogue.ts is every domain's. */
export const procedures = {
  'demurrage.list': heavyRead('getDemurrage', 'GET'),
} satisfies Record<string, ProcedureDef>;
