import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './redis';

/** A throw-away PostgreSQL server for one test file: its superuser's URL, a URL per role and database, and its stop. */
export interface TestPostgres {
  port: number;
  /** postgres://<user>@127.0.0.1:<port>/<database> (trust authentication: the grants are what the tests check). */
  url(user?: string, database?: string): string;
  /** Runs SQL as the superuser (in `database`, default postgres). */
  sql(text: string, database?: string): Promise<pg.QueryResult>;
  stop(): Promise<void>;
}

const MISSING =
  "PostgreSQL is not installed: the history's PostgreSQL tests need Debian's postgresql package (apt-get install postgresql; .ci/run installs it).";

/**
 * Awaits every start of a test file's servers, each of which stores what it started (`.then`), so
 * that afterAll stops them all, then throws the first failure: a PostgreSQL that is missing fails
 * the file, and no redis-server or provider left running keeps jest from ending.
 */
export async function startedTogether(starts: readonly Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(starts)).find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The newest PostgreSQL's bin folder under /usr/lib/postgresql (POSTGRES_BIN_DIR overrides it). */
export function postgresBinDir(): string {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'postgres')))
        .sort((x, y) => Number(y) - Number(x))
    : [];
  if (!versions[0]) throw new Error(MISSING);
  return path.join(root, versions[0], 'bin');
}

/** initdb and postgres refuse root: as root they run as the postgres user, in a folder it owns. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(`${MISSING} (no postgres user to run it as)`);
  }
}

async function waitForServer(url: string, child: ChildProcess, log: () => string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres stopped at start (${child.exitCode}): ${log().slice(-2000)}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
    }
    if (Date.now() > until) throw new Error(`postgres did not answer within ${timeoutMs} ms: ${log().slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * initdb in a temporary folder, then postgres on a free loopback port with its unix socket in the
 * same folder; durability off (a test's data is thrown away). `stop()` ends it and removes the folder.
 */
export async function startPostgres(timeoutMs = 30_000): Promise<TestPostgres> {
  const bin = postgresBinDir();
  const user = runAs();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'backoffice-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const spawnOpts = { ...user, cwd: dir, env: { PATH: process.env.PATH ?? '', LANG: 'C.UTF-8' } };
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const init = spawn(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8'], spawnOpts);
    init.stdout.on('data', (c: Buffer) => (out += c.toString()));
    init.stderr.on('data', (c: Buffer) => (out += c.toString()));
    init.once('error', reject);
    init.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`initdb failed (${code}): ${out.slice(-2000)}`))));
  }).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  const port = await freePort();
  const settings = ['listen_addresses=127.0.0.1', `unix_socket_directories=${dir}`, 'fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];
  const child = spawn(path.join(bin, 'postgres'), ['-D', data, '-p', String(port), ...settings.flatMap((s) => ['-c', s])], { ...spawnOpts, stdio: 'pipe' });
  let log = '';
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = (role = 'postgres', database = 'postgres') => `postgres://${role}@127.0.0.1:${port}/${database}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT'); // fast shutdown: ends the sessions, no checkpoint wait
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForServer(url(), child, () => log, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    port,
    url,
    async sql(text, database = 'postgres') {
      const client = new pg.Client({ connectionString: url('postgres', database) });
      await client.connect();
      try {
        return await client.query(text);
      } finally {
        await client.end();
      }
    },
    stop,
  };
}
