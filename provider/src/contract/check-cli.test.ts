/** `npm run provider:check` as a company runs it: --help and --template answer 0, no provider to reach answers 2 naming it. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const run = (...args: string[]) =>
  spawnSync(process.execPath, [require.resolve('tsx/cli'), 'scripts/provider-check.ts', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });

jest.setTimeout(120_000);

describe('npm run provider:check', () => {
  it('documents its exit codes in --help', () => {
    const { status, stdout } = run('--help');
    expect(status).toBe(0);
    expect(stdout).toContain('Exit codes: 0 go (every screen will work), 1 a screen will not work');
    expect(stdout).toContain('2 could not check');
  });

  it('prints the mapping template as JSON', () => {
    const { status, stdout } = run('--template');
    expect(status).toBe(0);
    const template = JSON.parse(stdout) as Record<string, { name: string; method: string; app: string; spec: string | null }>;
    expect(template['periodDates.list']).toMatchObject({ name: 'getPeriodDates', method: 'GET', app: 'main' });
  });

  it('exits 2 naming the URL and the cause when nothing listens', () => {
    const { status, stderr } = run('--url', 'http://127.0.0.1:1', '--user', 'someone', '--password', 'x');
    expect(status).toBe(2);
    expect(stderr).toContain('could not reach http://127.0.0.1:1/token: connection refused (ECONNREFUSED)');
    expect(stderr).toContain('Could not check (exit 2).');
  });
});
