/**
 * Sales orders over the last two years (and a few weeks ahead): lines priced from the approved
 * price lists where they exist, transports from the transport prices, text lines and documents.
 * Demurrage suppliers' orders carry a shipping line, pickup reference, arrival date and
 * container (ISO 6346, valid check digit). Older orders are mostly completed and booked.
 * Rows are generated in memory and written with multi-row INSERTs, so 100 000 orders stay fast.
 */
import { required } from '../lib/required';
import type { Queryable } from '../db';
import { addDays } from '../lib/dates';
import type { SeedContext, Seeder } from './context';
import type { Random } from './random';
import { convertQuantity, kilogramsPer, loadQuantity, perTonne, unitPrice } from './units';

export const SALES_ORDER_COUNTS = { small: 300, demo: 3000, large: 20000, huge: 100000 } as const;

const TO_BE_PLANNED = '99999998';
const OWN_TRANSPORT = '99999999';

const CONTAINER_OWNERS = ['MSCU', 'MEDU', 'MAEU', 'MSKU', 'CMAU', 'HLXU', 'ONEU', 'EGHU', 'CSNU', 'YMLU', 'TGHU', 'TCLU'];
const TEXTS = [
  'Levering in bulk, lossen met blaaswagen.',
  'Analysecertificaat meesturen met de levering.',
  'Vrachtbrief op naam van de klant.',
  'Levering enkel tussen 7u en 15u.',
  'Partij volgens contract, kwaliteit conform monster.',
  'Weegbon van de publieke weegbrug toevoegen.',
  'Container rechtstreeks van de terminal naar de klant.',
  'Prijs franco klant, exclusief btw.',
];

/** The ISO 6346 check digit of the first ten characters (owner code, category U, serial). */
export function containerCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const c = first10.charAt(i);
    const value = c >= '0' && c <= '9' ? Number(c) : letterValue(c);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

function letterValue(letter: string): number {
  let value = 10;
  for (let code = 65; code < letter.charCodeAt(0); code++) {
    value++;
    if (value % 11 === 0) value++;
  }
  return value;
}

/** A container number in ISO 6346 form: owner code, U, six digits and the check digit. */
export function containerNumber(random: Random): string {
  const first10 = `${random.pick(CONTAINER_OWNERS)}${String(random.int(0, 999999)).padStart(6, '0')}`;
  return `${first10}${containerCheckDigit(first10)}`;
}

interface PriceSpan {
  start: string;
  end: string;
  price: string;
}

interface TransportSpan extends PriceSpan {
  transporter: string;
  pricingType: number | null;
}

interface Product {
  id: number;
  code: string;
  supplier: string;
  customer: string;
  salesUnit: string;
  purchaseUnit: string;
  /** Kilograms per sales unit. */
  kilogram: number;
  temporary: boolean;
}

export interface SalesOrderReference {
  products: Product[];
  demurrage: Set<string>;
  shippingCompanies: string[];
  transporters: string[];
  users: string[];
  salesPrices: Map<number, PriceSpan[]>;
  purchasePrices: Map<number, PriceSpan[]>;
  transportPrices: Map<number, TransportSpan[]>;
}

export interface GeneratedSalesOrders {
  orders: unknown[][];
  lines: unknown[][];
  transports: unknown[][];
  textLines: unknown[][];
  files: unknown[][];
  documents: unknown[][];
}

/** Columns with their Postgres types (for the unnest inserts). */
const ORDER_COLUMNS = cols(
  'id int, customer_code text, supplier_code text, reference_customer text, loading_date date, arrival_date date, comments text, shipping_company_code text, pickup_reference text, is_completed boolean, exact_booking text, temporary boolean, created_by text',
);
const LINE_COLUMNS = cols(
  'id int, sales_order_id int, product_id int, sales_quantity numeric, sales_price numeric, sales_amount numeric, purchase_quantity numeric, purchase_price numeric, purchase_amount numeric, purchase_quantity_changed boolean, reporting_date date, packing_slip text, container text, shipping text',
);
const TRANSPORT_COLUMNS = cols(
  'sales_order_id int, sales_order_line_id int, transporter_code text, pricing_type int, price numeric, packing_slip text, container text, shipping text',
);
const TEXT_COLUMNS = cols('sales_order_id int, text text');
const FILE_COLUMNS = ['id', 'name', 'content_type', 'size', 'content'];
const DOCUMENT_COLUMNS = cols('sales_order_id int, file_id int, document_type_id int');

