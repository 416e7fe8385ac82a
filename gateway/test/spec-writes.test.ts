import { required } from '../src/common/required';
import { ERRORS, UPDATE_PURCHASE, useSpecStack, without } from './spec-stack';

/** Writes over a provider built to the spec only (spec-stack.ts): the invoice-number check, the locks, check multiple lines, Success. */
const spec = useSpecStack();

describe('editing a purchase invoice over a spec provider', () => {
  it('keeps its number without asking the duplicate check; a new number is checked with {supplier, invoice} only', async () => {
    // a spec provider's check takes {supplier, invoice}: it cannot leave the invoice itself out
    const created = await spec.createPurchase({ invoiceNumber: 'GWS-KEEP-1' });
    expect(created.userErrors).toEqual([]);
    const id = created.purchaseOrder.id;
    let from = spec.mark();
    const kept = await spec.stack.gql(
      UPDATE_PURCHASE,
      { i: { id, supplierCode: spec.fixture.supplier, invoiceNumber: ' gws-keep-1 ', description: 'Andere omschrijving' } },
      { token: spec.order },
    );
    expect(kept.data.updatePurchaseOrder).toMatchObject({ purchaseOrder: { description: 'Andere omschrijving' }, userErrors: [] });
    expect(spec.sent(from, 'checkMultipleInvoice')).toEqual([]);

    await spec.createPurchase({ invoiceNumber: 'GWS-TAKEN-1' });
    from = spec.mark();
    const taken = await spec.stack.gql(
      UPDATE_PURCHASE,
      { i: { id, supplierCode: spec.fixture.supplier, invoiceNumber: 'GWS-TAKEN-1', description: 'x' } },
      { token: spec.order },
    );
    expect(taken.data.updatePurchaseOrder.userErrors).toEqual([expect.objectContaining({ field: 'invoiceNumber', code: 'ALREADY_INVOICED' })]);
    expect(spec.sent(from, 'checkMultipleInvoice')).toEqual([{ supplier: spec.fixture.supplier, invoice: 'GWS-TAKEN-1' }]);
    expect(spec.sent(from, 'putPurchaseOrder')).toEqual([]);
    const renamed = await spec.stack.gql(
      UPDATE_PURCHASE,
      { i: { id, supplierCode: spec.fixture.supplier, invoiceNumber: 'GWS-NEW-1', description: 'x' } },
      { token: spec.order },
    );
    expect(renamed.data.updatePurchaseOrder).toMatchObject({ purchaseOrder: { invoiceNumber: 'GWS-NEW-1' }, userErrors: [] });
  });
});

