import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '../common/logger';
import { buildCatalogue } from './procedures/catalogue';
import { ProviderClient } from './client';

/** A provider that answers every write as done with the next id, until it is stopped. */
async function dyingProvider() {
  let next = 411;
  let writes = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method !== 'GET') writes++;
      res.writeHead(200, { 'content-type': 'application/json', connection: 'close' });
      res.end(JSON.stringify(req.method === 'GET' ? { Success: true, Items: [] } : { Success: true, NewId: ++next }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = new ProviderClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apps: { main: 'backoffice', accounting: 'accounting' },
    catalogue: buildCatalogue({}),
    timeoutMs: 300,
    retries: 0,
    logger: createLogger('silent'),
  }).withToken('tok');
  return { base, writes: () => writes, stop: () => new Promise<void>((r) => server.close(() => r())) };
}

const code = (error: unknown) => (error as { extensions?: { code?: string } }).extensions?.code;
const create = (client: ProviderClient, month: number) => client.execute('periodDates.create', { year: 2040, month, newdate: `${month}/1/2040` });

describe("a request's write log", () => {
  it("sends no write while a tracked mutation's versionGate step holds them, and sends once released", async () => {
    const p = await dyingProvider();
    const request = p.base.forRequest({ idempotencyKey: 'write-log-0009' });
    const release = request.holdWrites('updatePeriodDate');
    await expect(create(request, 5)).rejects.toThrow('updatePeriodDate would write before its versionGate step');
    expect(p.writes()).toBe(0);
    release();
    await expect(create(request, 5)).resolves.toMatchObject({ Success: true });
    expect(p.writes()).toBe(1);
    await p.stop();
  });

  it('a write not sent after one that was done is OUTCOME_UNKNOWN (half made), never PROVIDER_UNAVAILABLE', async () => {
    const p = await dyingProvider();
    const request = p.base.forRequest({ idempotencyKey: 'write-log-0001' });
    await expect(create(request, 1)).resolves.toMatchObject({ Success: true, NewId: 412 });
    expect(request.writeLog()).toEqual({ done: 1, ids: ['412'], unanswered: 0 });
    await p.stop();
    expect(code(await create(request, 2).catch((e: unknown) => e))).toBe('OUTCOME_UNKNOWN');
    expect(code(await request.items('periodDates.list').catch((e: unknown) => e))).toBe('PROVIDER_UNAVAILABLE');
    expect(request.writeLog()).toEqual({ done: 1, ids: ['412'], unanswered: 0 });
    // another request that sent nothing: unavailable, its log empty
    const other = p.base.forRequest({ idempotencyKey: 'write-log-0002' });
    expect(code(await create(other, 3).catch((e: unknown) => e))).toBe('PROVIDER_UNAVAILABLE');
    expect(other.writeLog()).toEqual({ done: 0, ids: [], unanswered: 0 });
  });

  it('a replayed write is logged as done, and its request knows it replays (the version gate is not passed again)', async () => {
    const p = await dyingProvider();
    const first = p.base.forRequest({ idempotencyKey: 'write-log-0003' });
    await create(first, 4);
    const again = p.base.forRequest({ idempotencyKey: 'write-log-0003' });
    await expect(create(again, 4)).resolves.toMatchObject({ NewId: 412 });
    expect(p.writes()).toBe(1);
    expect(again.writeLog()).toEqual({ done: 1, ids: ['412'], unanswered: 0 });
    // what a create's duplicate check asks: a retry of this key finds its own record, another key does not
    expect(await p.base.forRequest({ idempotencyKey: 'write-log-0003' }).replaying()).toBe(true);
    expect(await p.base.forRequest({ idempotencyKey: 'write-log-0004' }).replaying()).toBe(false);
    expect(await p.base.forRequest({}).replaying()).toBe(false);
    await p.stop();
  });
});
