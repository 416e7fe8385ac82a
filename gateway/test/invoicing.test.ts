import Decimal from 'decimal.js';
import { INVOICING_ORDERS } from '../../provider/src/seed/invoicing';
import { addDays, businessToday } from '../src/common/business-day';
import { ADMIN, codes, FINANCE, ORDER, startStack, type Stack, STACK_START_MS } from './harness';
import { required } from '../src/common/required';
import { buildSalesOrder } from '../../provider/src/seed/builders';

let stack: Stack;
let admin: string;
let finance: string;
let order: string;
/** What the orders of newOrder are made of: the first supplier and the first product. */
let basis: { supplier: string; productId: number };

beforeAll(async () => {
  stack = await startStack();
  [admin, finance, order] = await Promise.all([stack.login(ADMIN), stack.login(FINANCE), stack.login(ORDER)]);
  const suppliers = (await stack.gql<{ suppliers: { code: string }[] }>('{ suppliers { code } }', {}, { token: order })).data.suppliers;
  basis = {
    supplier: required(suppliers.map((s) => s.code).sort()[0], 'a supplier'),
    productId: required((await stack.db.query<{ id: number }>('select min(id) as id from products')).rows[0], 'a product').id,
  };
}, STACK_START_MS);
afterAll(() => stack?.close());

const ERRORS = 'userErrors { field code message }';
const ROW = `id customer { code name } supplier { name } purchaseAmount salesAmount lineCount loadingDate loadingIsoWeek packingSlip container customerReference
  shippingDocument accountingBooking bookingDate isCompleted isTemporary language canSendInvoice sendInvoiceBlockedBy`;
const LIST = `query($f: QualityOrderFilter, $s: [QualityOrderSort!], $p: ListPage, $show: QualityShow) {
  qualityOrders(filter: $f, sort: $s, page: $p, show: $show) { totalCount totals { purchaseAmount salesAmount } nodes { ${ROW} } } }`;
const SEND = `mutation($id: ID!) { sendSalesInvoice(input: { salesOrderId: $id }) { qualityOrder { ${ROW} } ${ERRORS} } }`;
// the deprecated separate argument, kept one release for report builders' scripts
const COMPLETE = `mutation($id: ID!) { completeSalesOrder(salesOrderId: $id) { qualityOrder { ${ROW} } ${ERRORS} } }`;
const PRO_FORMA = `query($id: ID!, $l: InvoiceLanguage!) { proFormaInvoice(salesOrderId: $id, language: $l) { ${ERRORS} invoice {
  salesOrderId language company { name vatNumber } address { name addressLine1 postalCode city country } customerReference vatPercentage
  lines { loadingDate quantity unit description price amount } texts total vat totalInclVat issueDate expiryDate paymentTermDays fileName } } }`;

const count = (path: string) => stack.calls.filter((c) => c.path.split('?')[0]?.endsWith(`/${path}`)).length;
const idOf = async (reference: string) =>
  String(
    required((await stack.db.query<{ id: number }>('select id from sales_orders where reference_customer = $1', [reference])).rows[0], 'the order by reference')
      .id,
  );

async function newOrder(
  fields: { customer?: string | null; reference?: string; temporary?: boolean; lines?: number; loadingDate?: string } = {},
): Promise<string> {
  const line = {
    productId: basis.productId,
    salesQuantity: '3.333',
    salesPrice: '10.1',
    salesAmount: '33.66',
    purchaseQuantity: '3.333',
    purchasePrice: '9.5',
    purchaseAmount: '31.66',
  };
  const built = await buildSalesOrder(stack.db, {
    customer: fields.customer === undefined ? '100001' : fields.customer,
    supplier: basis.supplier,
    reference: fields.reference ?? 'GW-INV',
    temporary: fields.temporary ?? false,
    loadingDate: fields.loadingDate ?? { daysAgo: 3 },
    lines: Array.from({ length: fields.lines ?? 1 }, () => line),
  });
  return built.orderId;
}

