/**
 * Purchase invoices for most delivered demo sales orders: regular invoices of the supplier
 * (one order, sometimes two or three orders of the same supplier together), transport invoices
 * of the transporters (their transports of a fortnight together), some with manual lines and a
 * PDF, older ones mostly booked in the accounting package. VAT per line = amount × the VAT
 * code's percentage, rounded half up to the cent. Deterministic like the sales-order seed.
 */
import { required } from '../lib/required';
import type { Queryable } from '../db';
import { addDays } from '../lib/dates';
import type { SeedContext, Seeder } from './context';
import type { Random } from './random';
import { amount, insertColumns, insertRows, pdf } from './salesOrders';

const OWN_TRANSPORT = '99999999';
const FALLBACK_VAT_CODE = '12';
const MANUAL_TEXTS = ['Weegkosten', 'Palletvergoeding', 'Analysekosten', 'Wachttijd chauffeur', 'Administratiekosten', 'Toeslag brandstof'];

export interface PurchaseSeedLine {
  id: number;
  orderId: number;
  supplier: string;
  day: string | null;
  productId: number;
  salesQuantity: string;
  salesUnit: string;
  quantity: string;
  unit: string;
  price: string;
  amount: string;
  reportingDate: string | null;
  packingSlip: string | null;
  container: string | null;
  shipping: string | null;
}

export interface PurchaseSeedTransport {
  id: number;
  orderId: number;
  lineId: number | null;
  transporter: string;
  pricingType: number | null;
  price: string;
}

export interface PurchaseOrderReference {
  /** Sales-order lines, by order id then line id. */
  lines: PurchaseSeedLine[];
  transports: PurchaseSeedTransport[];
  /** Default VAT code per supplier or transporter code. */
  defaultVat: Map<string, string>;
  defaultDescription: Map<string, string>;
  /** VAT percentage per code, as text ('21.00'). */
  vatPercentages: Map<string, string>;
  /** Product ids per supplier, for manual lines. */
  productsBySupplier: Map<string, number[]>;
}

export interface GeneratedPurchaseOrders {
  orders: unknown[][];
  lines: unknown[][];
  manualLines: unknown[][];
  files: unknown[][];
  documents: unknown[][];
}

const ORDER_COLUMNS = cols(
  'id int, supplier_code text, invoice_number text, invoice_date date, description text, is_transport boolean, booking_number text, booked_on date, sent_to_accounting boolean, journal text',
);
const LINE_COLUMNS = cols(
  'purchase_order_id int, supplier_code text, sales_order_id int, sales_order_line_id int, sales_order_transport_id int, is_transport boolean, product_id int, pricing_type int, quantity numeric, unit text, price numeric, amount numeric, vat_code text, vat_amount numeric, reporting_date date, packing_slip text, container text, shipping text',
);
const MANUAL_COLUMNS = cols(
  'purchase_order_id int, product_id int, quantity numeric, price numeric, amount numeric, vat_code text, vat_amount numeric, reporting_date date, description text',
);
const FILE_COLUMNS = ['id', 'name', 'content_type', 'size', 'content'];
const DOCUMENT_COLUMNS = cols('purchase_order_id int, file_id int');

function cols(spec: string): [string, string][] {
  return spec.split(',').map((c) => c.trim().split(' ') as [string, string]);
}

/** A decimal text as a BigInt in units of 10^-decimals (extra digits are cut off; callers pass at most `decimals`). */
function toScaled(text: string, decimals: number): bigint {
  const negative = text.trim().startsWith('-');
  const [whole, fraction = ''] = text.trim().replace(/^[-+]/, '').split('.');
  const digits = `${whole || '0'}${fraction.padEnd(decimals, '0').slice(0, decimals)}`;
  const value = BigInt(digits);
  return negative ? -value : value;
}

/** VAT of an amount (2 decimals) at a percentage: amount × percentage / 100, rounded half up (away from zero) to the cent. */
export function vatAmount(amountText: string, percentage: string): string {
  const cents = toScaled(amountText, 2);
  const hundredths = toScaled(percentage, 2);
  const product = cents * hundredths; // in 1e-6 euro (cents × 1e-4)
  const abs = product < 0n ? -product : product;
  let rounded = (abs + 5000n) / 10000n; // cents
  if (product < 0n) rounded = -rounded;
  const sign = rounded < 0n ? '-' : '';
  const absCents = rounded < 0n ? -rounded : rounded;
  return `${sign}${absCents / 100n}.${String(absCents % 100n).padStart(2, '0')}`;
}

