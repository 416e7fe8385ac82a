/**
 * Purchase orders (application backoffice), spec 02 §7.2: the invoices suppliers and
 * transporters send, their lines taken from sales-order lines and transports, manual lines,
 * documents and the hand-off to accounting. A booked invoice refuses every change.
 */
import type { Procedure } from '../registry';
import { documentProcedures } from './documents';
import { lineProcedures } from './lines';
import { manualLineProcedures } from './manualLines';
import { orderProcedures } from './orders';

export { PurchaseOrderMessages, parseVatAmount, FALLBACK_VAT_CODE } from './shared';

export const procedures: Procedure[] = [...orderProcedures, ...documentProcedures, ...lineProcedures, ...manualLineProcedures] as Procedure[];
