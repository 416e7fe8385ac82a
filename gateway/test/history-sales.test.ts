import { ADMIN, FINANCE, startStack, type Stack, STACK_START_MS } from './harness';
import { required } from '../src/common/required';
import { buildApprovedPrices, buildProductLike } from '../../provider/src/seed/builders';

// Issue 33 on a sales order: two sessions read the same record, the second save is refused with
// what the first one changed, every change lands once in the order's history, outside changes too.
let stack: Stack;
let admin: string;
let finance: string;
const names = { admin: '', finance: '' };
let product: { id: string; supplier: string; customer: string };

beforeAll(async () => {
  stack = await startStack();
  [admin, finance] = await Promise.all([stack.login(ADMIN), stack.login(FINANCE)]);
  const me = async (token: string) => (await stack.gql('{ me { userName } }', {}, { token })).data.me.userName as string;
  [names.admin, names.finance] = await Promise.all([me(admin), me(finance)]);
  product = await buildProductLike(stack.db, 'GW-HIST-S', 'Historiegraan');
  await buildApprovedPrices(stack.db, product.id, { from: '2030-01-01', to: '2030-12-31', sales: '250', purchase: '200' });
}, STACK_START_MS);
afterAll(() => stack?.close());

const ENTRY = 'userName action recordType recordId changes { field oldValue newValue }';
const ERRORS = `userErrors { field code message conflict { currentVersion changes { ${ENTRY} } } }`;
const DETAIL = `query($id: ID!) { salesOrder(id: $id) { id version customerReference comments lines { id version salesQuantity }
  textLines { id version text } history(page: { limit: 1000 }) { totalCount nodes { ${ENTRY} } } } }`;
const CREATE = `mutation($i: CreateSalesOrderInput!) { createSalesOrder(input: $i) { salesOrder { id version } ${ERRORS} } }`;
const UPDATE = `mutation($i: UpdateSalesOrderInput!) { updateSalesOrder(input: $i) { salesOrder { id version customerReference comments } ${ERRORS} } }`;
const DELETE = `mutation($i: DeleteSalesOrderInput) { deleteSalesOrder(input: $i) { deletedId ${ERRORS} } }`;
const ADD_LINE = `mutation($i: AddSalesOrderLineInput!) { addSalesOrderLine(input: $i) { line { id version } ${ERRORS} } }`;
const UPDATE_LINE = `mutation($i: UpdateSalesOrderLineInput!) { updateSalesOrderLine(input: $i) { line { id version salesQuantity } ${ERRORS} } }`;
const ADD_TEXT = `mutation($i: AddSalesOrderTextLineInput!) { addSalesOrderTextLine(input: $i) { textLine { id version } ${ERRORS} } }`;
const UPDATE_TEXT = `mutation($i: UpdateSalesOrderTextLineInput!) { updateSalesOrderTextLine(input: $i) { textLine { id version text } ${ERRORS} } }`;
const DELETE_TEXT = `mutation($i: DeleteSalesOrderTextLineInput) { deleteSalesOrderTextLine(input: $i) { deletedId ${ERRORS} } }`;
const COMPLETE = `mutation($i: CompleteSalesOrderInput) { completeSalesOrder(input: $i) { qualityOrder { id isCompleted } ${ERRORS} } }`;
const CHANGES = `query($f: ChangeFilter) { changes(filter: $f, page: { limit: 1000 }) { totalCount nodes { ${ENTRY} } } }`;

type Entry = {
  userName: string | null;
  action: string;
  recordType: string;
  recordId: string;
  changes: { field: string; oldValue: string | null; newValue: string | null }[];
};

const fields = (extra: Record<string, unknown> = {}) => ({
  customerCode: product.customer,
  supplierCode: product.supplier,
  customerReference: 'PO-H',
  loadingDate: '2030-06-15',
  ...extra,
});

async function detail(id: string, token = admin) {
  const r = await stack.gql(DETAIL, { id }, { token });
  expect(r.errors).toBeUndefined();
  return r.data.salesOrder;
}

