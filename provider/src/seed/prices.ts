/**
 * Price histories and product extras: for every product, yearly purchase and sales prices from
 * three years back to this year (some with a mid-year change, next year's for some products,
 * the recent ones partly unapproved); transport prices with two or three transporters each, both
 * pricing types and sometimes own transport; booking numbers for about half the products (sent to
 * the accounting package); a few product documents (small generated PDFs and text files).
 */
import { required } from '../lib/required';
import type { Queryable } from '../db';
import type { SeedContext, Seeder } from './context';
import type { Random } from './random';
import { OWN_TRANSPORT } from './reference';
import { kilogramsPer, unitPrice } from './units';

/** Euro per tonne around which a commodity trades. */
const BASE_PRICE: Record<string, number> = {
  Tarwe: 215,
  Maïs: 205,
  Gerst: 190,
  Triticale: 185,
  Sojaschroot: 420,
  Raapzaadschroot: 290,
  Zonnebloemschroot: 270,
  Tarwegries: 175,
  Bierbostel: 45,
  DDGS: 240,
  Moutkiemen: 180,
  Brouwgerstmout: 520,
  Bietenpulp: 210,
  Melasse: 190,
  Palmpitschilfers: 200,
  Sojaolie: 980,
  Houtpellets: 290,
  Zonnebloempitdoppen: 150,
};

interface PriceSeed {
  productId: number;
  start: string;
  end: string;
  price: string;
  approved: boolean;
}

interface TransportSeed extends PriceSeed {
  transporter: string;
  pricingType: number | null;
}

const money = (value: number, decimals = 2) => value.toFixed(decimals);

/** Yearly periods from three years back to this year (a mid-year change sometimes), next year for some. */
function periods(random: Random, year: number, withNextYear: boolean): { start: string; end: string; year: number }[] {
  const result: { start: string; end: string; year: number }[] = [];
  for (let y = year - 3; y <= year + (withNextYear ? 1 : 0); y++) {
    if (y <= year && random.chance(0.3)) {
      result.push({ start: `${y}-01-01`, end: `${y}-06-30`, year: y }, { start: `${y}-07-01`, end: `${y}-12-31`, year: y });
    } else {
      result.push({ start: `${y}-01-01`, end: `${y}-12-31`, year: y });
    }
  }
  return result;
}

/** Past years are approved; this year mostly; next year rarely. */
function approvedFor(random: Random, periodYear: number, year: number): boolean {
  if (periodYear < year) return true;
  if (periodYear === year) return random.chance(0.75);
  return random.chance(0.2);
}

