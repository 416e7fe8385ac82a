/** The HTTP shell of the app over a stub database: latency, routing and error shapes. */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Db, QueryResult } from './db';
import { createProviderApp } from './server';
import { client } from './testing/http';

/** Knows every token; answers nothing else. */
const stubDb: Db = {
  kind: 'pglite',
  async query<T>(sql: string): Promise<QueryResult<T>> {
    const rows = sql.includes('from access_tokens') ? [{ id: 'u1', user_name: 'someone@backoffice.test', roles: 'Administrator' }] : [];
    return { rows: rows as T[], rowCount: 0 };
  },
  async exec() {},
  transaction: (fn) => fn(stubDb),
  async close() {},
};

async function serve(latencyMs: number, stats = false): Promise<{ url: string; server: Server }> {
  const app = createProviderApp({ db: stubDb, latencyMs, stats });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const stop = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('the app', () => {
  it('delays every answer by the configured latency', async () => {
    const slow = await serve(150);
    const fast = await serve(0);
    try {
      let started = Date.now();
      expect((await client(slow.url).get('/healthz')).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
      started = Date.now();
      expect((await client(slow.url).get('/api/Roles')).status).toBe(401);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
      started = Date.now();
      expect((await client(fast.url).get('/healthz')).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(140);
    } finally {
      await stop(slow.server);
      await stop(fast.server);
    }
  });

  it('answers unknown routes, malformed JSON and other faults in JSON', async () => {
    const { url, server } = await serve(0);
    try {
      const anonymous = client(url);
      expect(await anonymous.get('/api/nothing')).toMatchObject({
        status: 401,
        body: { Message: 'Authorization has been denied for this request.' },
      });
      const signedIn = client(url, 'any-token');
      expect(await signedIn.get('/api/nothing')).toMatchObject({
        status: 404,
        body: { Message: "No HTTP resource was found that matches the request URI '/api/nothing'." },
      });
      expect(await signedIn.postRaw('/api/users/Update', '{"Id":', 'application/json')).toMatchObject({
        status: 400,
        body: { Message: 'The request is invalid.' },
      });
      expect(await signedIn.postRaw('/api/factory/execute/backoffice/postPeriodDate', '{', 'application/json')).toMatchObject({
        status: 400,
        body: { Success: false, Message: 'Malformed JSON' },
      });
      // The stub answers no rows where a row is expected: a fault, not a crash.
      expect(await signedIn.execute('backoffice', 'postPeriodDate', { year: 2030, month: 1, newdate: '2030-02-01' })).toMatchObject({
        status: 500,
        body: { Success: false, Message: 'An error has occurred.' },
      });
    } finally {
      await stop(server);
    }
  });

  it('counts requests by route at /__stats only when asked to (benchmarks)', async () => {
    const counting = await serve(0, true);
    const plain = await serve(0);
    try {
      const signedIn = client(counting.url, 'any-token');
      await signedIn.get('/healthz');
      await signedIn.execute('backoffice', 'getNothing', { a: 1 }, 'GET');
      await signedIn.execute('backoffice', 'getNothing', { a: 2 }, 'GET');
      expect((await signedIn.get('/__stats')).body).toEqual({
        total: 3,
        byRoute: { 'GET /healthz': 1, 'GET /api/factory/execute/backoffice/getNothing': 2 },
      });
      expect((await signedIn.post('/__stats/reset')).body).toEqual({ total: 0, byRoute: {} });
      expect((await signedIn.get('/__stats')).body).toEqual({ total: 0, byRoute: {} });
      expect((await client(plain.url).get('/__stats')).status).toBe(401);
    } finally {
      await stop(counting.server);
      await stop(plain.server);
    }
  });
});
