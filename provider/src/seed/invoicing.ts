/**
 * Demo data of the invoicing screens (after salesOrders): customers whose names carry accents
 * (é, ë, ç, ß) in Dutch and English, and orders for every case the quality overview and the
 * pro-forma invoice distinguish: open and ready, completed and booked, temporary, customer
 * 99999998 'Nog te plannen', no customer, no lines, and one with 60 lines (a multi-page invoice).
 */
import type { Queryable } from '../db';
import { required } from '../lib/required';
import { addDays } from '../lib/dates';
import type { SeedContext, Seeder } from './context';
import { amount } from './salesOrders';
import { convertQuantity, kilogramsPer, loadQuantity, unitPrice } from './units';

export const INVOICING_CUSTOMERS = [
  {
    code: '100901',
    name: 'Müller & Söhne Agrarhandel GmbH',
    address: 'Große Elbstraße 145',
    postal: '22767',
    city: 'Hamburg',
    country: 'DE',
    vat: 0,
    language: 'EN',
  },
  {
    code: '100902',
    name: 'Coopérative Agricole Française',
    address: 'Rue de la Moisson 12',
    postal: '69002',
    city: 'Lyon',
    country: 'FR',
    vat: 0,
    language: 'EN',
  },
  { code: '100903', name: 'Veevoeders Hoëlaart & Zonen', address: 'Kerkstraat 8', postal: '1560', city: 'Hoeilaart', country: 'BE', vat: 21, language: 'NL' },
] as const;

/** The cases, by customer reference (what the e2e tests and people look for). */
export const INVOICING_ORDERS = {
  english: 'PRO-EN-4471',
  dutch: 'PRO-NL-2210',
  multiPage: 'PRO-LONG-60',
  noCustomer: 'NOCUST-1',
  temporary: 'TEMP-1',
  booked: 'BOOKED-1',
  noLines: 'EMPTY-1',
} as const;

interface Spec {
  customer: string | null;
  reference: string | null;
  daysAgo: number;
  lines: number;
  temporary?: boolean;
  booked?: boolean;
  text?: string;
}

export async function seedInvoicing(db: Queryable, ctx: SeedContext): Promise<{ orders: number }> {
  const random = ctx.random('invoicing');
  for (const c of INVOICING_CUSTOMERS) {
    await db.query(
      `insert into customers (code, name, address_line1, postal_code, city, country, vat_percentage, language) values ($1,$2,$3,$4,$5,$6,$7,$8)
       on conflict (code) do nothing`,
      [c.code, c.name, c.address, c.postal, c.city, c.country, c.vat, c.language],
    );
  }
  const supplier = (await db.query<{ code: string }>('select code from suppliers where not demurrage order by code limit 1')).rows[0]?.code;
  const products = (
    await db.query<{ id: number; sales_unit: string; purchase_unit: string; kilogram: string }>(
      'select id, sales_unit, purchase_unit, kilogram::text as kilogram from products where not temporary order by id limit 6',
    )
  ).rows;
  if (!supplier || !products.length) return { orders: 0 };
  const [{ code: en }, { code: fr }, { code: nl }] = INVOICING_CUSTOMERS;
  const specs: Spec[] = [
    { customer: en, reference: INVOICING_ORDERS.english, daysAgo: 6, lines: 3, text: 'Delivery in bulk, unloading by blower truck.' },
    { customer: nl, reference: INVOICING_ORDERS.dutch, daysAgo: 8, lines: 2, text: 'Analysecertificaat meesturen met de levering.' },
    { customer: fr, reference: INVOICING_ORDERS.multiPage, daysAgo: 12, lines: 60 },
    { customer: null, reference: INVOICING_ORDERS.noCustomer, daysAgo: 9, lines: 1 },
    { customer: nl, reference: INVOICING_ORDERS.temporary, daysAgo: 7, lines: 1, temporary: true },
    { customer: '99999998', reference: null, daysAgo: 5, lines: 1 },
    { customer: en, reference: INVOICING_ORDERS.booked, daysAgo: 30, lines: 2, booked: true },
    { customer: nl, reference: INVOICING_ORDERS.noLines, daysAgo: 4, lines: 0 },
  ];
  for (const spec of specs) {
    const day = addDays(ctx.today, -spec.daysAgo);
    const { rows } = await db.query<{ id: number }>(
      `insert into sales_orders (customer_code, supplier_code, reference_customer, loading_date, temporary, is_completed, exact_booking, booking_date)
       values ($1, $2, $3, $4, $5, $6, null, $7) returning id`,
      [spec.customer, supplier, spec.reference, day, spec.temporary ?? false, spec.booked ?? false, spec.booked ? day : null],
    );
    const orderId = required(rows[0], 'the new sales order').id;
    if (spec.booked) await db.query(`update sales_orders set exact_booking = 'VF' || $2 || lpad(id::text, 6, '0') where id = $1`, [orderId, day.slice(0, 4)]);
    for (let n = 0; n < spec.lines; n++) {
      const product = required(products[n % products.length], 'a product');
      const kg = Number(product.kilogram);
      const purchaseKg = kilogramsPer(product.purchase_unit, product.sales_unit, kg);
      const quantity = loadQuantity(random, product.sales_unit, kg);
      const purchaseQuantity = convertQuantity(quantity, kg, purchaseKg);
      // euro per tonne, sold 5 to 15 % above the purchase price
      const tonnePrice = random.int(14000, 46000) / 100;
      const price = unitPrice(tonnePrice, kg);
      const purchasePrice = unitPrice(tonnePrice / (random.int(1050, 1150) / 1000), purchaseKg);
      await db.query(
        `insert into sales_order_lines (sales_order_id, product_id, sales_quantity, sales_price, sales_amount, purchase_quantity, purchase_price, purchase_amount,
                                        reporting_date, packing_slip)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          orderId,
          product.id,
          quantity,
          price,
          amount(price, quantity),
          purchaseQuantity,
          purchasePrice,
          amount(purchasePrice, purchaseQuantity),
          addDays(day, Math.floor(n / 10)),
          String(8_100_000 + orderId * 100 + n),
        ],
      );
    }
    if (spec.text) await db.query('insert into sales_order_text_lines (sales_order_id, text) values ($1, $2)', [orderId, spec.text]);
  }
  return { orders: specs.length };
}

/** After salesOrders, purchaseOrders: the invoicing cases are orders of their own: the purchase seeder must not invoice them. */
export const seeder: Seeder = { domain: 'invoicing', after: ['salesOrders', 'purchaseOrders'], seed: seedInvoicing };