describe('the quality overview', () => {
  it('shows not-completed orders by default, id ascending, 100 a page, with totals over every filtered row', async () => {
    const r = await stack.gql(LIST, {}, { token: order });
    expect(r.errors).toBeUndefined();
    const { totalCount, nodes, totals } = r.data.qualityOrders;
    const { rows } = await stack.db.query<{ n: number; s: string; p: string }>(
      `select count(*)::int as n, coalesce(sum(l.s), 0)::numeric(14,2)::text as s, coalesce(sum(l.p), 0)::numeric(14,2)::text as p from sales_orders o
         left join (select sales_order_id, sum(sales_amount) as s, sum(purchase_amount) as p from sales_order_lines group by sales_order_id) l on l.sales_order_id = o.id
        where not o.is_completed`,
    );
    const open = required(rows[0], 'the count and sums of open orders');
    expect(totalCount).toBe(open.n);
    expect(nodes).toHaveLength(Math.min(100, totalCount));
    expect(nodes.every((n: any) => !n.isCompleted)).toBe(true);
    const ids = nodes.map((n: any) => Number(n.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(totals).toEqual({ salesAmount: new Decimal(open.s).toString(), purchaseAmount: new Decimal(open.p).toString() });
    const completed = await stack.gql(LIST, { show: 'COMPLETED', p: { limit: 50 } }, { token: order });
    expect(completed.data.qualityOrders.nodes.every((n: any) => n.isCompleted)).toBe(true);
    const all = await stack.gql(LIST, { show: 'ALL', p: { limit: 0 } }, { token: order });
    expect(all.data.qualityOrders.totalCount).toBe(totalCount + completed.data.qualityOrders.totalCount);
    // the totals cover every filtered row, not only the page
    const sums = await stack.db.query<{ s: string }>('select sum(sales_amount)::text as s from sales_order_lines');
    expect(all.data.qualityOrders.totalCount).toBeGreaterThan(100);
    expect(all.data.qualityOrders.totals.salesAmount).toBe(new Decimal(required(sums.rows[0], 'the sum').s).toString());
  });

  it('filters on a week of a year (ISO 8601): week 47 of 2026 is not week 47 of 2024 or 2025', async () => {
    const dates = { '2024-11-20': '2024-W47', '2025-11-19': '2025-W47', '2026-11-18': '2026-W47', '2026-11-25': '2026-W48', '2025-12-29': '2026-W01' };
    const ids = new Map<string, string>();
    for (const [loadingDate, week] of Object.entries(dates)) ids.set(await newOrder({ reference: 'GW-WEEK', loadingDate }), week);
    const ours = { field: 'CUSTOMER_REFERENCE', operator: 'IS', value: 'GW-WEEK' };
    const weeks = async (condition: object) => {
      const r = await stack.gql(LIST, { show: 'ALL', f: { conditions: [ours, condition] }, s: [{ field: 'LOADING_ISO_WEEK' }] }, { token: order });
      expect(r.errors).toBeUndefined();
      return r.data.qualityOrders.nodes
        .map((n: { id: string; loadingIsoWeek: string }) => [ids.get(n.id), n.loadingIsoWeek])
        .map(([a, b]: string[]) => (a === b ? b : `${a}≠${b}`));
    };
    expect(await weeks({ field: 'LOADING_ISO_WEEK', operator: 'BETWEEN', value: '2026-W47', valueTo: '2026-W48' })).toEqual(['2026-W47', '2026-W48']);
    expect(await weeks({ field: 'LOADING_ISO_WEEK', operator: 'IS', value: '47 (2026)' })).toEqual(['2026-W47']);
    expect(await weeks({ field: 'LOADING_ISO_WEEK', operator: 'IS', value: '2026-W01' })).toEqual(['2026-W01']); // 29-12-2025
    expect(await weeks({ field: 'LOADING_ISO_WEEK', operator: 'BETWEEN', value: '2024-W47', valueTo: '2025-W52' })).toEqual(['2024-W47', '2025-W47']);
    // a week number without its year names no one week: refused, naming the value
    const bare = await stack.gql(
      LIST,
      { show: 'ALL', f: { conditions: [{ field: 'LOADING_ISO_WEEK', operator: 'BETWEEN', value: '47', valueTo: '48' }] } },
      { token: order },
    );
    expect(codes(bare)).toEqual(['BAD_USER_INPUT']);
    expect(bare.errors?.[0]?.message).toContain('a week of a year');
  });

  it('keeps the loading week as it was for one release: an Int, and a bare week number filtering this year’s week', async () => {
    const today = businessToday();
    const yearBefore = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    const ids = [await newOrder({ reference: 'GW-OLDWEEK', loadingDate: today }), await newOrder({ reference: 'GW-OLDWEEK', loadingDate: yearBefore })];
    const ours = { field: 'CUSTOMER_REFERENCE', operator: 'IS', value: 'GW-OLDWEEK' };
    const OLD = `query($f: QualityOrderFilter) { qualityOrders(filter: $f, show: ALL) { nodes { id loadingWeek loadingIsoWeek } } }`;
    const all = await stack.gql(OLD, { f: { conditions: [ours] } }, { token: order });
    expect(all.errors).toBeUndefined();
    const thisWeek = all.data.qualityOrders.nodes.find((n: { id: string }) => n.id === ids[0]);
    expect(thisWeek.loadingWeek).toBe(Number(thisWeek.loadingIsoWeek.slice(6)));
    const bare = await stack.gql(
      OLD,
      { f: { conditions: [ours, { field: 'LOADING_WEEK', operator: 'IS', value: String(thisWeek.loadingWeek) }] } },
      { token: order },
    );
    expect(bare.errors).toBeUndefined();
    expect(bare.data.qualityOrders.nodes.map((n: { id: string }) => n.id)).toEqual([ids[0]]);
    // the new field takes no bare week number: it names no one week
    const strict = await stack.gql(OLD, { f: { conditions: [{ field: 'LOADING_ISO_WEEK', operator: 'IS', value: '47' }] } }, { token: order });
    expect(codes(strict)).toEqual(['BAD_USER_INPUT']);
  });

  it('filters on loading week between, amounts, and searches; unknown fields are refused', async () => {
    const r = await stack.gql(
      LIST,
      {
        show: 'ALL',
        f: {
          conditions: [
            { field: 'LOADING_ISO_WEEK', operator: 'BETWEEN', value: '2026-W10', valueTo: '2026-W12' },
            { field: 'SALES_AMOUNT', operator: 'BETWEEN', value: '1000' },
          ],
        },
      },
      { token: order },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.qualityOrders.nodes.length).toBeGreaterThan(0);
    for (const n of r.data.qualityOrders.nodes) {
      expect(['2026-W10', '2026-W11', '2026-W12']).toContain(n.loadingIsoWeek);
      expect(new Decimal(n.salesAmount).gte(1000)).toBe(true);
    }
    const search = await stack.gql(LIST, { show: 'ALL', f: { search: 'müller söhne' } }, { token: order });
    expect(search.data.qualityOrders.nodes.map((n: any) => n.customer?.code)).toEqual(expect.arrayContaining(['100901']));
    expect(search.data.qualityOrders.nodes.every((n: any) => n.customer.code === '100901')).toBe(true);
    const bad = await stack.gql('{ qualityOrders(sort: [{ field: NOPE }]) { totalCount } }', {}, { token: order });
    expect(codes(bad)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });

  it('says for each case whether the invoice may be sent, and why not', async () => {
    const r = await stack.gql(
      LIST,
      { show: 'ALL', f: { conditions: [{ field: 'CUSTOMER_REFERENCE', operator: 'CONTAINS', value: '-' }] }, p: { limit: 10000 } },
      { token: order },
    );
    expect(r.errors).toBeUndefined();
    const byRef = new Map<string, any>(r.data.qualityOrders.nodes.map((n: any) => [n.customerReference, n]));
    expect(byRef.get(INVOICING_ORDERS.english)).toMatchObject({ canSendInvoice: true, sendInvoiceBlockedBy: [], language: 'ENGLISH', lineCount: 3 });
    expect(byRef.get(INVOICING_ORDERS.dutch)).toMatchObject({ canSendInvoice: true, language: 'DUTCH' });
    expect(byRef.get(INVOICING_ORDERS.noCustomer)).toMatchObject({ canSendInvoice: false, sendInvoiceBlockedBy: ['NO_CUSTOMER'], customer: null });
    expect(byRef.get(INVOICING_ORDERS.temporary)).toMatchObject({ canSendInvoice: false, sendInvoiceBlockedBy: ['TEMPORARY'] });
    expect(byRef.get(INVOICING_ORDERS.booked)).toMatchObject({ canSendInvoice: false, sendInvoiceBlockedBy: ['COMPLETED', 'ALREADY_SENT'] });
    const planned = await stack.gql(
      LIST,
      { show: 'ALL', f: { conditions: [{ field: 'CUSTOMER', operator: 'IS', value: 'Nog te plannen' }] }, p: { limit: 1 } },
      { token: order },
    );
    expect(planned.data.qualityOrders.nodes[0].sendInvoiceBlockedBy).toContain('TO_BE_PLANNED');
  });

  it('reaches each row’s sales order, customer, lines and purchase invoices in a bounded number of provider calls', async () => {
    stack.calls.length = 0;
    const r = await stack.gql(
      `{ qualityOrders(show: ALL) { nodes { id customer { name } supplier { name }
          salesOrder { id customer { name } lines { id salesAmount } purchaseInvoices { id invoiceNumber totalExclVat accountingBooking } } } } }`,
      {},
      { token: order },
    );
    expect(r.errors).toBeUndefined();
    const nodes = r.data.qualityOrders.nodes;
    expect(nodes).toHaveLength(100);
    expect(nodes.every((n: any) => n.salesOrder.id === n.id)).toBe(true);
    expect(nodes.some((n: any) => n.salesOrder.purchaseInvoices.length > 0)).toBe(true);
    for (const [path, n] of [
      ['getQualityData', 1],
      ['getSalesOrders', 1],
      ['getCustomersDropdown', 1],
      ['getSuppliersDropdown', 1],
      ['getSalesOrderLines', 1],
      ['getSalesOrderPurchaseInvoices', 1],
      ['getSalesOrder', 0],
    ] as const) {
      expect([path, count(path)]).toEqual([path, n]);
    }
    expect(stack.calls).toHaveLength(6);
  });
});

describe('pro-forma invoices', () => {
  it('computes the print data with exact decimals, today and today + 30 days', async () => {
    const id = await idOf(INVOICING_ORDERS.english);
    const r = await stack.gql(PRO_FORMA, { id, l: 'ENGLISH' }, { token: order });
    expect(r.errors).toBeUndefined();
    const invoice = r.data.proFormaInvoice.invoice;
    const { rows } = await stack.db.query<{ amount: string }>(
      'select sales_amount::text as amount from sales_order_lines where sales_order_id = $1 order by id',
      [id],
    );
    const total = rows.reduce((s, l) => s.plus(l.amount), new Decimal(0));
    const today = businessToday();
    expect(invoice).toMatchObject({
      salesOrderId: id,
      language: 'ENGLISH',
      address: { name: 'Müller & Söhne Agrarhandel GmbH', addressLine1: 'Große Elbstraße 145', postalCode: '22767', city: 'Hamburg', country: 'DE' },
      customerReference: INVOICING_ORDERS.english,
      vatPercentage: '0',
      total: total.toString(),
      vat: '0',
      totalInclVat: total.toString(),
      texts: ['Delivery in bulk, unloading by blower truck.'],
      issueDate: today,
      expiryDate: addDays(today, 30),
      paymentTermDays: 30,
      fileName: `proforma-${id}-${today}.pdf`,
    });
    expect(invoice.lines).toHaveLength(3);
    expect(invoice.company.vatNumber).toMatch(/^BE/);
  });

  it('rounds VAT half up on the total (21 % of 3 × 33.66 = 100.98 → 21.21)', async () => {
    const id = await newOrder({ lines: 3 });
    const r = await stack.gql(PRO_FORMA, { id, l: 'DUTCH' }, { token: order });
    expect(r.data.proFormaInvoice.invoice).toMatchObject({ total: '100.98', vat: '21.21', totalInclVat: '122.19', vatPercentage: '21' });
  });

  it('refuses an order without lines, without customer, or unknown, as userErrors', async () => {
    const noLines = await stack.gql(PRO_FORMA, { id: await idOf(INVOICING_ORDERS.noLines), l: 'DUTCH' }, { token: order });
    expect(noLines.data.proFormaInvoice).toEqual({ invoice: null, userErrors: [{ field: 'salesOrderId', code: 'NO_LINES', message: expect.any(String) }] });
    const noCustomer = await stack.gql(PRO_FORMA, { id: await idOf(INVOICING_ORDERS.noCustomer), l: 'DUTCH' }, { token: order });
    expect(noCustomer.data.proFormaInvoice.userErrors[0].code).toBe('NO_CUSTOMER');
    const unknown = await stack.gql(PRO_FORMA, { id: '99999999', l: 'DUTCH' }, { token: order });
    expect(unknown.data.proFormaInvoice.userErrors[0].code).toBe('NOT_FOUND');
    const hostile = await stack.gql(PRO_FORMA, { id: '1 or 1=1', l: 'DUTCH' }, { token: order });
    expect(hostile.data.proFormaInvoice.userErrors[0].code).toBe('NOT_FOUND');
  });
});

describe('sending and completing', () => {
  it('sends an invoice once: the row is completed with its booking; the second send is ALREADY_SENT', async () => {
    const id = await newOrder();
    const first = await stack.gql(SEND, { id }, { token: finance });
    expect(first.data.sendSalesInvoice.userErrors).toEqual([]);
    expect(first.data.sendSalesInvoice.qualityOrder).toMatchObject({
      id,
      isCompleted: true,
      accountingBooking: expect.stringMatching(/^VF\d{4}0*\d+$/),
      bookingDate: businessToday(),
      canSendInvoice: false,
    });
    const second = await stack.gql(SEND, { id }, { token: admin });
    expect(second.data.sendSalesInvoice).toEqual({
      qualityOrder: null,
      userErrors: [{ field: 'salesOrderId', code: 'ALREADY_SENT', message: expect.any(String) }],
    });
  });

  it('refuses the four conditions and no lines with their codes', async () => {
    const cases: [string, string][] = [
      [await newOrder({ customer: null }), 'NO_CUSTOMER'],
      [await newOrder({ customer: '99999998' }), 'TO_BE_PLANNED'],
      [await newOrder({ temporary: true }), 'TEMPORARY_ORDER'],
      [await newOrder({ lines: 0 }), 'NO_LINES'],
      [await idOf(INVOICING_ORDERS.booked), 'ALREADY_SENT'],
    ];
    for (const [id, code] of cases) {
      const r = await stack.gql(SEND, { id }, { token: finance });
      expect([id, r.data.sendSalesInvoice.userErrors[0]?.code]).toEqual([id, code]);
    }
  });

  it('completes an order once: ALREADY_COMPLETED the second time', async () => {
    const id = await newOrder();
    const first = await stack.gql(COMPLETE, { id }, { token: admin });
    expect(first.data.completeSalesOrder).toMatchObject({
      userErrors: [],
      qualityOrder: { id, isCompleted: true, accountingBooking: expect.stringMatching(/^VF/) },
    });
    const second = await stack.gql(COMPLETE, { id }, { token: admin });
    expect(second.data.completeSalesOrder.userErrors).toEqual([{ field: 'salesOrderId', code: 'ALREADY_COMPLETED', message: expect.any(String) }]);
  });

  it('lets Orderverwerker neither send nor complete nor bulk send (FORBIDDEN), and books nothing', async () => {
    const id = await newOrder();
    stack.calls.length = 0;
    for (const query of [SEND, COMPLETE]) expect(codes(await stack.gql(query, { id }, { token: order }))).toEqual(['FORBIDDEN']);
    for (const field of ['sendAllSalesOrders', 'sendAllPurchaseOrders'])
      expect(codes(await stack.gql(`mutation { ${field} { sentCount } }`, {}, { token: order }))).toEqual(['FORBIDDEN']);
    expect(stack.calls).toHaveLength(0);
    const me = await stack.gql('{ me { capabilities { sendToAccounting } } }', {}, { token: order });
    expect(me.data.me.capabilities.sendToAccounting).toBe(false);
    const financeMe = await stack.gql('{ me { capabilities { sendToAccounting } } }', {}, { token: finance });
    expect(financeMe.data.me.capabilities.sendToAccounting).toBe(true);
  });
});

describe('bulk sends', () => {
  const BULK = (field: string) => `mutation { ${field} { sentCount sentIds refused { id code message } ${ERRORS} } }`;

  it('sends all sales orders that are ready and lists the refused ones with their codes', async () => {
    const ready = await newOrder();
    const refused = await newOrder({ temporary: true });
    const r = await stack.gql(BULK('sendAllSalesOrders'), {}, { token: finance });
    expect(r.errors).toBeUndefined();
    const payload = r.data.sendAllSalesOrders;
    expect(payload.sentIds).toContain(ready);
    expect(payload.sentCount).toBe(payload.sentIds.length);
    expect(payload.refused).toContainEqual({ id: refused, code: 'TEMPORARY_ORDER', message: expect.any(String) });
    // each order booked is in the history once, under the user who sent it
    const sent = await stack.gql(
      '{ changes(filter: { actions: [SENT_TO_ACCOUNTING], recordTypes: [SALES_ORDER] }, page: { limit: 10000 }) { nodes { recordId userName changes { field } } } }',
      {},
      { token: finance },
    );
    const nodes = sent.data.changes.nodes as { recordId: string; userName: string; changes: unknown[] }[];
    expect(nodes.map((n) => n.recordId).sort()).toEqual([...payload.sentIds].sort());
    expect(nodes.every((n) => n.userName === FINANCE.email && n.changes.length === 0)).toBe(true);
    expect((await stack.gql(BULK('sendAllSalesOrders'), {}, { token: finance })).data.sendAllSalesOrders.sentCount).toBe(0);
  });

  it('sends all purchase orders that are ready', async () => {
    const { rows } = await stack.db.query<{ n: number }>(
      'select count(*)::int as n from purchase_orders where not sent_to_accounting and invoice_date is not null and exists (select 1 from purchase_order_lines l where l.purchase_order_id = purchase_orders.id)',
    );
    const ready = required(rows[0], 'the count of ready purchase orders');
    const r = await stack.gql(BULK('sendAllPurchaseOrders'), {}, { token: admin });
    expect(r.errors).toBeUndefined();
    expect(r.data.sendAllPurchaseOrders.sentCount).toBeGreaterThanOrEqual(ready.n);
    const left = await stack.db.query<{ n: number }>(
      'select count(*)::int as n from purchase_orders where not sent_to_accounting and invoice_date is not null and exists (select 1 from purchase_order_lines l where l.purchase_order_id = purchase_orders.id)',
    );
    expect(left.rows[0]?.n).toBe(0);
  });
});
