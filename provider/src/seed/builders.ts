/**
 * Named builders for tests that need a state the provider's API gives only through another domain
 * or another system (a line with set amounts, an order completed, a token revoked): one place that
 * knows the tables, so the gateway's tests arrange data by name rather than by SQL.
 */
import type { Queryable } from '../db';

/** A database to write to: the provider's own, or its worker's over the test harness (`query` only). */
type Db = Pick<Queryable, 'query'>;

async function insertedId(db: Db, sql: string, params: unknown[]): Promise<string> {
  const { rows } = await db.query<{ id: number }>(sql, params);
  const row = rows[0];
  if (!row) throw new Error(`No row inserted by: ${sql}`);
  return String(row.id);
}

/** A transport on an order line, priced by `pricingType` (1 block freight, 2 unit price; null: not priced). */
export interface TransportBuild {
  transporter: string;
  pricingType: number | null;
  price: string | number;
}

/** An order line as entered; omitted fields keep the table's defaults, as when a line is added before its prices. */
export interface LineBuild {
  productId: string | number;
  salesQuantity?: string | number;
  salesPrice?: string | number;
  salesAmount?: string | number;
  purchaseQuantity?: string | number;
  purchasePrice?: string | number;
  purchaseAmount?: string | number;
  packingSlip?: string;
  transport?: TransportBuild;
}

/** The line's fields a builder may set, and their columns. */
const LINE_COLUMNS = {
  salesQuantity: 'sales_quantity',
  salesPrice: 'sales_price',
  salesAmount: 'sales_amount',
  purchaseQuantity: 'purchase_quantity',
  purchasePrice: 'purchase_price',
  purchaseAmount: 'purchase_amount',
  packingSlip: 'packing_slip',
} as const satisfies Partial<Record<keyof LineBuild, string>>;

export interface SalesOrderBuild {
  /** null: an order not planned for a customer yet. */
  customer: string | null;
  supplier: string;
  /** `yyyy-MM-dd`, or a number of days before today. */
  loadingDate: string | { daysAgo: number };
  reference?: string;
  /** A temporary order (spec 02): not invoiced. */
  temporary?: boolean;
  lines?: LineBuild[];
}

/** A sales order with its lines and transports, written as another domain (or an import) would leave it. */
export async function buildSalesOrder(db: Db, order: SalesOrderBuild): Promise<{ orderId: string; lines: { lineId: string; transportId: string | null }[] }> {
  const loading = typeof order.loadingDate === 'string' ? order.loadingDate : null;
  const daysAgo = typeof order.loadingDate === 'string' ? 0 : order.loadingDate.daysAgo;
  const orderId = await insertedId(
    db,
    `insert into sales_orders (customer_code, supplier_code, reference_customer, loading_date, temporary)
     values ($1, $2, $3, coalesce($4::date, current_date - $5::int), $6) returning id`,
    [order.customer, order.supplier, order.reference ?? null, loading, daysAgo, order.temporary ?? false],
  );
  const lines: { lineId: string; transportId: string | null }[] = [];
  for (const line of order.lines ?? []) {
    lines.push(await buildOrderLine(db, orderId, line));
  }
  return { orderId, lines };
}

/** A line (and its transport) on an existing order, as the order screen or an import would leave it. */
export async function buildOrderLine(db: Db, orderId: string | number, line: LineBuild): Promise<{ lineId: string; transportId: string | null }> {
  // only the columns given: the others keep their defaults, as a line added before its prices
  const given = Object.entries(LINE_COLUMNS).filter(([field]) => line[field as keyof LineBuild] !== undefined);
  const lineId = await insertedId(
    db,
    `insert into sales_order_lines (sales_order_id, product_id${given.map(([, column]) => `, ${column}`).join('')})
     values ($1, $2${given.map((_, i) => `, $${i + 3}`).join('')}) returning id`,
    [orderId, line.productId, ...given.map(([field]) => line[field as keyof LineBuild])],
  );
  const t = line.transport;
  const transportId = t
    ? await insertedId(
        db,
        'insert into sales_order_transports (sales_order_id, sales_order_line_id, transporter_code, pricing_type, price) values ($1, $2, $3, $4, $5) returning id',
        [orderId, lineId, t.transporter, t.pricingType, t.price],
      )
    : null;
  return { lineId, transportId };
}

/** An order completed (invoiced) without posting it: the state the accounting package leaves behind. */
export async function completeSalesOrder(db: Db, orderId: string | number): Promise<void> {
  await db.query('update sales_orders set is_completed = true where id = $1', [Number(orderId)]);
}

