/**
 * A template database for tests: migrated and seeded once, dumped to a tarball in the OS temp
 * directory, keyed by a hash of the provider's source (migrations, seeders, …), PGlite's version
 * and the seed options. Each fresh provider loads a copy (about 1 s instead of initdb's 3-4 s
 * plus migrating and seeding). Concurrent test processes build it once, under a lock file.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from './db/pglite';
import { migrate } from './db/migrate';
import { createSeedContext, seedDatabase, type SeedOptions } from './seed';

const SOURCE_DIR = __dirname;
export const TEMPLATE_DIR = path.join(os.tmpdir(), 'backoffice-provider-templates');
const LOCK_STALE_MS = 120_000;

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') files.push(...sourceFiles(full));
    } else if (/\.(ts|sql)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) files.push(full);
  }
  return files;
}

function pgliteVersion(): string {
  try {
    const pkg = require.resolve('@electric-sql/pglite/package.json');
    return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** The template's name: what it was built from and with which seed options. */
export function templateKey(options: SeedOptions = {}): string {
  const ctx = createSeedContext(options);
  const hash = createHash('sha256');
  hash.update(`pglite ${pgliteVersion()}\nseed ${ctx.seed} ${ctx.size} ${ctx.today}\n`);
  for (const file of sourceFiles(SOURCE_DIR)) {
    hash.update(path.relative(SOURCE_DIR, file));
    hash.update(fs.readFileSync(file));
  }
  return `${ctx.size}-${ctx.today}-${hash.digest('hex').slice(0, 16)}`;
}

/** Builds a migrated and seeded database and answers its dumped data directory. */
export async function buildTemplate(options: SeedOptions = {}): Promise<Buffer> {
  const db = await openPglite();
  try {
    await migrate(db);
    await seedDatabase(db, options);
    return Buffer.from(await (await db.dump()).arrayBuffer());
  } finally {
    await db.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readOrBuild(file: string, options: SeedOptions): Promise<Buffer> {
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
  const lock = `${file}.lock`;
  for (;;) {
    if (fs.existsSync(file)) return fs.readFileSync(file);
    let fd: number | undefined;
    try {
      fd = fs.openSync(lock, 'wx');
    } catch {
      // Someone else is building it; wait, unless their lock is stale.
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > LOCK_STALE_MS) fs.rmSync(lock, { force: true });
      } catch {
        /* the lock went away meanwhile */
      }
      await sleep(100);
      continue;
    }
    try {
      const dump = await buildTemplate(options);
      const temp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temp, dump);
      fs.renameSync(temp, file);
      removeOldTemplates(file);
      return dump;
    } finally {
      fs.closeSync(fd);
      fs.rmSync(lock, { force: true });
    }
  }
}

/** Other templates older than an hour are left-overs of earlier sources. */
function removeOldTemplates(keep: string): void {
  for (const name of fs.readdirSync(TEMPLATE_DIR)) {
    const full = path.join(TEMPLATE_DIR, name);
    if (full === keep) continue;
    try {
      if (Date.now() - fs.statSync(full).mtimeMs > 3600_000) fs.rmSync(full, { force: true });
    } catch {
      /* already gone */
    }
  }
}

const cache = new Map<string, Promise<Buffer>>();

/** The template's dumped data directory (built on first use, then from disk or memory). */
export function templateDump(options: SeedOptions = {}): Promise<Buffer> {
  const key = templateKey(options);
  let dump = cache.get(key);
  if (!dump) {
    dump = readOrBuild(path.join(TEMPLATE_DIR, `${key}.tar`), options);
    dump.catch(() => cache.delete(key));
    cache.set(key, dump);
  }
  return dump;
}
