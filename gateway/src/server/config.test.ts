import { readConfig } from './config';

const env = { SESSION_SECRET: 'k'.repeat(32) };

describe('the gateway’s numeric settings', () => {
  it('reads each as given, with its default when unset or blank', () => {
    const defaults = readConfig(env);
    expect(defaults).toMatchObject({ port: 4000, providerTimeoutMs: 10_000, providerRetries: 2, listCacheMs: 10_000 });
    expect(readConfig({ ...env, LIST_CACHE_MS: ' ' }).listCacheMs).toBe(10_000);
    const c = readConfig({
      ...env,
      PORT: '0',
      PROVIDER_TIMEOUT_MS: '2500',
      PROVIDER_RETRIES: '0',
      LIST_CACHE_MS: '0',
      MAX_PAGE_SIZE: '250',
      REQUEST_DEADLINE_MS: '4000',
      PROVIDER_WRITE_SETTLE_MS: '0',
      BREAKER_FAILURES: '3',
      SESSION_MAX_HOURS: '0.5',
    });
    expect(c).toMatchObject({ port: 0, providerTimeoutMs: 2500, providerRetries: 0, listCacheMs: 0 });
    expect(c.limits.defaultMaxPage).toBe(250);
    expect(c.faults).toMatchObject({ requestDeadlineMs: 4000, writeSettleMs: 0, breakerFailures: 3 });
    expect(c.session.maxMs).toBe(30 * 60_000);
  });

  it('keeps whole lists per role set unless LIST_CACHE_SCOPE=user, gives them 30 s of their own, and refuses another scope', () => {
    expect(readConfig(env)).toMatchObject({ listCacheScope: 'roles', faults: { listTimeoutMs: 30_000 } });
    expect(readConfig({ ...env, LIST_CACHE_SCOPE: 'user', PROVIDER_LIST_TIMEOUT_MS: '60000' })).toMatchObject({
      listCacheScope: 'user',
      faults: { listTimeoutMs: 60_000 },
    });
    expect(() => readConfig({ ...env, LIST_CACHE_SCOPE: 'everyone' })).toThrow(/LIST_CACHE_SCOPE/);
  });

  // Before, `Number(...)` made a typo NaN (a cache that never expires, a timeout of NaN ms) and the
  // limits' reader quietly took the default: a setting the operator believed in was not in force.
  it.each([
    ['PORT', 'eighty'],
    ['PROVIDER_TIMEOUT_MS', '10s'],
    ['PROVIDER_TIMEOUT_MS', '0'],
    ['PROVIDER_RETRIES', '-1'],
    ['LIST_CACHE_MS', 'off'],
    ['LIST_CACHE_MAX_BYTES', '64MB'],
    ['MAX_UPLOAD_BYTES', '0'],
    ['MAX_REQUEST_BYTES', '1e6.5'],
    ['MAX_QUERY_COST', 'lots'],
    ['MAX_PAGE_SIZE', '0'],
    ['HTTP_HEADERS_TIMEOUT_MS', '1.5'],
    ['HTTP_REQUEST_TIMEOUT_MS', 'x'],
    ['HTTP_KEEP_ALIVE_TIMEOUT_MS', '-5'],
    ['REQUEST_DEADLINE_MS', '0'],
    ['PROVIDER_WRITE_SETTLE_MS', 'soon'],
    ['BREAKER_FAILURES', '0'],
    ['BREAKER_HALF_OPEN_MS', 'NaN'],
    ['IDEMPOTENCY_TTL_MS', '10m'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['SESSION_MAX_HOURS', 'Infinity'],
    ['HISTORY_RETENTION_DAYS', '0'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => readConfig({ ...env, [name]: value })).toThrow(new RegExp(`^${name} must be`));
  });
});
