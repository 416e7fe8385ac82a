import { execute, parse } from 'graphql';
import type { GatewayContext } from '../../context';
import { Loaders } from '../../loaders/loaders';
import { prefetch, selectedCoordinates } from '../../loaders/prefetch';
import type { ProviderClient } from '../../provider/client';
import { buildSchema } from '../../schema';

/** A provider that answers after a delay and records when each call started and ended. */
function slowProvider(ms: number) {
  const log: { key: string; start: number; end?: number }[] = [];
  const answers: Record<string, Record<string, unknown>[]> = {
    'salesOrders.get': [{ id: 7, CustomerCode: '100001', Customer: 'Klant', SupplierCode: '200001', Supplier: 'Lev', loadingdate: '2030-01-02T00:00:00', isCompleted: false }],
    'salesOrders.lines': [{ id: 1, orderid: 7, productid: 5, productcode: 'P1', product: 'Tarwe', salesquantity: 2, SalesUnit: 'TON', PurchaseUnit: 'TON' }],
    'salesOrders.transports': [{ id: 2, orderid: 7, salesorderlineid: 1, TransporterCode: 'T0001', Transporter: 'Verbeke', pricingtype: 1, price: 5 }],
    'salesOrders.textLines': [{ id: 3, salesorderheaderid: 7, text: 'x' }],
    'salesOrders.documents': [{ orderid: 7, FileStorageId: 9, FileName: 'a.pdf', DocumentTypeId: 3 }],
  };
  const call = async (key: string) => {
    const entry: { key: string; start: number; end?: number } = { key, start: Date.now() };
    log.push(entry);
    await new Promise((resolve) => setTimeout(resolve, ms));
    entry.end = Date.now();
    return answers[key] ?? [];
  };
  const provider = {
    items: (key: string) => call(key),
    execute: async (key: string) => ({ Success: true, Items: await call(key) }),
  } as unknown as ProviderClient;
  return { provider, log };
}

describe('sales order detail', () => {
  const { schema, prefetchRules } = buildSchema();

  it('fetches the order, its child lists and the reference data it shows in one round trip (no waterfall)', async () => {
    const { provider, log } = slowProvider(40);
    const loaders = new Loaders(provider);
    const document = parse(`{ salesOrder(id: "7") { id customer { name } supplier { name } lines { product { code } salesUnit { code } }
      transports { transporter { code } line { id } } textLines { text } documents { documentType { name } } } }`);
    const context = { session: { roles: ['ORDERVERWERKER'] }, loaders, provider } as unknown as GatewayContext;
    prefetch(prefetchRules, selectedCoordinates(schema, document), loaders);
    const result = await execute({ schema, document, contextValue: context });
    expect(result.errors).toBeUndefined();
    expect(result.data?.salesOrder).toMatchObject({ id: '7', lines: [{ product: { code: 'P1' } }], transports: [{ transporter: { code: 'T0001' }, line: { id: '1' } }], textLines: [{ text: 'x' }] });
    const keys = log.map((l) => l.key).sort();
    expect(keys).toEqual([
      'products.list',
      'reference.customers',
      'reference.documentTypes',
      'reference.suppliers',
      'reference.transporters',
      'reference.units',
      'salesOrders.documents',
      'salesOrders.get',
      'salesOrders.lines',
      'salesOrders.textLines',
      'salesOrders.transports',
    ]);
    // every call started before the first answer came back
    const firstEnd = Math.min(...log.map((l) => l.end!));
    for (const entry of log) expect([entry.key, entry.start <= firstEnd]).toEqual([entry.key, true]);
  });
});
