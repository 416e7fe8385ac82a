import { ORDER, startStack, type Stack, STACK_START_MS } from './harness';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { required } from '../src/common/required';
import { NO_EXTENSIONS } from '../src/provider/extensions';
import { readCompanyDetails } from '../src/provider/records/company-details';

/**
 * What the gateway reads from answers, over the strict provider (`spec`: profile spec, extensions
 * off, a recording proxy in front) and over the reference provider with every extension (`full`):
 * both give the same answers. Two providers on fresh copies of one template, arranged alike (`db`
 * runs each statement on both, so their ids agree); every strict exchange validates (afterEach).
 */
let full: Stack;
let spec: Stack;
let proxy: FaultProxy;
/** Both providers' databases: a statement runs on each, the full one's answer is returned. */
const db = {
  async query<T>(sql: string, params?: unknown[]) {
    const [answer] = await Promise.all([full.db.query<T>(sql, params), spec.db.query<T>(sql, params)]);
    return answer;
  },
};
let tokens: { full: string; spec: string };
let fixture: { productId: string; productCode: string; supplierCode: string; salesOrderId: string; lineId: string; purchaseOrderId: string };

beforeAll(async () => {
  [full, spec] = await Promise.all([
    startStack(),
    startStack({ providerExtensions: NO_EXTENSIONS }, undefined, {
      providerProfile: { profile: 'spec' },
      providerUrlOf: async (url) => (proxy = await startFaultProxy(url)).url,
    }),
  ]);
  tokens = { full: await full.login(ORDER), spec: await spec.login(ORDER) };
  const { rows: products } = await db.query<{ id: number; code: string; customer_code: string; supplier_code: string }>(
    `insert into products (code, supplier_code, customer_code, product, description, sales_unit, purchase_unit, product_group, kilogram, note, concentration)
     select 'PSR0001', (select code from suppliers where not demurrage order by code limit 1), '100003', 'Specgraan', 'Graan', 'TON', 'KG', 'GRAAN', 1000.5, 'droog', '12%'
     returning id, code, customer_code, supplier_code`,
  );
  const p = required(products[0], 'the test product');
  await db.query(
    `insert into transport_prices (product_id, transporter_code, pricing_type, start_date, end_date, price, is_approved)
     values ($1, 'T0001', 1, '2030-01-01', '2030-12-31', 800, true)`,
    [p.id],
  );
  const { rows: so } = await db.query<{ id: number }>(
    "insert into sales_orders (customer_code, supplier_code, reference_customer, loading_date) values ($1, $2, 'SR-1', '2030-03-01') returning id",
    [p.customer_code, p.supplier_code],
  );
  const salesOrderId = required(so[0], 'the order').id;
  const { rows: lines } = await db.query<{ id: number }>(
    `insert into sales_order_lines (sales_order_id, product_id, sales_quantity, sales_price, sales_amount, purchase_quantity, purchase_price, purchase_amount, packing_slip)
     values ($1, $2, 20, 250, 5000, 20, 200, 4000, 'SR-001') returning id`,
    [salesOrderId, p.id],
  );
  const lineId = required(lines[0], 'the line').id;
  await db.query(
    'insert into sales_order_transports (sales_order_id, sales_order_line_id, transporter_code, pricing_type, price) values ($1, $2, $3, 1, 800)',
    [salesOrderId, lineId, 'T0001'],
  );
  const { rows: po } = await db.query<{ id: number }>(
    "insert into purchase_orders (supplier_code, invoice_number, invoice_date, description) values ($1, 'SR-INV-1', '2030-03-02', 'spec reads') returning id",
    [p.supplier_code],
  );
  const purchaseOrderId = required(po[0], 'the purchase order').id;
  await db.query(
    `insert into purchase_order_lines (purchase_order_id, supplier_code, sales_order_id, sales_order_line_id, product_id, quantity, unit, price, amount, packing_slip)
     values ($1, $2, $3, $4, $5, 20, 'TON', 200, 4000, 'SR-001')`,
    [purchaseOrderId, p.supplier_code, salesOrderId, lineId, p.id],
  );
  fixture = {
    productId: String(p.id),
    productCode: p.code,
    supplierCode: p.supplier_code,
    salesOrderId: String(salesOrderId),
    lineId: String(lineId),
    purchaseOrderId: String(purchaseOrderId),
  };
}, STACK_START_MS);
afterEach(async () => {
  const strict = spec.provider;
  if (!strict) throw new Error('the stack has no strict provider of its own');
  const found = await strict.violations();
  await strict.clearViolations();
  expect(JSON.stringify(found, null, 2)).toBe('[]');
});
afterAll(async () => {
  await spec?.close();
  await proxy?.close();
  await full?.close();
});

