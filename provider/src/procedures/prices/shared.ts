// What the price procedures share: messages, kinds, row shapes, the 'used' test, items, duplicate checks and the updates.
import type { Queryable } from '../../db';
import { formatDate } from '../../lib/dates';
import { refuse, type ProcedureAnswer } from '../registry';
import { date, decimal } from '../validation';
import { num } from '../products/fields';

export const PriceMessages = {
  duplicate: 'A price is already available for this start date',
  notFound: 'Price not found',
  productNotFound: 'Product not found',
  transporterNotFound: 'Transporter not found',
  setPricingType: 'Please set pricetype',
  endBeforeStart: 'The end date must not be before the start date',
  approvedNoDelete: 'An approved price cannot be deleted',
  usedNoDelete: 'The price is used on an order line and cannot be deleted',
  onlyAdministrators: 'Only administrators can approve prices',
  lineNotFound: 'Order line not found',
  transportNotFound: 'Transport not found',
  orderCompleted: 'The order is completed (invoiced); its prices cannot change',
} as const;

/** Own transport / franco: no pricing type. */
export const OWN_TRANSPORT = '99999999';

/** Days before its end from which a price shows red on the Change Price screen. */
export const EXPIRY_WARNING_DAYS = 30;

export type Kind = 'purchase' | 'sales';

export const KINDS: Record<Kind, { table: string; title: string; quantity: string; price: string; amount: string; flag: number }> = {
  purchase: { table: 'purchase_prices', title: 'Purchase', quantity: 'purchase_quantity', price: 'purchase_price', amount: 'purchase_amount', flag: 1 },
  sales: { table: 'sales_prices', title: 'Sales', quantity: 'sales_quantity', price: 'sales_price', amount: 'sales_amount', flag: 2 },
};

export interface PriceRow {
  id: number;
  product_id: number;
  start_date: string;
  end_date: string;
  /** numeric: text from db.query, a number from jsonRows */
  price: string | number;
  pricing_type: number | null;
  is_approved: boolean;
  used?: boolean;
}

export interface TransportPriceRow extends PriceRow {
  transporter_code: string;
  transporter_name: string;
}

export const isAdministrator = (roles: string[]) => roles.some((r) => r.toLowerCase() === 'administrator');

export async function productExists(db: Queryable, productId: number): Promise<boolean> {
  return (await db.query('select 1 from products where id = $1', [productId])).rows.length > 0;
}

/**
 * True when an order line of the product loads within [start, end]: the price is in use. One
 * probe of the index on the lines' (product, loading day) per price (migration 009: each line
 * carries its order's loading day), so neither the orders nor the other prices are read.
 */
export const USED = (alias: string) => `exists (
  select 1 from sales_order_lines l
   where l.product_id = ${alias}.product_id and l.loading_date between ${alias}.start_date and ${alias}.end_date)`;

/** The prices of a set of products with `used` (see USED); jsonRows orders them by PRICE_ORDER. */
export const usedPricesQuery = (table: string) => `
  select p.*, ${USED('p')} as used
    from ${table} p
   where p.product_id = any($1::int[])`;

/** A price list's order: by product, newest first. */
export const PRICE_ORDER = 'x.product_id, x.start_date desc, x.id desc';

/** The transport prices of a set of products with their transporter's name; jsonRows orders them by TRANSPORT_PRICE_ORDER. */
export const TRANSPORT_PRICES_SELECT = `select p.*, t.name as transporter_name from transport_prices p join transporters t on t.code = p.transporter_code
  where p.product_id = any($1::int[])`;

/** A transport price list's order: by product, newest first, then transporter and pricing type. */
export const TRANSPORT_PRICE_ORDER = 'x.product_id, x.start_date desc, x.transporter_name, x.pricing_type nulls first, x.id desc';

export function priceItem(row: PriceRow) {
  const canDelete = !row.is_approved && !row.used;
  return {
    Id: row.id,
    productid: row.product_id,
    Price: num(row.price),
    StartDate: formatDate(row.start_date),
    EndDate: formatDate(row.end_date),
    pricingtype: row.pricing_type ?? '',
    isApproved: row.is_approved,
    canDelete: canDelete ? 'true' : 'false',
  };
}

export function transportItem(row: TransportPriceRow) {
  return {
    Id: row.id,
    productid: row.product_id,
    transportercode: row.transporter_code,
    Transporter: row.transporter_name,
    pricingtype: row.pricing_type ?? '',
    Price: num(row.price),
    StartDate: formatDate(row.start_date),
    EndDate: formatDate(row.end_date),
    isApproved: row.is_approved,
  };
}

export const priceFields = { price: decimal({ min: 0 }), startdate: date(), enddate: date() };

/** The duplicate of a purchase or sales price: same product and start date, other id. */
export async function priceDuplicates(db: Queryable, kind: Kind, productId: number, startDate: string, exceptId = 0) {
  const { rows } = await db.query<{ id: number }>(`select id from ${KINDS[kind].table} where product_id = $1 and start_date = $2 and id <> $3 order by id`, [
    productId,
    startDate,
    exceptId,
  ]);
  return rows;
}

export async function transportDuplicates(db: Queryable, productId: number, transporter: string, pricingType: number | null, startDate: string, exceptId = 0) {
  const { rows } = await db.query<{ id: number }>(
    `select id from transport_prices
      where product_id = $1 and transporter_code = $2 and pricing_type is not distinct from $3 and start_date = $4 and id <> $5 order by id`,
    [productId, transporter, pricingType, startDate, exceptId],
  );
  return rows;
}

export const duplicateItems = (rows: { id: number }[]) => ({ Items: rows.map((r) => ({ Id: r.id, Message: PriceMessages.duplicate })) });

/** Changes price and dates of a purchase or sales price (shared by put and the Change Price table). */
export async function updatePrice(db: Queryable, kind: Kind, priceId: number, price: string, start: string, end: string): Promise<ProcedureAnswer> {
  if (end < start) return refuse(PriceMessages.endBeforeStart);
  const table = KINDS[kind].table;
  const { rows } = await db.query<PriceRow>(`select * from ${table} where id = $1`, [priceId]);
  const [row] = rows;
  if (!row) return refuse(PriceMessages.notFound);
  if ((await priceDuplicates(db, kind, row.product_id, start, priceId)).length) return refuse(PriceMessages.duplicate);
  await db.query(
    `update ${table} set price = $2, start_date = $3, end_date = $4,
            is_approved = is_approved and price = $2 and start_date = $3 and end_date = $4,
            approved_by = case when is_approved and price = $2 and start_date = $3 and end_date = $4 then approved_by end
      where id = $1`,
    [priceId, price, start, end],
  );
  return {};
}

export async function updateTransportPrice(db: Queryable, priceId: number, price: string, start: string, end: string): Promise<ProcedureAnswer> {
  if (end < start) return refuse(PriceMessages.endBeforeStart);
  const { rows } = await db.query<PriceRow & { transporter_code: string }>('select * from transport_prices where id = $1', [priceId]);
  const [row] = rows;
  if (!row) return refuse(PriceMessages.notFound);
  if ((await transportDuplicates(db, row.product_id, row.transporter_code, row.pricing_type, start, priceId)).length) return refuse(PriceMessages.duplicate);
  await db.query(
    `update transport_prices set price = $2, start_date = $3, end_date = $4,
            is_approved = is_approved and price = $2 and start_date = $3 and end_date = $4,
            approved_by = case when is_approved and price = $2 and start_date = $3 and end_date = $4 then approved_by end
      where id = $1`,
    [priceId, price, start, end],
  );
  return {};
}
