import { startProvider, type StartedProvider } from '../index';
import { createSeedContext } from './context';
import { generatePurchaseOrders, vatAmount, type PurchaseOrderReference } from './purchaseOrders';
import { required } from '../lib/required';

const ctx = createSeedContext({ seed: 7, size: 'small', today: '2025-06-15' });

function reference(orders: number): PurchaseOrderReference {
  const lines: PurchaseOrderReference['lines'] = [];
  const transports: PurchaseOrderReference['transports'] = [];
  for (let o = 1; o <= orders; o++) {
    const day = `2025-0${1 + (o % 6)}-${String(1 + (o % 27)).padStart(2, '0')}`;
    for (let n = 0; n < 1 + (o % 2); n++) {
      const id = lines.length + 1;
      lines.push({
        id,
        orderId: o,
        supplier: `S${o % 3}`,
        day,
        productId: 1 + (o % 5),
        salesQuantity: '24.500',
        salesUnit: 'TON',
        quantity: '24.500',
        unit: 'TON',
        price: '200.2500',
        amount: '4906.13',
        reportingDate: day,
        packingSlip: String(7000000 + id),
        container: null,
        shipping: null,
      });
      transports.push({ id, orderId: o, lineId: id, transporter: o % 4 ? 'T0001' : '99999999', pricingType: o % 4 ? 1 + (o % 2) : null, price: '12.35' });
    }
  }
  return {
    lines,
    transports,
    defaultVat: new Map([
      ['S0', '1'],
      ['S1', '3'],
      ['T0001', '2'],
    ]),
    defaultDescription: new Map([['S0', 'Levering S0']]),
    vatPercentages: new Map([
      ['1', '21.00'],
      ['2', '6.00'],
      ['3', '0.00'],
      ['12', '21.00'],
    ]),
    productsBySupplier: new Map([['S0', [1, 2]]]),
  };
}

describe('purchase order demo data', () => {
  it('is deterministic for a seed and differs for another', () => {
    const ref = reference(400);
    const a = generatePurchaseOrders(ctx, ref);
    expect(generatePurchaseOrders(ctx, ref)).toEqual(a);
    expect(generatePurchaseOrders(createSeedContext({ seed: 8, size: 'small', today: '2025-06-15' }), ref).orders).not.toEqual(a.orders);
  });

  it('invoices most delivered orders, with transport, booked and manual-line invoices and unique numbers per supplier', () => {
    const ref = reference(400);
    const { orders, lines, manualLines } = generatePurchaseOrders(ctx, ref);
    // order columns: id, supplier, invoice number, date, description, transport, booking, booked on, sent, journal
    const invoicedOrders = new Set(lines.filter((l) => l[5] === false).map((l) => l[2]));
    expect(invoicedOrders.size).toBeGreaterThan(400 * 0.7);
    expect(orders.some((o) => o[5] === true)).toBe(true);
    expect(orders.some((o) => o[8] === true && typeof o[6] === 'string')).toBe(true);
    expect(orders.some((o) => o[8] === false && o[6] === null)).toBe(true);
    expect(manualLines.length).toBeGreaterThan(0);
    const keys = orders.map((o) => `${o[1]}|${String(o[2]).trim().toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
    // a sales-order line or transport sits on one purchase invoice only
    const regular = lines.filter((l) => l[3] !== null).map((l) => l[3]);
    expect(new Set(regular).size).toBe(regular.length);
    const transport = lines.filter((l) => l[4] !== null).map((l) => l[4]);
    expect(new Set(transport).size).toBe(transport.length);
    // own transport is never invoiced; VAT follows the code
    expect(lines.every((l) => l[1] !== '99999999')).toBe(true);
    for (const l of lines) expect(l[13]).toBe(vatAmount(String(l[11]), ref.vatPercentages.get(String(l[12]))!));
  });

  it('computes VAT half up to the cent', () => {
    expect(vatAmount('4906.13', '21.00')).toBe('1030.29');
    expect(vatAmount('0.50', '21')).toBe('0.11'); // 0.105 → 0.11
    expect(vatAmount('10.00', '6.00')).toBe('0.60');
    expect(vatAmount('-0.50', '21')).toBe('-0.11');
    expect(vatAmount('123.45', '0')).toBe('0.00');
  });
});

describe('purchase order seed in the database', () => {
  let provider: StartedProvider;
  beforeAll(async () => {
    provider = await startProvider();
  }, 120_000);
  afterAll(() => provider?.close());
  const db = { query: <T>(sql: string, params?: unknown[]) => provider.db.query<T>(sql, params) };

  it('holds regular and transport invoices, booked ones, manual lines and documents', async () => {
    const { rows } = await db.query<Record<string, string>>(
      `select (select count(*) from purchase_orders)::int as orders,
              (select count(*) from purchase_orders where is_transport)::int as transport,
              (select count(*) from purchase_orders where sent_to_accounting and booking_number is not null)::int as booked,
              (select count(*) from purchase_order_manual_lines)::int as manual,
              (select count(*) from purchase_order_documents)::int as documents,
              (select count(distinct sales_order_id) from purchase_order_lines where not is_transport)::int as invoiced,
              (select count(*) from sales_orders where loading_date <= current_date)::int as delivered`,
    );
    const r = required(rows[0], 'the counts') as unknown as Record<
      'orders' | 'transport' | 'booked' | 'manual' | 'documents' | 'invoiced' | 'delivered',
      number
    >;
    expect(r.transport).toBeGreaterThan(0);
    expect(r.booked).toBeGreaterThan(0);
    expect(r.booked).toBeLessThan(r.orders);
    expect(r.manual).toBeGreaterThan(0);
    expect(r.documents).toBeGreaterThan(0);
    expect(r.invoiced).toBeGreaterThan(r.delivered * 0.7);
  });

  it('refuses a second invoice number of a supplier in other case or with spaces, and a line on two invoices of a supplier', async () => {
    const { rows } = await db.query<{ supplier_code: string; invoice_number: string }>(
      'select supplier_code, invoice_number from purchase_orders order by id limit 1',
    );
    const { supplier_code, invoice_number } = required(rows[0], 'a purchase order');
    await expect(
      db.query("insert into purchase_orders (supplier_code, invoice_number, description) values ($1, $2, 'x')", [
        supplier_code,
        `  ${invoice_number.toUpperCase()} `,
      ]),
    ).rejects.toThrow(/purchase_orders_invoice/);
    const line = await db.query<{ purchase_order_id: number; supplier_code: string; sales_order_line_id: number }>(
      'select purchase_order_id, supplier_code, sales_order_line_id from purchase_order_lines where sales_order_line_id is not null order by id limit 1',
    );
    const l = required(line.rows[0], 'a purchase line on a sales line');
    await expect(
      db.query('insert into purchase_order_lines (purchase_order_id, supplier_code, sales_order_line_id) values ($1, $2, $3)', [
        l.purchase_order_id,
        l.supplier_code,
        l.sales_order_line_id,
      ]),
    ).rejects.toThrow(/purchase_order_lines_sales_line/);
  });
});
