import { execute, parse } from 'graphql';
import type { GatewayContext } from '../../context/context';
import { Loaders } from '../../loaders/loaders';
import { memoryRecorder } from '../../history/testing/memory-recorder';
import type { ProviderClient } from '../../provider/client';
import { buildSchema } from '../../server/schema';

/** A spec provider whose order names its customer and shipping company without their codes. */
function provider(customers: Record<string, unknown>[]) {
  const written: string[] = [];
  const answers: Record<string, Record<string, unknown>[]> = {
    'salesOrders.get': [
      { id: 7, Customer: 'Hoeve De Linde', SupplierCode: '200001', Supplier: 'Lev', Rederij: 'MSC', referencecustomer: 'R-1', isCompleted: false },
    ],
    'reference.customers': customers,
    'reference.shippingCompanies': [
      { key: 'R1', value: 'MSC' },
      { key: 'R2', value: 'msc ' },
    ],
    'reference.suppliers': [{ key: '200001', value: 'Lev' }],
  };
  const client = {
    has: () => false,
    items: async (key: string) => answers[key] ?? [],
    execute: async (key: string) => {
      if (!key.startsWith('reference.') && key !== 'salesOrders.get') written.push(key);
      return { Success: true, Items: answers[key] ?? [] };
    },
    replaying: () => Promise.resolve(false),
    holdWrites: () => () => undefined,
    submission: () => null,
    waited: () => undefined,
    writesUnderWay: () => null,
  } as unknown as ProviderClient;
  return { client, written };
}

const UPDATE = parse(
  `mutation($i: UpdateSalesOrderInput!) { updateSalesOrder(input: $i) { salesOrder { id } userErrors { code field facts { name value } } } }`,
);

describe('an order named by names several dropdown entries share', () => {
  const { schema } = buildSchema();
  const update = async (customers: Record<string, unknown>[], order: Record<string, unknown>) => {
    const { client, written } = provider(customers);
    const contextValue = {
      session: { roles: ['ORDERVERWERKER'] },
      loaders: new Loaders(client),
      provider: client,
      history: memoryRecorder(),
    } as unknown as GatewayContext;
    const i = { id: '7', order: { supplierCode: '200001', customerReference: 'R-1', loadingDate: '2030-01-02', ...order } };
    const result = await execute({ schema, document: UPDATE, contextValue, variableValues: { i } });
    expect(result.errors).toBeUndefined();
    return { payload: (result.data as Record<string, any>).updateSalesOrder, written };
  };

  it('refuses an edit that sends no code for them, on the fields, naming the name; nothing is written', async () => {
    const twins = [
      { key: '100001', value: 'Hoeve De Linde' },
      { key: '100002', value: 'hoeve de linde' },
    ];
    const { payload, written } = await update(twins, { customerCode: '' });
    expect(payload.userErrors).toEqual([
      { code: 'NAME_NOT_UNIQUE', field: 'customerCode', facts: [{ name: 'name', value: 'Hoeve De Linde' }] },
      { code: 'NAME_NOT_UNIQUE', field: 'shippingCompanyCode', facts: [{ name: 'name', value: 'MSC' }] },
    ]);
    expect(written).toEqual([]);
  });

  it('takes the codes the user chose, and a name that is unique needs no choice', async () => {
    const chosen = await update([{ key: '100001', value: 'Hoeve De Linde' }], { customerCode: '100001', shippingCompanyCode: 'R2' });
    expect(chosen.payload.userErrors).toEqual([]);
    expect(chosen.written).toEqual(['salesOrders.update']);
  });
});
