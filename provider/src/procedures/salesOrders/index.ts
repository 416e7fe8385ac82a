/**
 * Sales orders (application backoffice), spec 02 §7.1: headers, documents, lines, the add-line
 * look-ups, transports and text lines. The lock of a completed order is the gateway's (the spec has none).
 */
import type { Procedure } from '../registry';
import { documentProcedures } from './documents';
import { lineProcedures } from './lines';
import { getSalesOrdersPage } from './list';
import { lookupProcedures } from './lookups';
import { orderProcedures } from './orders';
import { textLineProcedures } from './textLines';
import { transportProcedures } from './transports';

export const procedures: Procedure[] = [
  ...orderProcedures,
  getSalesOrdersPage,
  ...documentProcedures,
  ...lineProcedures,
  ...lookupProcedures,
  ...transportProcedures,
  ...textLineProcedures,
] as Procedure[];