/** The same query through both gateways: the answers, spec first. */
async function both(query: string, variables: Record<string, unknown> = {}) {
  const [s, f] = await Promise.all([spec.gql(query, variables, { token: tokens.spec }), full.gql(query, variables, { token: tokens.full })]);
  expect(s.errors).toBeUndefined();
  expect(f.errors).toBeUndefined();
  return { spec: s.data, full: f.data };
}

const callsOf = (stack: Stack, from: number, name: string) => stack.calls.slice(from).filter((c) => c.path.endsWith(`/${name}`));

describe('a product detail over the spec answer (no id, no codes)', () => {
  it('takes the id, codes and names from the product list row, the note and values from the detail, and loads its own prices and documents', async () => {
    const q = `query($id: ID!) { product(id: $id) { id code name supplier { code name } customer { code name } productGroup { code name }
      salesUnit { code name } purchaseUnit { code name } kilogram note canDelete approver { id } salesPrice
      transportPrices { transporter { code } price } documents { id } } }`;
    const before = spec.calls.length;
    const r = await both(q, { id: fixture.productId });
    expect(r.spec.product).toMatchObject({
      id: fixture.productId,
      code: 'PSR0001',
      name: 'Specgraan',
      customer: { code: '100003' },
      productGroup: { code: 'GRAAN' },
      salesUnit: { code: 'TON' },
      purchaseUnit: { code: 'KG' },
      kilogram: '1000.5',
      note: 'droog',
      transportPrices: [{ transporter: { code: 'T0001' }, price: '800' }],
    });
    expect(r.spec.product).toEqual(r.full.product);
    // the prices were asked for this product, never for product 0
    const priceCalls = callsOf(spec, before, 'getTransportPrices');
    expect(priceCalls).toHaveLength(1);
  });

  it('leaves the fields no spec call carries empty without the extension, and reads them with it', async () => {
    const q = 'query($id: ID!) { product(id: $id) { concentration description isTemporary } }';
    const r = await both(q, { id: fixture.productId });
    expect(r.full.product).toEqual({ concentration: '12%', description: 'Graan', isTemporary: false });
    expect(r.spec.product).toEqual({ concentration: null, description: null, isTemporary: false });
  });

  it('answers a product it just changed with the changed codes (the product list read afresh after the write)', async () => {
    const { rows } = await db.query<{ id: number; supplier_code: string }>(
      `insert into products (code, supplier_code, customer_code, product, sales_unit, purchase_unit, product_group)
       select 'PSR0002', (select code from suppliers where not demurrage order by code limit 1), '100003', 'Wisselgraan', 'TON', 'TON', 'GRAAN'
       returning id, supplier_code`,
    );
    const id = String(required(rows[0], 'the product').id);
    const other = required(
      (await db.query<{ code: string; name: string }>("select code, name from customers where code <> '100003' and code not like 'SR%' order by code limit 1"))
        .rows[0],
      'another customer',
    );
    const r = await spec.gql(
      'mutation($i: UpdateProductInput!) { updateProduct(input: $i) { product { id code name customer { code name } } userErrors { field message } } }',
      { i: { id, customerCode: other.code } },
      { token: tokens.spec },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.updateProduct).toEqual({
      product: { id, code: 'PSR0002', name: 'Wisselgraan', customer: { code: other.code, name: other.name } },
      userErrors: [],
    });
    // the full provider's copy of the data changes alike, for the comparisons after this one
    await full.db.query('update products set customer_code = $1 where id = $2', [other.code, Number(id)]);
  });

  it('answers null for a product the provider does not know', async () => {
    const r = await both('{ product(id: "999999") { id } }');
    expect(r.spec.product).toBeNull();
  });
});

