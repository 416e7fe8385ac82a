import type { GatewayContext } from '../../context';
import type { PurchaseSupplierRecord } from '../../provider/records';
import { suppliersLoader, transportersLoader } from '../reference/loaders';

/** A supplier, or a transporter for transport invoices; null when unknown. */
export async function purchaseSupplier(ctx: GatewayContext, code: string, isTransporter: boolean): Promise<PurchaseSupplierRecord | null> {
  // both lists (prefetched together for PurchaseOrder.supplier): a page mixes suppliers and transporters
  const [supplier, transporter] = await Promise.all([ctx.loaders.use(suppliersLoader).load(code), ctx.loaders.use(transportersLoader).load(code)]);
  const found = isTransporter ? transporter : supplier;
  return found ? { code: found.code, name: found.name, isTransporter } : null;
}
