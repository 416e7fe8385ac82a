import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getNamedType, isInputObjectType, type GraphQLInputType, type GraphQLNamedType } from 'graphql';
import { ADMIN, FINANCE, startStack, type Stack, STACK_START_MS } from './harness';
import { startFaultProxy } from './fault-proxy';
import { required } from '../src/common/required';
import { buildSchema } from '../src/server/schema';
import { TRACKING } from '../src/domains/history/table';

// The history of changes outlives the gateway (an lmdb folder), and no API removes it.
let base: Stack;
let folder: string;
const running: Stack[] = [];

beforeAll(async () => {
  base = await startStack();
  folder = mkdtempSync(path.join(os.tmpdir(), 'gateway-history-'));
}, STACK_START_MS);
afterAll(async () => {
  for (const s of running) await s.close();
  await base?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** A gateway over the base stack's provider with its history in the test's lmdb folder. */
async function gatewayOnFolder(): Promise<Stack> {
  const s = await startStack({ history: { path: folder, retentionDays: 3650, lockWaitMs: 2000 } }, undefined, {
    provider: { url: base.providerUrl, db: base.db },
  });
  running.push(s);
  return s;
}
async function stop(s: Stack) {
  running.splice(running.indexOf(s), 1);
  await s.close();
}

const ENTRY = 'userName action recordType changes { field oldValue newValue }';
const DETAIL = `query($id: ID!) { salesOrder(id: $id) { id version history { totalCount nodes { ${ENTRY} } } } }`;
const UPDATE = `mutation($i: UpdateSalesOrderInput!) { updateSalesOrder(input: $i) { salesOrder { version } userErrors { code } } }`;

describe('a restart of the gateway', () => {
  it('keeps the history, what it saw of each record, and the versions a form was opened with', async () => {
    const first = await gatewayOnFolder();
    const admin = await first.login(ADMIN);
    const userName = (await first.gql('{ me { userName } }', {}, { token: admin })).data.me.userName;
    const { rows } = await base.db.query<{ supplier_code: string; customer_code: string }>(
      'select supplier_code, customer_code from products order by id limit 1',
    );
    const order = { customerCode: rows[0]?.customer_code, supplierCode: rows[0]?.supplier_code, customerReference: 'PO-R1', loadingDate: '2030-06-15' };
    const created = await first.gql(
      'mutation($i: CreateSalesOrderInput!) { createSalesOrder(input: $i) { salesOrder { id version } userErrors { code } } }',
      { i: { order } },
      { token: admin },
    );
    const { id, version } = created.data.createSalesOrder.salesOrder;
    const saved = await first.gql(UPDATE, { i: { id, order: { ...order, customerReference: 'PO-R2' }, expectedVersion: version } }, { token: admin });
    expect(saved.data.updateSalesOrder.userErrors).toEqual([]);
    const before = (await first.gql(DETAIL, { id }, { token: admin })).data.salesOrder;
    expect(before.history.totalCount).toBe(2);
    await stop(first);

    // while no gateway runs, someone changes the order in the provider's database
    await base.db.query('update sales_orders set comments = $2 where id = $1', [Number(id), 'while down']);
    const second = await gatewayOnFolder();
    const finance = await second.login(FINANCE);
    const after = (await second.gql(DETAIL, { id }, { token: finance })).data.salesOrder;
    expect(after.history.totalCount).toBe(3);
    expect(after.history.nodes).toEqual([
      { userName: null, action: 'CHANGED_OUTSIDE', recordType: 'SALES_ORDER', changes: [{ field: 'comments', oldValue: null, newValue: 'while down' }] },
      ...before.history.nodes,
    ]);
    expect(before.history.nodes.map((e: { userName: string; action: string }) => [e.userName, e.action])).toEqual([
      [userName, 'CHANGED'],
      [userName, 'CREATED'],
    ]);
    // the version a form showed before the restart is stale now (the outside change), and refused as such
    const stale = await second.gql(UPDATE, { i: { id, order: { ...order, customerReference: 'PO-R3' }, expectedVersion: before.version } }, { token: finance });
    expect(stale.data.updateSalesOrder.userErrors).toEqual([{ code: 'CHANGED_BY_SOMEONE_ELSE' }]);
    const current = await second.gql(
      UPDATE,
      { i: { id, order: { ...order, customerReference: 'PO-R3', comments: 'while down' }, expectedVersion: after.version } },
      { token: finance },
    );
    expect(current.data.updateSalesOrder.userErrors).toEqual([]);
    await stop(second);

    const third = await gatewayOnFolder();
    const token = await third.login(ADMIN);
    const last = (await third.gql(DETAIL, { id }, { token })).data.salesOrder;
    expect(last.history.totalCount).toBe(4);
    expect(last.history.nodes[0]).toMatchObject({ action: 'CHANGED', changes: [{ field: 'customerReference', oldValue: 'PO-R2', newValue: 'PO-R3' }] });
    await stop(third);

    // the same folder over another provider (another address): refused at start, in words, before anything is read
    const other = await startFaultProxy(base.providerUrl);
    try {
      const calls = other.forwarded.length;
      await expect(
        startStack({ history: { path: folder, retentionDays: 3650, lockWaitMs: 2000 } }, undefined, { provider: { url: other.url, db: base.db } }),
      ).rejects.toThrow(`The history of changes in ${folder} was made with the provider at ${base.providerUrl}, but PROVIDER_URL is ${other.url}.`);
      expect(other.forwarded.length).toBe(calls);
    } finally {
      await other.close();
    }
  });
});

/** Every input type an argument reaches, nested inputs included. */
function inputsOf(type: GraphQLInputType, seen = new Set<GraphQLNamedType>()): Set<GraphQLNamedType> {
  const named = getNamedType(type);
  if (seen.has(named)) return seen;
  seen.add(named);
  if (isInputObjectType(named)) for (const f of Object.values(named.getFields())) inputsOf(f.type, seen);
  return seen;
}

const REMOVES_HISTORY = /^(delete|remove|clear|purge|prune|erase|truncate|reset|undo|revert|rewrite)\w*(history|changes|entry|entries)$/i;

describe('the schema', () => {
  const { schema } = buildSchema();
  const mutations = Object.values(required(schema.getMutationType() ?? undefined, 'the Mutation type').getFields());

  it('offers no mutation that takes, answers or removes history entries', () => {
    expect(mutations.map((m) => m.name)).toEqual(expect.arrayContaining(['deleteSalesOrder', 'updateSalesOrder']));
    // the name rule catches what it is meant to catch
    expect(['deleteHistoryEntry', 'clearHistory', 'purgeChanges'].every((n) => REMOVES_HISTORY.test(n))).toBe(true);
    expect(mutations.map((m) => m.name).filter((n) => REMOVES_HISTORY.test(n))).toEqual([]);
    const historyTypes = new Set(['HistoryEntry', 'HistoryList', 'FieldChange', 'ChangeFilter', 'ChangeSort', 'HistoryRecordType', 'HistoryAction']);
    for (const m of mutations) {
      expect([m.name, getNamedType(m.type).name]).not.toEqual([m.name, expect.stringMatching(/^(HistoryEntry|HistoryList|FieldChange)$/)]);
      const reached = m.args.flatMap((a) => [...inputsOf(a.type)].map((t) => t.name));
      expect([m.name, reached.filter((t) => historyTypes.has(t))]).toEqual([m.name, []]);
    }
  });

  it('wraps every mutation whose input takes expectedVersion, so that no stale version is silently ignored', () => {
    const taking = mutations.filter((m) => m.args.some((a) => [...inputsOf(a.type)].some((t) => isInputObjectType(t) && 'expectedVersion' in t.getFields())));
    expect(taking.length).toBeGreaterThanOrEqual(30);
    const unwrapped = taking
      .map((m) => m.name)
      .filter((n) => {
        const t = TRACKING.mutations.get(n);
        return !t || 'bulk' in t || !t.id;
      });
    expect(unwrapped).toEqual([]);
  });
});
