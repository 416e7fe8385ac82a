/**
 * The web client in a real browser (Debian's Chromium through Playwright, launched as the e2e
 * tests launch it) against the benchmark's stack (large data set): from pressing "Inloggen" on
 * the login screen to the sales-order grid showing its 100 rows, each time in a fresh browser
 * context (nothing cached); then a quick search on that grid, which filters on the gateway.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { performance } from 'node:perf_hooks';

const ADMIN = { email: 'admin@backoffice.test', password: 'Admin!2024' };
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const ROWS = '.MuiDataGrid-row';

/** Where the time of one measured interaction went, from the page's resource timings. */
export interface Breakdown {
  /** GraphQL requests sent during the interaction. */
  graphqlRequests: number;
  /** From the interaction to the first GraphQL request leaving (debounce, event handling). */
  beforeFirstRequestMs: number;
  /** Time during which at least one GraphQL request was open. */
  graphqlMs: number;
  /** Time during which at least one script chunk was loading. */
  scriptMs: number;
  /** From the last GraphQL answer to the rows being in the page (React and the grid rendering). */
  afterLastAnswerMs: number;
}

/**
 * Reads the resource timings from `from` to `to` (page clock). A string, not a function: the
 * TypeScript runner decorates named inner functions with a helper the page does not have.
 */
const BREAKDOWN = `([from, to]) => {
  const entries = performance.getEntriesByType('resource').filter((e) => e.startTime >= from && e.startTime <= to);
  const union = (list) => {
    const spans = list.map((e) => [e.startTime, e.responseEnd]).sort((a, b) => a[0] - b[0]);
    let total = 0;
    let start = -Infinity;
    let end = -Infinity;
    for (const [s, e] of spans) {
      if (s > end) {
        if (end > start) total += end - start;
        start = s;
        end = e;
      } else end = Math.max(end, e);
    }
    if (end > start) total += end - start;
    return total;
  };
  const graphql = entries.filter((e) => new URL(e.name).pathname === '/graphql');
  const scripts = entries.filter((e) => new URL(e.name).pathname.endsWith('.js'));
  const firstStart = graphql.length ? Math.min(...graphql.map((e) => e.startTime)) : to;
  const lastEnd = graphql.length ? Math.max(...graphql.map((e) => e.responseEnd)) : from;
  return {
    graphqlRequests: graphql.length,
    beforeFirstRequestMs: firstStart - from,
    graphqlMs: union(graphql),
    scriptMs: union(scripts),
    afterLastAnswerMs: to - lastEnd,
  };
}`;

function breakdown(page: Page, t0: number, tEnd: number): Promise<Breakdown> {
  return page.evaluate(`(${BREAKDOWN})(${JSON.stringify([t0, tEnd])})`) as Promise<Breakdown>;
}

/** The page's clock once 100 rows are in the grid. (No named inner functions in page functions: see BREAKDOWN.) */
async function whenRowsShown(page: Page): Promise<number> {
  const handle = await page.waitForFunction((selector) => (document.querySelectorAll(selector).length >= 100 ? performance.now() : false), ROWS, {
    timeout: 120_000,
    polling: 'raf',
  });
  return (await handle.jsonValue()) as number;
}

