/**
 * Deterministic demo data: one seeder per domain, each with its own random stream.
 * Later domains add their seeder to SEEDERS (after the ones they depend on).
 */
import type { Db, Queryable } from '../db';
import { createSeedContext, type SeedContext, type SeedOptions } from './context';
import { seedPeriodDates } from './periodDates';
import { seedPrices } from './prices';
import { seedPurchaseOrders } from './purchaseOrders';
import { seedMonthEnd } from './monthEnd';
import { seedReference } from './reference';
import { seedSalesOrders } from './salesOrders';
import { seedUsers } from './users';
import { seedInvoicing } from './invoicing';
import { seedTasks } from './tasks';

export { createSeedContext, DEFAULT_SEED, isSeedSize, SEED_SIZES } from './context';
export type { SeedContext, SeedOptions, SeedSize } from './context';

export interface Seeder {
  domain: string;
  seed(db: Queryable, ctx: SeedContext): Promise<unknown>;
}

export const SEEDERS: Seeder[] = [
  { domain: 'users', seed: seedUsers },
  { domain: 'periodDates', seed: seedPeriodDates },
  { domain: 'reference', seed: seedReference },
  { domain: 'prices', seed: seedPrices },
  // after reference and prices: lines take the approved prices, transports the transport prices
  { domain: 'salesOrders', seed: seedSalesOrders },
  // after salesOrders: purchase lines are taken from sales-order lines and transports
  { domain: 'purchaseOrders', seed: seedPurchaseOrders },
  // after salesOrders: the invoicing cases are orders of their own, with customers of their own
  { domain: 'invoicing', seed: seedInvoicing },
  { domain: 'tasks', seed: seedTasks },
  // after purchaseOrders: fills in the month-end combinations chance left out (recent months)
  { domain: 'monthEnd', seed: seedMonthEnd },
];

export interface SeedInfo {
  seed: number;
  size: string;
  today: string;
  seededAt: string;
}

/** How the database was seeded, or null when it was not. */
export async function seedInfo(db: Queryable): Promise<SeedInfo | null> {
  const { rows } = await db.query<{ value: string }>("select value from provider_meta where key = 'seed'");
  const [row] = rows;
  return row ? (JSON.parse(row.value) as SeedInfo) : null;
}

async function runSeeders(tx: Queryable, ctx: SeedContext): Promise<SeedInfo> {
  for (const seeder of SEEDERS) await seeder.seed(tx, ctx);
  // Planner statistics for the fresh rows: PGlite has no autovacuum, and without them the
  // planner guesses row counts (a hash join over every order where an index reaches a few).
  await tx.query('analyze');
  const info: SeedInfo = { seed: ctx.seed, size: ctx.size, today: ctx.today, seededAt: new Date().toISOString() };
  await tx.query("insert into provider_meta (key, value) values ('seed', $1)", [JSON.stringify(info)]);
  return info;
}

/** Seeds an empty, migrated database in one transaction. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedInfo> {
  const ctx = createSeedContext(options);
  return db.transaction((tx) => runSeeders(tx, ctx));
}

/**
 * Seeds the database unless it was seeded before (first start only); answers whether it
 * seeded now. On PostgreSQL an advisory lock keeps two starting providers from both seeding.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const ctx = createSeedContext(options);
  return db.transaction(async (tx) => {
    if (db.kind === 'pg') await tx.query('select pg_advisory_xact_lock(4101)');
    if (await seedInfo(tx)) return false;
    await runSeeders(tx, ctx);
    return true;
  });
}
