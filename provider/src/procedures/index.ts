/** Every domain's procedures. A new domain adds its list here. */
import { periodDateProcedures } from './periodDates';
import { referenceProcedures } from './reference';
import { ProcedureRegistry } from './registry';

export function createRegistry(): ProcedureRegistry {
  return new ProcedureRegistry().register(...periodDateProcedures, ...referenceProcedures);
}

export { ProcedureRegistry, refuse, defineProcedure, APPLICATIONS } from './registry';
export type { Procedure, ProcedureAnswer, ProcedureContext, Application } from './registry';