function cols(spec: string): [string, string][] {
  return spec.split(',').map((c) => c.trim().split(' ') as [string, string]);
}

/** price (4 decimals) × quantity (3 decimals), rounded half up to cents, as text. */
export function amount(price: string, quantity: string): string {
  const units = Math.round(Number(price) * 1e4) * Math.round(Number(quantity) * 1e3); // in 1e-7, exact below 2^53
  const cents = Math.sign(units) * Math.round(Math.abs(units) / 1e5);
  return (cents / 100).toFixed(2);
}

function validOn<T extends PriceSpan>(spans: T[] | undefined, day: string): T[] {
  return (spans ?? []).filter((s) => s.start <= day && s.end >= day);
}

/**
 * The approved sales and purchase prices of the day; when neither side has one, the last approved
 * ones before it (this year's list may wait for approval), so both come from the same period.
 */
function listedPrices(sales: PriceSpan[] | undefined, purchase: PriceSpan[] | undefined, day: string): [string | undefined, string | undefined] {
  const today: [string | undefined, string | undefined] = [validOn(sales, day).at(-1)?.price, validOn(purchase, day).at(-1)?.price];
  if (today[0] !== undefined || today[1] !== undefined) return today;
  const before = (spans: PriceSpan[] | undefined) => (spans ?? []).filter((s) => s.start <= day);
  const lastSales = before(sales).at(-1);
  const lastPurchase = before(purchase).at(-1);
  if (!lastSales || !lastPurchase) return [lastSales?.price, lastPurchase?.price];
  // the later side's period, the other side's price of that period if it has one
  const start = lastSales.start > lastPurchase.start ? lastSales.start : lastPurchase.start;
  return [before(sales).find((s) => s.start === start)?.price, before(purchase).find((s) => s.start === start)?.price];
}

/**
 * A line's sales and purchase prices, each per its own unit: the approved price lists' where they
 * hold; a side without one follows the other at the margin; neither, the product's price per tonne.
 */
function linePrices(
  listedSales: string | undefined,
  listedPurchase: string | undefined,
  tonnePrice: () => number,
  margin: number,
  kg: { sales: number; purchase: number },
) {
  const salesPerTonne =
    listedSales !== undefined ? perTonne(listedSales, kg.sales) : listedPurchase !== undefined ? perTonne(listedPurchase, kg.purchase) * margin : tonnePrice();
  return { salesPrice: listedSales ?? unitPrice(salesPerTonne, kg.sales), purchasePrice: listedPurchase ?? unitPrice(salesPerTonne / margin, kg.purchase) };
}

/** A line's transport: transporter, pricing type and price (per run, or per sales unit), from the transport prices where they hold. */
function lineTransport(random: Random, ref: SalesOrderReference, productId: number, day: string, salesKilograms: number): [string, number | null, string] {
  const candidates = validOn(ref.transportPrices.get(productId), day);
  const ownByChoice = random.chance(0.08);
  const chosen = !ownByChoice && candidates.length ? random.pick(candidates) : null;
  // own transport (also the price list's own-transport entry) costs nothing and has no pricing type
  if (ownByChoice || chosen?.transporter === OWN_TRANSPORT) return [OWN_TRANSPORT, null, '0'];
  const transporter = chosen?.transporter ?? random.pick(ref.transporters);
  const pricingType = chosen?.pricingType ?? (random.chance(0.6) ? 1 : 2);
  const fallback = () => (pricingType === 1 ? String(random.int(300, 900)) : unitPrice(random.int(600, 2200) / 100, salesKilograms));
  return [transporter, pricingType, chosen?.price ?? fallback()];
}

