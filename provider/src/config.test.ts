import fs from 'node:fs';
import path from 'node:path';
import { readConfig, REPO_ROOT } from './config';

describe('readConfig', () => {
  it('has the documented defaults', () => {
    expect(readConfig({})).toEqual({
      port: 4100,
      dataDir: path.join(REPO_ROOT, '.data', 'provider'),
      databaseUrl: undefined,
      seedSize: 'demo',
      seed: undefined,
      latencyMs: 0,
      maxUploadBytes: 25 * 1024 * 1024,
      logLevel: 'info',
      fresh: false,
      profile: 'full',
      recordViolations: false,
    });
    expect(path.basename(REPO_ROOT)).not.toBe('provider');
    expect(fs.existsSync(path.join(REPO_ROOT, 'provider', 'API.md'))).toBe(true);
  });

  it('reads the environment', () => {
    expect(
      readConfig({
        PORT: '0',
        DATA_DIR: '/tmp/somewhere',
        DATABASE_URL: 'postgres://localhost/provider',
        SEED_SIZE: 'large',
        PROVIDER_SEED: '12',
        PROVIDER_LATENCY_MS: '5',
        PROVIDER_MAX_UPLOAD_BYTES: '1024',
        LOG_LEVEL: 'debug',
        PROVIDER_FRESH: '1',
        PROVIDER_PROFILE: 'spec',
        PROVIDER_RECORD_VIOLATIONS: 'yes',
      }),
    ).toEqual({
      port: 0,
      dataDir: '/tmp/somewhere',
      databaseUrl: 'postgres://localhost/provider',
      seedSize: 'large',
      seed: 12,
      latencyMs: 5,
      maxUploadBytes: 1024,
      logLevel: 'debug',
      fresh: true,
      profile: 'spec',
      recordViolations: true,
    });
  });

  it('refuses values it cannot use', () => {
    expect(() => readConfig({ SEED_SIZE: 'giant' })).toThrow('SEED_SIZE must be small, demo, large or huge: giant');
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number of at least 0: eighty');
    expect(() => readConfig({ PROVIDER_MAX_UPLOAD_BYTES: '0' })).toThrow('PROVIDER_MAX_UPLOAD_BYTES must be a whole number of at least 1: 0');
    expect(() => readConfig({ PROVIDER_PROFILE: 'strict' })).toThrow('PROVIDER_PROFILE must be full or spec: strict');
  });
});