describe('locks the gateway keeps itself (a spec provider never refuses them)', () => {
  const WRITES = /^(post|put|delete)SalesOrder(Line|Transport|TextLine)$/;
  const writesSince = (from: number) => spec.proxy.forwarded.slice(from).filter((f) => WRITES.test(f.path.split('/').pop() ?? ''));

  it('refuses changes to the lines, transports and text lines of a completed order before any provider write, unless unlocked', async () => {
    const { rows } = await spec.stack.db.query<{ id: number }>(
      "insert into sales_orders (customer_code, supplier_code, reference_customer, loading_date, is_completed) values ($1, $2, 'GW-LOCK', '2030-03-01', true) returning id",
      [spec.fixture.customer, spec.fixture.supplier],
    );
    const id = String(required(rows[0], 'the completed order').id);
    const { rows: lineRows } = await spec.stack.db.query<{ id: number }>(
      'insert into sales_order_lines (sales_order_id, product_id, sales_quantity, purchase_quantity) values ($1, $2, 5, 5) returning id',
      [id, spec.fixture.productId],
    );
    const lineId = String(required(lineRows[0], 'the line').id);
    const { rows: textRows } = await spec.stack.db.query<{ id: number }>(
      "insert into sales_order_text_lines (sales_order_id, text) values ($1, 'Bulk') returning id",
      [id],
    );
    const textId = String(required(textRows[0], 'the text line').id);
    const from = spec.mark();
    const attempts: [string, string, Record<string, unknown>][] = [
      ['addSalesOrderLine', 'AddSalesOrderLineInput', { salesOrderId: id, productId: spec.fixture.productId, salesQuantity: '1' }],
      [
        'updateSalesOrderLine',
        'UpdateSalesOrderLineInput',
        { salesOrderId: id, id: lineId, salesQuantity: '6', salesPrice: '1', purchaseQuantity: '6', purchasePrice: '1' },
      ],
      [
        'addSalesOrderTransport',
        'AddSalesOrderTransportInput',
        { salesOrderId: id, lineId, transporterCode: 'T0001', pricingType: 'BLOCK_FREIGHT', price: '1' },
      ],
      ['addSalesOrderTextLine', 'AddSalesOrderTextLineInput', { salesOrderId: id, text: 'x' }],
      ['updateSalesOrderTextLine', 'UpdateSalesOrderTextLineInput', { salesOrderId: id, id: textId, text: 'x' }],
    ];
    for (const [name, type, input] of attempts) {
      const r = await spec.stack.gql(`mutation($i: ${type}!) { ${name}(input: $i) { ${ERRORS} } }`, { i: input }, { token: spec.order });
      expect([name, r.data[name].userErrors]).toEqual([name, [{ field: null, code: 'ORDER_COMPLETED', message: 'Deze order is al gefactureerd' }]]);
    }
    for (const [name, part] of [
      ['deleteSalesOrderLine', lineId],
      ['deleteSalesOrderTextLine', textId],
    ] as const) {
      const r = await spec.stack.gql(
        `mutation($o: ID!, $id: ID!) { ${name}(salesOrderId: $o, id: $id) { ${ERRORS} } }`,
        { o: id, id: part },
        { token: spec.order },
      );
      expect([name, r.data[name].userErrors.map((e: { code: string }) => e.code)]).toEqual([name, ['ORDER_COMPLETED']]);
    }
    const headerInput = { id, order: { customerCode: spec.fixture.customer, supplierCode: spec.fixture.supplier, customerReference: 'GW-LOCK-2' } };
    const UPDATE_SALES = `mutation($i: UpdateSalesOrderInput!) { updateSalesOrder(input: $i) { salesOrder { customerReference } ${ERRORS} } }`;
    const header = await spec.stack.gql(UPDATE_SALES, { i: headerInput }, { token: spec.order });
    expect(header.data.updateSalesOrder).toEqual({
      salesOrder: null,
      userErrors: [{ field: null, code: 'ORDER_COMPLETED', message: 'Deze order is al gefactureerd' }],
    });
    expect(writesSince(from)).toEqual([]);
    expect(spec.sent(from, 'putSalesOrder')).toEqual([]);
    const unlockedHeader = await spec.stack.gql(UPDATE_SALES, { i: { ...headerInput, unlocked: true } }, { token: spec.order });
    expect(unlockedHeader.data.updateSalesOrder).toEqual({ salesOrder: { customerReference: 'GW-LOCK-2' }, userErrors: [] });

    // the edit toggle: the user's explicit override goes through
    const unlocked = await spec.stack.gql(
      `mutation($i: UpdateSalesOrderTextLineInput!) { updateSalesOrderTextLine(input: $i) { textLine { text } ${ERRORS} } }`,
      { i: { salesOrderId: id, id: textId, text: 'Ontgrendeld', unlocked: true } },
      { token: spec.order },
    );
    expect(unlocked.data.updateSalesOrderTextLine).toEqual({ textLine: { text: 'Ontgrendeld' }, userErrors: [] });
    // a part is changed through its own order only: an open order's id does not unlock a completed order's line
    const open = await spec.stack.gql(
      `mutation($o: ID!, $id: ID!) { deleteSalesOrderLine(input: { salesOrderId: $o, id: $id }) { ${ERRORS} } }`,
      { o: spec.fixture.orderId, id: lineId },
      { token: spec.order },
    );
    expect(open.data.deleteSalesOrderLine.userErrors).toEqual([expect.objectContaining({ code: 'NOT_FOUND', field: 'id' })]);
    const elsewhere = await spec.stack.gql(
      `mutation($i: AddSalesOrderTransportInput!) { addSalesOrderTransport(input: $i) { ${ERRORS} } }`,
      { i: { salesOrderId: spec.fixture.orderId, lineId, transporterCode: 'T0001', pricingType: 'BLOCK_FREIGHT', price: '1' } },
      { token: spec.order },
    );
    expect(elsewhere.data.addSalesOrderTransport.userErrors).toEqual([expect.objectContaining({ code: 'NOT_FOUND', field: 'lineId' })]);
    expect(writesSince(from).map((f) => f.path.split('/').pop())).toEqual(['putSalesOrderTextLine']);
  });

  it('refuses changes to a booked purchase invoice, its lines, VAT, manual lines and documents, before any provider write', async () => {
    const created = await spec.createPurchase();
    const id = created.purchaseOrder.id;
    const { rows: own } = await spec.stack.db.query<{ id: number }>(
      'insert into sales_order_lines (sales_order_id, product_id, sales_quantity, purchase_quantity, purchase_price) values ($1, $2, 1, 1, 10) returning id',
      [spec.fixture.orderId, spec.fixture.productId],
    );
    const salesLine = required(own[0], 'a sales line of its own').id;
    const { rows } = await spec.stack.db.query<{ id: number }>(
      `insert into purchase_order_lines (purchase_order_id, supplier_code, sales_order_id, sales_order_line_id, is_transport, product_id, quantity, price, amount, vat_code, vat_amount)
       values ($1, $2, $3, $4, false, $5, 1, 10, 10, '2', 0.6) returning id`,
      [id, spec.fixture.supplier, spec.fixture.orderId, salesLine, spec.fixture.productId],
    );
    const lineId = String(required(rows[0], 'the purchase line').id);
    await spec.stack.db.query("update purchase_orders set booking_number = 'IF0000000001' where id = $1", [id]);
    const from = spec.mark();
    const attempts: [string, string][] = [
      [
        'updatePurchaseOrder',
        `mutation { updatePurchaseOrder(input: { id: "${id}", supplierCode: "${spec.fixture.supplier}", invoiceNumber: "X-1", description: "x" }) { ${ERRORS} } }`,
      ],
      ['updatePurchaseLineVat', `mutation { updatePurchaseLineVat(input: { purchaseOrderId: "${id}", lineId: "${lineId}", vatAmount: "1" }) { ${ERRORS} } }`],
      ['deletePurchaseOrderLine', `mutation { deletePurchaseOrderLine(input: { purchaseOrderId: "${id}", id: "${lineId}" }) { ${ERRORS} } }`],
      [
        'addPurchaseOrderLines',
        `mutation { addPurchaseOrderLines(input: { purchaseOrderId: "${id}", lines: [{ id: "${spec.fixture.lines[0]}" }] }) { ${ERRORS} } }`,
      ],
      [
        'addPurchaseManualLine',
        `mutation { addPurchaseManualLine(input: { purchaseOrderId: "${id}", line: { productId: "${spec.fixture.productId}", quantity: "1", price: "1", description: "x", vatCode: "1" } }) { ${ERRORS} } }`,
      ],
      ['attachPurchaseOrderDocument', `mutation { attachPurchaseOrderDocument(input: { purchaseOrderId: "${id}", fileId: "1" }) { ${ERRORS} } }`],
      ['deletePurchaseOrderDocument', `mutation { deletePurchaseOrderDocument(input: { purchaseOrderId: "${id}", fileId: "1" }) { ${ERRORS} } }`],
    ];
    for (const [name, mutation] of attempts) {
      const r = await spec.stack.gql(mutation, {}, { token: spec.order });
      expect([name, r.errors, r.data[name].userErrors.map((e: { code: string }) => e.code)]).toEqual([name, undefined, ['PURCHASE_ORDER_BOOKED']]);
    }
    const again = await spec.stack.gql(`mutation { sendPurchaseOrderToAccounting(input: { id: "${id}" }) { ${ERRORS} } }`, {}, { token: spec.admin });
    expect(again.data.sendPurchaseOrderToAccounting.userErrors.map((e: { code: string }) => e.code)).toEqual(['ALREADY_SENT']);
    expect(spec.sent(from, 'sendPurchaseToExact')).toEqual([]);
    const writes = spec.proxy.forwarded.slice(from).filter((f) => /^(post|put|delete)Purchase/.test(f.path.split('/').pop() ?? ''));
    expect(writes).toEqual([]);
  });
});

