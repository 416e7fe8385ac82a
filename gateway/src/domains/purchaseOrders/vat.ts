import { cents } from '@backoffice/shared/decimal';
import type { GatewayContext } from '../../context/context';
import { calculateVat } from '../../provider/calls/purchaseOrders';
import { vatCodesLoader } from '../reference/loaders';
import { vatAmount } from '@backoffice/shared/decimal';

/**
 * The VAT of an amount at a VAT code (two decimals): the spec's calculate-VAT call; locally from the
 * code's percentage only when the provider offers `vatPercentage` (the spec's VAT item has none).
 * Both round half up to the cent, so both ways answer the same. Null for a code nobody knows.
 */
export async function vatOf(ctx: GatewayContext, amount: string, code: string): Promise<string | null> {
  const vat = await ctx.loaders.use(vatCodesLoader).load(code);
  if (!vat) return null;
  if (ctx.provider.has('vatPercentage') && vat.percentage !== null) return vatAmount(amount, vat.percentage);
  const calculated = await calculateVat(ctx.provider, amount, code);
  return calculated === null ? null : cents(calculated).toFixed(2);
}
