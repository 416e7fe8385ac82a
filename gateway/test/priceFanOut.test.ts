import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_HEAVY_READS, DEFAULT_MAX_PER_OWNER_CALLS } from '../src/provider/heavy-reads';
import { readFaultConfig } from '../src/provider/faults';
import { useSpecStack } from './spec-stack';

/**
 * A report builder's products page with its three price lists over a provider that implements only
 * the spec (the strict provider, extensions off): one price-list call per product, sent a few at a
 * time as the request's batch beside other users' reads, never refused as busy; a page whose calls
 * pass MAX_PER_OWNER_CALLS is refused before anything is sent, naming the largest page that fits.
 */
const PRICES = 'purchasePrices(latest: true) { price } salesPrices(latest: true) { price } transportPrices(latest: true) { price }';
const PAGE = `query($limit: Int!) { products(page: { offset: 0, limit: $limit }) { totalCount nodes { code ${PRICES} } } }`;
const PRICE_CALLS = new Set(['getPurchasePrices', 'getSalesPrices', 'getTransportPrices']);
const isPriceCall = (path: string) => PRICE_CALLS.has(path.split('/').pop() ?? '');

/** A loaded two-core machine (8 suites at once) answered the 300 calls in ~11 s: past the 10 s default deadline. */
const DEADLINE_MS = 120_000;
jest.setTimeout(DEADLINE_MS + 30_000);

describe('report queries that read one product at a time (no byIds)', () => {
  const spec = useSpecStack({ faults: { ...readFaultConfig({}), requestDeadlineMs: DEADLINE_MS } });
  /** Price-list calls at the provider at once, and the most seen. */
  const open = { now: 0, most: 0 };

  beforeAll(async () => {
    // 60 products in the small data set: 120 more, sorted after them, with a purchase price each
    await spec.stack.db.query(
      `insert into products (code, supplier_code, customer_code, product, description, sales_unit, purchase_unit, product_group, product_type, kilogram)
       select 'ZZ-FAN-' || g || '-' || p.code, p.supplier_code, p.customer_code, p.product || ' fan-out ' || g, p.description, p.sales_unit,
              p.purchase_unit, p.product_group, p.product_type, p.kilogram
       from products p cross join generate_series(1, 2) g`,
    );
    await spec.stack.db.query(
      `insert into purchase_prices (product_id, start_date, end_date, price, is_approved)
       select id, date '2026-01-01', date '2030-12-31', 12.5, true from products where code like 'ZZ-FAN-%'`,
    );
  });

  beforeEach(() => {
    open.now = 0;
    open.most = 0;
    // each price list takes the provider 10 ms more, so that the page's 300 calls take a while
    spec.proxy.rewrite({
      request: async (procedure, body) => {
        if (PRICE_CALLS.has(procedure)) {
          open.most = Math.max(open.most, ++open.now);
          await sleep(10);
        }
        return body;
      },
      answer: (procedure, body) => {
        if (PRICE_CALLS.has(procedure)) open.now--;
        return body;
      },
    });
  });

  it('answers a page of 100 products with their three price lists, a few calls at a time, while another user is served', async () => {
    const from = spec.mark();
    let bigDone = false;
    const big = spec.stack.gql(PAGE, { limit: 100 }, { token: spec.admin }).finally(() => (bigDone = true));
    // another user's request while the page's calls are under way: it takes its turn beside them
    while (spec.proxy.forwarded.slice(from).filter((f) => isPriceCall(f.path)).length < 30) await sleep(5);
    const otherFrom = spec.mark();
    const other = await spec.stack.gql(`{ products(page: { offset: 0, limit: 1 }) { nodes { code ${PRICES} } } }`, {}, { token: spec.order });
    const priceCallsMeanwhile = spec.proxy.forwarded.slice(otherFrom).filter((f) => isPriceCall(f.path)).length;
    expect(bigDone).toBe(false);
    expect(other.errors).toBeUndefined();
    expect(other.data.products.nodes).toHaveLength(1);

    const page = await big;
    expect(page.errors).toBeUndefined();
    const nodes = page.data.products.nodes as { code: string; purchasePrices: { price: string }[] }[];
    expect(nodes).toHaveLength(100);
    expect(page.data.products.totalCount).toBeGreaterThanOrEqual(180);
    expect(nodes.filter((n) => n.purchasePrices.length > 0).length).toBeGreaterThan(50);
    // one call per product and list (the other user's three beside them), at most PROVIDER_HEAVY_CONCURRENCY at once
    const priceCalls = spec.proxy.forwarded.slice(from).filter((f) => isPriceCall(f.path));
    expect(priceCalls).toHaveLength(303);
    expect(open.most).toBeLessThanOrEqual(DEFAULT_HEAVY_READS.concurrency);
    expect(open.most).toBe(DEFAULT_HEAVY_READS.concurrency);
    // the other user's reads were not queued behind the page's ~270 calls still to go: a few turns
    expect(priceCallsMeanwhile).toBeLessThan(30);
  });

  it('refuses more calls than MAX_PER_OWNER_CALLS before any provider call, naming the largest page that fits', async () => {
    expect(DEFAULT_MAX_PER_OWNER_CALLS).toBe(300);
    const from = spec.mark();
    for (const limit of [101, 150, 1000]) {
      const refused = await spec.stack.gql(PAGE, { limit }, { token: spec.admin });
      expect(refused.status).toBe(400);
      expect(refused.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
      expect(refused.errors?.[0]?.message).toMatch(new RegExp(`about ${limit * 3} calls, and the limit is 300\\..*products\\(page: \\{ limit: 100 \\}\\)`));
    }
    expect(spec.proxy.forwarded.slice(from)).toEqual([]);
    // one price list a product: three times the page fits
    const one = await spec.stack.gql('{ products(page: { offset: 0, limit: 150 }) { nodes { code purchasePrices { price } } } }', {}, { token: spec.admin });
    expect(one.errors).toBeUndefined();
    expect(spec.proxy.forwarded.slice(from).filter((f) => isPriceCall(f.path))).toHaveLength(150);
  });
});
