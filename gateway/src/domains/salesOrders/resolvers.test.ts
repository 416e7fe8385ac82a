import { execute, parse } from 'graphql';
import type { GatewayContext } from '../../context/context';
import { Loaders } from '../../loaders/loaders';
import { memoryRecorder } from '../../history/testing/memory-recorder';
import { prefetch, selectedCoordinates } from '../../loaders/prefetch';
import type { ProviderClient } from '../../provider/client';
import { buildSchema } from '../../server/schema';

/** A provider that answers after a delay and records when each call started and ended. */
function slowProvider(ms: number, more: Record<string, Record<string, unknown>[]> = {}) {
  const log: { key: string; start: number; end?: number }[] = [];
  const answers: Record<string, Record<string, unknown>[]> = {
    'salesOrders.get': [
      { id: 7, CustomerCode: '100001', Customer: 'Klant', SupplierCode: '200001', Supplier: 'Lev', loadingdate: '2030-01-02T00:00:00', isCompleted: false },
    ],
    'salesOrders.lines': [{ id: 1, orderid: 7, productid: 5, productcode: 'P1', product: 'Tarwe', salesquantity: 2, SalesUnit: 'TON', PurchaseUnit: 'TON' }],
    'salesOrders.transports': [{ id: 2, orderid: 7, salesorderlineid: 1, TransporterCode: 'T0001', Transporter: 'Verbeke', pricingtype: 1, price: 5 }],
    'salesOrders.textLines': [{ id: 3, salesorderheaderid: 7, text: 'x' }],
    'salesOrders.documents': [{ orderid: 7, FileStorageId: 9, FileName: 'a.pdf', DocumentTypeId: 3, DocumentType: 'Vrachtbrief' }],
    ...more,
  };
  const call = async (key: string) => {
    const entry: { key: string; start: number; end?: number } = { key, start: Date.now() };
    log.push(entry);
    await new Promise((resolve) => setTimeout(resolve, ms));
    entry.end = Date.now();
    return answers[key] ?? [];
  };
  const provider = {
    // a provider with the extraFields extension: a line names its product's id
    has: (extension: string) => extension === 'extraFields',
    items: (key: string) => call(key),
    execute: async (key: string) => ({ Success: true, Items: await call(key) }),
    replaying: () => Promise.resolve(false),
    holdWrites: () => () => undefined,
    submission: () => null,
    waited: () => undefined,
    writesUnderWay: () => null,
    // without byIds a heavy list's calls go as the request's batch: here the same fake
    perOwner: () => provider,
  } as unknown as ProviderClient;
  return { provider, log };
}

describe('sales order detail', () => {
  const { schema, prefetchRules } = buildSchema();

  const run = async (query: string, more?: Record<string, Record<string, unknown>[]>) => {
    const { provider, log } = slowProvider(40, more);
    const loaders = new Loaders(provider);
    const document = parse(query);
    const context = {
      session: { roles: ['ORDERVERWERKER'] },
      loaders,
      provider,
      history: memoryRecorder(),
    } as unknown as GatewayContext;
    prefetch(prefetchRules, selectedCoordinates(schema, document), loaders);
    const result = await execute({ schema, document, contextValue: context });
    expect(result.errors).toBeUndefined();
    return { data: result.data as Record<string, any>, log, keys: log.map((l) => l.key).sort() };
  };

  it('fetches the order, its child lists and the reference data it shows in one round trip (no waterfall)', async () => {
    const { data, log, keys } =
      await run(`{ salesOrder(id: "7") { id customer { name note } supplier { name hasDemurrage } lines { product { code } salesUnit { name } }
      transports { transporter { code } line { id } } textLines { text } documents { documentType { name } } } }`);
    expect(data.salesOrder).toMatchObject({
      id: '7',
      lines: [{ product: { code: 'P1' } }],
      transports: [{ transporter: { code: 'T0001' }, line: { id: '1' } }],
      textLines: [{ text: 'x' }],
    });
    // the dropdowns only for what the rows lack: the customer's note, the supplier's demurrage
    // flag, the unit's name (the document row names its type)
    expect(keys).toEqual([
      'reference.customers',
      'reference.suppliers',
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

  it("answers codes and names the rows carry without a dropdown, and a line's product beyond them by id", async () => {
    const { data, keys } = await run(`{ salesOrder(id: "7") { customer { code name isToBePlanned } supplier { code name } salesUnit { code }
      lines { product { id code name } purchaseUnit { code } } transports { transporter { code name needsPricingType } } } }`);
    expect(data.salesOrder).toMatchObject({
      customer: { code: '100001', name: 'Klant', isToBePlanned: false },
      supplier: { code: '200001', name: 'Lev' },
      lines: [{ product: { id: '5', code: 'P1', name: 'Tarwe' } }],
    });
    expect(keys).toEqual(['salesOrders.get', 'salesOrders.lines', 'salesOrders.transports']);

    const more = await run('{ salesOrder(id: "7") { lines { product { code kilogram } } } }');
    expect(more.keys).toEqual(['products.get', 'salesOrders.get', 'salesOrders.lines']);
  });

  it('finds a code the header lacks in the dropdown by its name, and leaves it empty (never guessed) where the name is not unique', async () => {
    const header = { id: 7, CustomerCode: '', Customer: 'Klant', SupplierCode: '200001', Supplier: 'Lev', Rederij: 'MSC', isCompleted: false };
    const q = '{ salesOrder(id: "7") { customer { code name } shippingCompany { code name } } }';
    const unique = await run(q, {
      'salesOrders.get': [header],
      'reference.customers': [{ key: '100001', value: 'Klant' }],
      'reference.shippingCompanies': [
        { key: 'MSC', value: 'MSC' },
        { key: 'CMA', value: 'CMA CGM' },
      ],
    });
    expect(unique.data.salesOrder).toEqual({ customer: { code: '100001', name: 'Klant' }, shippingCompany: { code: 'MSC', name: 'MSC' } });
    const twice = await run(q, {
      'salesOrders.get': [header],
      'reference.customers': [
        { key: '100001', value: 'Klant' },
        { key: '100002', value: 'klant' },
      ],
      'reference.shippingCompanies': [],
    });
    expect(twice.data.salesOrder).toEqual({ customer: { code: '', name: 'Klant' }, shippingCompany: { code: '', name: 'MSC' } });
  });
});
