import { createSeedContext } from './context';
import { amount, containerCheckDigit, generateSalesOrders, type SalesOrderReference } from './salesOrders';

const ctx = createSeedContext({ seed: 7, size: 'small', today: '2025-06-15' });
const ref: SalesOrderReference = {
  products: Array.from({ length: 40 }, (_, i) => ({
    id: i + 1,
    code: `P${i + 1}`,
    supplier: `S${i % 4}`,
    customer: `C${i % 6}`,
    salesUnit: 'TON',
    purchaseUnit: i % 5 ? 'TON' : 'KG',
    kilogram: 1000,
    temporary: false,
  })),
  demurrage: new Set(['S1']),
  shippingCompanies: ['MSC', 'MAEU'],
  transporters: ['T0001', 'T0002'],
  users: ['u1'],
  salesPrices: new Map([[1, [{ start: '2020-01-01', end: '2030-12-31', price: '123.45' }]]]),
  purchasePrices: new Map(),
  transportPrices: new Map(),
};

describe('sales order demo data', () => {
  it('is deterministic for a seed and scales with the count', () => {
    const a = generateSalesOrders(ctx, ref, 500);
    expect(generateSalesOrders(ctx, ref, 500)).toEqual(a);
    expect(a.orders).toHaveLength(500);
    expect(a.lines.length).toBeGreaterThan(500);
    expect(generateSalesOrders(createSeedContext({ seed: 8, size: 'small', today: '2025-06-15' }), ref, 500).lines).not.toEqual(a.lines);
  });

  it('holds completed and booked orders in the past, demurrage details for demurrage suppliers, and consistent amounts', () => {
    const { orders, lines } = generateSalesOrders(ctx, ref, 500);
    // columns: id, customer, supplier, reference, loading, arrival, comments, shipping company, pickup, completed, booking
    expect(orders.some((o) => o[9] === true && typeof o[10] === 'string')).toBe(true);
    expect(orders.some((o) => o[9] === false)).toBe(true);
    for (const o of orders) {
      if (o[2] === 'S1') expect([o[7], o[8]].every(Boolean)).toBe(true);
      else expect([o[5], o[7], o[8]]).toEqual([null, null, null]);
      if (o[1] === '99999998') expect(o[3]).toBeNull();
    }
    // line columns: id, order, product, sq, sp, sa, pq, pp, pa, changed
    for (const l of lines) expect(l[5]).toBe(amount(String(l[4]), String(l[3])));
    expect(lines.some((l) => l[2] === 1 && l[4] === '123.45')).toBe(true);
    for (const l of lines.filter((x) => x[12])) expect(Number(String(l[12])[10])).toBe(containerCheckDigit(String(l[12]).slice(0, 10)));
  });

  it('rounds amounts half up to cents', () => {
    expect(amount('200.25', '24.5')).toBe('4906.13');
    expect(amount('0.1', '3')).toBe('0.30');
    expect(amount('123.4567', '24.385')).toBe('3010.49');
  });
});
