import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The product as a user meets it: gateway + embedded provider (fresh database) + built web,
// on ports of its own so a running development instance is not disturbed.
const port = Number(process.env.E2E_PORT ?? 4410);
const providerPort = Number(process.env.E2E_PROVIDER_PORT ?? 4510);
export const baseURL = `http://127.0.0.1:${port}`;
// The `strict` project: the same product over the strict reference provider (PROVIDER_PROFILE=spec:
// the spec part of the contract alone, start.mjs turns the extensions off), on the next ports.
const strictPort = Number(process.env.E2E_STRICT_PORT ?? port + 1);
const strictProviderPort = Number(process.env.E2E_STRICT_PROVIDER_PORT ?? providerPort + 1);
const strictURL = `http://127.0.0.1:${strictPort}`;
/** The flows that run over the strict provider too: the sales-order and purchase flows, not those needing an extension's facts. */
const STRICT_FLOWS = ['salesOrders/sales-orders.spec.ts', 'purchaseOrders/purchase-orders.spec.ts'];
/** Signs the shared roles in once per server (fixtures.ts `asAdmin`, `asOrder`, `asFinance`). */
const SIGN_IN_ONCE = 'auth.setup.ts';

/** The gateway + embedded provider + built web on its own ports and fresh database. */
function server(ports: { port: number; providerPort: number }, env: Record<string, string> = {}) {
  return {
    command: 'node ../scripts/start.mjs',
    url: `http://127.0.0.1:${ports.port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(ports.port),
      PROVIDER_PORT: String(ports.providerPort),
      DATA_DIR: path.join(os.tmpdir(), `backoffice-e2e-${process.pid}-${ports.port}-${Date.now()}`),
      SEED_SIZE: 'small',
      // A session key of this run's own (npm start would otherwise create .data/session.key).
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      // Every test signs in from 127.0.0.1, and several try wrong passwords on purpose: kept at
      // the production default (200) whatever that becomes, so the later tests are not locked out.
      LOGIN_MAX_FAILURES_PER_ADDRESS: '200',
      LOG_LEVEL: 'warn',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The long flows (a product with all its prices, an order by keyboard) take ~45 s on a quiet
  // 2-core machine; leave room for a busy one.
  timeout: 180_000,
  // Web-first assertions wait this long: a lazily loaded screen on a busy 2-core machine can take seconds.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
    // A trace (screencast and DOM snapshots of every action) doubles each flow's CPU: the grids flow
    // 22 → 52 s on a quiet 2-core machine, 55 → 115 CPU-s, and CI's flows timed out under jest's
    // load beside them. Off unless asked for (E2E_TRACE=1); a failure still leaves its screenshot
    // and error context.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Each server's project signs its roles in once first (auth.setup.ts); the flows reuse those sessions.
  projects: [
    { name: 'chromium-setup', testMatch: SIGN_IN_ONCE, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'chromium', dependencies: ['chromium-setup'], use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'strict-setup', testMatch: SIGN_IN_ONCE, use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: strictURL } },
    {
      name: 'strict',
      dependencies: ['strict-setup'],
      testMatch: STRICT_FLOWS,
      // flows that need an extension's facts are tagged @extensions and stay in the default project
      grepInvert: /@extensions/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: strictURL },
    },
  ],
  webServer: [server({ port, providerPort }), server({ port: strictPort, providerPort: strictProviderPort }, { PROVIDER_PROFILE: 'spec' })],
});
