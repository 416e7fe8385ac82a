import { execute, parse } from 'graphql';
import type { GatewayContext } from '../context/context';
import { Loaders } from '../loaders/loaders';
import { memoryRecorder } from '../history/testing/memory-recorder';
import type { ProviderClient } from '../provider/client';
import { buildSchema } from '../server/schema';

/** A provider that answers the extraFields fields; the deployment says whether it offers them. */
function provider(extraFields: boolean) {
  const answers: Record<string, Record<string, unknown>[]> = {
    'salesOrders.get': [{ id: 7, CustomerCode: '100001', Customer: 'Klant', SupplierCode: '200001', Supplier: 'Lev', Temporary: true }],
    'salesOrders.lines': [{ id: 1, productcode: 'P1', salesquantity: 20, purchasequantity: 20, purchaseQuantityChanged: true }],
    'purchaseOrders.get': [
      { id: 5, suppliercode: 'T0001', Supplier: 'Verbeke', invoicenr: 'F1', istransport: true, exactBooking: 'B1', bookedOn: '2030-01-05T00:00:00' },
    ],
    'purchaseOrders.lines': [{ id: 2, productcode: 'P1', quantity: 1, istransport: false }],
  };
  const provider = {
    has: (extension: string) => extraFields && extension === 'extraFields',
    items: async (key: string) => answers[key] ?? [],
    execute: async (key: string) => ({ Success: true, Items: answers[key] ?? [] }),
    // without byIds a heavy list's calls go as the request's batch: here the same fake
    perOwner: () => provider,
  } as unknown as ProviderClient;
  return provider;
}

const QUERY = parse(`{
  salesOrder(id: "7") { isTemporary lines { purchaseQuantityChanged } }
  purchaseOrder(id: "5") { bookedOn lines { isTransport } }
}`);

describe('answer fields of the extraFields extension', () => {
  const { schema } = buildSchema();
  const read = async (extraFields: boolean) => {
    const client = provider(extraFields);
    const contextValue = {
      session: { roles: ['ORDERVERWERKER'] },
      loaders: new Loaders(client),
      provider: client,
      history: memoryRecorder(),
    } as unknown as GatewayContext;
    const result = await execute({ schema, document: QUERY, contextValue });
    expect(result.errors).toBeUndefined();
    return result.data;
  };

  it('are read with the extension on', async () => {
    expect(await read(true)).toEqual({
      salesOrder: { isTemporary: true, lines: [{ purchaseQuantityChanged: true }] },
      purchaseOrder: { bookedOn: '2030-01-05', lines: [{ isTransport: false }] },
    });
  });

  it("are not read without it: no temporary order, no booking date, a line's kind from its invoice, a changed quantity inferred", async () => {
    expect(await read(false)).toEqual({
      salesOrder: { isTemporary: false, lines: [{ purchaseQuantityChanged: false }] },
      purchaseOrder: { bookedOn: null, lines: [{ isTransport: true }] },
    });
  });
});
