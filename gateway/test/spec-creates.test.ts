import { required } from '../src/common/required';
import { ERRORS, useSpecStack, without } from './spec-stack';

/** Creates and payload keys over a provider built to the spec only (spec-stack.ts). */
const spec = useSpecStack();

/** A provider that answers a create with Success only (spec 02 §7.1: copy answers Success; other creates' answers are not shown). */
const noNewId = { answer: (_procedure: string, body: Record<string, unknown>) => without(body, 'NewId') };
const SALES = 'id customer { code } supplier { code } customerReference loadingDate lines { id salesQuantity }';

// first in the file: the gateway learns from the first create that answers NewId, and these never do
describe('creates whose answer has no NewId', () => {
  const CREATE_SALES = `mutation($i: CreateSalesOrderInput!) { createSalesOrder(input: $i) { salesOrder { ${SALES} } recordUnknown ${ERRORS} } }`;
  const header = (reference: string) => ({
    order: { customerCode: spec.fixture.customer, supplierCode: spec.fixture.supplier, customerReference: reference, loadingDate: '2030-07-01' },
  });
  const newest = async () =>
    String(required((await spec.stack.db.query<{ id: number }>('select max(id) as id from sales_orders')).rows[0], 'the newest order').id);

  it('open the new order, its copy, line, text line and invoice: the one new record that matches what was sent', async () => {
    spec.proxy.rewrite(noNewId);
    const created = await spec.stack.gql(CREATE_SALES, { i: header('GWS-NONEWID') }, { token: spec.order });
    expect(created.errors).toBeUndefined();
    const id = await newest();
    expect(created.data.createSalesOrder).toEqual({
      salesOrder: {
        id,
        customer: { code: spec.fixture.customer },
        supplier: { code: spec.fixture.supplier },
        customerReference: 'GWS-NONEWID',
        loadingDate: '2030-07-01',
        lines: [],
      },
      recordUnknown: null,
      userErrors: [],
    });
    const line = await spec.stack.gql(
      `mutation($i: AddSalesOrderLineInput!) { addSalesOrderLine(input: $i) { line { id salesQuantity } ${ERRORS} } }`,
      { i: { salesOrderId: id, productId: spec.fixture.productId, salesQuantity: '7.5' } },
      { token: spec.order },
    );
    expect(line.data.addSalesOrderLine).toEqual({ line: { id: expect.stringMatching(/^\d+$/), salesQuantity: '7.5' }, userErrors: [] });
    const text = await spec.stack.gql(
      `mutation($i: AddSalesOrderTextLineInput!) { addSalesOrderTextLine(input: $i) { textLine { text } ${ERRORS} } }`,
      { i: { salesOrderId: id, text: 'Zonder NewId' } },
      { token: spec.order },
    );
    expect(text.data.addSalesOrderTextLine).toEqual({ textLine: { text: 'Zonder NewId' }, userErrors: [] });

    const copy = await spec.stack.gql(
      `mutation($id: ID!) { copySalesOrder(input: { id: $id }) { salesOrder { ${SALES} } recordUnknown ${ERRORS} } }`,
      { id },
      { token: spec.order },
    );
    expect(copy.errors).toBeUndefined();
    const copyId = await newest();
    expect(copyId).not.toBe(id);
    expect(copy.data.copySalesOrder).toMatchObject({
      salesOrder: { id: copyId, customerReference: 'GWS-NONEWID', lines: [{ salesQuantity: '7.5' }] },
      userErrors: [],
    });

    const invoice = await spec.createPurchase({ invoiceNumber: 'GWS-NONEWID-1' });
    expect(invoice).toMatchObject({ purchaseOrder: { invoiceNumber: 'GWS-NONEWID-1' }, userErrors: [] });
    const manual = await spec.stack.gql(
      `mutation($i: AddPurchaseManualLineInput!) { addPurchaseManualLine(input: $i) { id purchaseOrder { manualLines { id } } ${ERRORS} } }`,
      {
        i: {
          purchaseOrderId: invoice.purchaseOrder.id,
          line: { productId: spec.fixture.productId, quantity: '2', price: '10', description: 'Weegkosten', vatCode: '1' },
        },
      },
      { token: spec.order },
    );
    expect(manual.data.addPurchaseManualLine.userErrors).toEqual([]);
    expect(manual.data.addPurchaseManualLine.id).toBe(manual.data.addPurchaseManualLine.purchaseOrder.manualLines[0].id);
  });

  it("two alike appearing at once: saved, no record opened (never a colleague's), recordUnknown for the UI", async () => {
    spec.proxy.rewrite({
      ...noNewId,
      // a colleague saves the same order at the same moment
      request: async (procedure, body) => {
        if (procedure === 'postSalesOrder') {
          await spec.stack.db.query(
            "insert into sales_orders (customer_code, supplier_code, reference_customer, loading_date) values ($1, $2, 'GWS-TWICE', '2030-07-01')",
            [spec.fixture.customer, spec.fixture.supplier],
          );
        }
        return body;
      },
    });
    const before = await newest();
    const r = await spec.stack.gql(CREATE_SALES, { i: header('GWS-TWICE') }, { token: spec.order });
    expect(r.data.createSalesOrder).toEqual({ salesOrder: null, recordUnknown: true, userErrors: [] });
    const { rows } = await spec.stack.db.query<{ n: number }>(
      "select count(*)::int as n from sales_orders where reference_customer = 'GWS-TWICE' and id > $1",
      [before],
    );
    expect(rows[0]?.n).toBe(2);
  });
});

