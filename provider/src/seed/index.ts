/**
 * Deterministic demo data: one seeder per domain, each with its own random stream. Found by
 * convention: every `seed/<domain>.ts` that exports `seeder` (seeders.generated.ts, written by
 * `npm run codegen`), run after the domains it names in `after` (order.ts).
 */
import type { Db, Queryable } from '../db';
import { createSeedContext, type SeedContext, type SeedOptions } from './context';
import { orderSeeders } from './order';
import { seeders } from './seeders.generated';

export { createSeedContext, DEFAULT_SEED, isSeedSize, SEED_SIZES } from './context';
export type { SeedContext, SeedOptions, SeedSize, Seeder } from './context';

/** Every seeder, in the order they run. */
export const SEEDERS = orderSeeders(seeders);

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

/** The statement triggers that keep a product's list facts (migration 013), by table. */
const LIST_FACT_TRIGGERS = ['sales_prices', 'purchase_prices', 'sales_order_lines'].flatMap((table) =>
  ['insert', 'update', 'delete'].map((op) => ({ table, trigger: `${table}_list_facts_${op}` })),
);

/**
 * The seeders run with the list facts' triggers off, and every product's facts are taken once at
 * the end: a bulk load, where the triggers would take them again after every seeding statement
 * (on tables without planner statistics until the seed's ANALYZE).
 */
async function runSeeders(tx: Queryable, ctx: SeedContext): Promise<SeedInfo> {
  for (const { table, trigger } of LIST_FACT_TRIGGERS) await tx.query(`alter table ${table} disable trigger ${trigger}`);
  for (const seeder of SEEDERS) await seeder.seed(tx, ctx);
  for (const { table, trigger } of LIST_FACT_TRIGGERS) await tx.query(`alter table ${table} enable trigger ${trigger}`);
  await tx.query('select products_refresh_list_facts(array(select id from products))');
  // Planner statistics for the fresh rows: PGlite has no autovacuum, and without them the
  // planner guesses row counts (a hash join over every order where an index reaches a few).
  await tx.query('analyze');
  const info: SeedInfo = { seed: ctx.seed, size: ctx.size, today: ctx.today, seededAt: new Date().toISOString() };
  await tx.query("insert into provider_meta (key, value) values ('seed', $1)", [JSON.stringify(info)]);
  return info;
}

/**
 * After seeding, PGlite's pages are marked all-visible (VACUUM cannot run in the seeding
 * transaction; PGlite has no autovacuum to do it later, db/housekeeping.ts): an index-only scan
 * of a freshly seeded database reads no table rows, and every copy of it (the test template,
 * the bench's data sets) starts so.
 */
async function vacuumSeeded(db: Db): Promise<void> {
  if (db.kind === 'pglite') await db.query('vacuum');
}

/** Seeds an empty, migrated database in one transaction. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedInfo> {
  const ctx = createSeedContext(options);
  const info = await db.transaction((tx) => runSeeders(tx, ctx));
  await vacuumSeeded(db);
  return info;
}

/**
 * Seeds the database unless it was seeded before (first start only); answers whether it
 * seeded now. On PostgreSQL an advisory lock keeps two starting providers from both seeding.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const ctx = createSeedContext(options);
  const seeded = await db.transaction(async (tx) => {
    if (db.kind === 'pg') await tx.query('select pg_advisory_xact_lock(4101)');
    if (await seedInfo(tx)) return false;
    await runSeeders(tx, ctx);
    return true;
  });
  if (seeded) await vacuumSeeded(db);
  return seeded;
}