async function createOrder(): Promise<string> {
  const r = await stack.gql(CREATE, { i: { order: fields() } }, { token: admin });
  expect(r.data.createSalesOrder.userErrors).toEqual([]);
  return r.data.createSalesOrder.salesOrder.id;
}

async function addLine(salesOrderId: string) {
  const r = await stack.gql(ADD_LINE, { i: { salesOrderId, productId: product.id, salesQuantity: '20' } }, { token: admin });
  expect(r.data.addSalesOrderLine.userErrors).toEqual([]);
  return r.data.addSalesOrderLine.line as { id: string; version: string };
}

const one = async <T>(sql: string, id: string): Promise<T | undefined> => (await stack.db.query<{ v: T }>(sql, [Number(id)])).rows[0]?.v;
const refusal = (payload: { userErrors: { field: string; code: string }[] }) => payload.userErrors.map((e) => [e.field, e.code]);
const actions = (entries: Entry[]) => entries.map((e) => [e.recordType, e.action, e.userName]);

describe('two sessions, one sales order', () => {
  it('refuses the second save of the header with what the first changed, keeps the first value, and records each save once', async () => {
    const id = await createOrder();
    const [seenByAdmin, seenByFinance] = [await detail(id, admin), await detail(id, finance)];
    expect(seenByFinance.version).toBe(seenByAdmin.version);

    stack.calls.length = 0;
    const first = await stack.gql(
      UPDATE,
      { i: { id, order: fields({ customerReference: 'PO-ADMIN' }), expectedVersion: seenByAdmin.version } },
      { token: admin },
    );
    const withVersionCalls = stack.calls.map((c) => c.path.split('/').pop());
    expect(first.data.updateSalesOrder.userErrors).toEqual([]);
    expect(first.data.updateSalesOrder.salesOrder.version).not.toBe(seenByAdmin.version);

    const stale = await stack.gql(
      UPDATE,
      { i: { id, order: fields({ customerReference: 'PO-FIN' }), expectedVersion: seenByFinance.version } },
      { token: finance },
    );
    const payload = stale.data.updateSalesOrder;
    expect(payload.salesOrder).toBeNull();
    expect(refusal(payload)).toEqual([['expectedVersion', 'CHANGED_BY_SOMEONE_ELSE']]);
    expect(payload.userErrors[0].message).toContain(names.admin);
    expect(payload.userErrors[0].conflict).toEqual({
      currentVersion: first.data.updateSalesOrder.salesOrder.version,
      changes: [
        {
          userName: names.admin,
          action: 'CHANGED',
          recordType: 'SALES_ORDER',
          recordId: id,
          changes: [{ field: 'customerReference', oldValue: 'PO-H', newValue: 'PO-ADMIN' }],
        },
      ],
    });
    expect(await one<string>('select reference_customer as v from sales_orders where id = $1', id)).toBe('PO-ADMIN');

    // knowingly on top of the first save: the version the conflict named
    const again = await stack.gql(
      UPDATE,
      { i: { id, order: fields({ customerReference: 'PO-FIN' }), expectedVersion: payload.userErrors[0].conflict.currentVersion } },
      { token: finance },
    );
    expect(again.data.updateSalesOrder.userErrors).toEqual([]);
    // without expectedVersion a save overwrites, and is recorded all the same
    stack.calls.length = 0;
    const blind = await stack.gql(UPDATE, { i: { id, order: fields({ customerReference: 'PO-FIN', comments: 'blind' }) } }, { token: admin });
    const withoutVersionCalls = stack.calls.map((c) => c.path.split('/').pop());
    expect(blind.data.updateSalesOrder.userErrors).toEqual([]);
    // the version check costs no call of its own: the gate's fresh read (the history's before) happens either way
    expect(withVersionCalls).toEqual(withoutVersionCalls);
    // the mutation's own read (it serves the version check at the write's gate too), the write, the payload's read
    expect(withVersionCalls).toEqual(['getSalesOrder', 'getSuppliersDropdown', 'putSalesOrder', 'getSalesOrder']);

    const history = (await detail(id)).history;
    expect(actions(history.nodes)).toEqual([
      ['SALES_ORDER', 'CHANGED', names.admin],
      ['SALES_ORDER', 'CHANGED', names.finance],
      ['SALES_ORDER', 'CHANGED', names.admin],
      ['SALES_ORDER', 'CREATED', names.admin],
    ]);
    expect(history.totalCount).toBe(4);
    expect(history.nodes[0].changes).toEqual([{ field: 'comments', oldValue: null, newValue: 'blind' }]);
    expect(history.nodes[1].changes).toEqual([{ field: 'customerReference', oldValue: 'PO-ADMIN', newValue: 'PO-FIN' }]);
    expect(history.nodes[3].changes).toEqual(
      expect.arrayContaining([
        { field: 'customerReference', oldValue: null, newValue: 'PO-H' },
        { field: 'loadingDate', oldValue: null, newValue: '2030-06-15' },
        { field: 'customerCode', oldValue: null, newValue: product.customer },
      ]),
    );
  });

  it('refuses a stale line save, and a line change leaves the order version alone; the list row has the detail version', async () => {
    const id = await createOrder();
    const line = await addLine(id);
    const before = await detail(id, finance);
    const seen = required(
      before.lines.find((l: { id: string }) => l.id === line.id),
      'the line',
    ).version;
    expect(seen).toBe(line.version);
    const prices = { salesOrderId: id, id: line.id, salesPrice: '250', purchasePrice: '200' };
    const first = await stack.gql(UPDATE_LINE, { i: { ...prices, salesQuantity: '25', purchaseQuantity: '25', expectedVersion: seen } }, { token: admin });
    expect(first.data.updateSalesOrderLine.userErrors).toEqual([]);
    const stale = await stack.gql(UPDATE_LINE, { i: { ...prices, salesQuantity: '30', purchaseQuantity: '30', expectedVersion: seen } }, { token: finance });
    expect(stale.data.updateSalesOrderLine.line).toBeNull();
    expect(refusal(stale.data.updateSalesOrderLine)).toEqual([['expectedVersion', 'CHANGED_BY_SOMEONE_ELSE']]);
    const conflict = stale.data.updateSalesOrderLine.userErrors[0].conflict;
    expect(conflict.currentVersion).toBe(first.data.updateSalesOrderLine.line.version);
    expect(conflict.changes).toHaveLength(1);
    expect(conflict.changes[0]).toMatchObject({ userName: names.admin, action: 'CHANGED', recordType: 'SALES_ORDER_LINE', recordId: line.id });
    expect(conflict.changes[0].changes).toContainEqual({ field: 'salesQuantity', oldValue: '20', newValue: '25' });
    expect(await one<string>('select sales_quantity::text as v from sales_order_lines where id = $1', line.id)).toBe('25.000');

    const after = await detail(id, finance);
    expect(after.version).toBe(before.version);
    const row = (await stack.gql('{ salesOrders(range: ALL) { nodes { id version } } }', {}, { token: admin })).data.salesOrders.nodes.find(
      (n: { id: string }) => n.id === id,
    );
    expect(row).toEqual({ id, version: after.version });
    expect(actions(after.history.nodes)).toEqual([
      ['SALES_ORDER_LINE', 'CHANGED', names.admin],
      ['SALES_ORDER_LINE', 'CREATED', names.admin],
      ['SALES_ORDER', 'CREATED', names.admin],
    ]);
    expect(after.history.nodes[1].changes).toContainEqual({ field: 'salesQuantity', oldValue: null, newValue: '20' });
  });

  it('refuses a stale text-line delete (the line stays), then deletes it and records CREATED, CHANGED, DELETED once each', async () => {
    const id = await createOrder();
    const added = await stack.gql(ADD_TEXT, { i: { salesOrderId: id, text: 'Levering in bulk' } }, { token: finance });
    expect(added.data.addSalesOrderTextLine.userErrors).toEqual([]);
    const text = added.data.addSalesOrderTextLine.textLine;
    const changed = await stack.gql(
      UPDATE_TEXT,
      { i: { salesOrderId: id, id: text.id, text: 'Levering in zakken', expectedVersion: text.version } },
      { token: finance },
    );
    expect(changed.data.updateSalesOrderTextLine.userErrors).toEqual([]);
    const stale = await stack.gql(DELETE_TEXT, { i: { salesOrderId: id, id: text.id, expectedVersion: text.version } }, { token: admin });
    expect(stale.data.deleteSalesOrderTextLine.deletedId).toBeNull();
    expect(refusal(stale.data.deleteSalesOrderTextLine)).toEqual([['expectedVersion', 'CHANGED_BY_SOMEONE_ELSE']]);
    expect(stale.data.deleteSalesOrderTextLine.userErrors[0].conflict.changes).toEqual([
      {
        userName: names.finance,
        action: 'CHANGED',
        recordType: 'SALES_ORDER_TEXT_LINE',
        recordId: text.id,
        changes: [{ field: 'text', oldValue: 'Levering in bulk', newValue: 'Levering in zakken' }],
      },
    ]);
    expect(await one<string>('select text as v from sales_order_text_lines where id = $1', text.id)).toBe('Levering in zakken');

    const current = changed.data.updateSalesOrderTextLine.textLine.version;
    const removed = await stack.gql(DELETE_TEXT, { i: { salesOrderId: id, id: text.id, expectedVersion: current } }, { token: admin });
    expect(removed.data.deleteSalesOrderTextLine).toMatchObject({ deletedId: text.id, userErrors: [] });
    const history = (await detail(id)).history.nodes as Entry[];
    expect(actions(history)).toEqual([
      ['SALES_ORDER_TEXT_LINE', 'DELETED', names.admin],
      ['SALES_ORDER_TEXT_LINE', 'CHANGED', names.finance],
      ['SALES_ORDER_TEXT_LINE', 'CREATED', names.finance],
      ['SALES_ORDER', 'CREATED', names.admin],
    ]);
    expect(history[0]?.changes).toEqual([]);
    expect(history[2]?.changes).toEqual([{ field: 'text', oldValue: null, newValue: 'Levering in bulk' }]);
  });

  it('refuses a stale delete and a stale completion of the order (nothing happens at the provider), then does both', async () => {
    const toDelete = await createOrder();
    const toComplete = await createOrder();
    await addLine(toComplete);
    const [deleteSeen, completeSeen] = [(await detail(toDelete)).version, (await detail(toComplete)).version];
    for (const id of [toDelete, toComplete]) {
      const r = await stack.gql(UPDATE, { i: { id, order: fields({ comments: 'eerst' }) } }, { token: finance });
      expect(r.data.updateSalesOrder.userErrors).toEqual([]);
    }
    const staleDelete = await stack.gql(DELETE, { i: { id: toDelete, expectedVersion: deleteSeen } }, { token: admin });
    expect(staleDelete.data.deleteSalesOrder.deletedId).toBeNull();
    expect(refusal(staleDelete.data.deleteSalesOrder)).toEqual([['expectedVersion', 'CHANGED_BY_SOMEONE_ELSE']]);
    expect(staleDelete.data.deleteSalesOrder.userErrors[0].conflict.changes[0]).toMatchObject({
      userName: names.finance,
      changes: [{ field: 'comments', oldValue: null, newValue: 'eerst' }],
    });
    expect(await one<string>('select comments as v from sales_orders where id = $1', toDelete)).toBe('eerst');

    const staleComplete = await stack.gql(COMPLETE, { i: { salesOrderId: toComplete, expectedVersion: completeSeen } }, { token: admin });
    expect(staleComplete.data.completeSalesOrder.qualityOrder).toBeNull();
    expect(refusal(staleComplete.data.completeSalesOrder)).toEqual([['expectedVersion', 'CHANGED_BY_SOMEONE_ELSE']]);
    expect(await one<boolean>('select is_completed as v from sales_orders where id = $1', toComplete)).toBe(false);

    const deleted = await stack.gql(DELETE, { i: { id: toDelete, expectedVersion: (await detail(toDelete)).version } }, { token: admin });
    expect(deleted.data.deleteSalesOrder).toMatchObject({ deletedId: toDelete, userErrors: [] });
    expect(await one<number>('select count(*)::int as v from sales_orders where id = $1', toDelete)).toBe(0);
    const completed = await stack.gql(COMPLETE, { i: { salesOrderId: toComplete, expectedVersion: (await detail(toComplete)).version } }, { token: finance });
    expect(completed.data.completeSalesOrder).toMatchObject({ qualityOrder: { id: toComplete, isCompleted: true }, userErrors: [] });

    // a deleted order has no detail: its history is in the changes list
    const gone = (await stack.gql(CHANGES, { f: { recordTypes: ['SALES_ORDER'], recordId: toDelete } }, { token: admin })).data.changes.nodes;
    expect(actions(gone)).toEqual([
      ['SALES_ORDER', 'DELETED', names.admin],
      ['SALES_ORDER', 'CHANGED', names.finance],
      ['SALES_ORDER', 'CREATED', names.admin],
    ]);
    const done = (await detail(toComplete)).history.nodes as Entry[];
    expect(actions(done)).toEqual([
      ['SALES_ORDER', 'COMPLETED', names.finance],
      ['SALES_ORDER', 'CHANGED', names.finance],
      ['SALES_ORDER_LINE', 'CREATED', names.admin],
      ['SALES_ORDER', 'CREATED', names.admin],
    ]);
    expect(done[0]?.changes).toContainEqual({ field: 'isCompleted', oldValue: 'false', newValue: 'true' });
  });
});

