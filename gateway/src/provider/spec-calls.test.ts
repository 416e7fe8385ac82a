import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '../common/logger';
import { buildCatalogue } from './procedures/catalogue';
import { ProviderClient, type ProviderClientOptions } from './client';
import { createFaultPolicy, readFaultConfig } from './faults';
import { ListCache } from './list-cache';
import { sendAll } from './calls/invoicing';
import { salesOrdersPage } from './calls/salesOrders';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A stand-in provider whose answers each test scripts, recording the requests it gets. */
async function fakeProvider(handler: Handler, options: Partial<ProviderClientOptions> = {}, env: NodeJS.ProcessEnv = {}) {
  const seen: { method: string; url: string; auth?: string }[] = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization });
      handler(req, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const logger = createLogger('silent');
  const client = new ProviderClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apps: { main: 'backoffice', accounting: 'accounting' },
    catalogue: buildCatalogue(),
    timeoutMs: 300,
    retries: 0,
    logger,
    faults: createFaultPolicy(readFaultConfig(env), logger),
    ...options,
  });
  return { client, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const later = (ms: number, f: () => void) => setTimeout(f, ms);

describe('whole lists', () => {
  it('read with a deadline of their own (PROVIDER_LIST_TIMEOUT_MS), not the request deadline another read fails at', async () => {
    const p = await fakeProvider(
      (_req, res) => later(600, () => json(res, 200, { Success: true, Items: [{ id: 1 }] })),
      {},
      {
        REQUEST_DEADLINE_MS: '200',
        PROVIDER_LIST_TIMEOUT_MS: '3000',
      },
    );
    try {
      const user = p.client.withToken('t', 'a@x', ['Orderverwerker']);
      await expect(user.forRequest().items('salesOrders.list6Months')).resolves.toEqual([{ id: 1 }]);
      expect(p.seen[0]).toMatchObject({ method: 'GET', url: '/api/factory/execute/backoffice/getSalesOrders6Months' });
      await expect(user.forRequest().items('periodDates.list')).rejects.toMatchObject({ extensions: { code: 'PROVIDER_UNAVAILABLE' } });
    } finally {
      await p.close();
    }
  });

  it('are shared by the users with the same roles (one read), kept per user with LIST_CACHE_SCOPE=user, and say when they were read', async () => {
    let n = 0;
    const answer = (_req: IncomingMessage, res: ServerResponse) => json(res, 200, { Success: true, Items: [{ id: ++n }] });
    const shared = await fakeProvider(answer, { lists: { cache: new ListCache(60_000) } });
    const perUser = await fakeProvider(answer, { lists: { cache: new ListCache(60_000), scope: 'user' } });
    try {
      const as = (p: typeof shared, user: string, roles: string[]) => p.client.withToken(`tok-${user}`, user, roles).forRequest();
      const first = await as(shared, 'a', ['Orderverwerker']).read('salesOrders.list');
      const second = await as(shared, 'b', ['Orderverwerker']).read('salesOrders.list');
      expect(second).toEqual(first);
      expect(shared.seen).toHaveLength(1);
      // another role set, and a list that is not the same for every user (periods are per user here): read again
      await as(shared, 'c', ['Orderverwerker', 'Administrator']).read('salesOrders.list');
      await as(shared, 'b', ['Orderverwerker']).read('periodDates.list');
      expect(shared.seen).toHaveLength(3);
      // a refresh reads anew, for everyone with those roles
      await new Promise((r) => setTimeout(r, 5));
      const fresh = await as(shared, 'b', ['Orderverwerker']).read('salesOrders.list', {}, { refresh: true });
      expect(fresh.readAt).toBeGreaterThan(first.readAt);
      expect(fresh.value.Items).not.toEqual(first.value.Items);
      expect(await as(shared, 'a', ['Orderverwerker']).read('salesOrders.list')).toEqual(fresh);
      expect(shared.seen).toHaveLength(4);

      await as(perUser, 'a', ['Orderverwerker']).read('salesOrders.list');
      await as(perUser, 'b', ['Orderverwerker']).read('salesOrders.list');
      await as(perUser, 'b', ['Orderverwerker']).read('salesOrders.list');
      expect(perUser.seen.map((s) => s.auth)).toEqual(['Bearer tok-a', 'Bearer tok-b']);
    } finally {
      await shared.close();
      await perUser.close();
    }
  });
  it('refresh the kept pages of a paged list too (salesOrderPages): a refresh of one page drops the others', async () => {
    const p = await fakeProvider((_req, res) => json(res, 200, { Success: true, Items: [], TotalCount: 0 }), { lists: { cache: new ListCache(60_000) } });
    try {
      const client = () => p.client.withToken('t', 'a', ['Orderverwerker']).forRequest();
      await client().read('salesOrders.page', { offset: 0, limit: 100 });
      await client().read('salesOrders.page', { offset: 100, limit: 100 });
      await client().read('salesOrders.page', { offset: 0, limit: 100 });
      expect(p.seen).toHaveLength(2);
      await client().read('salesOrders.page', { offset: 0, limit: 0 }, { refresh: true });
      await client().read('salesOrders.page', { offset: 100, limit: 100 });
      expect(p.seen).toHaveLength(4);
    } finally {
      await p.close();
    }
  });
});

describe('the bulk sends (GET without a payload, answer not read)', () => {
  const send = (status: number, body?: string) => (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, body?.startsWith('{') ? { 'content-type': 'application/json' } : {});
    res.end(body);
  };

  it.each([
    [200, 'OK'],
    [204, undefined],
    [200, '{"Success":true}'],
  ])('take any 2xx answer as done (%s %s), the count unknown', async (status, body) => {
    const p = await fakeProvider(send(status, body));
    try {
      const result = await sendAll(p.client.withToken('t', 'f@x', ['Boekhouding']).forRequest(), 'SALES');
      expect(result).toEqual({ ok: true, sent: { sentIds: null, refused: [] } });
      expect(p.seen).toEqual([{ method: 'GET', url: '/api/factory/execute/backoffice/sendSalesOrdersToExact', auth: 'Bearer t' }]);
    } finally {
      await p.close();
    }
  });

  it('read a refusal only where the answer says Success false, and are never retried', async () => {
    const refused = await fakeProvider(send(200, '{"Success":"False","Message":"Not allowed"}'));
    const down = await fakeProvider(send(503, '{}'), { retries: 2 });
    try {
      await expect(sendAll(refused.client.forRequest(), 'PURCHASES')).resolves.toEqual({ ok: false, refusal: { message: 'Not allowed' } });
      await expect(sendAll(down.client.forRequest(), 'PURCHASES')).rejects.toMatchObject({ extensions: { code: 'PROVIDER_UNAVAILABLE' } });
      expect(down.seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/factory/execute/backoffice/sendPurchaseOrdersToExact']);
    } finally {
      await refused.close();
      await down.close();
    }
  });
});

describe('the overview over a spec provider', () => {
  const order = (id: number, customer: string) => ({ id, Customer: customer, Supplier: 'S', SupplierCode: '1' });

  it('reads an answer of Items alone, sorts it newest first whatever its order, and breaks ties newest first', async () => {
    const p = await fakeProvider((_req, res) => json(res, 200, { Items: [order(1, 'b'), order(3, 'a'), order(2, 'B')] }));
    try {
      const client = p.client.forRequest();
      expect((await salesOrdersPage(client, {}, 'LAST_6_MONTHS')).nodes.map((o) => o.id)).toEqual(['3', '2', '1']);
      const byCustomer = await salesOrdersPage(client, { sort: [{ field: 'CUSTOMER', direction: 'ASC' }] }, 'LAST_6_MONTHS');
      expect(byCustomer.nodes.map((o) => o.id)).toEqual(['3', '2', '1']);
      expect(byCustomer.totalCount).toBe(3);
    } finally {
      await p.close();
    }
  });

  it("takes Success 'False' as the provider's refusal of the list", async () => {
    const p = await fakeProvider((_req, res) => json(res, 200, { Success: 'False', Message: 'Nope' }));
    try {
      await expect(salesOrdersPage(p.client.forRequest(), {}, 'ALL')).rejects.toMatchObject({ extensions: { code: 'PROVIDER_ERROR' }, message: 'Nope' });
    } finally {
      await p.close();
    }
  });
});
