/**
 * Every domain's procedures, found by convention: each folder's index.ts exports `procedures`, and
 * domains.generated.ts (written by `npm run codegen`) collects every folder. A new domain adds its
 * folder; nothing here changes.
 */
import { domainProcedures } from './domains.generated';
import { ProcedureRegistry } from './registry';

export function createRegistry(): ProcedureRegistry {
  return new ProcedureRegistry().register(...domainProcedures);
}

export { ProcedureRegistry, refuse, defineProcedure, APPLICATIONS } from './registry';
export type { Procedure, ProcedureAnswer, ProcedureContext, Application } from './registry';
