/**
 * The benchmark's stack on loopback: a provider over a large cached data set and a gateway over
 * it, each in a process of its own so that the gateway's memory is its own and the bench's load
 * generator does not share a heap with either.
 *
 * The data set is seeded once into `.data/bench/<size>-<hash>/` (hash of the migrations, the
 * seeders and PGlite's version) and copied for each run, so a run never changes the cache.
 * Ports are free ones on loopback unless BENCH_GATEWAY_PORT / BENCH_PROVIDER_PORT name them (so
 * that a bench on a shared machine keeps to its own ports; one stack at a time then).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gatewayLaunch } from '../src/server/memory';

// __filename, not __dirname: tsx gives a wrong __dirname when web/bench (ESM) imports this file
const HERE = path.dirname(__filename);
export const REPO = path.resolve(HERE, '../..');
const BENCH_DATA = path.join(REPO, '.data/bench');
const PROVIDER_SRC = path.join(REPO, 'provider/src');

type Log = (line: string) => void;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(full);
      return /\.(ts|sql)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
    });
}

function pgliteVersion(): string {
  for (const dir of ['provider/node_modules', 'node_modules']) {
    const file = path.join(REPO, dir, '@electric-sql/pglite/package.json');
    if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  }
  return 'unknown';
}

/** `<size>-<hash>`: what the cached data set was built from. */
export function datasetKey(size: string): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${pgliteVersion()}\nsize ${size}\n`);
  for (const file of [...filesUnder(path.join(PROVIDER_SRC, 'db')), ...filesUnder(path.join(PROVIDER_SRC, 'seed'))]) {
    hash.update(path.relative(PROVIDER_SRC, file));
    hash.update(fs.readFileSync(file));
  }
  return `${size}-${hash.digest('hex').slice(0, 16)}`;
}

/** A process running a TypeScript file through tsx, with an IPC channel. */
function forkTs(file: string, args: string[], env: NodeJS.ProcessEnv = {}, stdout: 'pipe' | 'stderr' = 'stderr', node: string[] = []): ChildProcess {
  return fork(path.join(HERE, file), args, {
    cwd: REPO,
    execArgv: ['--import', 'tsx', ...node],
    env: { ...process.env, ...env },
    // the bench's stdout is its tables: children write to its stderr (or to a pipe it reads)
    stdio: ['ignore', stdout === 'pipe' ? 'pipe' : 2, 2, 'ipc'],
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });
}

/** Waits for `{type:'ready', ...}` from a child; fails when it exits or says `error` first. */
function ready<T>(child: ChildProcess, what: string, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    child.on('message', (message: { type?: string; message?: string }) => {
      if (message?.type === 'ready') {
        clearTimeout(timer);
        resolve(message as T);
      } else if (message?.type === 'error') {
        clearTimeout(timer);
        reject(new Error(`${what} failed: ${message.message}`));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}) before it was ready`));
    });
  });
}

/**
 * The bench's own requests to the provider (counters) on a connection of their own each time,
 * so that they never meet a keep-alive connection the provider is just closing.
 */
