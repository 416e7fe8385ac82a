/**
 * The demo data looks like the business (design: commodities by the tonne): every line counted in
 * the unit its price is per, sold a few to 15 % above its purchase, transport a plausible cost
 * per truck or container, and purchase invoices whose lines and VAT follow the lines they take.
 */
import { startProvider, type StartedProvider } from '../index';
import { convertQuantity, kilogramsPer, kilogramsPerSalesUnit, loadQuantity, unitPrice } from './units';
import { createRandom } from './random';

let provider: StartedProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 120_000);
afterAll(() => provider?.close());

async function rows<T>(sql: string): Promise<T[]> {
  return (await provider.db.query<T>(sql)).rows;
}

/** Every sales-order line with its product's units and kilograms per unit (per sales unit; per purchase unit as the seed takes it). */
const LINES = `
  select l.id, l.sales_order_id, p.sales_unit, p.purchase_unit, l.sales_quantity::float8 as sq, l.purchase_quantity::float8 as pq,
         l.sales_price::float8 as sp, l.purchase_price::float8 as pp, l.sales_amount::float8 as sa, l.purchase_amount::float8 as pa,
         p.kilogram::float8 as kg,
         case when p.purchase_unit = p.sales_unit then p.kilogram when p.purchase_unit = 'TON' then 1000 else 1 end::float8 as pkg
    from sales_order_lines l join products p on p.id = l.product_id`;

interface Line {
  id: number;
  sales_unit: string;
  purchase_unit: string;
  sq: number;
  pq: number;
  sp: number;
  pp: number;
  sa: number;
  pa: number;
  kg: number;
  pkg: number;
}

describe('believable demo data', () => {
  it('buys every product line for 75 to 99 % of what it sells for', async () => {
    const lines = await rows<Line>(LINES);
    expect(lines.length).toBeGreaterThan(100);
    const off = lines.filter((l) => !(l.pa >= 0.75 * l.sa && l.pa <= 0.99 * l.sa));
    expect(off.slice(0, 5)).toEqual([]);
  });

  it('counts a line in the unit its price is per: 0.5 to 40 t a truck or container, at 30 to 1 500 euro a tonne', async () => {
    const lines = await rows<Line>(LINES);
    const loads = (l: Line) => (l.sales_unit === 'CTR' ? l.sq : 1);
    const tonnes = lines.filter((l) => {
      const perLoad = (l.sq * l.kg) / 1000 / loads(l);
      return !(perLoad >= 0.5 && perLoad <= 40);
    });
    expect(tonnes.slice(0, 5)).toEqual([]);
    const prices = lines.filter((l) => {
      const sales = (l.sp * 1000) / l.kg;
      const purchase = (l.pp * 1000) / l.pkg;
      return !(sales >= 30 && sales <= 1500 && purchase >= 30 && purchase <= 1500);
    });
    expect(prices.slice(0, 5)).toEqual([]);
    // the purchase quantity weighs what the sales quantity weighs (the supplier's weighing within 3 %)
    const weights = lines.filter((l) => Math.abs(l.pq * l.pkg - l.sq * l.kg) > 0.031 * l.sq * l.kg);
    expect(weights.slice(0, 5)).toEqual([]);
  });

  it('shows the Invoicing totals of purchase at 80 to 97 % of sales, over all orders and over the open ones', async () => {
    const totals = await rows<{ open: boolean; sales: number; purchase: number }>(
      `select not o.is_completed as open, sum(l.sales_amount)::float8 as sales, sum(l.purchase_amount)::float8 as purchase
         from sales_order_lines l join sales_orders o on o.id = l.sales_order_id group by 1
       union all select null, sum(sales_amount)::float8, sum(purchase_amount)::float8 from sales_order_lines`,
    );
    expect(totals).toHaveLength(3);
    const off = totals.filter((t) => !(t.purchase >= 0.8 * t.sales && t.purchase <= 0.97 * t.sales));
    expect(off).toEqual([]);
  });

  it('charges transport 200 to 1 500 euro a truck or container run, or 3 to 40 euro a tonne', async () => {
    const transports = await rows<{ pricing_type: number; price: number; kg: number }>(
      `select t.pricing_type, t.price::float8 as price, p.kilogram::float8 as kg
         from sales_order_transports t join sales_order_lines l on l.id = t.sales_order_line_id join products p on p.id = l.product_id
        where t.pricing_type is not null`,
    );
    expect(transports.length).toBeGreaterThan(50);
    const off = transports.filter((t) =>
      t.pricing_type === 1 ? !(t.price >= 200 && t.price <= 1500) : !((t.price * 1000) / t.kg >= 3 && (t.price * 1000) / t.kg <= 40),
    );
    expect(off.slice(0, 5)).toEqual([]);
  });

  it('invoices a purchase line at the quantity and price of the line it takes, with the VAT of its code', async () => {
    const lines = await rows<Record<string, string | null>>(
      `select pl.id, pl.quantity::text as quantity, pl.price::text as price, pl.amount::text as amount, pl.vat_amount::text as vat,
              round(pl.price * pl.quantity, 2)::text as expected, round(pl.amount * v.percentage / 100, 2)::text as expected_vat,
              l.purchase_quantity::text as line_quantity, l.purchase_price::text as line_price, l.purchase_amount::text as line_amount
         from purchase_order_lines pl join vat_codes v on v.code = pl.vat_code
         left join sales_order_lines l on l.id = pl.sales_order_line_id`,
    );
    expect(lines.length).toBeGreaterThan(100);
    const off = lines.filter(
      (l) =>
        l.amount !== l.expected ||
        l.vat !== l.expected_vat ||
        (l.line_quantity !== null && (l.quantity !== l.line_quantity || l.price !== l.line_price || l.amount !== l.line_amount)),
    );
    expect(off.slice(0, 5)).toEqual([]);
  });
});

