/**
 * Seeds the provider's database by hand: `npm run seed -w provider -- [--size demo] [--seed N] [--reset]`.
 * Uses DATA_DIR / DATABASE_URL like main.ts. Seeds only an empty database; --reset (PGlite
 * only) deletes the data directory first.
 */
import fs from 'node:fs';
import { readConfig } from '../config';
import { openDatabase } from '../host';
import { isSeedSize, seedInfo } from './index';
import { DEMO_USERS, STAFF_PASSWORD } from './users';

function argument(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const config = readConfig();
  const size = argument(args, '--size') ?? config.seedSize;
  if (!isSeedSize(size)) throw new Error(`--size must be small, demo, large or huge: ${size}`);
  const seedArg = argument(args, '--seed');
  const seed = seedArg !== undefined ? Number(seedArg) : config.seed;
  if (seed !== undefined && !Number.isInteger(seed)) throw new Error(`--seed must be a whole number: ${seedArg}`);
  if (args.includes('--reset')) {
    if (config.databaseUrl) throw new Error('--reset works on a PGlite data directory only; drop the PostgreSQL database yourself');
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
  const { db, seeded } = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    seedSize: size,
    seed,
  });
  try {
    const info = await seedInfo(db);
    const where = config.databaseUrl ? 'DATABASE_URL' : config.dataDir;
    console.log(seeded ? `seeded ${where}: ${JSON.stringify(info)}` : `already seeded (${where}): ${JSON.stringify(info)}; use --reset to start over`);
    console.log('demo users:');
    for (const user of DEMO_USERS) console.log(`  ${user.email}  ${user.password}  ${user.role}${user.passwordExpired ? ' (password expired)' : ''}`);
    console.log(`  generated staff users: password ${STAFF_PASSWORD}`);
  } finally {
    await db.close();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
