import type { InvoiceBlock, InvoiceLanguage } from '../../generated/graphql';
import type { QualityOrderRecord } from '../../provider/records';
import { TO_BE_PLANNED_CUSTOMER } from '../reference/resolvers';

/**
 * The one rule for "may the sales invoice be sent" (spec 02 §2.11): not when the order is
 * completed, its customer is 'Nog te plannen' (code 99999998, or a reference that says so), it
 * has no customer, or it is temporary; and not when it was booked already. The UI hides the
 * button on the same list the gateway refuses on.
 */
export function invoiceBlocks(o: QualityOrderRecord): InvoiceBlock[] {
  const blocks: InvoiceBlock[] = [];
  if (o.isCompleted) blocks.push('COMPLETED');
  if (o.customerCode === TO_BE_PLANNED_CUSTOMER || /^\s*nog te plannen\s*$/i.test(o.customerReference ?? '')) blocks.push('TO_BE_PLANNED');
  if (!o.customerCode) blocks.push('NO_CUSTOMER');
  if (o.isTemporary) blocks.push('TEMPORARY');
  if (o.accountingBooking) blocks.push('ALREADY_SENT');
  return blocks;
}

export const languageOf = (code: string): InvoiceLanguage => (code === 'NL' ? 'DUTCH' : 'ENGLISH');

/** Today in Brussels (the business's day), `yyyy-MM-dd`. */
export function businessToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
