import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProvider } from './index';
import { ADMIN, signIn } from './testing/http';

let dataDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'provider-host-'));
});

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('a provider on a data directory', () => {
  it('creates, migrates and seeds an empty directory', async () => {
    const provider = await startProvider({ dataDir: path.join(dataDir, 'db') });
    try {
      const migrations = await provider.db.query<{ id: string }>('select id from schema_migrations order by id');
      expect(migrations.rows.map((row) => row.id)).toEqual(['001_init']);
      const seed = await provider.db.query<{ value: string }>("select value from provider_meta where key = 'seed'");
      expect(JSON.parse(seed.rows[0].value)).toMatchObject({ size: 'small' });
      const api = await signIn(provider.url, ADMIN.email, ADMIN.password);
      const created = await api.execute('backoffice', 'postPeriodDate', { year: 2040, month: 1, newdate: '2040-02-07' });
      expect(created.body.Success).toBe(true);
    } finally {
      await provider.close();
    }
    expect(fs.readdirSync(path.join(dataDir, 'db')).length).toBeGreaterThan(0);
  }, 60_000);

  it('main.ts keeps the data across restarts, logs where it listens and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'main.ts')], {
      env: { ...process.env, PORT: '0', DATA_DIR: path.join(dataDir, 'db'), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /provider listening on (http:\/\/127\.0\.0\.1:\d+)\n/.exec(output);
          if (match) resolve(match[1]);
        });
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('exit', () => reject(new Error(`main.ts exited early:\n${output}`)));
      });
      expect(output).toMatch(/^provider listening on http:\/\/127\.0\.0\.1:\d+\n$/);
      const api = await signIn(url, ADMIN.email, ADMIN.password);
      const items = (await api.execute('backoffice', 'getPeriodDates')).body.Items as { Jaar: number }[];
      expect(items.filter((item) => item.Jaar === 2040)).toHaveLength(1);
      const users = await api.get('/api/users/GetUsers?excludeActiveUsers=false');
      expect(users.body).toHaveLength(7); // small, as first seeded: not seeded again as demo
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 60_000);
});
