import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The alert rules pass Prometheus's own check and fire on the series they watch (.ci/run installs Debian's prometheus). */
const dir = path.resolve(__dirname, '../../ops/prometheus');
const promtool = (...args: string[]) => spawnSync(process.env.PROMTOOL_PATH ?? 'promtool', args, { cwd: dir, encoding: 'utf8', timeout: 60_000 });

describe('ops/prometheus/alerts.yml', () => {
  it('passes promtool check rules', () => {
    const run = promtool('check', 'rules', 'alerts.yml');
    expect(run.error).toBeUndefined();
    expect([run.status, run.stdout + run.stderr]).toEqual([0, expect.stringContaining('SUCCESS: 10 rules found')]);
  });

  it('passes its promtool unit tests (alerts.test.yml)', () => {
    const run = promtool('test', 'rules', 'alerts.test.yml');
    expect(run.error).toBeUndefined();
    expect([run.status, run.stdout + run.stderr]).toEqual([0, expect.stringContaining('SUCCESS')]);
  });

  it('the check itself fails on a broken rule', () => {
    const run = spawnSync(process.env.PROMTOOL_PATH ?? 'promtool', ['check', 'rules'], {
      input: 'groups:\n  - name: x\n    rules:\n      - alert: Broken\n        expr: sum(rate(x[5m]\n',
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
  });
});
