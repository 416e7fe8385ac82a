/**
 * Fills in the booked/missing side combinations month end needs that the sales and purchase seeders left to
 * chance, for the four full months before today; deterministic from the data before it and the seed's day.
 */
import { required } from '../lib/required';
import type { Queryable } from '../db';
import { addDays } from '../lib/dates';
import type { SeedContext, Seeder } from './context';
import { vatAmount } from './purchaseOrders';
import { amount } from './salesOrders';
import { convertQuantity, kilogramsPer, loadQuantity, unitPrice } from './units';

export const MONTH_END_MONTHS = 4;
/** [sales booked, purchase booked, transport booked] for the eight combinations. */
export const COMBINATIONS: [boolean, boolean, boolean][] = [0, 1, 2, 3, 4, 5, 6, 7].map((n) => [Boolean(n & 4), Boolean(n & 2), Boolean(n & 1)]);

/** The first days of the `count` full months before the month of `today`, oldest first. */
export function monthsBefore(today: string, count: number): string[] {
  const [y, m] = today.split('-').map(Number);
  if (y === undefined || m === undefined) throw new Error(`Not a day: ${today}`);
  return Array.from({ length: count }, (_, i) => {
    const index = y * 12 + (m - 1) - (count - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  });
}

export async function seedMonthEnd(db: Queryable, ctx: SeedContext): Promise<{ orders: number }> {
  const random = ctx.random('monthEnd');
  const products = (
    await db.query<{ id: number; code: string; supplier_code: string; customer_code: string; sales_unit: string; purchase_unit: string; kilogram: string }>(
      `select p.id, p.code, p.supplier_code, p.customer_code, p.sales_unit, p.purchase_unit, p.kilogram::text as kilogram
         from products p join suppliers s on s.code = p.supplier_code
        where not s.demurrage and not p.temporary order by p.id`,
    )
  ).rows;
  const transporter = (await db.query<{ code: string }>("select code from transporters where code <> '99999999' order by code limit 1")).rows[0]?.code;
  const vat = (await db.query<{ code: string; percentage: string }>('select code, percentage::text as percentage from vat_codes order by code limit 1'))
    .rows[0];
  if (!products.length || !transporter) return { orders: 0 };
  let created = 0;
  for (const [monthIndex, first] of monthsBefore(ctx.today, MONTH_END_MONTHS).entries()) {
    const next = `${addDays(first, 31).slice(0, 8)}01`;
    const { rows } = await db.query<{ s: boolean; p: boolean; t: boolean }>(
      `select distinct sales_booking is not null as s, purchase_booking is not null as p, transport_booking is not null as t
         from month_end_rows where needs_transport and loading_date >= $1 and loading_date < $2`,
      [first, next],
    );
    const present = new Set(rows.map((r) => `${r.s}${r.p}${r.t}`));
    for (const [n, [salesBooked, purchaseBooked, transportBooked]] of COMBINATIONS.entries()) {
      if (present.has(`${salesBooked}${purchaseBooked}${transportBooked}`)) continue;
      const product = random.pick(products);
      const day = addDays(first, 3 + n * 3);
      const kg = Number(product.kilogram);
      const purchaseKg = kilogramsPer(product.purchase_unit, product.sales_unit, kg);
      const quantity = loadQuantity(random, product.sales_unit, kg);
      const purchaseQuantity = convertQuantity(quantity, kg, purchaseKg);
      // euro per tonne, sold 10 % above the purchase price
      const tonnePrice = random.int(20000, 40000) / 100;
      const salesPrice = unitPrice(tonnePrice, kg);
      const purchasePrice = unitPrice(tonnePrice / 1.1, purchaseKg);
      const order = await db.query<{ id: number }>(
        `insert into sales_orders (customer_code, supplier_code, reference_customer, loading_date, is_completed, exact_booking)
         values ($1, $2, $3, $4, $5, null) returning id`,
        [product.customer_code, product.supplier_code, `ME-${day.slice(0, 7)}-${n}`, day, salesBooked],
      );
      const orderId = required(order.rows[0], 'the new sales order').id;
      if (salesBooked)
        await db.query('update sales_orders set exact_booking = $2 where id = $1', [orderId, `VF${day.slice(0, 4)}${String(orderId).padStart(6, '0')}`]);
      const line = await db.query<{ id: number }>(
        `insert into sales_order_lines (sales_order_id, product_id, sales_quantity, sales_price, sales_amount, purchase_quantity, purchase_price, purchase_amount, reporting_date)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [
          orderId,
          product.id,
          quantity,
          salesPrice,
          amount(salesPrice, quantity),
          purchaseQuantity,
          purchasePrice,
          amount(purchasePrice, purchaseQuantity),
          salesBooked ? day : null,
        ],
      );
      const lineId = required(line.rows[0], 'the new sales-order line').id;
      const transportPrice = String(random.int(300, 900));
      const transport = await db.query<{ id: number }>(
        `insert into sales_order_transports (sales_order_id, sales_order_line_id, transporter_code, pricing_type, price) values ($1, $2, $3, 1, $4) returning id`,
        [orderId, lineId, transporter, transportPrice],
      );
      // a missing side: not invoiced in even months, invoiced but not booked in odd ones
      const invoice = async (supplier: string, isTransport: boolean, booked: boolean) => {
        if (!booked && monthIndex % 2 === 0) return;
        const invoiceDay = addDays(day, 5);
        const id = Number(
          required((await db.query<{ id: string }>("select nextval(pg_get_serial_sequence('purchase_orders', 'id')) as id")).rows[0], 'the next id').id,
        );
        await db.query(
          `insert into purchase_orders (id, supplier_code, invoice_number, invoice_date, description, is_transport, booking_number, booked_on, sent_to_accounting, journal)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            id,
            supplier,
            `ME${isTransport ? 'T' : ''}-${orderId}`,
            invoiceDay,
            isTransport ? 'Transport' : 'Levering',
            isTransport,
            booked ? `IF${invoiceDay.slice(0, 4)}${String(id).padStart(6, '0')}` : null,
            booked ? addDays(invoiceDay, 2) : null,
            booked,
            isTransport ? 'TRA' : 'INK',
          ],
        );
        const lineAmount = isTransport ? `${transportPrice}.00` : amount(purchasePrice, purchaseQuantity);
        await db.query(
          `insert into purchase_order_lines (purchase_order_id, supplier_code, sales_order_id, sales_order_line_id, sales_order_transport_id, is_transport,
                                             product_id, pricing_type, quantity, unit, price, amount, vat_code, vat_amount, reporting_date)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
          [
            id,
            supplier,
            orderId,
            isTransport ? null : lineId,
            isTransport ? required(transport.rows[0], 'the new transport').id : null,
            isTransport,
            product.id,
            isTransport ? 1 : null,
            isTransport ? '1' : purchaseQuantity,
            isTransport ? null : product.purchase_unit,
            isTransport ? transportPrice : purchasePrice,
            lineAmount,
            vat?.code ?? null,
            vat ? vatAmount(lineAmount, vat.percentage) : '0.00',
            invoiceDay,
          ],
        );
      };
      await invoice(product.supplier_code, false, purchaseBooked);
      await invoice(transporter, true, transportBooked);
      created++;
    }
  }
  return { orders: created };
}

/** After salesOrders, purchaseOrders, invoicing: fills in the month-end combinations the orders before it left out. */
export const seeder: Seeder = { domain: 'monthEnd', after: ['salesOrders', 'purchaseOrders', 'invoicing'], seed: seedMonthEnd };
