/**
 * The REST calls (users, roles, passwords) typed by the contract's path (contract-types.ts). The
 * `@ts-expect-error` lines are checked by `tsc -p gateway`: each fails the build when the error it
 * expects is gone, so a contract that loses a key or a type that stops catching one both break it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '../common/logger';
import { ProviderClient } from './client';
import type { RestAnswer, RestArgs, RestRequest } from './contract-types';
import { buildCatalogue } from './procedures/catalogue';
import { toProductRecord, toUserRecord } from './records';

const servers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((close) => close()));
});

/** A stand-in provider that answers every call with `answer` and keeps what it was sent. */
async function recordingProvider(answer: unknown) {
  const seen: { method: string; url: string; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const client = new ProviderClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apps: { main: 'backoffice', accounting: 'accounting' },
    catalogue: buildCatalogue(),
    timeoutMs: 10_000, // answers at once; a busy CI machine must not turn a slow accept into a failure
    retries: 0,
    logger: createLogger('silent'),
  }).withToken('tok');
  servers.push(() => new Promise<void>((r) => server.close(() => r())));
  return { client, seen };
}

describe('REST calls typed by contract path', () => {
  it('fills path and query parameters and sends the body as the contract has them', async () => {
    const p = await recordingProvider({ Id: 'a b/c', Email: 'x@y.z', IsActive: true, Roles: [{ RoleId: '2' }] });
    const user = await p.client.getJson('/api/Users/{id}', { path: { id: 'a b/c' } });
    expect(toUserRecord(user)).toMatchObject({ id: 'a b/c', email: 'x@y.z', active: true, roleIds: ['2'] });
    await p.client.getJson('/api/users/GetUsers', { query: { excludeActiveUsers: 'false' } });
    await p.client.postJson('/api/users/Delete', { query: { id: 'u 1' } });
    await p.client.postJson('/api/users/Update', { body: { Id: 'u1', RoleName: 'Order' } });
    expect(p.seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ['GET', '/api/Users/a%20b%2Fc', ''],
      ['GET', '/api/users/GetUsers?excludeActiveUsers=false', ''],
      ['POST', '/api/users/Delete?id=u%201', ''],
      ['POST', '/api/users/Update', JSON.stringify({ Id: 'u1', RoleName: 'Order' })],
    ]);
  });

  it('fails the build on a path, parameter, body key or answer field the contract lacks', async () => {
    const p = await recordingProvider([{ Id: 'u1', Name: 'Order' }]);
    // @ts-expect-error a body key the contract lacks (the spec's update takes Id, PhoneNumber, RoleName)
    const wrongKey: RestRequest<'/api/users/Update', 'post'> = { body: { Id: 'u1', Email: 'x@y.z' } };
    // @ts-expect-error the path parameter the contract requires is missing
    const noId: RestArgs<'/api/Users/{id}', 'get'> = [];
    // @ts-expect-error a query value the contract does not allow
    await p.client.getJson('/api/users/GetUsers', { query: { excludeActiveUsers: 'no' } });
    // @ts-expect-error a path the contract lacks
    await p.client.getJson('/api/Users/Roles');
    // @ts-expect-error a path the contract has for POST only
    await p.client.getJson('/api/users/Delete', { query: { id: 'u1' } });
    // @ts-expect-error a body key the contract lacks, sent
    await p.client.postJson('/api/Account/ChangePassword', { body: { OldPassword: 'a', NewPassword: 'b', UserName: 'x@y.z' } });
    const [role] = await p.client.getJson('/api/Roles');
    expect(role?.Name).toBe('Order');
    // @ts-expect-error an answer field the contract lacks (a role has Id and Name)
    expect(role?.NormalizedName).toBeUndefined();
    const user: RestAnswer<'/api/Users/{id}', 'get'> = { Id: 'u1' };
    // @ts-expect-error a user field the contract lacks
    expect(user.LockoutEnabled).toBeUndefined();
    expect([wrongKey.body, noId]).toHaveLength(2);
  });

  it('types the product mapper by the list row and the detail, fields of either', () => {
    expect(toProductRecord({ id: 7, Productcode: 'P1', product: 'Tarwe' }, false)).toMatchObject({ id: '7', code: 'P1', name: 'Tarwe' });
    // @ts-expect-error neither the row nor the detail has `Id` (the row's id is `id`)
    expect(toProductRecord({ Id: 7 }, false).id).toBe('');
  });
});
