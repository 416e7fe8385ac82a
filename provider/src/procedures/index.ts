/** Every domain's procedures. A new domain adds its list here. */
import { periodDateProcedures } from './periodDates';
import { referenceProcedures } from './reference';
import { productProcedures } from './products';
import { priceProcedures } from './prices';
import { ProcedureRegistry } from './registry';
import { purchaseOrderProcedures } from './purchaseOrders';
import { salesOrderProcedures } from './salesOrders';
import { invoicingProcedures } from './invoicing';
import { taskProcedures } from './tasks';
import { demurrageProcedures } from './demurrage';
import { monthEndProcedures } from './monthEnd';

export function createRegistry(): ProcedureRegistry {
  return new ProcedureRegistry().register(
    ...periodDateProcedures,
    ...referenceProcedures,
    ...productProcedures,
    ...priceProcedures,
    ...salesOrderProcedures,
    ...purchaseOrderProcedures,
    ...invoicingProcedures,
    ...taskProcedures,
    ...demurrageProcedures,
    ...monthEndProcedures,
  );
}

export { ProcedureRegistry, refuse, defineProcedure, APPLICATIONS } from './registry';
export type { Procedure, ProcedureAnswer, ProcedureContext, Application } from './registry';