describe('order lines name their product by code', () => {
  it('finds a sales line’s product in the product list by its code, and its transport candidates by that product', async () => {
    const q = `query($id: ID!) { salesOrder(id: $id) { lines { id product { id code name } } } }`;
    const r = await both(q, { id: fixture.salesOrderId });
    expect(r.spec.salesOrder.lines).toEqual([{ id: fixture.lineId, product: { id: fixture.productId, code: 'PSR0001', name: 'Specgraan' } }]);
    expect(r.spec).toEqual(r.full);

    const before = spec.calls.length;
    const candidates = await both('query($o: ID!, $l: ID!) { transportCandidates(salesOrderId: $o, lineId: $l) { transporter { code } pricingType price } }', {
      o: fixture.salesOrderId,
      l: fixture.lineId,
    });
    expect(candidates.spec.transportCandidates).toEqual([{ transporter: { code: 'T0001' }, pricingType: 'BLOCK_FREIGHT', price: '800' }]);
    expect(candidates.spec).toEqual(candidates.full);
    // the product list once for the request
    expect(callsOf(spec, before, 'getProducts')).toHaveLength(1);
  });

  it('finds a transport line’s transporter by its name (the spec’s line has no code), and leaves its sales line unknown', async () => {
    const q = `query($id: ID!) { salesOrder(id: $id) { customer { code name } shippingCompany { code } transports { transporter { code name } pricingType price line { id } } } }`;
    const r = await both(q, { id: fixture.salesOrderId });
    expect(r.full.salesOrder.transports).toEqual([
      { transporter: { code: 'T0001', name: 'Transport Verbeke' }, pricingType: 'BLOCK_FREIGHT', price: '800', line: { id: fixture.lineId } },
    ]);
    expect(r.spec.salesOrder).toEqual({ ...r.full.salesOrder, transports: [{ ...r.full.salesOrder.transports[0], line: null }] });
  });

  it('finds a sales item’s code and name in the product list by its key (the spec’s item is key, value, priceAvailable)', async () => {
    const q = `query($c: ID!, $s: ID!) { salesItems(customerCode: $c, supplierCode: $s, loadingDate: "2030-03-01") { product { id code name } priceAvailable } }`;
    const r = await both(q, { c: '100003', s: fixture.supplierCode });
    expect(r.spec.salesItems).toContainEqual({ product: { id: fixture.productId, code: 'PSR0001', name: 'Specgraan' }, priceAvailable: false });
    expect(r.spec).toEqual(r.full);
  });

  it('finds a purchase line’s product by its code', async () => {
    const q = `query($id: ID!) { purchaseOrder(id: $id) { lines { product { id code name } quantity } } }`;
    const r = await both(q, { id: fixture.purchaseOrderId });
    expect(r.spec.purchaseOrder.lines).toEqual([{ product: { id: fixture.productId, code: 'PSR0001', name: 'Specgraan' }, quantity: '20' }]);
    expect(r.spec).toEqual(r.full);
  });
});