describe('adding lines to a purchase invoice over a spec provider', () => {
  const ADD = `mutation($i: AddPurchaseOrderLinesInput!) { addPurchaseOrderLines(input: $i) { added { id amount } purchaseOrder { totalExclVat } ${ERRORS} } }`;

  it('asks check multiple lines {purchaseid, id} first: a line on another invoice is refused by name and never sent to be added', async () => {
    const first = (await spec.createPurchase()).purchaseOrder.id;
    const second = (await spec.createPurchase()).purchaseOrder.id;
    expect(
      (await spec.stack.gql(ADD, { i: { purchaseOrderId: first, lines: [{ id: spec.fixture.lines[0] }] } }, { token: spec.order })).data.addPurchaseOrderLines
        .userErrors,
    ).toEqual([]);
    const from = spec.mark();
    const r = await spec.stack.gql(
      ADD,
      { i: { purchaseOrderId: second, lines: [{ id: spec.fixture.lines[0] }, { id: spec.fixture.lines[1] }] } },
      { token: spec.order },
    );
    expect(r.data.addPurchaseOrderLines).toMatchObject({
      added: [{ amount: '4906.13' }],
      purchaseOrder: { totalExclVat: '4906.13' },
      userErrors: [
        { field: 'lines.0', code: 'ALREADY_ON_PURCHASE_INVOICE', message: 'This supplier already has a purchaseinvoice on this order registration!' },
      ],
    });
    expect(spec.sent(from, 'checkMultipleLines')).toEqual([
      { purchaseid: Number(second), id: Number(spec.fixture.lines[0]) },
      { purchaseid: Number(second), id: Number(spec.fixture.lines[1]) },
    ]);
    expect(spec.sent(from, 'postPurchaseOrderLine').map((b) => b.id)).toEqual([Number(spec.fixture.lines[1])]);
  });
});

