/**
 * The web client in a real browser (Debian's Chromium through Playwright, launched as the e2e
 * tests launch it) against the benchmark's stack (large data set): from pressing "Inloggen" on
 * the login screen to the sales-order grid showing its 100 rows, each time in a fresh browser
 * context (nothing cached); then a quick search on that grid, which filters on the gateway.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { performance } from 'node:perf_hooks';

const ADMIN = { email: 'admin@backoffice.test', password: 'Admin!2024' };
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const ROWS = '.MuiDataGrid-row';

export interface BrowserReport {
  runs: number;
  /** Navigation to /login until the login form can be typed in, ms per run (cold cache). */
  loginScreenMs: number[];
  /** Pressing Enter on the password until 100 rows are in the sales-order grid, ms per run. */
  signInToGridMs: number[];
  /** The quick search: typing the term until the grid shows the filtered rows, ms per run. */
  quickSearch: { term: string; rowsBefore: string; rowsAfter: string; ms: number[] } | null;
  /** Why a client-side filter of 10 000 rows was not timed. */
  note: string;
}

async function signInToGrid(browser: Browser, baseURL: string): Promise<{ loginMs: number; gridMs: number; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'nl-BE', timezoneId: 'Europe/Brussels', viewport: { width: 1600, height: 900 } });
  const page = await context.newPage();
  const started = performance.now();
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: 'E-mailadres', exact: true });
  await email.waitFor();
  const loginMs = performance.now() - started;
  await email.fill(ADMIN.email);
  const password = page.getByRole('textbox', { name: 'Wachtwoord', exact: true });
  await password.fill(ADMIN.password);
  const pressed = performance.now();
  await password.press('Enter');
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length >= 100, ROWS, { timeout: 120_000, polling: 'raf' });
  const gridMs = performance.now() - pressed;
  return { loginMs, gridMs, page };
}

/** The footer's status line ("1–100 van 5.603"). */
const status = (page: Page) => page.locator('[role="status"]').filter({ hasText: /\d/ }).first();

export async function browserReport(baseURL: string, runs: number, searchTerm: string, log: (line: string) => void): Promise<BrowserReport> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS });
  try {
    const loginScreenMs: number[] = [];
    const signInToGridMs: number[] = [];
    const searchMs: number[] = [];
    let rowsBefore = '';
    let rowsAfter = '';
    // One warm-up run (the gateway's and provider's first requests), not counted.
    await (await signInToGrid(browser, baseURL)).page.context().close();
    for (let i = 0; i < runs; i++) {
      const { loginMs, gridMs, page } = await signInToGrid(browser, baseURL);
      loginScreenMs.push(loginMs);
      signInToGridMs.push(gridMs);
      log(`browser run ${i + 1}/${runs}: login screen ${loginMs.toFixed(0)} ms, sign-in to 100 rows ${gridMs.toFixed(0)} ms`);
      if (searchTerm) {
        rowsBefore = (await status(page).innerText()).trim();
        const search = page.getByRole('searchbox', { name: /Zoeken/ });
        const typed = performance.now();
        await search.fill(searchTerm);
        await page.waitForFunction(
          ([selector, before]) => {
            const line = [...document.querySelectorAll(selector)].map((e) => e.textContent ?? '').find((t) => /\d/.test(t));
            return line !== undefined && line.trim() !== before;
          },
          ['[role="status"]', rowsBefore] as const,
          { timeout: 60_000, polling: 'raf' },
        );
        searchMs.push(performance.now() - typed);
        rowsAfter = (await status(page).innerText()).trim();
      }
      await page.context().close();
    }
    return {
      runs,
      loginScreenMs,
      signInToGridMs,
      quickSearch: searchTerm ? { term: searchTerm, rowsBefore, rowsAfter, ms: searchMs } : null,
      note:
        'The sales-order grid pages, sorts and filters on the gateway (DataTable mode="server", 100 rows a page), ' +
        'so no screen loads 10 000 rows to filter them in the browser; the quick search is timed instead ' +
        '(typing to filtered rows, including the grid\'s 250 ms debounce and the gateway round trip).',
    };
  } finally {
    await browser.close();
  }
}