describe('units of the demo data', () => {
  it('weighs a sales unit as the trade does, and a purchase unit apart by the tonne or kilogram', () => {
    expect([0, 0.999].map((d) => kilogramsPerSalesUnit('TON', d))).toEqual([1000, 1000]);
    expect(kilogramsPerSalesUnit('KG', 0.5)).toBe(1);
    expect(kilogramsPerSalesUnit('M3', 0)).toBe(550);
    expect(kilogramsPerSalesUnit('M3', 0.999)).toBe(800);
    expect(kilogramsPerSalesUnit('CTR', 0.5)).toBe(24000);
    expect(kilogramsPer('BB', 'BB', 950)).toBe(950);
    expect(kilogramsPer('TON', 'BB', 950)).toBe(1000);
    expect(kilogramsPer('KG', 'TON', 1000)).toBe(1);
  });

  it('turns a tonne price into a unit price in cents, or in 4 decimals below 10 euro', () => {
    expect(unitPrice(382.43, 1000)).toBe('382.43');
    expect(unitPrice(382.43, 1)).toBe('0.3824');
    expect(unitPrice(250, 24000)).toBe('6000.00');
  });

  it('loads 18 to 31 t, 1 to 4 containers, and converts a quantity at the same weight', () => {
    const random = createRandom(1);
    for (let i = 0; i < 200; i++) {
      const tonnes = Number(loadQuantity(random, 'TON', 1000));
      expect(tonnes).toBeGreaterThanOrEqual(18);
      expect(tonnes).toBeLessThanOrEqual(31);
      const m3 = Number(loadQuantity(random, 'M3', 650));
      expect(m3 * 650).toBeGreaterThan(17_000);
      expect(m3 * 650).toBeLessThan(32_000);
      expect(Number(loadQuantity(random, 'CTR', 24000))).toBeLessThanOrEqual(4);
    }
    expect(convertQuantity('30.163', 1000, 1)).toBe('30163.000');
    expect(convertQuantity('30163', 1, 1000)).toBe('30.163');
    expect(convertQuantity('12.5', 950, 950)).toBe('12.5');
  });
});