/** A minimal one-page PDF with a few lines of text (valid xref, readable by any viewer). */
export function tinyPdf(lines: string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 12 Tf 72 770 Td 16 TL ${lines.map((l) => `(${escape(l)}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function insertPrices(db: Queryable, table: 'purchase_prices' | 'sales_prices', rows: PriceSeed[], approver: string | null) {
  for (let i = 0; i < rows.length; i += 2000) {
    const chunk = rows.slice(i, i + 2000);
    await db.query(
      `insert into ${table} (product_id, start_date, end_date, price, is_approved, approved_by)
       select p, s, e, v, a, case when a then $6 end from unnest($1::int[], $2::date[], $3::date[], $4::numeric[], $5::boolean[]) as t(p, s, e, v, a)`,
      [chunk.map((r) => r.productId), chunk.map((r) => r.start), chunk.map((r) => r.end), chunk.map((r) => r.price), chunk.map((r) => r.approved), approver],
    );
  }
}

async function insertTransportPrices(db: Queryable, rows: TransportSeed[], approver: string | null) {
  for (let i = 0; i < rows.length; i += 2000) {
    const chunk = rows.slice(i, i + 2000);
    await db.query(
      `insert into transport_prices (product_id, transporter_code, pricing_type, start_date, end_date, price, is_approved, approved_by)
       select p, t, pt, s, e, v, a, case when a then $8 end
         from unnest($1::int[], $2::text[], $3::int[], $4::date[], $5::date[], $6::numeric[], $7::boolean[]) as x(p, t, pt, s, e, v, a)`,
      [
        chunk.map((r) => r.productId),
        chunk.map((r) => r.transporter),
        chunk.map((r) => r.pricingType),
        chunk.map((r) => r.start),
        chunk.map((r) => r.end),
        chunk.map((r) => r.price),
        chunk.map((r) => r.approved),
        approver,
      ],
    );
  }
}

export interface SeededPrices {
  purchase: number;
  sales: number;
  transport: number;
  documents: number;
  booked: number;
}

export async function seedPrices(db: Queryable, ctx: SeedContext): Promise<SeededPrices> {
  const random = ctx.random('prices');
  const year = Number(ctx.today.slice(0, 4));
  const { rows: products } = await db.query<{
    id: number;
    code: string;
    product: string;
    description: string | null;
    sales_unit: string;
    purchase_unit: string;
    kilogram: string;
    temporary: boolean;
  }>('select id, code, product, description, sales_unit, purchase_unit, kilogram::text as kilogram, temporary from products order by id');
  const { rows: transporters } = await db.query<{ code: string }>('select code from transporters where code <> $1 order by code', [OWN_TRANSPORT.code]);
  const { rows: admins } = await db.query<{ id: string }>(
    "select u.id from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id where r.name = 'Administrator' order by u.email limit 1",
  );
  const approver = admins[0]?.id ?? null;

  const purchase: PriceSeed[] = [];
  const sales: PriceSeed[] = [];
  const transport: TransportSeed[] = [];
  for (const product of products) {
    const base = (BASE_PRICE[product.product] ?? 200) * (0.9 + random.next() * 0.2);
    let level = base * (0.85 + random.next() * 0.1);
    // a trader sells 5 to 15 % above the purchase price; both are per the product's own units
    const margin = 1.05 + random.next() * 0.1;
    const salesKilograms = Number(product.kilogram);
    const purchaseKilograms = kilogramsPer(product.purchase_unit, product.sales_unit, salesKilograms);
    for (const period of periods(random, year, random.chance(0.25))) {
      level *= 0.95 + random.next() * 0.12;
      const approved = approvedFor(random, period.year, year);
      purchase.push({ productId: product.id, ...period, price: unitPrice(level, purchaseKilograms), approved });
      sales.push({
        productId: product.id,
        ...period,
        price: unitPrice(level * margin, salesKilograms),
        approved: approved || random.chance(0.3),
      });
    }
    const carriers = random.shuffle(transporters).slice(0, random.int(2, 3));
    const choices: { transporter: string; pricingType: number | null }[] = carriers.map((t) => ({
      transporter: t.code,
      pricingType: random.chance(0.5) ? 1 : 2,
    }));
    const first = choices[0];
    if (random.chance(0.5) && first) choices.push({ transporter: first.transporter, pricingType: first.pricingType === 1 ? 2 : 1 });
    if (random.chance(0.2)) choices.push({ transporter: OWN_TRANSPORT.code, pricingType: null });
    for (const choice of choices) {
      // a truck or container run (block freight) of 300 to 900 euro, or 6 to 22 euro a tonne in the sales unit
      let fare = choice.pricingType === 1 ? random.int(300, 900) : choice.pricingType === 2 ? 6 + random.next() * 16 : random.int(0, 6);
      for (let y = year - 2; y <= year; y++) {
        fare *= 0.97 + random.next() * 0.1;
        transport.push({
          productId: product.id,
          ...choice,
          start: `${y}-01-01`,
          end: `${y}-12-31`,
          price: choice.pricingType === 2 ? unitPrice(fare, salesKilograms) : money(fare),
          approved: approvedFor(random, y, year),
        });
      }
    }
  }
  await insertPrices(db, 'purchase_prices', purchase, approver);
  await insertPrices(db, 'sales_prices', sales, approver);
  await insertTransportPrices(db, transport, approver);

  // about half of the products are known to the accounting package
  let booked = 0;
  for (const product of products) {
    if (product.temporary || !random.chance(0.5)) continue;
    await db.query('update products set exact_booking = $2 where id = $1', [product.id, String(700001 + booked)]);
    booked++;
  }

  let documents = 0;
  for (const [i, product] of products.entries()) {
    if (i % 6 !== 2) continue;
    const sheet = tinyPdf([
      `Productfiche ${product.code}`,
      `${product.product} - ${product.description ?? ''}`,
      `Eenheid: ${product.sales_unit}`,
      `Opgemaakt: ${ctx.today}`,
    ]);
    const files: [string, string, Buffer][] = [[`Productfiche ${product.code}.pdf`, 'application/pdf', sheet]];
    if (random.chance(0.5)) {
      const analysis = `Analyse ${product.product}\nVocht: ${(10 + random.next() * 4).toFixed(1)} %\nEiwit: ${(9 + random.next() * 40).toFixed(1)} %\nAs: ${(1 + random.next() * 6).toFixed(1)} %\n`;
      files.push([`Analyse ${product.code}.txt`, 'text/plain; charset=utf-8', Buffer.from(analysis, 'utf8')]);
    }
    for (const [name, type, content] of files) {
      const { rows } = await db.query<{ id: number }>('insert into files (name, content_type, size, content) values ($1, $2, $3, $4) returning id', [
        name,
        type,
        content.length,
        content,
      ]);
      await db.query('insert into product_documents (product_id, file_id) values ($1, $2)', [product.id, required(rows[0], 'the new file').id]);
      documents++;
    }
  }
  return { purchase: purchase.length, sales: sales.length, transport: transport.length, documents, booked };
}

/** After users, reference: prices of the products and transporters; approvers are users. */
export const seeder: Seeder = { domain: 'prices', after: ['users', 'reference'], seed: seedPrices };
