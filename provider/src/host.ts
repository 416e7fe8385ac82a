/**
 * Opens the provider's database (PGlite on disk, in memory, from the test template, or a
 * PostgreSQL server), migrates and seeds it, and serves the app on 127.0.0.1.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import pino, { type Logger } from 'pino';
import type { Db } from './db';
import { startHousekeeping } from './db/housekeeping';
import { migrate } from './db/migrate';
import { openPg } from './db/pg';
import { openPglite } from './db/pglite';
import { seedIfEmpty, type SeedSize } from './seed';
import type { ProviderProfile } from './contract/layer';
import { createProviderApp } from './server';
import { templateDump } from './template';

export const HOST = '127.0.0.1';

export interface DatabaseOptions {
  /** A PostgreSQL server (DATABASE_URL); wins over everything else. */
  databaseUrl?: string;
  /** PGlite on disk, kept across restarts; created, migrated and seeded when empty. */
  dataDir?: string;
  /** PGlite in memory, created, migrated and seeded now (slow: prefer fresh). */
  memory?: boolean;
  /** A copy of the test template (in memory, or into an empty dataDir): fast. */
  fresh?: boolean;
  /** false: initialise an empty dataDir with initdb and the seeders rather than from the template. */
  useTemplate?: boolean;
  seed?: number;
  seedSize?: SeedSize;
  /** The day demo data is generated around (`yyyy-MM-dd`), default today. */
  today?: string;
}

export interface ProviderOptions extends DatabaseOptions {
  /** 0 picks a free port. */
  port?: number;
  latencyMs?: number;
  maxUploadBytes?: number;
  logger?: Logger;
  /** Benchmarks: request counts at `GET /__stats` (see createProviderApp). */
  stats?: boolean;
  /** `spec`: the spec part of the contract alone (PROVIDER_PROFILE, see createProviderApp); default `full`. */
  profile?: ProviderProfile;
  /** Record contract violations under `full` too (PROVIDER_RECORD_VIOLATIONS=1). */
  recordViolations?: boolean;
}

export interface RunningProvider {
  url: string;
  port: number;
  db: Db;
  server: Server;
  /** Whether the database was seeded (or copied from the seeded template) on this start. */
  seeded: boolean;
  close(): Promise<void>;
}

function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

export async function openDatabase(options: DatabaseOptions): Promise<{ db: Db; seeded: boolean }> {
  const seedOptions = { seed: options.seed, size: options.seedSize, today: options.today };
  let db: Db;
  let dump: Buffer | undefined;
  if (options.databaseUrl) {
    db = await openPg(options.databaseUrl);
  } else {
    const dataDir = options.memory ? undefined : options.dataDir;
    if (options.fresh && dataDir && !isEmptyDir(dataDir)) {
      throw new Error(`fresh needs an empty data directory: ${dataDir}`);
    }
    // An empty data directory starts as a copy of the template too (the same migrations and
    // seed data, a second instead of initdb + seeding); without a template it is initialised.
    if (options.fresh || (dataDir && isEmptyDir(dataDir) && options.useTemplate !== false)) {
      try {
        dump = await templateDump(seedOptions);
      } catch (err) {
        if (options.fresh) throw err;
      }
    }
    db = await openPglite({ dataDir, loadDataDir: dump ? new Blob([new Uint8Array(dump)]) : undefined });
  }
  try {
    await migrate(db);
    const seeded = (await seedIfEmpty(db, seedOptions)) || dump !== undefined;
    return { db, seeded };
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
}

export async function runProvider(options: ProviderOptions): Promise<RunningProvider> {
  const logger = options.logger ?? pino({ level: 'silent' });
  const { db, seeded } = await openDatabase(options);
  if (seeded) logger.info({ size: options.seedSize ?? 'demo' }, 'seeded demo data');
  const app = createProviderApp({
    db,
    latencyMs: options.latencyMs,
    maxUploadBytes: options.maxUploadBytes,
    logger,
    stats: options.stats,
    profile: options.profile,
    recordViolations: options.recordViolations,
  });
  let server: Server;
  try {
    server = await new Promise<Server>((resolve, reject) => {
      const s = app.listen(options.port ?? 0, HOST, (err?: Error) => (err ? reject(err) : resolve(s)));
      s.once('error', reject);
    });
  } catch (err) {
    await db.close();
    throw err;
  }
  server.keepAliveTimeout = 5_000;
  const housekeeping = startHousekeeping(db, { logger });
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${HOST}:${port}`,
    port,
    db,
    server,
    seeded,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await housekeeping.stop();
        await db.close();
      })();
      return closing;
    },
  };
}