describe('changes outside Backoffice and documents', () => {
  it('shows a change made in the provider database once, as CHANGED_OUTSIDE with the difference, when the order is next read', async () => {
    const id = await createOrder();
    await stack.db.query('update sales_orders set reference_customer = $2 where id = $1', [Number(id), 'PO-SQL']);
    const first = await detail(id, finance);
    expect(first.customerReference).toBe('PO-SQL');
    expect(first.history.nodes[0]).toEqual({
      userName: null,
      action: 'CHANGED_OUTSIDE',
      recordType: 'SALES_ORDER',
      recordId: id,
      changes: [{ field: 'customerReference', oldValue: 'PO-H', newValue: 'PO-SQL' }],
    });
    const second = await detail(id, admin);
    expect(second.history).toEqual(first.history);
    expect(actions(second.history.nodes)).toEqual([
      ['SALES_ORDER', 'CHANGED_OUTSIDE', null],
      ['SALES_ORDER', 'CREATED', names.admin],
    ]);
  });

  it('records an attached document under the order with its file name', async () => {
    const id = await createOrder();
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4 cmr')], { type: 'application/pdf' }), 'cmr-history.pdf');
    const upload = await fetch(`${stack.url}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'apollo-require-preflight': 'true' },
      body: form,
    });
    const { id: fileId } = (await upload.json()) as { id: string };
    const r = await stack.gql(
      `mutation($i: AttachSalesOrderDocumentInput!) { attachSalesOrderDocument(input: $i) { userErrors { code } } }`,
      { i: { salesOrderId: id, document: { fileId, documentTypeId: '3' } } },
      { token: admin },
    );
    expect(r.data.attachSalesOrderDocument.userErrors).toEqual([]);
    const history = (await detail(id)).history.nodes as Entry[];
    expect(actions(history)).toEqual([
      ['SALES_ORDER', 'DOCUMENT_ATTACHED', names.admin],
      ['SALES_ORDER', 'CREATED', names.admin],
    ]);
    expect(history[0]?.changes).toEqual([{ field: 'document', oldValue: null, newValue: 'cmr-history.pdf' }]);
  });
});