/** The VAT code new purchase lines of a supplier or a transporter start with (reference data no screen edits). */
export async function setDefaultVatCode(db: Db, of: { suppliers?: string[]; transporters?: string[] }, vatCode: string): Promise<void> {
  if (of.suppliers?.length) await db.query('update suppliers set default_vat_code = $1 where code = any($2::text[])', [vatCode, of.suppliers]);
  if (of.transporters?.length) await db.query('update transporters set default_vat_code = $1 where code = any($2::text[])', [vatCode, of.transporters]);
}

/** A purchase invoice of a supplier with one line of a product, not booked. */
export async function buildPurchaseInvoice(
  db: Db,
  invoice: { supplier: string; invoiceNumber: string; daysAgo: number; productId: string | number; amount: string; vatCode: string; vatAmount: string },
): Promise<string> {
  const id = await insertedId(
    db,
    `insert into purchase_orders (supplier_code, invoice_number, invoice_date, description) values ($1, $2, current_date - $3::int, 'Levering') returning id`,
    [invoice.supplier, invoice.invoiceNumber, invoice.daysAgo],
  );
  await db.query(
    `insert into purchase_order_lines (purchase_order_id, supplier_code, product_id, quantity, price, amount, vat_code, vat_amount)
     values ($1, $2, $3, 1, $4, $4, $5, $6)`,
    [id, invoice.supplier, invoice.productId, invoice.amount, invoice.vatCode, invoice.vatAmount],
  );
  return id;
}

/** Every provider token of a user ends, as when another system signs the user out at the provider. */
export async function revokeProviderTokens(db: Db, email: string): Promise<void> {
  await db.query('delete from access_tokens where user_id = (select id from users where email = $1)', [email]);
}

/** A user's role changed at the provider behind the gateway's back (another gateway, the provider's own tools). */
export async function setUserRole(db: Db, userId: string, roleName: string): Promise<void> {
  await db.query('update user_roles set role_id = (select id from roles where name = $2) where user_id = $1', [userId, roleName]);
}

/** A product like the first one (same supplier, customer, units and group), not booked; for tests of another domain. */
export async function buildProductLike(db: Db, code: string, name: string): Promise<{ id: string; supplier: string; customer: string }> {
  const { rows } = await db.query<{ id: number; supplier_code: string; customer_code: string }>(
    `insert into products (code, supplier_code, customer_code, product, sales_unit, purchase_unit, product_group)
     select $1, supplier_code, customer_code, $2, sales_unit, purchase_unit, product_group from products order by id limit 1
     returning id, supplier_code, customer_code`,
    [code, name],
  );
  const row = rows[0];
  if (!row) throw new Error('No product to copy: seed the database first');
  return { id: String(row.id), supplier: row.supplier_code, customer: row.customer_code };
}

/** A product with the given code and fields, as the product screen stores it; for tests that need a known code. */
export async function buildProduct(
  db: Db,
  p: { code: string; supplier: string; customer: string; name: string; description?: string; unit: string; group: string; kilogram?: string | number },
): Promise<string> {
  return insertedId(
    db,
    `insert into products (code, supplier_code, customer_code, product, description, sales_unit, purchase_unit, product_group, kilogram)
     values ($1, $2, $3, $4, $5, $6, $6, $7, $8) returning id`,
    [p.code, p.supplier, p.customer, p.name, p.description ?? null, p.unit, p.group, p.kilogram ?? 0],
  );
}

/** Approved sales, purchase and transport prices of a product over one period (approval is another user's step). */
export async function buildApprovedPrices(
  db: Db,
  productId: string | number,
  prices: { from: string; to: string; sales?: string; purchase?: string; transports?: TransportBuild[] },
): Promise<void> {
  const period = [Number(productId), prices.from, prices.to];
  if (prices.sales !== undefined)
    await db.query('insert into sales_prices (product_id, start_date, end_date, price, is_approved) values ($1, $2, $3, $4, true)', [...period, prices.sales]);
  if (prices.purchase !== undefined)
    await db.query('insert into purchase_prices (product_id, start_date, end_date, price, is_approved) values ($1, $2, $3, $4, true)', [
      ...period,
      prices.purchase,
    ]);
  for (const t of prices.transports ?? [])
    await db.query(
      'insert into transport_prices (product_id, start_date, end_date, transporter_code, pricing_type, price, is_approved) values ($1, $2, $3, $4, $5, $6, true)',
      [...period, t.transporter, t.pricingType, t.price],
    );
}
