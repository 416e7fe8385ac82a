import { lineAmount } from '@backoffice/shared/decimal';
import type { GatewayContext } from '../../context/context';
import { refusalErrors, userError } from '../../errors/errors';
import type { PurchaseLineToAdd, UserError } from '../../generated/graphql';
import {
  addPurchaseOrderLine,
  isLineOnAnotherInvoice,
  PURCHASE_ORDER_LISTS,
  searchLineCandidates,
  type ProcedureKeyOfAdd,
} from '../../provider/calls/purchaseOrders';
import { freshChildList } from '../../provider/calls/shared';
import type { PurchaseLineCandidateRecord, PurchaseOrderRecord } from '../../provider/records';
import { vatCodesLoader } from '../reference/loaders';
import { defaultVatCodeLoader } from './loaders';
import { ALREADY_ON_PURCHASE_INVOICE, FALLBACK_VAT_CODE, PURCHASE_ORDER_REFUSALS } from './rules';
import { vatOf } from './vat';

/** What adding the ticked lines did: the ids of the lines it made (when told), and the refusals by line. */
export interface LinesAdded {
  ids: string[];
  userErrors: UserError[];
}

/**
 * The add-lines modal's save (spec 02 §2.8, §7.2), one line after the other so that each is checked
 * against the lines added before it: check multiple lines first (a spec provider does not refuse a
 * line invoiced twice itself), then add line {purchaseid, id, btw_amount, vatid} with the VAT code
 * chosen (else the supplier's default, else 12 for regular lines) and its VAT amount.
 */
export async function addLines(ctx: GatewayContext, order: PurchaseOrderRecord, lines: readonly PurchaseLineToAdd[]): Promise<LinesAdded> {
  const known = await ctx.loaders.use(vatCodesLoader).all();
  const supplierDefault = await ctx.loaders.use(defaultVatCodeLoader).load(order.supplierCode);
  const key: ProcedureKeyOfAdd = order.isTransport ? 'purchaseOrders.addTransportLine' : 'purchaseOrders.addLine';
  // a provider that does not answer NewId: the invoice's lines before, to tell the new ones after
  const before = ctx.provider.answersNewId(key) ? null : await freshChildList(ctx.provider, PURCHASE_ORDER_LISTS.lines, order.id);
  const candidates = candidatesOf(ctx, order);
  const userErrors: UserError[] = [];
  const ids: string[] = [];
  let unnamed = 0;
  for (const [i, line] of lines.entries()) {
    if (line.vatCode && !known.some((v) => v.code === line.vatCode)) {
      userErrors.push(userError('NOT_FOUND', 'VAT code not found', `lines.${i}.vatCode`));
      continue;
    }
    if (await isLineOnAnotherInvoice(ctx.provider, order, line.id)) {
      userErrors.push(userError('ALREADY_ON_PURCHASE_INVOICE', ALREADY_ON_PURCHASE_INVOICE, `lines.${i}`));
      continue;
    }
    const vatCode = line.vatCode || supplierDefault || (order.isTransport ? null : FALLBACK_VAT_CODE);
    const candidate = line.salesOrderId ? await candidates(line.salesOrderId, line.id) : null;
    const vatAmount = candidate && vatCode ? await vatOf(ctx, lineAmount(candidate.price, candidate.quantity), vatCode) : null;
    const result = await addPurchaseOrderLine(ctx.provider, order, { id: line.id, vatCode, vatAmount });
    if (!result.ok) userErrors.push(...refusalErrors(result.refusal, PURCHASE_ORDER_REFUSALS, `lines.${i}`));
    else if (result.newId === null) unnamed += 1;
    else {
      ctx.provider.sawNewId(key);
      ids.push(result.newId);
    }
  }
  if (unnamed > 0 && before) {
    // the new lines nobody named are the ones added only when exactly as many appeared
    const old = new Set([...before.map((l) => l.id), ...ids]);
    const made = (await freshChildList(ctx.provider, PURCHASE_ORDER_LISTS.lines, order.id)).filter((l) => !old.has(l.id));
    if (made.length === unnamed) ids.push(...made.map((l) => l.id));
  }
  return { ids, userErrors };
}

/** The invoice's candidates of a sales order (one search per order), to find a ticked line's amount. */
function candidatesOf(ctx: GatewayContext, order: PurchaseOrderRecord) {
  const searches = new Map<string, Promise<PurchaseLineCandidateRecord[]>>();
  return async (salesOrderId: string, lineId: string): Promise<PurchaseLineCandidateRecord | null> => {
    if (!/^\d{1,9}$/.test(salesOrderId)) return null;
    let found = searches.get(salesOrderId);
    if (!found) {
      found = searchLineCandidates(ctx.provider, 'ORDER_ID', order.isTransport, order.supplierCode, salesOrderId);
      searches.set(salesOrderId, found);
    }
    return (await found).find((c) => c.id === lineId) ?? null;
  };
}