function plainRequest(url: string, method: 'GET' | 'POST'): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        try {
          resolve(JSON.parse(text));
        } catch (err) {
          reject(err);
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The cached data set's directory, seeding it first when it is missing (a minute or so for large). */
export async function ensureDataset(size: string, log: Log): Promise<string> {
  const key = datasetKey(size);
  const dir = path.join(BENCH_DATA, key);
  if (fs.existsSync(path.join(dir, '.bench-complete'))) return dir;
  fs.mkdirSync(BENCH_DATA, { recursive: true });
  const building = path.join(BENCH_DATA, `building-${key}-${process.pid}`);
  fs.rmSync(building, { recursive: true, force: true });
  log(`seeding the ${size} data set into ${path.relative(REPO, dir)} (once per change of migrations or seeders) …`);
  const started = Date.now();
  const child = forkTs('provider-process.ts', ['seed', building, size]);
  const code = await exited(child);
  if (code !== 0) {
    fs.rmSync(building, { recursive: true, force: true });
    throw new Error(`seeding the ${size} data set failed (exit ${code})`);
  }
  fs.writeFileSync(path.join(building, '.bench-complete'), `${new Date().toISOString()}\n`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(building, dir);
  // Data sets of older sources are of no further use.
  for (const name of fs.readdirSync(BENCH_DATA)) {
    if (name.startsWith(`${size}-`) && name !== key) fs.rmSync(path.join(BENCH_DATA, name), { recursive: true, force: true });
  }
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return dir;
}

/**
 * Reads the gateway's log (pino JSON lines): counts its failed provider calls by error (a
 * timeout, a connection that failed) and passes every line on to stderr with BENCH_VERBOSE=1.
 */
function watchGatewayLog(gateway: ChildProcess): { counts: Record<string, number> } {
  const state = { counts: {} as Record<string, number> };
  let rest = '';
  gateway.stdout?.setEncoding('utf8');
  gateway.stdout?.on('data', (chunk: string) => {
    if (process.env.BENCH_VERBOSE === '1') process.stderr.write(chunk);
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      try {
        const entry = JSON.parse(line) as { msg?: string; err?: string };
        const key = entry.msg === 'provider call failed' ? `provider call failed: ${String(entry.err).split(':')[0]}` : (entry.msg ?? 'log line');
        state.counts[key] = (state.counts[key] ?? 0) + 1;
      } catch {
        if (line.trim()) state.counts['unparsed log line'] = (state.counts['unparsed log line'] ?? 0) + 1;
      }
    }
  });
  return state;
}

/** Copies left by runs that were killed (their process is gone). */
function removeStaleRunDirs(): void {
  for (const name of fs.readdirSync(BENCH_DATA)) {
    const pid = /^run-(\d+)(-\d+)?$/.exec(name)?.[1];
    if (!pid) continue;
    try {
      process.kill(Number(pid), 0);
    } catch {
      fs.rmSync(path.join(BENCH_DATA, name), { recursive: true, force: true });
    }
  }
}

export interface MemoryPeak {
  /** Highest resident set size sampled (every 50 ms) since the last reset, bytes. */
  rss: number;
  /** Highest V8 heap in use sampled since the last reset, bytes. */
  heapUsed: number;
  /** The kernel's peak resident set size of the whole process life, bytes. */
  maxRss: number;
}

export interface Stack {
  providerUrl: string;
  gatewayUrl: string;
  /** The gateway's process: its messages (gateway-process.ts) beyond those below. */
  gateway: GatewayProcess;
  /** Provider request counts since the last reset. */
  stats(): Promise<{ total: number; byRoute: Record<string, number> }>;
  resetStats(): Promise<void>;
  /** The gateway's failed provider calls (it retries reads) since the last reset, by error. */
  gatewayWarnings(): Record<string, number>;
  resetGatewayWarnings(): void;
  /** The gateway's memory peak since the last reset. */
  memory(): Promise<MemoryPeak>;
  resetMemory(): Promise<void>;
  /** Starts the gateway's CPU profiler; stop answers the V8 profile (a .cpuprofile's JSON). */
  profileStart(): Promise<void>;
  profileStop(): Promise<CpuProfile>;
  close(): Promise<void>;
}

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface StackOptions {
  size: string;
  latencyMs: number;
  /** The web build the gateway serves (default: none, an empty directory). */
  webDist?: string;
  /** More environment for the gateway (LIST_CACHE_MS=0 for the run without the list cache). */
  gatewayEnv?: Record<string, string>;
  /** `spec`: the strict provider (the spec part of the contract alone, every exchange validated). */
  providerProfile?: 'spec';
  log: Log;
}

export interface GatewayProcess {
  url: string;
  /** Asks the gateway process (gateway-process.ts) by message type and waits for its answer. */
  ask<T>(type: string): Promise<T>;
  memory(): Promise<MemoryPeak>;
  resetMemory(): Promise<void>;
  warnings(): Record<string, number>;
  resetWarnings(): void;
  close(): Promise<void>;
}

/**
 * A gateway process over a provider, configured as the bench's (production, a web build or none);
 * `children` collects it so that its caller stops it. history.ts runs several over one provider.
 */
export async function startGateway(
  providerUrl: string,
  options: { webDist: string; gatewayEnv?: Record<string, string> },
  children: ChildProcess[],
): Promise<GatewayProcess> {
  const launch = gatewayLaunch({ ...process.env, ...options.gatewayEnv }); // as scripts/start.mjs starts it
  const gateway = forkTs(
    'gateway-process.ts',
    [],
    {
      NODE_ENV: 'production',
      SESSION_SECRET: 'benchmark-session-secret-0123456789',
      PROVIDER_URL: providerUrl,
      WEB_DIST: options.webDist,
      LOG_LEVEL: process.env.BENCH_GATEWAY_LOG_LEVEL ?? 'warn',
      PORT: process.env.BENCH_GATEWAY_PORT ?? '0',
      // an lmdb history as in production, of this run's provider (a new port each run) alone: not the repo's .data/history (provider-binding.ts)
      HISTORY_PATH: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-history-')),
      ...launch.env,
      ...options.gatewayEnv,
    },
    'pipe',
    // the flags scripts/start.mjs gives it, then BENCH_GATEWAY_NODE_ARGS: V8 flags for the gateway only
    // (e.g. --max-old-space-size=192), to try a memory setting
    [...launch.nodeArgs, ...(process.env.BENCH_GATEWAY_NODE_ARGS ?? '').split(/\s+/).filter(Boolean)],
  );
  children.push(gateway);
  const warnings = watchGatewayLog(gateway);
  const { url } = await ready<{ url: string }>(gateway, 'the gateway', 60_000);

  let nextId = 1;
  const ask = <T>(type: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      const onMessage = (message: { type?: string; id?: number; value?: T }) => {
        if (message?.id !== id) return;
        gateway.off('message', onMessage);
        resolve(message.value as T);
      };
      gateway.on('message', onMessage);
      if (!gateway.send({ type, id })) reject(new Error('the gateway process is gone'));
    });
  return {
    url,
    ask,
    memory: () => ask<MemoryPeak>('memory'),
    resetMemory: () => ask<void>('memory-reset'),
    warnings: () => ({ ...warnings.counts }),
    resetWarnings() {
      warnings.counts = {};
    },
    async close() {
      if (gateway.exitCode !== null) return;
      gateway.send?.({ type: 'close' });
      const timer = setTimeout(() => gateway.kill('SIGKILL'), 10_000);
      await exited(gateway);
      clearTimeout(timer);
    },
  };
}

