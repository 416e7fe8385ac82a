import { startProvider, type StartedProvider } from '../index';
import { startHousekeeping, walPosition } from './housekeeping';

// the provider's own database (PGlite runs in the provider's worker thread, not in jest's VM)
let provider: StartedProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 120_000);
afterAll(() => provider.close());

interface PlanNode {
  'Node Type': string;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}
const indexOnlyScans = (node: PlanNode): PlanNode[] => [
  ...(node['Node Type'] === 'Index Only Scan' ? [node] : []),
  ...(node.Plans ?? []).flatMap(indexOnlyScans),
];

/**
 * The table rows an index-only scan of the sales lines' (product, loading day) index reads for one
 * product, getProducts' "is it on an order line" probe: none when its pages are all-visible.
 */
async function heapFetches(productId: number): Promise<number> {
  const db = provider.db;
  await db.query('set enable_seqscan = off');
  await db.query('set enable_bitmapscan = off');
  try {
    const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      'explain (analyze, format json) select l.loading_date from sales_order_lines l where l.product_id = $1',
      [productId],
    );
    const scans = indexOnlyScans(rows[0]!['QUERY PLAN'][0].Plan);
    expect(scans).toHaveLength(1);
    return scans[0]!['Heap Fetches'] ?? 0;
  } finally {
    await db.query('reset enable_seqscan');
    await db.query('reset enable_bitmapscan');
  }
}

async function aLine(): Promise<{ id: number; product_id: number }> {
  const { rows } = await provider.db.query<{ id: number; product_id: number }>('select id, product_id from sales_order_lines order by id limit 1');
  return rows[0]!;
}

describe('PGlite housekeeping (the autovacuum it lacks)', () => {
  it('a freshly seeded database is vacuumed: an index-only scan reads no table rows', async () => {
    expect(await heapFetches((await aLine()).product_id)).toBe(0);
  });

  it('vacuums after a change, and only then', async () => {
    const db = { kind: 'pglite' as const, query: provider.db.query.bind(provider.db) };
    const housekeeping = startHousekeeping(db, { intervalMs: 3_600_000 });
    try {
      // the first round vacuums whatever it finds; the second finds nothing changed
      expect(await housekeeping.runOnce()).toBe('vacuumed');
      const before = await walPosition(db);
      expect(await housekeeping.runOnce()).toBe('unchanged');
      expect(await walPosition(db)).toBe(before);

      const line = await aLine();
      await db.query('update sales_order_lines set sales_quantity = sales_quantity where id = $1', [line.id]);
      expect(await heapFetches(line.product_id)).toBeGreaterThan(0);
      expect(await housekeeping.runOnce()).toBe('vacuumed');
      expect(await heapFetches(line.product_id)).toBe(0);
      expect(await housekeeping.runOnce()).toBe('unchanged');
    } finally {
      await housekeeping.stop();
    }
  });

  it('runs no rounds on PostgreSQL, which has autovacuum', async () => {
    const asked: string[] = [];
    const db = {
      kind: 'pg' as const,
      query: <T>(sql: string, params?: unknown[]) => {
        asked.push(sql);
        return provider.db.query<T>(sql, params);
      },
    };
    const housekeeping = startHousekeeping(db, { intervalMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await housekeeping.stop();
    expect(asked).toEqual([]);
  });
});
