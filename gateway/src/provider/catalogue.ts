/**
 * Every provider procedure the gateway calls, under a stable key: the union of what each
 * `calls/<domain>.ts` declares as `procedures` next to the calls that use them (collected by
 * calls/procedures.generated.ts, which `npm run codegen` writes). The spec does not name all
 * procedures, so a deployment may rename any of them with PROVIDER_PROCEDURES
 * (`{"periodDates.list":"getPeriodDatesV2"}`).
 */
import { callProcedures } from './calls/procedures.generated';
import type { ProcedureDef } from './procedure-def';

export type { ProcedureDef } from './procedure-def';

export const defaultCatalogue = callProcedures satisfies Record<string, ProcedureDef>;

export type ProcedureKey = keyof typeof defaultCatalogue;
export type Catalogue = Record<ProcedureKey, ProcedureDef>;

export function buildCatalogue(overrides: Record<string, string> = {}): Catalogue {
  const catalogue = { ...defaultCatalogue } as Catalogue;
  for (const [key, name] of Object.entries(overrides)) {
    if (!(key in catalogue)) throw new Error(`PROVIDER_PROCEDURES names an unknown procedure key '${key}'`);
    catalogue[key as ProcedureKey] = { ...catalogue[key as ProcedureKey], name };
  }
  return catalogue;
}
