/**
 * The provider check's verdict on the faults of issue 39's table, each injected by a rewriting proxy in
 * front of the strict reference provider (or, for the connection, by a server or a lookup of the
 * test's own): the check must say what is true, and exit as it says (ok false → exit 1).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { startFaultProxy, type FaultProxy } from '../../../gateway/test/fault-proxy';
import { startProvider, type StartedProvider } from '..';
import { runCheck, type CheckOptions } from './check';
import { ConnectionFailure } from './check-http';
import { formatReport } from './check-report';

jest.setTimeout(240_000);

const ADMIN = { user: 'admin@backoffice.test', password: 'Admin!2024' };
let provider: StartedProvider;
let proxy: FaultProxy;

beforeAll(async () => {
  provider = await startProvider({ port: 0, fresh: true, profile: 'spec' });
  proxy = await startFaultProxy(provider.url);
});
afterEach(() => proxy.rewrite({}));
afterAll(async () => {
  await proxy?.close();
  await provider?.close();
});

const check = (options: Partial<CheckOptions> = {}) => runCheck({ url: proxy.url, ...ADMIN, ...options });
type Items = { Items?: Record<string, unknown>[] };

/** Renames one field in every item of the named procedures' answers. */
const renaming = (procedures: string[], from: string, to: string) => (procedure: string, body: Record<string, unknown>) => {
  if (!procedures.includes(procedure)) return body;
  for (const item of (body as Items).Items ?? []) {
    if (from in item) {
      item[to] = item[from];
      delete item[from];
    }
  }
  return body;
};

describe('provider:check on a faulty provider', () => {
  it('fails a field answered in another casing than the gateway reads, naming both (LoadingDate)', async () => {
    proxy.rewrite({ answer: renaming(['getSalesOrders', 'getSalesOrders6Months', 'getSalesOrder'], 'loadingdate', 'LoadingDate') });
    const report = await check();
    expect(report.ok).toBe(false);
    expect(report.screens.find((s) => s.screen === 'Sales orders')?.works).toBe(false);
    const list = report.results.find((r) => r.op.key === 'salesOrders.list')!;
    expect(list.problems.join('\n')).toMatch(/'LoadingDate' where the gateway reads 'loadingdate' \((\d+) of \1 items\)/);
    expect(formatReport(report)).toContain('Verdict: 1 screen(s) will NOT work: Sales orders (exit 1)');
  });

  it('takes dates written with Z as the gateway reads them: go', async () => {
    const zoned = (value: unknown): unknown =>
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(value)
        ? `${value}Z`
        : Array.isArray(value)
          ? value.map(zoned)
          : value && typeof value === 'object'
            ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, zoned(v)]))
            : value;
    let rewritten = 0;
    proxy.rewrite({
      answer: (_procedure, body) => {
        const out = zoned(body) as Record<string, unknown>;
        if (JSON.stringify(out) !== JSON.stringify(body)) rewritten++;
        return out;
      },
    });
    const report = await check();
    expect(rewritten).toBeGreaterThan(10);
    expect(report.results.filter((r) => !r.op.extension && r.outcome === 'failed').map((r) => [r.op.key, r.problems])).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('says the application setting is wrong when every procedure of it answers 404, in one line', async () => {
    const report = await check({ apps: { main: 'backofice', accounting: 'accounting' } });
    expect(report.ok).toBe(false);
    expect(report.appsNotFound).toEqual(['main']);
    const text = formatReport(report);
    expect(text.match(/answered 404: the application setting PROVIDER_APP/g)).toHaveLength(1);
    expect(text).not.toContain('Unknown procedure');
  });

  it('prints the name a renamed procedure is sent under, the byIds probe too', async () => {
    proxy.rewrite({ path: (p) => p.replace('/getOrderLinesV2', '/getSalesOrderLines') });
    const from = proxy.forwarded.length;
    const report = await check({
      procedureOf: (key) => (key === 'salesOrders.lines' ? { name: 'getOrderLinesV2', method: 'POST', app: 'main' } : undefined),
    });
    const lines = report.results.find((r) => r.op.key === 'salesOrders.lines')!;
    expect(lines).toMatchObject({ outcome: 'ok', sent: { name: 'getOrderLinesV2', path: '/api/factory/execute/backoffice/getOrderLinesV2' } });
    expect(report.byIds.sent).toMatchObject({ name: 'getOrderLinesV2', method: 'POST' });
    expect(proxy.forwarded.slice(from).some((f) => f.path.endsWith('/getSalesOrderLines'))).toBe(false);
    expect(formatReport(report)).toContain('salesOrders.lines — POST getOrderLinesV2 (/api/factory/execute/backoffice/getOrderLinesV2)');
  });

  it('fails a write procedure named wrong, without sending it, naming the name sent', async () => {
    const from = proxy.forwarded.length;
    const report = await check({
      procedureOf: (key) => (key === 'prices.purchase.update' ? { name: 'putPurchasePrize', method: 'POST', app: 'main' } : undefined),
    });
    expect(report.ok).toBe(false);
    const write = report.writes.find((w) => w.op.key === 'prices.purchase.update')!;
    expect(write).toMatchObject({ outcome: 'failed', sent: { name: 'putPurchasePrize' } });
    expect(report.writes.filter((w) => w.outcome === 'failed').map((w) => w.op.key)).toEqual(['prices.purchase.update']);
    // asked with a body no provider can read: no JSON body reached it
    expect(
      proxy.forwarded
        .slice(from)
        .filter((f) => f.path.endsWith('/putPurchasePrize'))
        .map((f) => f.body),
    ).toEqual([undefined]);
    const text = formatReport(report);
    expect(text).toContain('✗ 15 of 16 write procedure(s) found');
    expect(text).toContain('prices.purchase.update — POST putPurchasePrize (/api/factory/execute/backoffice/putPurchasePrize): ');
    expect(text).toContain('Verdict: 1 screen(s) will NOT work: Prices (exit 1).');
  });

  it('never names an extension from one stray field', async () => {
    proxy.rewrite({
      answer: (procedure, body) => {
        if (procedure !== 'checkDuplicateProduct') return body;
        const items = (body as Items).Items ?? [];
        if (items.length === 0) items.push({ Id: 1, Message: 'A product with this name exists' });
        for (const item of items) item.Productcode = 'P-0001';
        return { ...body, Items: items };
      },
    });
    const report = await check();
    const extraFields = report.extensions.find((e) => e.name === 'extraFields')!;
    expect(extraFields.offered).toBe(false);
    expect(extraFields.evidence).toContain('only some answers carry its fields');
    expect(formatReport(report)).toContain('PROVIDER_EXTENSIONS=none');
    expect(report.ok).toBe(true);
  });
});