function invoiceNumberMaker(random: Random): (supplier: string, day: string) => string {
  const state = new Map<string, { format: number; next: number }>();
  return (supplier, day) => {
    let s = state.get(supplier);
    if (!s) state.set(supplier, (s = { format: random.int(0, 3), next: random.int(100, 9000) }));
    const n = s.next++;
    const year = day.slice(0, 4);
    switch (s.format) {
      case 0:
        return `F${year}/${String(n).padStart(5, '0')}`;
      case 1:
        return `INV-${year.slice(2)}${String(n).padStart(6, '0')}`;
      case 2:
        return `${year}.${String(n).padStart(5, '0')}`;
      default:
        return `${supplier.slice(-3)}-${n}`;
    }
  };
}

/** Generates the rows (deterministic for the context's seed); ids start after the given ones. */
export function generatePurchaseOrders(
  ctx: SeedContext,
  ref: PurchaseOrderReference,
  start: { order: number; file: number } = { order: 1, file: 1 },
): GeneratedPurchaseOrders {
  const random = ctx.random('purchaseOrders');
  const out: GeneratedPurchaseOrders = { orders: [], lines: [], manualLines: [], files: [], documents: [] };
  const invoices = invoiceWriter(ctx, ref, random, start, out);
  addRegularInvoices(ctx, ref, random, invoices, out);
  addTransportInvoices(ctx, ref, random, invoices, out);
  return out;
}

interface InvoiceWriter {
  /** Adds an invoice (and now and then its PDF) for a supplier's deliveries up to `lastDay`; answers its id. */
  addOrder(supplier: string, lastDay: string, isTransport: boolean): number;
  vatCodeOf(supplier: string): string;
  vatOf(amountText: string, code: string): string;
}

function invoiceWriter(
  ctx: SeedContext,
  ref: PurchaseOrderReference,
  random: Random,
  start: { order: number; file: number },
  out: GeneratedPurchaseOrders,
): InvoiceWriter {
  const invoiceNumber = invoiceNumberMaker(random);
  const vatCodeOf = (supplier: string) => ref.defaultVat.get(supplier) ?? FALLBACK_VAT_CODE;
  const vatOf = (amountText: string, code: string) => vatAmount(amountText, ref.vatPercentages.get(code) ?? '0');
  let orderId = start.order;
  let fileId = start.file;
  const bookedBefore = addDays(ctx.today, -25);

  const addOrder = (supplier: string, lastDay: string, isTransport: boolean): number => {
    const id = orderId++;
    const invoiceDay = minDay(addDays(lastDay, random.int(1, 10)), ctx.today);
    const booked = invoiceDay < bookedBefore ? random.chance(0.85) : random.chance(0.05);
    const bookedOn = booked ? minDay(addDays(invoiceDay, random.int(1, 6)), ctx.today) : null;
    const description = ref.defaultDescription.get(supplier) ?? (isTransport ? 'Transport' : 'Levering');
    out.orders.push([
      id,
      supplier,
      invoiceNumber(supplier, invoiceDay),
      invoiceDay,
      description,
      isTransport,
      booked ? `IF${invoiceDay.slice(0, 4)}${String(id).padStart(6, '0')}` : null,
      bookedOn,
      booked,
      booked ? (isTransport ? 'TRA' : 'INK') : null,
    ]);
    if (random.chance(0.1)) {
      const name = `factuur-${id}.pdf`;
      const content = pdf(`Factuur ${supplier} - aankoop ${id}`);
      out.files.push([fileId, name, 'application/pdf', content.length, content]);
      out.documents.push([id, fileId]);
      fileId++;
    }
    return id;
  };

  return { addOrder, vatCodeOf, vatOf };
}

