import fs from 'node:fs';
import path from 'node:path';
import type { Seeder } from './context';
import { SEEDERS } from './index';
import { orderSeeders } from './order';

const seeder = (domain: string, after?: string[]): Seeder => ({ domain, after, seed: async () => null });
const domains = (seeders: readonly Seeder[]) => seeders.map((s) => s.domain);

describe('the seed order', () => {
  it('runs each seeder after the domains it names, otherwise in the given order', () => {
    const ordered = orderSeeders([seeder('invoicing', ['orders']), seeder('orders', ['products']), seeder('products'), seeder('users')]);
    expect(domains(ordered)).toEqual(['products', 'orders', 'invoicing', 'users']);
  });

  it('refuses a domain seeded twice, an unknown domain and a cycle', () => {
    expect(() => orderSeeders([seeder('a'), seeder('a')])).toThrow("Two seeders for the domain 'a'");
    expect(() => orderSeeders([seeder('a', ['ghost'])])).toThrow("runs after 'ghost', which no seeder seeds");
    expect(() => orderSeeders([seeder('a', ['b']), seeder('b', ['a']), seeder('c')])).toThrow('The seeders wait for each other: a after b; b after a');
  });

  it('holds every seed/<domain>.ts, each of which exports its seeder', async () => {
    const infrastructure = ['builders.ts', 'cli.ts', 'context.ts', 'index.ts', 'order.ts', 'random.ts', 'units.ts'];
    const files = fs
      .readdirSync(__dirname)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.generated.ts') && !infrastructure.includes(f));
    const exported: string[] = [];
    for (const file of files) {
      const module = (await import(path.join(__dirname, file))) as { seeder?: Seeder };
      expect([file, typeof module.seeder?.seed]).toEqual([file, 'function']);
      exported.push(module.seeder?.domain ?? file);
    }
    expect(domains(SEEDERS).sort()).toEqual(exported.sort());
    expect(exported).toEqual(expect.arrayContaining(['users', 'reference', 'prices', 'salesOrders', 'purchaseOrders', 'invoicing', 'monthEnd']));
    const seen = new Set<string>();
    for (const s of SEEDERS) {
      for (const before of s.after ?? []) expect(seen.has(before)).toBe(true);
      seen.add(s.domain);
    }
  });
});
