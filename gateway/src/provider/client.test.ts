import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '../common/logger';
import { buildCatalogue } from './procedures/catalogue';
import { ProviderClient } from './client';
import { required } from '../common/required';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A stand-in provider whose answers each test scripts, counting the requests it gets. */
async function fakeProvider(handler: Handler) {
  const seen: { method: string; url: string; body: string; auth?: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body, auth: req.headers.authorization });
      handler(req, res, body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new ProviderClient({
    baseUrl: url,
    apps: { main: 'backoffice', accounting: 'accounting' },
    catalogue: buildCatalogue({ 'periodDates.create': 'postPeriodDateRenamed' }),
    timeoutMs: 300,
    retries: 2,
    logger: createLogger('silent'),
  }).withToken('tok');
  return { client, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('ProviderClient', () => {
  it('retries a read on 503 with backoff and succeeds', async () => {
    let n = 0;
    const p = await fakeProvider((_req, res) => (++n < 3 ? json(res, 503, {}) : json(res, 200, { Success: true, Items: [{ Id: 1 }] })));
    await expect(p.client.items('periodDates.list')).resolves.toEqual([{ Id: 1 }]);
    expect(p.seen).toHaveLength(3);
    expect(p.seen[0]).toMatchObject({ method: 'GET', url: '/api/factory/execute/backoffice/getPeriodDates', auth: 'Bearer tok' });
    await p.close();
  });

  it("reads Success as the spec writes it: a 'False' string refuses a write, a read answering only Items succeeds", async () => {
    const p = await fakeProvider((req, res) =>
      req.method === 'GET' ? json(res, 200, { Items: [{ Id: 1 }] }) : json(res, 200, { Success: 'False', Message: 'Period is closed' }),
    );
    await expect(p.client.items('periodDates.list')).resolves.toEqual([{ Id: 1 }]);
    await expect(p.client.execute('periodDates.create', { year: 2026, month: 1, newdate: '1/1/2026' })).resolves.toMatchObject({
      Success: false,
      Message: 'Period is closed',
    });
    await p.close();
  });

  it('never retries a write, and uses the overridden procedure name', async () => {
    const p = await fakeProvider((_req, res) => json(res, 503, {}));
    await expect(p.client.execute('periodDates.create', { year: 2026, month: 1, newdate: '1/1/2026' })).rejects.toMatchObject({
      extensions: { code: 'PROVIDER_UNAVAILABLE' },
    });
    expect(p.seen).toHaveLength(1);
    expect(p.seen[0]?.url).toBe('/api/factory/execute/backoffice/postPeriodDateRenamed');
    expect(JSON.parse(required(p.seen[0], 'the call').body)).toEqual({ year: 2026, month: 1, newdate: '1/1/2026' });
    await p.close();
  });

  it('gives up after the timeout as PROVIDER_UNAVAILABLE', async () => {
    const p = await fakeProvider(() => undefined);
    const started = Date.now();
    await expect(p.client.items('periodDates.list')).rejects.toMatchObject({ extensions: { code: 'PROVIDER_UNAVAILABLE' } });
    expect(p.seen).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    await p.close();
  });

  it('maps a provider 401 to UNAUTHENTICATED', async () => {
    const p = await fakeProvider((_req, res) => json(res, 401, { Message: 'Authorization has been denied for this request.' }));
    await expect(p.client.getJson('/api/Roles')).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    await p.close();
  });

  it('returns business refusals to the caller', async () => {
    const p = await fakeProvider((req, res) =>
      req.url!.includes('execute')
        ? json(res, 400, { Success: false, Message: 'month must be 1-12' })
        : json(res, 400, { Message: 'The request is invalid.', ModelState: { 'model.Password': ['Passwords must be at least 6 characters.'] } }),
    );
    await expect(p.client.execute('periodDates.update', { id: 1, year: 2026, month: 13, newdate: '1/1/2026' })).resolves.toEqual({
      Success: false,
      Message: 'month must be 1-12',
    });
    await expect(p.client.postJson('/api/Users', { body: {} })).resolves.toEqual({
      ok: false,
      refusal: { status: 400, message: 'The request is invalid.', modelState: { 'model.Password': ['Passwords must be at least 6 characters.'] } },
    });
    await p.close();
  });

  it('reads the token answer and the provider error description', async () => {
    const p = await fakeProvider((_req, res, body) => {
      const form = new URLSearchParams(body);
      if (form.get('password') === 'right') json(res, 200, { access_token: 'abc', userName: form.get('userName'), roles: 'Administrator' });
      else json(res, 400, { error: 'invalid_grant', error_description: 'The user name or password is incorrect.' });
    });
    await expect(p.client.token('a@b.c', 'right')).resolves.toMatchObject({ access_token: 'abc', userName: 'a@b.c' });
    await expect(p.client.token('a@b.c', 'wrong')).resolves.toEqual({ error: 'invalid_grant', description: 'The user name or password is incorrect.' });
    expect(p.seen[0]?.auth).toBeUndefined();
    expect(p.seen[0]?.body).toContain('grant_type=password');
    await p.close();
  });

  it('says PROVIDER_UNAVAILABLE when nothing listens', async () => {
    const client = new ProviderClient({
      baseUrl: 'http://127.0.0.1:1',
      apps: { main: 'a', accounting: 'b' },
      catalogue: buildCatalogue(),
      timeoutMs: 200,
      retries: 0,
      logger: createLogger('silent'),
    });
    await expect(client.getJson('/api/Roles')).rejects.toMatchObject({ extensions: { code: 'PROVIDER_UNAVAILABLE' } });
  });

  it('refuses an override for an unknown procedure key', () => {
    expect(() => buildCatalogue({ 'nope.nothing': 'x' })).toThrow(/unknown procedure key/);
  });

  it('takes a procedure override of name, method and application', () => {
    const catalogue = buildCatalogue({ 'tasks.list': { method: 'POST', app: 'accounting' }, 'tasks.get': { name: 'getTaskV2' } });
    expect(catalogue['tasks.list']).toMatchObject({ name: 'getTasks', method: 'POST', app: 'accounting', read: true });
    expect(catalogue['tasks.get']).toMatchObject({ name: 'getTaskV2', method: 'POST', app: 'main' });
    expect(() => buildCatalogue({ 'tasks.list': { method: 'PUT' as 'GET' } })).toThrow(/method must be GET or POST/);
    expect(() => buildCatalogue({ 'tasks.list': { app: 'other' as 'main' } })).toThrow(/app must be main or accounting/);
  });
});