/** The page's clock once the grid's status line ("1–100 van 5.603") differs from `before`. */
async function whenStatusChanged(page: Page, before: string): Promise<number> {
  const handle = await page.waitForFunction(
    (previous) => {
      const line = [...document.querySelectorAll('[role="status"]')].map((e) => e.textContent ?? '').find((t) => /\d/.test(t));
      return line !== undefined && line.trim() !== previous ? performance.now() : false;
    },
    before,
    { timeout: 60_000, polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

export interface BrowserReport {
  runs: number;
  /** Navigation to /login until the login form can be typed in, ms per run (cold cache). */
  loginScreenMs: number[];
  /** Pressing Enter on the password until 100 rows are in the sales-order grid, ms per run (page clock). */
  signInToGridMs: number[];
  signInBreakdown: Breakdown[];
  /** The quick search: typing the term until the grid shows the filtered rows, ms per run (page clock). */
  quickSearch: { term: string; rowsBefore: string; rowsAfter: string; ms: number[]; breakdown: Breakdown[] } | null;
  /** Clicking an order's link in the grid until its detail panel shows its product lines, ms per run (page clock). */
  openDetail: { ms: number[]; breakdown: Breakdown[] };
  /** Why a client-side filter of 10 000 rows was not timed. */
  note: string;
}

/** The page's clock once the detail panel of the order shows its title and its product lines. */
async function whenDetailShown(page: Page, title: string, sectionTitle: string): Promise<number> {
  const handle = await page.waitForFunction(
    ([t, section]) => {
      const text = document.body.innerText;
      return text.includes(t) && text.includes(section) && !document.querySelector('[role="dialog"] [role="progressbar"], .MuiDrawer-root [role="progressbar"]')
        ? performance.now()
        : false;
    },
    [title, sectionTitle] as const,
    { timeout: 60_000, polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

async function signInToGrid(browser: Browser, baseURL: string): Promise<{ loginMs: number; gridMs: number; parts: Breakdown; page: Page }> {
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
  const pressed = await page.evaluate(() => performance.now());
  await password.press('Enter');
  const shown = await whenRowsShown(page);
  return { loginMs, gridMs: shown - pressed, parts: await breakdown(page, pressed, shown), page };
}

/** The footer's status line ("1–100 van 5.603"). */
const status = (page: Page) => page.locator('[role="status"]').filter({ hasText: /\d/ }).first();

export async function browserReport(baseURL: string, runs: number, searchTerm: string, log: (line: string) => void): Promise<BrowserReport> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS });
  try {
    const loginScreenMs: number[] = [];
    const signInToGridMs: number[] = [];
    const signInBreakdown: Breakdown[] = [];
    const searchMs: number[] = [];
    const searchBreakdown: Breakdown[] = [];
    const detailMs: number[] = [];
    const detailBreakdown: Breakdown[] = [];
    let rowsBefore = '';
    let rowsAfter = '';
    // One warm-up run (the gateway's and provider's first requests), not counted.
    await (await signInToGrid(browser, baseURL)).page.context().close();
    for (let i = 0; i < runs; i++) {
      const { loginMs, gridMs, parts, page } = await signInToGrid(browser, baseURL);
      loginScreenMs.push(loginMs);
      signInToGridMs.push(gridMs);
      signInBreakdown.push(parts);
      log(`browser run ${i + 1}/${runs}: login screen ${loginMs.toFixed(0)} ms, sign-in to 100 rows ${gridMs.toFixed(0)} ms`);
      // open the first order's detail panel from its link in the grid
      const link = page.getByRole('link', { name: /^Order \d+ openen$/ }).first();
      const orderId = /\d+/.exec((await link.getAttribute('aria-label')) ?? (await link.innerText()))?.[0] ?? '';
      const clicked = await page.evaluate(() => performance.now());
      await link.click();
      const detailShown = await whenDetailShown(page, `Order #${orderId}`, 'Productregels');
      detailMs.push(detailShown - clicked);
      detailBreakdown.push(await breakdown(page, clicked, detailShown));
      await page.keyboard.press('Escape');
      await page.waitForURL(/\/sales-order\/?$/, { timeout: 30_000 }).catch(() => undefined);
      if (searchTerm) {
        rowsBefore = (await status(page).innerText()).trim();
        const search = page.getByRole('searchbox', { name: /Zoeken/ });
        const typed = await page.evaluate(() => performance.now());
        await search.fill(searchTerm);
        const filtered = await whenStatusChanged(page, rowsBefore);
        searchMs.push(filtered - typed);
        searchBreakdown.push(await breakdown(page, typed, filtered));
        rowsAfter = (await status(page).innerText()).trim();
      }
      await page.context().close();
    }
    return {
      runs,
      loginScreenMs,
      signInToGridMs,
      signInBreakdown,
      quickSearch: searchTerm ? { term: searchTerm, rowsBefore, rowsAfter, ms: searchMs, breakdown: searchBreakdown } : null,
      openDetail: { ms: detailMs, breakdown: detailBreakdown },
      note:
        'The sales-order grid pages, sorts and filters on the gateway (DataTable mode="server", 100 rows a page), ' +
        'so no screen loads 10 000 rows to filter them in the browser; the quick search is timed instead ' +
        "(typing to filtered rows, including the grid's 250 ms debounce and the gateway round trip).",
    };
  } finally {
    await browser.close();
  }
}