function addRegularInvoices(ctx: SeedContext, ref: PurchaseOrderReference, random: Random, invoices: InvoiceWriter, out: GeneratedPurchaseOrders): void {
  const { addOrder, vatCodeOf, vatOf } = invoices;
  // Regular invoices: delivered orders, most of them invoiced, sometimes together with the
  // supplier's previous order of the last fortnight.
  const byOrder = new Map<number, PurchaseSeedLine[]>();
  for (const line of ref.lines) {
    if (!line.day || line.day > ctx.today) continue;
    byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  }
  const open = new Map<string, { id: number; day: string; count: number }>();
  for (const [salesOrderId, lines] of byOrder) {
    if (!random.chance(0.85)) continue;
    const first = required(lines[0], "an order's first line");
    const supplier = first.supplier;
    const day = first.day!;
    const previous = open.get(supplier);
    let id: number;
    if (previous && previous.count < 3 && addDays(previous.day, 14) >= day && random.chance(0.3)) {
      id = previous.id;
      previous.count++;
    } else {
      id = addOrder(supplier, day, false);
      open.set(supplier, { id, day, count: 1 });
      if (random.chance(0.15)) {
        const products = ref.productsBySupplier.get(supplier) ?? [first.productId];
        const quantity = String(random.int(1, 3));
        const price = (random.int(1500, 25000) / 100).toFixed(2);
        const lineAmount = amount(price, quantity);
        const code = vatCodeOf(supplier);
        out.manualLines.push([id, random.pick(products), quantity, price, lineAmount, code, vatOf(lineAmount, code), day, random.pick(MANUAL_TEXTS)]);
      }
    }
    for (const line of lines) {
      const code = random.chance(0.9) ? vatCodeOf(supplier) : FALLBACK_VAT_CODE;
      // amount = price × quantity, as the provider computes it when a line is added
      const lineAmount = amount(line.price, line.quantity);
      out.lines.push([
        id,
        supplier,
        salesOrderId,
        line.id,
        null,
        false,
        line.productId,
        null,
        line.quantity,
        line.unit,
        line.price,
        lineAmount,
        code,
        vatOf(lineAmount, code),
        line.reportingDate ?? day,
        line.packingSlip,
        line.container,
        line.shipping,
      ]);
    }
  }
}

function addTransportInvoices(ctx: SeedContext, ref: PurchaseOrderReference, random: Random, invoices: InvoiceWriter, out: GeneratedPurchaseOrders): void {
  const { addOrder, vatCodeOf, vatOf } = invoices;
  const lineById = new Map(ref.lines.map((l) => [l.id, l]));
  // Transport invoices: a transporter's transports of delivered orders per fortnight.
  const batches = new Map<string, { transport: PurchaseSeedTransport; line: PurchaseSeedLine }[]>();
  for (const transport of ref.transports) {
    if (transport.transporter === OWN_TRANSPORT || transport.pricingType === null || transport.lineId === null) continue;
    const line = lineById.get(transport.lineId);
    if (!line?.day || line.day > ctx.today || !random.chance(0.8)) continue;
    const fortnight = Math.floor(Date.parse(`${line.day}T00:00:00Z`) / (14 * 86_400_000));
    const key = `${transport.transporter}|${fortnight}`;
    batches.set(key, [...(batches.get(key) ?? []), { transport, line }]);
  }
  for (const [key, items] of [...batches].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const [transporter = ''] = key.split('|');
    const lastDay = items
      .map((i) => i.line.day!)
      .sort()
      .at(-1)!;
    const id = addOrder(transporter, lastDay, true);
    for (const { transport, line } of items) {
      const block = transport.pricingType === 1;
      const quantity = block ? '1' : line.salesQuantity;
      const lineAmount = amount(transport.price, quantity);
      const code = vatCodeOf(transporter);
      out.lines.push([
        id,
        transporter,
        transport.orderId,
        null,
        transport.id,
        true,
        line.productId,
        transport.pricingType,
        quantity,
        block ? null : line.salesUnit,
        transport.price,
        lineAmount,
        code,
        vatOf(lineAmount, code),
        line.reportingDate ?? line.day,
        line.packingSlip,
        line.container,
        line.shipping,
      ]);
    }
  }
}

function minDay(a: string, b: string): string {
  return a < b ? a : b;
}