describe('demurrage rows name customer and shipping company, not their codes', () => {
  it('finds the codes in the dropdowns by name, leaves a code empty and says so where a name is not unique, and takes the supplier from the order', async () => {
    await db.query("insert into customers (code, name) values ('SRC1', 'Dubbel Klant NV'), ('SRC2', 'dubbel klant nv '), ('SRC3', 'Enkel Klant NV')");
    await db.query("insert into shipping_companies (code, name) values ('SRS1', 'Dubbel Rederij'), ('SRS2', 'Dubbel Rederij'), ('SRS3', 'Enkel Rederij')");
    const supplier = required(
      (await db.query<{ code: string }>('select code from suppliers where demurrage order by code limit 1')).rows[0],
      'a demurrage supplier',
    ).code;
    const { rows } = await db.query<{ id: number }>(
      `insert into sales_orders (customer_code, supplier_code, shipping_company_code, arrival_date, reference_customer)
       values ('SRC1', $1, 'SRS3', current_date - 3, 'SR-D1'), ('SRC3', $1, 'SRS1', current_date - 9, 'SR-D2') returning id`,
      [supplier],
    );
    const [a, b] = rows.map((r) => String(r.id));
    const q = `{ demurrage { freeDays nodes { id customer { code name } shippingCompany { code name } supplier { code name } daysWaiting status ambiguousNames } } }`;
    const r = await both(q);
    const row = (data: any, id: string | undefined) => data.demurrage.nodes.find((n: { id: string }) => n.id === id);
    expect(row(r.spec, a)).toEqual({
      ...row(r.full, a),
      customer: { code: '', name: 'Dubbel Klant NV' },
      ambiguousNames: ['CUSTOMER'],
    });
    expect(row(r.spec, a)).toMatchObject({ shippingCompany: { code: 'SRS3', name: 'Enkel Rederij' }, supplier: { code: supplier }, daysWaiting: 3 });
    expect(row(r.spec, b)).toEqual({
      ...row(r.full, b),
      shippingCompany: { code: '', name: 'Dubbel Rederij' },
      ambiguousNames: ['SHIPPING_COMPANY'],
    });
    expect(row(r.spec, b)).toMatchObject({ customer: { code: 'SRC3' }, daysWaiting: 9, status: 'DEMURRAGE' });
    expect(row(r.full, a).customer.code).toBe('SRC1');
    // every other row the same both ways where its names are unique (never a wrong code)
    for (const s of r.spec.demurrage.nodes) {
      const f = row(r.full, s.id);
      if (!s.ambiguousNames.includes('CUSTOMER')) expect(s.customer).toEqual(f.customer);
      else expect(s.customer.code).toBe('');
      if (!s.ambiguousNames.includes('SHIPPING_COMPANY')) expect(s.shippingCompany).toEqual(f.shippingCompany);
      expect({ ...s, customer: null, shippingCompany: null, ambiguousNames: null }).toEqual({
        ...f,
        customer: null,
        shippingCompany: null,
        ambiguousNames: null,
      });
    }
    // the free days are not in the spec's answer
    expect(r.spec.demurrage.freeDays).toBeNull();
    expect(r.full.demurrage.freeDays).toBe(7);
  });
});

describe('the pro-forma’s company block without the companyDetails extension', () => {
  const q = `query($id: ID!) { proFormaInvoice(salesOrderId: $id, language: ENGLISH) { userErrors { code } invoice { total
    company { configured name addressLine1 postalCode city country vatNumber iban email phone } } } }`;

  it('comes from the provider with the extension, and is empty and says it is not configured without it and without settings', async () => {
    const before = spec.calls.length;
    const r = await both(q, { id: fixture.salesOrderId });
    expect(r.full.proFormaInvoice.invoice.company).toMatchObject({ configured: true, name: expect.stringMatching(/\S/) });
    expect(r.spec.proFormaInvoice).toEqual({
      userErrors: [],
      invoice: {
        total: r.full.proFormaInvoice.invoice.total,
        company: { configured: false, name: '', addressLine1: '', postalCode: '', city: '', country: '', vatNumber: '', iban: '', email: '', phone: '' },
      },
    });
    expect(callsOf(spec, before, 'getCompanyDetails')).toEqual([]);
  });

  it('comes from the gateway’s settings (COMPANY_DETAILS, each field overridable by its own variable)', async () => {
    const company = readCompanyDetails({
      COMPANY_DETAILS: JSON.stringify({ name: 'Handel BV', addressLine1: 'Kaai 1', postalCode: '2000', city: 'Antwerpen', country: 'BE', iban: 'BE00' }),
      COMPANY_VAT_NUMBER: 'BE0123456789',
    });
    const configured = await startStack({ providerExtensions: NO_EXTENSIONS, company }, undefined, { provider: { url: spec.providerUrl, db: spec.db } });
    try {
      const r = await configured.gql(q, { id: fixture.salesOrderId }, { token: await configured.login(ORDER) });
      expect(r.data.proFormaInvoice.invoice.company).toEqual({
        configured: true,
        name: 'Handel BV',
        addressLine1: 'Kaai 1',
        postalCode: '2000',
        city: 'Antwerpen',
        country: 'BE',
        vatNumber: 'BE0123456789',
        iban: 'BE00',
        email: '',
        phone: '',
      });
    } finally {
      await configured.close();
    }
  });
});

