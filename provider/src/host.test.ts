import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadMigrations } from './db/migrate';
import { startProvider } from './index';
import { ADMIN, client, signIn } from './testing/http';
import { required } from './lib/required';

let dataDir: string;

beforeAll(() => {
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'provider-host-')), 'db');
});

afterAll(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

/** Runs main.ts as the gateway's tests do; answers its URL and a stop that resolves to the exit code. */
async function runMain(env: Record<string, string>): Promise<{ url: string; output: () => string; stop(): Promise<number | null> }> {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'main.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /provider listening on (http:\/\/127\.0\.0\.1:\d+)\n/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', () => reject(new Error(`main.ts exited early:\n${output}`)));
    });
    return {
      url,
      output: () => output,
      stop: () => {
        child.kill('SIGTERM');
        return exited;
      },
    };
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
}

describe('a provider on a blank database', () => {
  it('initialises, migrates and seeds it without the template', async () => {
    const provider = await startProvider({ memory: true, seedSize: 'small', seed: 99 });
    try {
      const seed = await provider.db.query<{ value: string }>("select value from provider_meta where key = 'seed'");
      expect(JSON.parse(required(seed.rows[0], 'the seed info').value)).toMatchObject({ seed: 99, size: 'small' });
      const counts = await provider.db.query<{ users: number; roles: number; periods: number }>(
        'select (select count(*) from users)::int as users, (select count(*) from roles)::int as roles, (select count(*) from period_dates)::int as periods',
      );
      expect(counts.rows[0]).toEqual({ users: 7, roles: 3, periods: 24 });
      expect((await signIn(provider.url, ADMIN.email, ADMIN.password)).url).toBe(provider.url);
    } finally {
      await provider.close();
    }
  }, 60_000);
});

describe('a provider on a data directory', () => {
  it('main.ts fills an empty DATA_DIR (migrated and seeded), logs where it listens and stops on SIGTERM', async () => {
    const main = await runMain({ PORT: '0', DATA_DIR: dataDir, SEED_SIZE: 'small', LOG_LEVEL: 'warn' });
    try {
      expect(main.output()).toMatch(/^provider listening on http:\/\/127\.0\.0\.1:\d+\n$/);
      expect((await client(main.url).get('/healthz')).body).toEqual({ status: 'ok' });
      const api = await signIn(main.url, ADMIN.email, ADMIN.password);
      const created = await api.execute('backoffice', 'postPeriodDate', { year: 2040, month: 1, newdate: '2040-02-07' });
      expect(created.body.Success).toBe(true);
    } finally {
      expect(await main.stop()).toBe(0);
    }
    expect(fs.readdirSync(dataDir).length).toBeGreaterThan(0);
  }, 60_000);

  it('keeps the data across restarts and does not seed again', async () => {
    const provider = await startProvider({ dataDir, seedSize: 'demo' });
    try {
      const migrations = await provider.db.query<{ id: string }>('select id from schema_migrations order by id');
      expect(migrations.rows.map((row) => row.id)).toEqual(loadMigrations().map((migration) => migration.id));
      expect(migrations.rows[0]?.id).toBe('001_init');
      const seed = await provider.db.query<{ value: string }>("select value from provider_meta where key = 'seed'");
      expect(JSON.parse(required(seed.rows[0], 'the seed info').value)).toMatchObject({ size: 'small' });
      const api = await signIn(provider.url, ADMIN.email, ADMIN.password);
      const items = (await api.execute('backoffice', 'getPeriodDates')).body.Items as { Jaar: number }[];
      expect(items.filter((item) => item.Jaar === 2040)).toHaveLength(1);
      const users = await api.get('/api/users/GetUsers?excludeActiveUsers=false');
      expect(users.body).toHaveLength(7); // small, as first seeded: not seeded again as demo
    } finally {
      await provider.close();
    }
  }, 60_000);
});