/** A minimal one-page PDF saying what the document is. */
export function pdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n` +
      `4 0 obj<</Length ${text.length + 36}>>stream\nBT /F1 18 Tf 72 760 Td (${text}) Tj ET\nendstream endobj\n` +
      `5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}

/** Generates the rows (deterministic for the context's seed); ids start after the given ones. */
export function generateSalesOrders(
  ctx: SeedContext,
  ref: SalesOrderReference,
  count: number,
  start: { order: number; line: number; file: number } = { order: 1, line: 1, file: 1 },
): GeneratedSalesOrders {
  const random = ctx.random('salesOrders');
  const out: GeneratedSalesOrders = { orders: [], lines: [], transports: [], textLines: [], files: [], documents: [] };
  const products = ref.products.filter((p) => !p.temporary || random.chance(0.5));
  if (!products.length) return out;
  const bySupplierCustomer = new Map<string, Product[]>();
  for (const p of ref.products) {
    const key = `${p.supplier}|${p.customer}`;
    bySupplierCustomer.set(key, [...(bySupplierCustomer.get(key) ?? []), p]);
  }
  const basePrice = new Map<number, number>();
  // euro per tonne, for a product without price lists
  const priceOf = (p: Product) => {
    if (!basePrice.has(p.id)) basePrice.set(p.id, random.int(14000, 46000) / 100);
    return basePrice.get(p.id)!;
  };

  // Loading days spread over two years back and 30 days ahead; ids follow the loading day.
  const days = Array.from({ length: count }, () => addDays(ctx.today, -random.int(-30, 730))).sort();
  const undated = Math.floor(count * 0.01);
  let lineId = start.line;
  let fileId = start.file;
  let packing = 7_000_000 + random.int(0, 99_999);
  const completedBefore = addDays(ctx.today, -20);
  for (let i = 0; i < count; i++) {
    const orderId = start.order + i;
    const day = i >= count - undated ? null : required(days[i], 'a loading day');
    const main = random.pick(products);
    const toBePlanned = random.chance(0.03);
    const demurrage = ref.demurrage.has(main.supplier);
    const past = day !== null && day < completedBefore;
    const completed = past ? random.chance(0.9) : random.chance(0.03);
    const booked = completed && random.chance(0.95);
    const shippingCompany = demurrage ? random.pick(ref.shippingCompanies) : null;
    out.orders.push([
      orderId,
      toBePlanned ? TO_BE_PLANNED : main.customer,
      main.supplier,
      toBePlanned ? null : `${random.pick(['PO', 'BO', 'ORD', 'INK'])}-${random.int(10000, 99999)}`,
      day,
      demurrage && day ? addDays(day, -random.int(1, 12)) : null,
      random.chance(0.2) ? random.pick(['Spoed', 'Tweede partij volgt', 'Afroep op contract', 'Klant belt voor levering', 'Zie mail van de klant']) : null,
      shippingCompany,
      demurrage ? `${random.pick(['RLS', 'PIN', 'REL'])}${random.int(100000, 999999)}` : null,
      completed,
      booked ? `VF${(day ?? ctx.today).slice(0, 4)}${String(orderId).padStart(6, '0')}` : null,
      main.temporary,
      ref.users.length ? random.pick(ref.users) : null,
    ]);

    const siblings = bySupplierCustomer.get(`${main.supplier}|${main.customer}`) ?? [main];
    const lineCount = random.chance(0.75) ? 1 : random.chance(0.7) ? 2 : 3;
    const priceDay = day ?? ctx.today;
    const container = demurrage || random.chance(0.3) ? containerNumber(random) : null;
    for (let n = 0; n < lineCount; n++) {
      const product = n === 0 ? main : random.pick(siblings);
      const kg = { sales: product.kilogram, purchase: kilogramsPer(product.purchaseUnit, product.salesUnit, product.kilogram) };
      const salesQuantity = loadQuantity(random, product.salesUnit, kg.sales);
      const changedByHand = product.salesUnit === product.purchaseUnit && random.chance(0.1);
      let purchaseQuantity = convertQuantity(salesQuantity, kg.sales, kg.purchase);
      // the supplier's weighing differs a little from the customer's
      if (changedByHand) purchaseQuantity = (Number(purchaseQuantity) * (random.int(970, 1030) / 1000)).toFixed(3);
      const { salesPrice, purchasePrice } = linePrices(
        ...listedPrices(ref.salesPrices.get(product.id), ref.purchasePrices.get(product.id), priceDay),
        () => priceOf(product),
        random.int(1050, 1150) / 1000,
        kg,
      );
      const purchaseBase = product.salesUnit === product.purchaseUnit && !changedByHand ? salesQuantity : purchaseQuantity;
      const delivered = day !== null && day <= ctx.today;
      const packingSlip = delivered || random.chance(0.2) ? String((packing += random.int(1, 9))) : null;
      const shipping = demurrage ? `${shippingCompany}${random.int(10_000_000, 99_999_999)}` : random.chance(0.4) ? `CMR${random.int(100000, 999999)}` : null;
      const lineContainer = n === 0 ? container : container && random.chance(0.5) ? containerNumber(random) : null;
      out.lines.push([
        lineId,
        orderId,
        product.id,
        salesQuantity,
        salesPrice,
        amount(salesPrice, salesQuantity),
        purchaseQuantity,
        purchasePrice,
        amount(purchasePrice, purchaseBase),
        changedByHand,
        completed ? day : null,
        packingSlip,
        lineContainer,
        shipping,
      ]);
      if (random.chance(0.85)) {
        const [transporter, pricingType, price] = lineTransport(random, ref, product.id, priceDay, kg.sales);
        out.transports.push([orderId, lineId, transporter, pricingType, price, packingSlip, lineContainer, shipping]);
      }
      lineId++;
    }
    if (random.chance(0.25)) {
      const texts = random.chance(0.7) ? 1 : 2;
      for (let t = 0; t < texts; t++) out.textLines.push([orderId, random.pick(TEXTS)]);
    }
    if (random.chance(0.1)) {
      const type = random.pick([1, 2, 3, 4, 5]);
      const name = `${['pakbon', 'cmr', 'vrachtbrief', 'weegbon', 'analyse'][type - 1]}-${orderId}.pdf`;
      const content = pdf(`${name} - order ${orderId}`);
      out.files.push([fileId, name, 'application/pdf', content.length, content]);
      out.documents.push([orderId, fileId, type]);
      fileId++;
    }
  }
  return out;
}