describe('what no spec call carries', () => {
  it('answers a sales order’s purchase invoices as unknown (null) without the orderPurchaseInvoices extension', async () => {
    const r = await both('query($id: ID!) { salesOrder(id: $id) { purchaseInvoices { id invoiceNumber } } }', { id: fixture.salesOrderId });
    expect(r.full.salesOrder.purchaseInvoices).toEqual([{ id: fixture.purchaseOrderId, invoiceNumber: 'SR-INV-1' }]);
    expect(r.spec.salesOrder.purchaseInvoices).toBeNull();
  });

  it('leaves a VAT code’s percentage null without the vatPercentage extension, and computes a line’s VAT through the calculate-VAT call the same', async () => {
    const codes = await both('{ vatCodes { code percentage } }');
    expect(codes.spec.vatCodes.length).toBeGreaterThan(0);
    expect(codes.spec.vatCodes.map((v: { code: string }) => v.code)).toEqual(codes.full.vatCodes.map((v: { code: string }) => v.code));
    expect(codes.spec.vatCodes.every((v: { percentage: string | null }) => v.percentage === null)).toBe(true);
    expect(codes.full.vatCodes.every((v: { percentage: string | null }) => v.percentage !== null)).toBe(true);
    for (const { code } of codes.full.vatCodes as { code: string }[]) {
      const amounts = await both('query($c: ID) { purchaseLineAmounts(price: "200.25", quantity: "24.5", vatCode: $c) { amount vatAmount } }', { c: code });
      expect([code, amounts.spec.purchaseLineAmounts]).toEqual([code, amounts.full.purchaseLineAmounts]);
    }
  });
});

describe('batching by ids is the byIds extension', () => {
  const BATCH_KEYS = ['orderids', 'productids', 'productIds', 'salesorderids', 'purchaseorderids', 'salesorderheaderids'];

  it('sends only single-id payloads without it, where the same queries batch with it', async () => {
    const from = proxy.forwarded.length;
    const fullFrom = full.calls.length;
    await both(
      `{ qualityOrders(show: ALL, page: { limit: 4 }) { nodes { salesOrder { id lines { id } transports { id } textLines { id } documents { fileId } } } } }`,
    );
    await both(`{ products(page: { limit: 4 }) { nodes { id purchasePrices { id } salesPrices { id } transportPrices { id } documents { id } } } }`);
    await both(`{ demurrage { nodes { id salesOrder { id } } } }`);
    await both(`{ purchaseOrders(page: { limit: 4 }) { nodes { id lines { id } manualLines { id } documents { fileId } } } }`);
    const sent = proxy.forwarded
      .slice(from)
      .filter((f) => f.path.startsWith('/api/factory/execute/'))
      .map((f) => ({ procedure: f.path.split('?')[0]!.split('/').pop(), payload: f.body }));
    const batched = sent.filter((r) => r.payload && BATCH_KEYS.some((k) => k in r.payload!));
    expect(batched).toEqual([]);
    // each child list asked once per owner, with the spec's one id
    const lines = sent.filter((r) => r.procedure === 'getSalesOrderLines');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(lines.every((r) => typeof r.payload?.orderid === 'number')).toBe(true);
    // the same queries with the extension: fewer calls
    expect(full.calls.length - fullFrom).toBeLessThan(sent.length);
  });
});

