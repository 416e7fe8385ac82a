/**
 * Every provider procedure the gateway calls, under a stable key: the union of what each
 * `procedures/<domain>.ts` declares as `procedures` for its domain's calls (collected by
 * procedures.generated.ts, which `npm run codegen` writes). The spec does not name all
 * procedures, so a deployment may rename any of them with PROVIDER_PROCEDURES, and set its method
 * and application too (`{"periodDates.list":"getPeriodDatesV2"}`, `{"tasks.list":{"method":"POST"}}`).
 */
import { callProcedures } from './procedures.generated';
import type { ProcedureDef } from './procedure-def';
import type { operations } from '../generated/contract';

export const defaultCatalogue = callProcedures satisfies Record<string, ProcedureDef>;

export type ProcedureKey = keyof typeof defaultCatalogue;
export type Catalogue = Record<ProcedureKey, ProcedureDef>;

/** Every catalogue key has its operation in the contract (operationId = catalogue key): contract-types.ts types its calls. */
type Uncontracted = Exclude<ProcedureKey, keyof operations>;
export const everyKeyContracted: [Uncontracted] extends [never] ? true : { uncontracted: Uncontracted } = true;

/** One procedure's override: a new name, or any of name, method and application. */
export type ProcedureOverride = string | { name?: string; method?: 'GET' | 'POST'; app?: 'main' | 'accounting' };

export function buildCatalogue(overrides: Record<string, ProcedureOverride> = {}): Catalogue {
  const catalogue = { ...defaultCatalogue } as Catalogue;
  for (const [key, override] of Object.entries(overrides)) {
    if (!(key in catalogue)) throw new Error(`PROVIDER_PROCEDURES names an unknown procedure key '${key}'`);
    catalogue[key as ProcedureKey] = { ...catalogue[key as ProcedureKey], ...readOverride(key, override) };
  }
  return catalogue;
}

function readOverride(key: string, override: ProcedureOverride): Partial<ProcedureDef> {
  if (typeof override === 'string') return { name: override };
  const { name, method, app } = override ?? {};
  if (name !== undefined && (typeof name !== 'string' || name === '')) throw new Error(`PROVIDER_PROCEDURES: '${key}' needs a non-empty name`);
  if (method !== undefined && method !== 'GET' && method !== 'POST') throw new Error(`PROVIDER_PROCEDURES: '${key}' method must be GET or POST`);
  if (app !== undefined && app !== 'main' && app !== 'accounting') throw new Error(`PROVIDER_PROCEDURES: '${key}' app must be main or accounting`);
  return { ...(name ? { name } : {}), ...(method ? { method } : {}), ...(app ? { app } : {}) };
}