/** Writes rows with multi-row INSERTs, as many rows a statement as the parameter limit allows (for binary columns). */
export async function insertRows(db: Queryable, table: string, columns: string[], rows: unknown[][], maxRows = 1000): Promise<void> {
  const perStatement = Math.max(1, Math.min(maxRows, Math.floor(60000 / columns.length)));
  for (let at = 0; at < rows.length; at += perStatement) {
    const chunk = rows.slice(at, at + perStatement);
    const params: unknown[] = [];
    const values = chunk.map((row) => `(${row.map((value) => (params.push(value), `$${params.length}`)).join(',')})`);
    await db.query(`insert into ${table} (${columns.join(',')}) values ${values.join(',')}`, params);
  }
}

/**
 * Writes rows in batches of `perStatement`, one array parameter per column
 * (`insert … select * from unnest($1::int[], $2::text[] …)`): far cheaper to parse than one
 * placeholder per value.
 */
export async function insertColumns(db: Queryable, table: string, columns: [string, string][], rows: unknown[][], perStatement = 10000): Promise<void> {
  const list = columns.map(([name]) => name).join(',');
  const arrays = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(',');
  for (let at = 0; at < rows.length; at += perStatement) {
    const chunk = rows.slice(at, at + perStatement);
    const params = columns.map((_c, i) => chunk.map((row) => row[i]));
    await db.query(`insert into ${table} (${list}) select * from unnest(${arrays})`, params);
  }
}