describe('transport prices in the spec’s words (01 §3 transportercode)', () => {
  it('keeps the latest row per transporter and pricing type, and offers the transporter’s lines of the product for repricing', async () => {
    await db.query(
      `insert into transport_prices (product_id, transporter_code, pricing_type, start_date, end_date, price, is_approved)
       values ($1, 'T0002', 1, '2030-01-01', '2030-12-31', 750, true)`,
      [Number(fixture.productId)],
    );
    const q = 'query($id: ID!) { product(id: $id) { transportPrices(latest: true) { id transporter { code } pricingType price } } }';
    const latest = await both(q, { id: fixture.productId });
    const rows = latest.spec.product.transportPrices as { id: string; transporter: { code: string }; price: string }[];
    expect(rows.map((t) => [t.transporter.code, t.price]).sort()).toEqual([
      ['T0001', '800'],
      ['T0002', '750'],
    ]);
    expect(latest.spec).toEqual(latest.full);

    const t0001 = required(
      rows.find((t) => t.transporter.code === 'T0001'),
      'the T0001 price',
    );
    const input = { id: t0001.id, productId: fixture.productId, price: '850', startDate: '2030-01-01', endDate: '2030-12-31' };
    const from = proxy.forwarded.length;
    const changed = await both('mutation($i: UpdatePriceInput!) { updateTransportPrice(input: $i) { affectedLines { id newPrice } userErrors { code } } }', {
      i: input,
    });
    // the spec's line names no product id: it is matched by the product's code
    expect(changed.spec.updateTransportPrice).toEqual({ affectedLines: [{ id: expect.any(String), newPrice: '850' }], userErrors: [] });
    expect(changed.spec).toEqual(changed.full);
    const asked = proxy.forwarded.slice(from).filter((f) => f.path.endsWith('/getTransportLinesToChange'));
    expect(asked.map((f) => f.body)).toEqual([{ transportercode: 'T0001', startdate: '1/1/2030', enddate: '12/31/2030' }]);
  });
});

describe('an order document’s type without DocumentTypeId (x-assumed: 02 §3 says only "a document type")', () => {
  it('is the document type of that name', async () => {
    const { rows } = await db.query<{ id: number }>(
      "insert into files (name, content_type, size, content) values ('cmr.pdf', 'application/pdf', 1, '\\x00') returning id",
    );
    const fileId = required(rows[0], 'the file').id;
    await db.query('insert into sales_order_documents (sales_order_id, file_id, document_type_id) values ($1, $2, (select min(id) from document_types))', [
      Number(fixture.salesOrderId),
      fileId,
    ]);
    const r = await both('query($id: ID!) { salesOrder(id: $id) { documents { fileId documentType { id name } } } }', { id: fixture.salesOrderId });
    expect(r.full.salesOrder.documents).toEqual([{ fileId: String(fileId), documentType: { id: expect.stringMatching(/^\d+$/), name: expect.any(String) } }]);
    expect(r.spec).toEqual(r.full);
  });
});

describe('a date a provider writes as an instant (with Z, as .NET writes UTC)', () => {
  it('is its day in Europe/Brussels: Brussels midnight of 5 March, 2026-03-04T23:00:00Z, is the 5th', async () => {
    const at = (loadingdate: string) =>
      proxy.rewrite({
        answer: (procedure, body) => {
          if (procedure !== 'getSalesOrder') return body;
          for (const item of (body as { Items?: Record<string, unknown>[] }).Items ?? []) item.loadingdate = loadingdate;
          return body;
        },
      });
    const read = async () =>
      (await spec.gql('query($id: ID!) { salesOrder(id: $id) { loadingDate } }', { id: fixture.salesOrderId }, { token: tokens.spec })).data;
    try {
      at('2026-03-04T23:00:00Z');
      expect(await read()).toEqual({ salesOrder: { loadingDate: '2026-03-05' } });
      // summer time: Brussels midnight is 22:00 UTC
      at('2026-07-04T22:00:00Z');
      expect(await read()).toEqual({ salesOrder: { loadingDate: '2026-07-05' } });
      at('2026-07-05T00:00:00');
      expect(await read()).toEqual({ salesOrder: { loadingDate: '2026-07-05' } });
    } finally {
      proxy.rewrite({});
    }
  });
});
