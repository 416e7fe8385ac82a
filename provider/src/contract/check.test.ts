/**
 * `npm run provider:check` against the reference provider: under `spec` every screen will work and no
 * extension is offered; the default profile offers every extension. The check never writes: the
 * writes are asked with a body that is not JSON and nothing changes in the provider's data.
 */
import { buildCatalogue, defaultCatalogue } from '../../../gateway/src/provider/procedures/catalogue';
import { PROVIDER_EXTENSIONS } from '../../../gateway/src/provider/extensions';
import { startFaultProxy } from '../../../gateway/test/fault-proxy';
import { startProvider, type StartedProvider } from '..';
import { runCheck, type CheckReport } from './check';
import { formatReport } from './check-report';
import { mappingTemplate } from './check-template';
import { UNREADABLE_BODY } from './check-writes';
import { loadContract } from './contract';

// a provider's start and some 150 calls on a busy 2-core machine
jest.setTimeout(240_000);

const ADMIN = { user: 'admin@backoffice.test', password: 'Admin!2024' };
const TABLES = [
  'sales_orders',
  'sales_order_lines',
  'purchase_orders',
  'purchase_order_lines',
  'products',
  'tasks',
  'period_dates',
  'purchase_prices',
  'sales_prices',
  'transport_prices',
  'product_documents',
];

/** Every row of the tables a write could touch, as one digest per table: a changed value shows, not only a count. */
async function snapshot(provider: StartedProvider): Promise<string> {
  const digests = await Promise.all(
    TABLES.map((t) => provider.db.query<{ d: string | null }>(`select md5(string_agg(r::text, '|' order by r::text)) as d from ${t} r`)),
  );
  return JSON.stringify(digests.map((d) => d.rows[0]!.d));
}

const offered = (report: CheckReport) => report.extensions.filter((e) => e.offered).map((e) => e.name);

describe('provider:check', () => {
  it('finds every screen of the strict provider working, no extension, and writes nothing', async () => {
    const provider = await startProvider({ port: 0, fresh: true, profile: 'spec' });
    const proxy = await startFaultProxy(provider.url);
    try {
      const before = await snapshot(provider);
      const report = await runCheck({ url: proxy.url, ...ADMIN });
      const failed = report.results.filter((r) => !r.op.extension && r.outcome === 'failed');
      expect(failed.map((r) => [r.op.key, r.problems])).toEqual([]);
      expect(report.writes.filter((w) => w.outcome === 'failed').map((w) => [w.op.key, w.problems])).toEqual([]);
      expect(report.ok).toBe(true);
      expect(offered(report)).toEqual([]);
      expect(report.results.find((r) => r.op.key === 'salesOrders.page')).toMatchObject({ outcome: 'failed', status: 404 });
      // the user calls and the sign-in's roles are covered
      expect(report.results.filter((r) => r.op.screens.includes('Users')).map((r) => [r.op.key, r.outcome])).toEqual([
        ['users.list', 'ok'],
        ['users.roles', 'ok'],
        ['users.get', 'ok'],
      ]);
      expect(report.signIn.roles).toBe('Administrator');
      // every write procedure was asked, each with the unreadable body alone: nothing changed
      const writes = loadContract().operations.filter((op) => !op.readOnly && op.key && !op.extension);
      expect(report.writes.length).toBeGreaterThanOrEqual(writes.length);
      for (const op of writes) {
        const sent = proxy.forwarded.filter((f) => f.path.endsWith(`/${op.name}`));
        expect(sent.length).toBeGreaterThan(0);
        expect(sent.every((f) => f.method === 'POST' && f.body === undefined)).toBe(true);
      }
      expect(report.writes.every((w) => w.sent.payload === UNREADABLE_BODY)).toBe(true);
      expect(await snapshot(provider)).toEqual(before);
      expect(await provider.violations()).toEqual([]);
      const text = formatReport(report);
      expect(text).toContain('Sales orders: will work');
      expect(text).toContain('PROVIDER_EXTENSIONS=none');
      expect(text).toContain('Pro-forma company block: the provider has no companyDetails and no COMPANY_NAME');
      expect(text).not.toContain('✗');
      expect(text).toContain('Verdict: go');
    } finally {
      await proxy.close();
      await provider.close();
    }
  });

  it('finds every extension of the default provider, and tells what each changes', async () => {
    const provider = await startProvider({ port: 0, fresh: true });
    try {
      const before = await snapshot(provider);
      const report = await runCheck({ url: provider.url, ...ADMIN });
      expect(report.ok).toBe(true);
      expect(offered(report).sort()).toEqual([...PROVIDER_EXTENSIONS].sort());
      expect(await snapshot(provider)).toEqual(before);
      const text = formatReport(report);
      expect(text).toContain(`PROVIDER_EXTENSIONS=${PROVIDER_EXTENSIONS.join(',')}`);
      expect(text).toContain("switching it on: the pro-forma's company block comes from getCompanyDetails");
      expect(text).toContain('Pro-forma company block: from the provider (companyDetails).');
    } finally {
      await provider.close();
    }
  });

  it('prints the mapping template: every catalogue key, its name, method, application and the spec name', () => {
    const template = mappingTemplate(defaultCatalogue, loadContract());
    expect(Object.keys(template).sort()).toEqual(Object.keys(defaultCatalogue).sort());
    expect(template['salesOrders.list']).toEqual({ name: 'getSalesOrders', method: 'GET', app: 'main', spec: null });
    expect(template['reference.customers']).toMatchObject({ app: 'accounting', spec: null });
    expect(template['products.list']).toMatchObject({ spec: 'getProducts' });
    expect(template['tasks.types']).toMatchObject({ spec: 'getTasktypeDropdown' });
    // the template is a PROVIDER_PROCEDURES the gateway takes as it is
    expect(buildCatalogue(template)).toEqual(defaultCatalogue);
  });
});
