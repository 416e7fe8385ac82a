import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../server/config';
import { readSessionSettings } from './settings';

const KEY = 'k'.repeat(32);
const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'session-key-'));

describe('the session key', () => {
  it('has no default: production, and any other mode, refuse to start without one', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/No session key/);
    expect(() => readConfig({})).toThrow(/No session key/);
    expect(() => readConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(31) })).toThrow(/at least 32 bytes/);
    expect(readConfig({ NODE_ENV: 'production', SESSION_SECRET: KEY }).session.key).toBe(KEY);
  });

  it('reads a key file of mode 0600 and refuses one that others may read, or a short one', () => {
    const file = path.join(tmp(), 'session.key');
    writeFileSync(file, `${KEY}\n`, { mode: 0o600 });
    expect(readSessionSettings({ NODE_ENV: 'production', SESSION_KEY_FILE: file }).key).toBe(KEY);
    chmodSync(file, 0o644);
    expect(() => readSessionSettings({ SESSION_KEY_FILE: file })).toThrow(/chmod 600/);
    writeFileSync(file, 'short', { mode: 0o600 });
    chmodSync(file, 0o600);
    expect(() => readSessionSettings({ SESSION_KEY_FILE: file })).toThrow(/at least 32 bytes/);
    expect(() => readSessionSettings({ SESSION_KEY_FILE: path.join(tmp(), 'missing') })).toThrow(/cannot be read/);
  });

  it('reads timeouts, the Redis URL and throttling limits, refusing nonsense', () => {
    const s = readSessionSettings({
      SESSION_SECRET: KEY,
      SESSION_IDLE_MINUTES: '45',
      SESSION_MAX_HOURS: '8',
      SESSION_ROLES_REFRESH_SECONDS: '20',
      REDIS_URL: 'redis://10.0.0.5:6379',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    });
    expect(s).toMatchObject({
      idleMs: 45 * 60_000,
      maxMs: 8 * 3_600_000,
      rolesRefreshMs: 20_000,
      redisUrl: 'redis://10.0.0.5:6379',
      // an office behind one NAT shares an address: its limit is out of reach of its typos
      throttle: { perAccount: 3, perAddress: 200, windowMs: 15 * 60_000 },
      trustProxy: ['loopback'],
    });
    // ASVS 4.0.3 3.3.2 level 2: signed out after 30 minutes unused
    expect(readSessionSettings({ SESSION_SECRET: KEY })).toMatchObject({
      idleMs: 30 * 60_000,
      maxMs: 12 * 3_600_000,
      rolesRefreshMs: 60_000,
      redisUrl: undefined,
    });
    expect(() => readSessionSettings({ SESSION_SECRET: KEY, SESSION_IDLE_MINUTES: 'soon' })).toThrow(/SESSION_IDLE_MINUTES/);
  });

  it('reads the trusted proxies as addresses, subnets or named ranges, refusing "every hop" and nonsense', () => {
    const trust = (value: string) => readSessionSettings({ SESSION_SECRET: KEY, TRUST_PROXY: value }).trustProxy;
    expect(trust('10.0.0.5, 10.1.0.0/16,loopback')).toEqual(['10.0.0.5', '10.1.0.0/16', 'loopback']);
    expect(trust('::1, fd00::/8')).toEqual(['::1', 'fd00::/8']);
    expect(trust(' ')).toEqual(['loopback']);
    for (const wrong of ['true', '*', 'proxy.local', '10.0.0.0/8/1', '10.0.0.0/x']) expect(() => trust(wrong)).toThrow(/TRUST_PROXY/);
    expect(readSessionSettings({ SESSION_SECRET: KEY, LOGIN_MAX_FAILURES_PER_ADDRESS: '500' }).throttle.perAddress).toBe(500);
  });

  it('npm start creates a random key once, mode 0600, and reuses it; not in production', () => {
    const dir = tmp();
    const file = path.join(dir, '.data', 'session.key');
    const script = path.resolve(__dirname, '../../../scripts/session-key.mjs');
    const run = (env: Record<string, string>) => {
      const code = `import(${JSON.stringify(script)}).then((m) => process.stdout.write(JSON.stringify(m.ensureSessionKey(${JSON.stringify(env)}, ${JSON.stringify(file)}))))`;
      const out = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8', timeout: 20_000 });
      expect(out.status).toBe(0);
      return JSON.parse(out.stdout.split('\n').filter(Boolean).pop()!);
    };
    expect(run({ NODE_ENV: 'production' })).toEqual({});
    expect(run({ SESSION_SECRET: KEY })).toEqual({});
    expect(run({})).toEqual({ SESSION_KEY_FILE: file });
    const first = readFileSync(file, 'utf8');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.byteLength(first.trim())).toBeGreaterThanOrEqual(32);
    run({});
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(readSessionSettings({ SESSION_KEY_FILE: file }).key).toBe(first.trim());
  });
});