async function loadReference(db: Queryable): Promise<SalesOrderReference> {
  const [products, suppliers, shipping, transporters, users, sales, purchase, transport] = [
    await db.query<Record<string, unknown>>(
      'select id, code, supplier_code, customer_code, sales_unit, purchase_unit, kilogram::text as kilogram, temporary from products order by id',
    ),
    await db.query<{ code: string }>('select code from suppliers where demurrage order by code'),
    await db.query<{ code: string }>('select code from shipping_companies order by code'),
    await db.query<{ code: string }>('select code from transporters where code <> $1 order by code', [OWN_TRANSPORT]),
    await db.query<{ id: string }>('select id from users where is_active order by email'),
    await db.query<Record<string, string>>(
      'select product_id, start_date, end_date, price from sales_prices where is_approved order by product_id, start_date, id',
    ),
    await db.query<Record<string, string>>(
      'select product_id, start_date, end_date, price from purchase_prices where is_approved order by product_id, start_date, id',
    ),
    await db.query<Record<string, unknown>>(
      'select product_id, transporter_code, pricing_type, start_date, end_date, price from transport_prices order by product_id, start_date, id',
    ),
  ];
  const spans = <T>(rows: Record<string, unknown>[], map: (r: Record<string, unknown>) => T) => {
    const byProduct = new Map<number, T[]>();
    for (const r of rows) byProduct.set(Number(r.product_id), [...(byProduct.get(Number(r.product_id)) ?? []), map(r)]);
    return byProduct;
  };
  const span = (r: Record<string, unknown>): PriceSpan => ({ start: String(r.start_date), end: String(r.end_date), price: String(r.price) });
  return {
    products: products.rows.map((r) => ({
      id: Number(r.id),
      code: String(r.code),
      supplier: String(r.supplier_code),
      customer: String(r.customer_code),
      salesUnit: String(r.sales_unit),
      purchaseUnit: String(r.purchase_unit),
      kilogram: Number(r.kilogram),
      temporary: Boolean(r.temporary),
    })),
    demurrage: new Set(suppliers.rows.map((r) => r.code)),
    shippingCompanies: shipping.rows.map((r) => r.code),
    transporters: transporters.rows.map((r) => r.code),
    users: users.rows.map((r) => r.id),
    salesPrices: spans(sales.rows, span),
    purchasePrices: spans(purchase.rows, span),
    transportPrices: spans(transport.rows, (r) => ({
      ...span(r),
      transporter: String(r.transporter_code),
      pricingType: r.pricing_type === null ? null : Number(r.pricing_type),
    })),
  };
}

/**
 * The 'salesOrders' seeder (after reference and prices). `count` overrides the size's count
 * (SALES_ORDER_COUNTS); SEED_SALES_ORDERS in the environment does the same for a run by hand.
 */
export async function seedSalesOrders(db: Queryable, ctx: SeedContext, count?: number): Promise<{ orders: number; lines: number }> {
  const n = count ?? (Number(process.env.SEED_SALES_ORDERS) || ctx.count(SALES_ORDER_COUNTS));
  const ref = await loadReference(db);
  const next = async (table: string) =>
    Number(required((await db.query<{ n: number }>(`select coalesce(max(id), 0) + 1 as n from ${table}`)).rows[0], 'the next id').n);
  const start = { order: await next('sales_orders'), line: await next('sales_order_lines'), file: await next('files') };
  const rows = generateSalesOrders(ctx, ref, n, start);
  await insertColumns(db, 'sales_orders', ORDER_COLUMNS, rows.orders);
  await insertColumns(db, 'sales_order_lines', LINE_COLUMNS, rows.lines);
  await insertColumns(db, 'sales_order_transports', TRANSPORT_COLUMNS, rows.transports);
  await insertColumns(db, 'sales_order_text_lines', TEXT_COLUMNS, rows.textLines);
  await insertRows(db, 'files', FILE_COLUMNS, rows.files, 200);
  await insertColumns(db, 'sales_order_documents', DOCUMENT_COLUMNS, rows.documents);
  for (const table of ['sales_orders', 'sales_order_lines', 'files']) {
    await db.query(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`);
  }
  return { orders: rows.orders.length, lines: rows.lines.length };
}

/** After users, reference, prices: lines take the approved prices, transports the transport prices. */
export const seeder: Seeder = { domain: 'salesOrders', after: ['users', 'reference', 'prices'], seed: seedSalesOrders };
