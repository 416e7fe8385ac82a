import type { RefusalRule } from '../../errors';

/** The provider's invoicing refusals as stable codes (before the common rules). */
export const INVOICING_REFUSALS: RefusalRule[] = [
  { pattern: /already sent/i, code: 'ALREADY_SENT', field: 'salesOrderId' },
  { pattern: /already completed/i, code: 'ALREADY_COMPLETED', field: 'salesOrderId' },
  { pattern: /has no customer/i, code: 'NO_CUSTOMER', field: 'salesOrderId' },
  { pattern: /nog te plannen|99999998/i, code: 'TO_BE_PLANNED', field: 'salesOrderId' },
  { pattern: /is temporary/i, code: 'TEMPORARY_ORDER', field: 'salesOrderId' },
  { pattern: /has no lines/i, code: 'NO_LINES', field: 'salesOrderId' },
  { pattern: /no invoice date/i, code: 'NO_INVOICE_DATE' },
  { pattern: /^sales order not found/i, code: 'NOT_FOUND', field: 'salesOrderId' },
];