describe('provider:check without a provider to check', () => {
  const failure = async (options: Partial<CheckOptions>) => {
    const error = await runCheck({ url: proxy.url, ...ADMIN, timeoutMs: 5000, ...options }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConnectionFailure);
    return error as ConnectionFailure;
  };

  it('names the URL and "connection refused" when nothing listens', async () => {
    await proxy.set('down');
    try {
      const error = await failure({});
      expect(error.reason).toBe('refused');
      expect(error.message).toContain(`could not reach ${proxy.url}/token: connection refused`);
    } finally {
      await proxy.set('none');
    }
  });

  it('names a timeout when the provider does not answer', async () => {
    await proxy.set('hang');
    try {
      const error = await failure({ timeoutMs: 500 });
      expect(error.reason).toBe('timeout');
      expect(error.message).toContain(`could not reach ${proxy.url}/token: no answer within 500 ms`);
    } finally {
      await proxy.set('none');
    }
  });

  it('names a host name that is not found (DNS)', async () => {
    const lookup = ((host: string, _options: unknown, callback: (err: NodeJS.ErrnoException) => void) =>
      callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }))) as unknown as CheckOptions['lookup'];
    const error = await failure({ url: 'http://provider.company.example:4100', lookup });
    expect(error.reason).toBe('dns');
    expect(error.message).toContain('could not reach http://provider.company.example:4100/token: the host name was not found (ENOTFOUND)');
  });

  it('names a TLS failure (a self-signed certificate)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-tls-'));
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ]),
      { stdio: 'ignore' },
    );
    const server = https.createServer({ key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) }, (_req, res) =>
      res.end('{}'),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const error = await failure({ url });
      expect(error.reason).toBe('tls');
      expect(error.message).toContain(`could not reach ${url}/token: the TLS handshake failed (DEPTH_ZERO_SELF_SIGNED_CERT)`);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
