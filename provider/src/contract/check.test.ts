/**
 * `npm run provider:check` against the reference provider: under `spec` every spec read answers as
 * the contract says and no extension is offered; the default profile offers every extension. The
 * check only reads: nothing changes in the provider's data.
 */
import { PROVIDER_EXTENSIONS } from '../../../gateway/src/provider/extensions';
import { startProvider, type StartedProvider } from '..';
import { runCheck, type CheckReport } from './check';
import { formatReport } from './check-report';

// a provider's start and some ninety reads on a busy 2-core machine
jest.setTimeout(180_000);

const ADMIN = { user: 'admin@backoffice.test', password: 'Admin!2024' };
const TABLES = ['sales_orders', 'sales_order_lines', 'purchase_orders', 'purchase_order_lines', 'products', 'tasks', 'period_dates'];

async function snapshot(provider: StartedProvider): Promise<string> {
  const counts = await Promise.all(TABLES.map((t) => provider.db.query<{ n: string }>(`select count(*)::text as n from ${t}`)));
  const booked = await provider.db.query<{ n: string }>(`select count(*)::text as n from purchase_orders where booking_number is not null`);
  return JSON.stringify([...counts.map((c) => c.rows[0]!.n), booked.rows[0]!.n]);
}

async function check(profile: 'spec' | 'full'): Promise<{ report: CheckReport; before: string; after: string; provider: StartedProvider }> {
  const provider = await startProvider({ port: 0, fresh: true, profile });
  const before = await snapshot(provider);
  const report = await runCheck({ url: provider.url, ...ADMIN });
  return { report, before, after: await snapshot(provider), provider };
}

describe('provider:check', () => {
  it('finds every spec read of the strict provider as the contract says, and no extension', async () => {
    const { report, before, after, provider } = await check('spec');
    try {
      const failed = report.results.filter((r) => r.op.key && !r.op.extension && r.outcome === 'failed');
      expect(failed.map((r) => [r.op.key, r.problems])).toEqual([]);
      expect(report.ok).toBe(true);
      expect(report.extensions).toEqual([]);
      expect(report.screens.every((s) => s.works)).toBe(true);
      // the extension calls are asked and refused as a spec provider refuses them
      expect(report.results.find((r) => r.op.key === 'salesOrders.page')).toMatchObject({ outcome: 'failed', status: 404 });
      expect(report.results.every((r) => r.op.readOnly)).toBe(true);
      expect(after).toEqual(before);
      // the strict provider saw nothing beyond the contract
      expect(await provider.violations()).toEqual([]);
      const text = formatReport(report, PROVIDER_EXTENSIONS);
      expect(text).toContain('Sales orders: will work');
      expect(text).toContain('PROVIDER_EXTENSIONS=none');
    } finally {
      await provider.close();
    }
  });

  it('finds every extension of the default provider', async () => {
    const { report, before, after, provider } = await check('full');
    try {
      expect(report.ok).toBe(true);
      expect(report.extensions).toEqual([...PROVIDER_EXTENSIONS].sort());
      expect(after).toEqual(before);
      expect(formatReport(report, PROVIDER_EXTENSIONS)).toContain(`PROVIDER_EXTENSIONS=${[...PROVIDER_EXTENSIONS].sort().join(',')}`);
    } finally {
      await provider.close();
    }
  });

  it('says which screen will not work and why', async () => {
    const provider = await startProvider({ port: 0, fresh: true, profile: 'spec' });
    try {
      // a deployment that calls the sales detail with the wrong method
      const report = await runCheck({
        url: provider.url,
        ...ADMIN,
        procedureOf: (key) => (key === 'salesOrders.get' ? { name: 'getSalesOrder', method: 'GET', app: 'main' } : undefined),
      });
      expect(report.ok).toBe(false);
      expect(report.screens.find((s) => s.screen === 'Sales orders')).toMatchObject({ works: false });
      expect(report.results.find((r) => r.op.key === 'salesOrders.get')).toMatchObject({ outcome: 'failed', status: 405 });
      expect(formatReport(report, PROVIDER_EXTENSIONS)).toContain('Sales orders: will NOT work');
    } finally {
      await provider.close();
    }
  });
});