let stacksStarted = 0;

/** Starts the provider over a copy of the cached data set and a gateway over it. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const dataset = await ensureDataset(options.size, options.log);
  removeStaleRunDirs();
  // one directory per stack: scale.ts runs two stacks (huge and large) side by side
  const runDir = path.join(BENCH_DATA, `run-${process.pid}-${++stacksStarted}`);
  fs.rmSync(runDir, { recursive: true, force: true });
  fs.cpSync(dataset, runDir, { recursive: true });

  const children: ChildProcess[] = [];
  const removeRunDir = () => fs.rmSync(runDir, { recursive: true, force: true });
  const kill = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', kill);

  try {
    const providerEnv = options.providerProfile ? { BENCH_PROVIDER_PROFILE: options.providerProfile } : {};
    const provider = forkTs('provider-process.ts', ['serve', runDir, String(options.latencyMs)], providerEnv);
    children.push(provider);
    const { url: providerUrl } = await ready<{ url: string }>(provider, 'the provider', 120_000);

    const webDist = options.webDist ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-none-'));
    const gateway = await startGateway(providerUrl, { webDist, gatewayEnv: options.gatewayEnv }, children);
    const gatewayUrl = gateway.url;

    return {
      providerUrl,
      gatewayUrl,
      gateway,
      stats: () => plainRequest(`${providerUrl}/__stats`, 'GET') as Promise<{ total: number; byRoute: Record<string, number> }>,
      async resetStats() {
        await plainRequest(`${providerUrl}/__stats/reset`, 'POST');
      },
      gatewayWarnings: gateway.warnings,
      resetGatewayWarnings: gateway.resetWarnings,
      memory: gateway.memory,
      resetMemory: gateway.resetMemory,
      profileStart: () => gateway.ask<void>('profile-start'),
      profileStop: () => gateway.ask<CpuProfile>('profile-stop'),
      async close() {
        for (const child of [...children].reverse()) {
          if (child.exitCode !== null) continue;
          child.send?.({ type: 'close' });
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exited(child);
          clearTimeout(timer);
        }
        process.off('exit', kill);
        removeRunDir();
        if (!options.webDist) fs.rmSync(webDist, { recursive: true, force: true });
      },
    };
  } catch (err) {
    kill();
    await Promise.all(children.map(exited));
    removeRunDir();
    throw err;
  }
}