describe('Success as a spec provider writes it', () => {
  it("a write answered Success 'False' is refused, not shown as saved; a read answering Items alone is read", async () => {
    spec.proxy.rewrite({
      answer: (procedure, body) => {
        if (procedure === 'postSalesOrderTextLine') return { Success: 'False', Message: 'Text refused by the provider' };
        if (procedure === 'getSalesOrderTextLines') return without(body, 'Success');
        return body;
      },
    });
    const r = await spec.stack.gql(
      `mutation($i: AddSalesOrderTextLineInput!) { addSalesOrderTextLine(input: $i) { textLine { id } salesOrder { textLines { text } } ${ERRORS} } }`,
      { i: { salesOrderId: spec.fixture.orderId, text: 'Zou geweigerd moeten zijn' } },
      { token: spec.order },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.addSalesOrderTextLine).toEqual({
      textLine: null,
      salesOrder: null,
      userErrors: [{ field: null, code: expect.any(String), message: 'Text refused by the provider' }],
    });
    const detail = await spec.stack.gql('query($id: ID!) { salesOrder(id: $id) { textLines { text } } }', { id: spec.fixture.orderId }, { token: spec.order });
    // the list answered without Success is read (the reference provider stored the line; only its answer said False)
    expect(detail.errors).toBeUndefined();
    expect(detail.data.salesOrder.textLines).toEqual([{ text: 'Zou geweigerd moeten zijn' }]);
  });
});
