/**
 * Invoicing (application backoffice), spec 02 §2.11, §2.14, §7.4: the quality overview's data,
 * the pro-forma invoice's print data, sending sales invoices to the accounting package (one,
 * complete an order, all that are ready), the purchase invoices of sales orders and the bulk
 * send of purchase invoices.
 */
import type { Procedure } from '../registry';
import { invoiceProcedures } from './invoice';
import { purchaseProcedures } from './purchases';
import { getQualityData } from './quality';
import { sendingProcedures } from './sending';

export { InvoicingMessages } from './shared';
export { PurchaseSendMessages } from './purchases';

export const procedures: Procedure[] = [getQualityData, ...invoiceProcedures, ...sendingProcedures, ...purchaseProcedures] as Procedure[];