async function loadReference(db: Queryable): Promise<PurchaseOrderReference> {
  const lines = await db.query<Record<string, unknown>>(
    `select l.id, l.sales_order_id, o.supplier_code, o.loading_date::text as day, l.product_id, l.sales_quantity::text as sales_quantity,
            p.sales_unit, l.purchase_quantity::text as quantity, p.purchase_unit, l.purchase_price::text as price,
            l.purchase_amount::text as amount, l.reporting_date::text as reporting_date, l.packing_slip, l.container, l.shipping
       from sales_order_lines l join sales_orders o on o.id = l.sales_order_id join products p on p.id = l.product_id
      order by l.sales_order_id, l.id`,
  );
  const transports = await db.query<Record<string, unknown>>(
    'select id, sales_order_id, sales_order_line_id, transporter_code, pricing_type, price::text as price from sales_order_transports order by id',
  );
  const suppliers = await db.query<Record<string, string | null>>('select code, default_vat_code, default_description from suppliers order by code');
  const transporters = await db.query<Record<string, string | null>>('select code, default_vat_code, default_description from transporters order by code');
  const vat = await db.query<{ code: string; percentage: string }>('select code, percentage::text as percentage from vat_codes order by code');
  const products = await db.query<{ id: number; supplier_code: string }>('select id, supplier_code from products where not temporary order by id');
  const defaultVat = new Map<string, string>();
  const defaultDescription = new Map<string, string>();
  for (const r of [...suppliers.rows, ...transporters.rows]) {
    if (r.default_vat_code) defaultVat.set(String(r.code), r.default_vat_code);
    if (r.default_description) defaultDescription.set(String(r.code), r.default_description);
  }
  const productsBySupplier = new Map<string, number[]>();
  for (const p of products.rows) productsBySupplier.set(p.supplier_code, [...(productsBySupplier.get(p.supplier_code) ?? []), Number(p.id)]);
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return {
    lines: lines.rows.map((r) => ({
      id: Number(r.id),
      orderId: Number(r.sales_order_id),
      supplier: String(r.supplier_code),
      day: text(r.day),
      productId: Number(r.product_id),
      salesQuantity: String(r.sales_quantity),
      salesUnit: String(r.sales_unit),
      quantity: String(r.quantity),
      unit: String(r.purchase_unit),
      price: String(r.price),
      amount: String(r.amount),
      reportingDate: text(r.reporting_date),
      packingSlip: text(r.packing_slip),
      container: text(r.container),
      shipping: text(r.shipping),
    })),
    transports: transports.rows.map((r) => ({
      id: Number(r.id),
      orderId: Number(r.sales_order_id),
      lineId: r.sales_order_line_id === null ? null : Number(r.sales_order_line_id),
      transporter: String(r.transporter_code),
      pricingType: r.pricing_type === null ? null : Number(r.pricing_type),
      price: String(r.price),
    })),
    defaultVat,
    defaultDescription,
    vatPercentages: new Map(vat.rows.map((r) => [r.code, r.percentage])),
    productsBySupplier,
  };
}

/** Gives the transporters a default description and VAT code (they invoice transport). */
async function seedTransporterDefaults(db: Queryable, random: Random): Promise<void> {
  const { rows } = await db.query<{ code: string; name: string }>('select code, name from transporters order by code');
  for (const row of rows) {
    await db.query('update transporters set default_description = $2, default_vat_code = $3 where code = $1', [
      row.code,
      `Transportkosten ${row.name}`,
      random.pick(['1', '1', '3', '4']),
    ]);
  }
}

/** The 'purchaseOrders' seeder (after salesOrders). */
export async function seedPurchaseOrders(db: Queryable, ctx: SeedContext): Promise<{ orders: number; lines: number }> {
  await seedTransporterDefaults(db, ctx.random('purchaseOrders.transporters'));
  const ref = await loadReference(db);
  const next = async (table: string) =>
    Number(required((await db.query<{ n: number }>(`select coalesce(max(id), 0) + 1 as n from ${table}`)).rows[0], 'the next id').n);
  const rows = generatePurchaseOrders(ctx, ref, { order: await next('purchase_orders'), file: await next('files') });
  await insertColumns(db, 'purchase_orders', ORDER_COLUMNS, rows.orders);
  await insertColumns(db, 'purchase_order_lines', LINE_COLUMNS, rows.lines);
  await insertColumns(db, 'purchase_order_manual_lines', MANUAL_COLUMNS, rows.manualLines);
  await insertRows(db, 'files', FILE_COLUMNS, rows.files, 200);
  await insertColumns(db, 'purchase_order_documents', DOCUMENT_COLUMNS, rows.documents);
  for (const table of ['purchase_orders', 'files']) {
    await db.query(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`);
  }
  return { orders: rows.orders.length, lines: rows.lines.length };
}

/** After salesOrders: purchase lines are taken from sales-order lines and transports. */
export const seeder: Seeder = { domain: 'purchaseOrders', after: ['salesOrders'], seed: seedPurchaseOrders };
