/** What the purchase order procedures share: messages, the lock of booked invoices, VAT. */
import type { Queryable } from '../../db';
import { refuse, type Refusal } from '../registry';

export const PurchaseOrderMessages = {
  notFound: 'Purchase order not found',
  supplierNotFound: 'Supplier not found',
  transporterNotFound: 'Transporter not found',
  /** already_invoice (spec 02 §5, §8). */
  alreadyInvoiced: 'This invoice number has previously been used for this supplier',
  /** already_purchaseinvoice (spec 02 §5, §8). */
  alreadyOnPurchaseInvoice: 'This supplier already has a purchaseinvoice on this order registration!',
  booked: (booking: string) => `This purchase invoice is booked in accounting (${booking}); it can no longer change`,
  alreadySent: (booking: string) => `This purchase invoice was already sent to accounting (${booking})`,
  noLines: 'A purchase invoice without lines cannot be sent to accounting',
  transportFlagFixed: 'The transport flag of a purchase invoice cannot change after it was created',
  adminOnly: 'Only an Administrator may delete a purchase invoice',
  lineNotFound: 'Purchase order line not found',
  salesLineNotFound: 'Sales order line not found',
  transportNotFound: 'Transport not found',
  notOfSupplier: 'This order line is not of the supplier of this purchase invoice',
  notOfTransporter: 'This transport is not of the transporter of this purchase invoice',
  transportInvoice: 'This is a transport purchase invoice: add transport lines to it',
  regularInvoice: 'This is not a transport purchase invoice: add order lines to it',
  notTransportLine: 'Only the price of a transport line can change',
  vatCodeNotFound: 'VAT code not found',
  vatAmount: 'The VAT amount must be digits with at most one decimal separator (. or ,), at most two decimals and an optional euro sign',
  manualLineNotFound: 'Manual line not found',
  productNotFound: 'Product not found',
  documentNotFound: 'Document not found',
  fileNotFound: 'File not found',
} as const;

/** VAT code of a regular line when neither the user nor the supplier chose one (spec 02 §9). */
export const FALLBACK_VAT_CODE = '12';

/**
 * The VAT amount as people type it (spec 02 §5): digits with at most one decimal separator (dot
 * or comma) and an optional euro sign; money, so at most two decimals. Answers the canonical
 * text (`12.5`) or null when the input breaks the rule.
 */
export function parseVatAmount(input: unknown): string | null {
  if (typeof input === 'number') input = Number.isFinite(input) && input >= 0 ? String(input) : '';
  if (typeof input !== 'string') return null;
  const m = /^\s*(?:€\s*)?(\d+)(?:[.,](\d{0,2}))?\s*(?:€\s*)?$/.exec(input);
  if (!m || (input.match(/€/g)?.length ?? 0) > 1) return null;
  const [, digits = '', decimals = ''] = m;
  const whole = digits.replace(/^0+(?=\d)/, '');
  const fraction = decimals.replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** The supplier (or, for a transport invoice, transporter) name SQL of a purchase order `o`. */
export const SUPPLIER_NAME_SQL = `case when o.is_transport then (select name from transporters where code = o.supplier_code)
                                       else (select name from suppliers where code = o.supplier_code) end`;

export interface OpenOrder {
  id: number;
  supplierCode: string;
  isTransport: boolean;
}

/**
 * The lock of spec 02 §4: refuses when the purchase order does not exist or is booked (it has
 * an accounting booking); otherwise answers the order, locked for this transaction.
 */
export async function checkEditable(db: Queryable, orderId: number): Promise<Refusal | OpenOrder> {
  const { rows } = await db.query<{ supplier_code: string; is_transport: boolean; booking_number: string | null }>(
    'select supplier_code, is_transport, booking_number from purchase_orders where id = $1 for update',
    [orderId],
  );
  const [order] = rows;
  if (!order) return refuse(PurchaseOrderMessages.notFound);
  if (order.booking_number) return refuse(PurchaseOrderMessages.booked(order.booking_number));
  return { id: orderId, supplierCode: order.supplier_code, isTransport: order.is_transport };
}

export const isRefusal = (v: unknown): v is Refusal => typeof v === 'object' && v !== null && (v as Refusal).Success === false;

/** The VAT code's percentage, or null when the code does not exist. */
export async function vatPercentage(db: Queryable, code: string): Promise<string | null> {
  const { rows } = await db.query<{ percentage: string }>('select percentage::text as percentage from vat_codes where code = $1', [code]);
  return rows[0]?.percentage ?? null;
}

/** The default VAT code of a supplier or transporter (null when it has none). */
export async function defaultVatCode(db: Queryable, supplierCode: string, isTransport: boolean): Promise<string | null> {
  const table = isTransport ? 'transporters' : 'suppliers';
  const { rows } = await db.query<{ default_vat_code: string | null }>(`select default_vat_code from ${table} where code = $1`, [supplierCode]);
  return rows[0]?.default_vat_code ?? null;
}

/** Is it a unique-index violation (two saves at once)? */
export function isUniqueViolation(err: unknown, index?: string): boolean {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return false;
  return !index || e.constraint === index || (e.message ?? '').includes(index);
}
