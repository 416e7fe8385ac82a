/**
 * The provider for tests: `startProvider()` runs a fresh copy of the seeded template in a worker thread
 * (so it works inside jest) and `db` queries it; `runProvider` runs one in this process (main.ts).
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ContractViolation, ProviderProfile } from './contract/layer';
import type { QueryResult, Row } from './db';
import type { SeedSize } from './seed';
import type { FromWorker, ToWorker, WorkerOptions } from './worker';

export { createProviderApp, DEFAULT_MAX_UPLOAD_BYTES } from './server';
export { runProvider, openDatabase } from './host';
export type { ProviderOptions, RunningProvider } from './host';
export type { Db, Queryable, QueryResult } from './db';
export { DEMO_USERS, ROLE_NAMES, STAFF_PASSWORD } from './seed/users';
export type { SeedSize } from './seed';
export type { ContractViolation, ProviderProfile } from './contract/layer';
export { loadContract, type Contract, type ContractOperation, type ContractIssue } from './contract/contract';

export interface StartProviderOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** PGlite on disk (kept); created, migrated and seeded when empty. */
  dataDir?: string;
  /** PGlite in memory, initialised now (slow); default is a fresh copy of the template. */
  memory?: boolean;
  /** A copy of the migrated+seeded template (default when neither dataDir nor memory is given). */
  fresh?: boolean;
  /** A PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** small (default here: tests), demo or large. */
  seedSize?: SeedSize;
  seed?: number;
  /** The day demo data is generated around (`yyyy-MM-dd`), default today. */
  today?: string;
  latencyMs?: number;
  maxUploadBytes?: number;
  /** pino level for the provider's log (default silent). */
  logLevel?: string;
  /** `spec`: serve the spec part of openapi.yaml alone, checking every request and answer (contract/layer.ts). Default `full`. */
  profile?: ProviderProfile;
  /** Record contract violations under `full` too (`spec` always does). */
  recordViolations?: boolean;
}

/** Queries the provider's database (no transactions: it runs in the provider's thread). */
export interface RemoteDb {
  query<T = Row>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface StartedProvider {
  url: string;
  port: number;
  db: RemoteDb;
  profile: ProviderProfile;
  /** The requests and answers that broke the contract so far (when recorded; see StartProviderOptions). */
  violations(): Promise<ContractViolation[]>;
  clearViolations(): Promise<void>;
  close(): Promise<void>;
}

const WORKER = path.join(__dirname, 'worker.ts');

export async function startProvider(options: StartProviderOptions = {}): Promise<StartedProvider> {
  const workerOptions: WorkerOptions = {
    port: options.port ?? 0,
    dataDir: options.dataDir,
    memory: options.memory,
    databaseUrl: options.databaseUrl,
    fresh: options.fresh ?? !(options.dataDir || options.memory || options.databaseUrl),
    seedSize: options.seedSize ?? 'small',
    seed: options.seed,
    today: options.today,
    latencyMs: options.latencyMs,
    maxUploadBytes: options.maxUploadBytes,
    logLevel: options.logLevel,
    profile: options.profile,
    recordViolations: options.recordViolations,
  };
  const bootstrap = `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();\nrequire(${JSON.stringify(WORKER)});`;
  const worker = new Worker(bootstrap, { eval: true, workerData: workerOptions });

  const pending = new Map<number, { resolve: (r: QueryResult<never>) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  const ready = new Promise<{ url: string; port: number }>((resolve, reject) => {
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') resolve({ url: message.url, port: message.port });
      else if (message.type === 'error') reject(Object.assign(new Error(`provider failed to start: ${message.message}`), { stack: message.stack }));
      else if (message.type === 'result') {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (!call) return;
        if (message.error !== undefined) call.reject(new Error(message.error));
        else call.resolve({ rows: (message.rows ?? []) as never[], rowCount: message.rowCount ?? 0 });
      }
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      exited = true;
      reject(new Error(`provider worker exited (${code}) before it was ready`));
      for (const call of pending.values()) call.reject(new Error('provider closed'));
      pending.clear();
    });
  });

  let started: { url: string; port: number };
  try {
    started = await ready;
  } catch (err) {
    await worker.terminate();
    throw err;
  }

  const send = (message: ToWorker) => worker.postMessage(message);
  let closing: Promise<void> | undefined;
  const violationsAt = `${started.url}/__contract/violations`;
  return {
    ...started,
    profile: options.profile ?? 'full',
    async violations() {
      const res = await fetch(violationsAt);
      if (!res.ok) throw new Error(`contract violations are not recorded (${res.status}): start with profile 'spec' or recordViolations`);
      return ((await res.json()) as { violations: ContractViolation[] }).violations;
    },
    async clearViolations() {
      await fetch(violationsAt, { method: 'DELETE' });
    },
    db: {
      query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
        if (exited) return Promise.reject(new Error('provider closed'));
        const id = nextId++;
        return new Promise<QueryResult<T>>((resolve, reject) => {
          pending.set(id, { resolve: resolve as (r: QueryResult<never>) => void, reject });
          send({ type: 'query', id, sql, params });
        });
      },
    },
    close() {
      closing ??= (async () => {
        if (exited) return;
        send({ type: 'close' });
        const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000).unref());
        if ((await Promise.race([exitedPromise, timeout])) === 'timeout') await worker.terminate();
      })();
      return closing;
    },
  };
}