describe("the spec's payload keys (spec 02 §7)", () => {
  const keys = (body: Record<string, unknown> | undefined) => Object.keys(body ?? {}).sort();

  it('a manual line carries amount and btw_amount, its VAT from the calculate-VAT call; an added line btw_amount and vatid', async () => {
    const id = (await spec.createPurchase()).purchaseOrder.id;
    let from = spec.mark();
    const amounts = await spec.stack.gql(
      'query { purchaseLineAmounts(price: "12.345", quantity: "3", vatCode: "1") { amount vatAmount } }',
      {},
      { token: spec.order },
    );
    expect(amounts.data.purchaseLineAmounts).toEqual({ amount: '37.04', vatAmount: '7.78' });
    expect(spec.sent(from, 'calculatePurchaseVat')).toEqual([{ amount: '37.04', vat: '1' }]);
    from = spec.mark();
    const manual = await spec.stack.gql(
      `mutation($i: AddPurchaseManualLineInput!) { addPurchaseManualLine(input: $i) { purchaseOrder { manualLines { amount vatAmount } } ${ERRORS} } }`,
      {
        i: {
          purchaseOrderId: id,
          line: { productId: spec.fixture.productId, quantity: '3', price: '12,345', description: 'Weegkosten', vatCode: '1', reportingDate: '2030-03-10' },
        },
      },
      { token: spec.order },
    );
    expect(manual.data.addPurchaseManualLine).toEqual({ purchaseOrder: { manualLines: [{ amount: '37.04', vatAmount: '7.78' }] }, userErrors: [] });
    const [body] = spec.sent(from, 'postPurchaseManualLine');
    expect(keys(body)).toEqual(['amount', 'btw_amount', 'description', 'orderid', 'price', 'product', 'quantity', 'reportingdate', 'vat']);
    expect(body).toMatchObject({ orderid: Number(id), amount: '37.04', btw_amount: '7.78', price: '12.345', quantity: '3', vat: '1' });
    expect(spec.sent(from, 'calculatePurchaseVat')).toEqual([{ amount: '37.04', vat: '1' }]);

    // an added line: the supplier's default VAT code (2, 6%) on the candidate's amount 24.5 × 200.25
    const { rows } = await spec.stack.db.query<{ id: number }>(
      `insert into sales_order_lines (sales_order_id, product_id, sales_quantity, purchase_quantity, purchase_price, packing_slip)
       values ($1, $2, 24.5, 24.5, 200.25, 'GWS-KEYS') returning id`,
      [spec.fixture.orderId, spec.fixture.productId],
    );
    const lineId = String(required(rows[0], 'a line of its own').id);
    from = spec.mark();
    const added = await spec.stack.gql(
      `mutation($i: AddPurchaseOrderLinesInput!) { addPurchaseOrderLines(input: $i) { added { amount vatAmount vatCode { code } } ${ERRORS} } }`,
      { i: { purchaseOrderId: id, lines: [{ id: lineId, salesOrderId: spec.fixture.orderId }] } },
      { token: spec.order },
    );
    expect(added.data.addPurchaseOrderLines).toEqual({ added: [{ amount: '4906.13', vatAmount: '294.37', vatCode: { code: '2' } }], userErrors: [] });
    expect(spec.sent(from, 'postPurchaseOrderLine')).toEqual([{ purchaseid: Number(id), id: Number(lineId), btw_amount: '294.37', vatid: '2' }]);
  });

  it("an update of a sales line carries the spec's twelve keys, its amounts by the amounts rule", async () => {
    const { rows } = await spec.stack.db.query<{ id: number }>(
      `insert into sales_order_lines (sales_order_id, product_id, sales_quantity, sales_price, purchase_quantity, purchase_price)
       values ($1, $2, 20, 250, 20, 200) returning id`,
      [spec.fixture.orderId, spec.fixture.productId],
    );
    const lineId = String(required(rows[0], 'a line of its own').id);
    const from = spec.mark();
    const r = await spec.stack.gql(
      `mutation($i: UpdateSalesOrderLineInput!) { updateSalesOrderLine(input: $i) { line { salesAmount purchaseAmount } ${ERRORS} } }`,
      {
        i: {
          salesOrderId: spec.fixture.orderId,
          id: lineId,
          salesQuantity: '22.5',
          salesPrice: '250,5',
          purchaseQuantity: '20',
          purchasePrice: '200',
          packingSlip: 'PB-KEYS',
          container: 'mscu1234565',
          shippingDocument: 'BL-KEYS',
          reportingDate: '2030-06-30',
        },
      },
      { token: spec.order },
    );
    expect(r.data.updateSalesOrderLine.userErrors).toEqual([]);
    const [body] = spec.sent(from, 'putSalesOrderLine');
    expect(keys(body)).toEqual(
      [
        'container',
        'orderlineid',
        'packingslip',
        'purchaseAmount',
        'purchasePrice',
        'purchasequantity',
        'quantity',
        'reporting',
        'salesAmount',
        'salesPrice',
        'salesquantity',
        'shipping',
      ].sort(),
    );
    // units equal, purchase quantity untouched: the purchase amount follows the sales quantity
    expect(body).toMatchObject({ quantity: '22.5', salesquantity: '22.5', salesAmount: '5636.25', purchaseAmount: '4500' });
    expect(r.data.updateSalesOrderLine.line).toEqual({ salesAmount: '5636.25', purchaseAmount: '4500' });
  });
});
