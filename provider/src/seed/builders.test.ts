import { startProvider, type StartedProvider } from '../index';
import { required } from '../lib/required';
import { buildApprovedPrices, buildProduct, buildPurchaseInvoice, buildSalesOrder, completeSalesOrder, revokeProviderTokens, setUserRole } from './builders';

let provider: StartedProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 120_000);
afterAll(() => provider?.close());

const one = async <T>(sql: string, params: unknown[]) => required((await provider.db.query<T>(sql, params)).rows[0], sql);

describe('the seed builders', () => {
  it('build a product with approved prices and an order whose lines keep the defaults of what is not given', async () => {
    const supplier = (await one<{ code: string }>('select code from suppliers order by code limit 1', [])).code;
    const productId = await buildProduct(provider.db, { code: 'PBLD001', supplier, customer: '100003', name: 'Bouwgraan', unit: 'TON', group: 'GRAAN' });
    await buildApprovedPrices(provider.db, productId, {
      from: '2031-01-01',
      to: '2031-12-31',
      sales: '12.5',
      transports: [{ transporter: 'T0001', pricingType: 1, price: 80 }],
    });
    const built = await buildSalesOrder(provider.db, {
      customer: '100003',
      supplier,
      loadingDate: { daysAgo: 2 },
      lines: [
        { productId, salesQuantity: 3 },
        { productId, packingSlip: 'BLD-1', transport: { transporter: 'T0001', pricingType: 1, price: 80 } },
      ],
    });
    const lines = (
      await provider.db.query<{ sales_quantity: string; packing_slip: string | null }>(
        'select sales_quantity::text, packing_slip from sales_order_lines where sales_order_id = $1 order by id',
        [Number(built.orderId)],
      )
    ).rows;
    expect(lines.map((l) => [Number(l.sales_quantity), l.packing_slip])).toEqual([
      [3, null],
      [0, 'BLD-1'],
    ]);
    expect(built.lines.map((l) => l.transportId === null)).toEqual([true, false]);
    const order = await one<{ days: number; done: boolean }>(
      'select current_date - loading_date as days, is_completed as done from sales_orders where id = $1',
      [Number(built.orderId)],
    );
    expect(order).toEqual({ days: 2, done: false });
    await completeSalesOrder(provider.db, built.orderId);
    expect((await one<{ done: boolean }>('select is_completed as done from sales_orders where id = $1', [Number(built.orderId)])).done).toBe(true);
    const prices = await one<{ n: number }>('select count(*)::int as n from sales_prices where product_id = $1 and is_approved', [Number(productId)]);
    expect(prices.n).toBe(1);
    const invoice = await buildPurchaseInvoice(provider.db, {
      supplier,
      invoiceNumber: 'BLD-INV',
      daysAgo: 1,
      productId,
      amount: '10',
      vatCode: '1',
      vatAmount: '2.1',
    });
    expect(await one('select booking_number, invoice_number from purchase_orders where id = $1', [Number(invoice)])).toEqual({
      booking_number: null,
      invoice_number: 'BLD-INV',
    });
  });

  it('change a role and revoke the tokens of a user at the provider', async () => {
    const user = await one<{ id: string }>("select id from users where email = 'finance@backoffice.test'", []);
    await provider.db.query("insert into access_tokens (token_hash, user_id, expires_at) values ('bld', $1, now() + interval '1 hour')", [user.id]);
    await setUserRole(provider.db, user.id, 'Orderverwerker');
    expect(await one('select r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = $1', [user.id])).toEqual({
      name: 'Orderverwerker',
    });
    await revokeProviderTokens(provider.db, 'finance@backoffice.test');
    expect(await one('select count(*)::int as n from access_tokens where user_id = $1', [user.id])).toEqual({ n: 0 });
  });
});
