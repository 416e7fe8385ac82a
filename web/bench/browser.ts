/**
 * The web client in a real browser (Debian's Chromium through Playwright, launched as the e2e
 * tests launch it) against the benchmark's stack (large data set): from pressing "Inloggen" on
 * the login screen to the sales-order grid showing its 100 rows, each time in a fresh browser
 * context (nothing cached); then a quick search on that grid, which filters on the gateway.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { performance } from 'node:perf_hooks';
import { required } from '../src/ui/required';

const ADMIN = { email: 'admin@backoffice.test', password: 'Admin!2024' };
export const LAUNCH_ARGS = [
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
  /** Rows of the grid in the DOM once shown: every row of the page, or those in view (row virtualization). */
  gridRowsInDom: number;
  /** The grid's cells in the DOM once shown (a count, not a time: the same on a busy machine). */
  gridCellsInDom: number;
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
    gridRowsInDom: document.querySelectorAll('${ROWS}').length,
    gridCellsInDom: document.querySelectorAll('${ROWS} .MuiDataGrid-cell').length,
  };
}`;

function breakdown(page: Page, t0: number, tEnd: number): Promise<Breakdown> {
  return page.evaluate(`(${BREAKDOWN})(${JSON.stringify([t0, tEnd])})`) as Promise<Breakdown>;
}

/**
 * Whether the grid shows a page of 100 rows: it holds 100 rows (aria-rowcount counts the header
 * too) and those in view are drawn. A grid that renders every row has all 100 in the DOM; one that
 * renders only the rows in view (row virtualization) has its view filled down to the bottom.
 * `first` is a row-link text the first row must no longer have ('' for any). No named inner
 * functions (see BREAKDOWN); a function, not a string (the app's CSP refuses eval).
 */
const pageShown = ([selector, first]: readonly [string, string]): number | false => {
  const grid = document.querySelector('[role="grid"]');
  const rows = grid ? grid.querySelectorAll(selector) : [];
  const scroller = grid ? grid.querySelector('.MuiDataGrid-virtualScroller') : null;
  const last = rows[rows.length - 1];
  const firstText = rows[0]?.querySelector('a')?.textContent ?? '';
  const filled =
    rows.length >= 100 || (last !== undefined && scroller !== null && last.getBoundingClientRect().bottom >= scroller.getBoundingClientRect().bottom - 1);
  return Number(grid?.getAttribute('aria-rowcount') ?? 0) >= 101 && filled && firstText !== '' && firstText !== first ? performance.now() : false;
};

/** The page's clock once the grid shows a page of 100 rows. (No named inner functions in page functions: see BREAKDOWN.) */
export async function whenRowsShown(page: Page): Promise<number> {
  const handle = await page.waitForFunction(pageShown, [ROWS, ''] as const, { timeout: 120_000, polling: 'raf' });
  return (await handle.jsonValue()) as number;
}

/**
 * The page's clock once the grid's status line says another number of matching rows than `before`
 * ("1–100 van 5.603" → "1–3 van 3"): typing goes back to the first page at once, so the range
 * alone changes before any answer; the count changes with the answer.
 */
export async function whenMatchCountChanged(page: Page, before: string): Promise<number> {
  const handle = await page.waitForFunction(
    (previous) => {
      // no named inner functions here (see BREAKDOWN): the runner's helper is not in the page
      const line = [...document.querySelectorAll('[role="status"]')].map((e) => e.textContent ?? '').find((t) => /\d/.test(t));
      const pattern = /^[\d.]+–[\d.]+\s+/;
      return line !== undefined && line.trim().replace(pattern, '') !== previous.trim().replace(pattern, '') ? performance.now() : false;
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
  /** Clicking "next page" until the grid shows the next 100 rows, ms per run (page clock); its afterLastAnswerMs is the rows' rendering. */
  nextPage: { ms: number[]; breakdown: Breakdown[] };
  /** Why a client-side filter of 10 000 rows was not timed. */
  note: string;
}

/** The page's clock once the detail panel of the order shows its title and its product lines. */
export async function whenDetailShown(page: Page, title: string, sectionTitle: string): Promise<number> {
  const handle = await page.waitForFunction(
    ([t, section]) => {
      // the panel's text only: the whole page's innerText lays out the grid's 1 600 cells on every frame
      const dialog = document.querySelector('[role="dialog"]');
      const text = dialog instanceof HTMLElement ? dialog.innerText : '';
      return text.includes(t) && text.includes(section) && !dialog?.querySelector('[role="progressbar"]') ? performance.now() : false;
    },
    [title, sectionTitle] as const,
    { timeout: 60_000, polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

/** The page's clock once the grid's first row is another order than `before` and a page of 100 rows is shown. */
async function whenFirstRowChanged(page: Page, before: string): Promise<number> {
  const handle = await page.waitForFunction(pageShown, [ROWS, before] as const, { timeout: 60_000, polling: 'raf' });
  return (await handle.jsonValue()) as number;
}

/**
 * The page's clock when the user's next `type` event (keydown, click, input) reaches the page:
 * Playwright finds the element first (role look-ups over a page of 1 600 cells take a while on a
 * loaded machine), and that is not the user's wait. Call before the action, await after it.
 */
async function nextEvent(page: Page, type: 'keydown' | 'click' | 'input'): Promise<() => Promise<number>> {
  await page.evaluate((t) => {
    const w = window as unknown as { __benchEventAt?: number };
    delete w.__benchEventAt;
    document.addEventListener(t, () => void (w.__benchEventAt = performance.now()), { capture: true, once: true });
  }, type);
  return async () => {
    const at = await page.evaluate(() => (window as unknown as { __benchEventAt?: number }).__benchEventAt);
    if (at === undefined) throw new Error(`no ${type} event reached the page`);
    return at;
  };
}

/** One measured interaction: its time on the page's clock and where that time went. */
export interface Timed {
  ms: number;
  parts: Breakdown;
}

/** A fresh browser context (nothing cached) on the login screen, ready to type in. */
export async function openLogin(browser: Browser, baseURL: string): Promise<{ page: Page; loginMs: number }> {
  const context = await browser.newContext({ baseURL, locale: 'nl-BE', timezoneId: 'Europe/Brussels', viewport: { width: 1600, height: 900 } });
  const page = await context.newPage();
  const started = performance.now();
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mailadres', exact: true }).waitFor();
  return { page, loginMs: performance.now() - started };
}

/** Signs in from the login screen: pressing Enter on the password until 100 rows are in the sales-order grid. */
export async function signIn(page: Page): Promise<Timed> {
  await page.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill(ADMIN.email);
  const password = page.getByRole('textbox', { name: 'Wachtwoord', exact: true });
  await password.fill(ADMIN.password);
  const pressed = await nextEvent(page, 'keydown');
  await password.press('Enter');
  const shown = await whenRowsShown(page);
  const t0 = await pressed();
  return { ms: shown - t0, parts: await breakdown(page, t0, shown) };
}

/** Opens the first order of the grid from its link until its detail panel shows its product lines; closes it again. */
export async function openFirstDetail(page: Page): Promise<Timed> {
  const link = page.getByRole('link', { name: /^Order \d+ openen$/ }).first();
  const orderId = /\d+/.exec((await link.getAttribute('aria-label')) ?? (await link.innerText()))?.[0] ?? '';
  const clicked = await nextEvent(page, 'click');
  await link.click();
  const shown = await whenDetailShown(page, `Order #${orderId}`, 'Productregels');
  const t0 = await clicked();
  const timed = { ms: shown - t0, parts: await breakdown(page, t0, shown) };
  await page.keyboard.press('Escape');
  await page.waitForURL(/\/sales-order\/?$/, { timeout: 30_000 }).catch(() => undefined);
  await page
    .getByRole('dialog')
    .waitFor({ state: 'detached', timeout: 30_000 })
    .catch(() => undefined);
  return timed;
}

/** The grid's next page: clicking "Volgende pagina" until the next 100 orders are the rows. */
export async function nextPage(page: Page): Promise<Timed> {
  const before = ((await page.locator(ROWS).first().locator('a').first().textContent()) ?? '').trim();
  const clicked = await nextEvent(page, 'click');
  await page.getByRole('button', { name: 'Volgende pagina' }).click();
  const shown = await whenFirstRowChanged(page, before);
  const t0 = await clicked();
  return { ms: shown - t0, parts: await breakdown(page, t0, shown) };
}

/** The quick search: typing the term (in one input event, as the last key typed) until the grid shows the filtered rows. */
export async function quickSearch(page: Page, term: string): Promise<Timed & { before: string; after: string }> {
  const before = (await status(page).innerText()).trim();
  const search = page.getByRole('searchbox', { name: /Zoeken/ });
  const typed = await nextEvent(page, 'input');
  await search.fill(term);
  const filtered = await whenMatchCountChanged(page, before);
  const t0 = await typed();
  const parts = await breakdown(page, t0, filtered);
  return { ms: filtered - t0, parts, before, after: (await status(page).innerText()).trim() };
}

/**
 * The pause between two timed steps (BENCH_STEP_PAUSE_MS, default 1 000; 0 for none): a person
 * does not click the moment a screen shows its rows, and without it what the browser and the
 * servers still finish of one step (its last renders, idle work, garbage) falls into the next
 * one's time, more so the sooner the step before ended.
 */
const STEP_PAUSE_MS = Number(process.env.BENCH_STEP_PAUSE_MS ?? 1000);
const settle = (page: Page) => (STEP_PAUSE_MS > 0 ? page.waitForTimeout(STEP_PAUSE_MS) : Promise.resolve());

/** The footer's status line ("1–100 van 5.603"). */
export const status = (page: Page) => page.locator('[role="status"]').filter({ hasText: /\d/ }).first();

export const launchBrowser = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS });

/** A term for the quick search: the customer (or supplier) of the newest order, so it finds some orders, not all. */
export async function searchTerm(gatewayUrl: string): Promise<string> {
  const gql = async (query: string, token?: string) => {
    const res = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });
    return ((await res.json()) as { data: any }).data;
  };
  const token = (await gql('mutation { login(input: { email: "admin@backoffice.test", password: "Admin!2024" }) { token } }')).login.token as string;
  const [first] = (await gql('{ salesOrders(page: { limit: 1 }) { nodes { customer { name } supplier { name } } } }', token)).salesOrders.nodes;
  return (first?.customer?.name ?? first?.supplier?.name ?? '') as string;
}

/** A build to measure: `select` makes the stack serve it (web/bench/run.ts points the served directory at it). */
export interface Variant {
  name: string;
  select: () => void;
}

const NOTE =
  'The sales-order grid pages, sorts and filters on the gateway (DataTable mode="server", 100 rows a page), ' +
  'so no screen loads 10 000 rows to filter them in the browser; the quick search is timed instead ' +
  "(typing to filtered rows, including the grid's debounce and the gateway round trip).";

/**
 * `runs` sessions per variant, in fresh browser contexts after one warm-up each; with two variants
 * the runs alternate (a b, b a, …) so drift in the machine's load touches both alike.
 */
export async function browserReport(
  baseURL: string,
  runs: number,
  term: string,
  log: (line: string) => void,
  variants: Variant[] = [{ name: 'this build', select: () => undefined }],
): Promise<Array<BrowserReport & { variant: string }>> {
  const browser = await launchBrowser();
  try {
    const reports = variants.map((v) => ({
      variant: v.name,
      runs,
      loginScreenMs: [] as number[],
      signInToGridMs: [] as number[],
      signInBreakdown: [] as Breakdown[],
      quickSearch: term ? { term, rowsBefore: '', rowsAfter: '', ms: [] as number[], breakdown: [] as Breakdown[] } : null,
      openDetail: { ms: [] as number[], breakdown: [] as Breakdown[] },
      nextPage: { ms: [] as number[], breakdown: [] as Breakdown[] },
      note: NOTE,
    }));
    // One warm-up run per variant (the gateway's and provider's first requests), not counted.
    for (const v of variants) {
      v.select();
      const { page } = await openLogin(browser, baseURL);
      await signIn(page);
      await page.context().close();
    }
    for (let i = 0; i < runs; i++) {
      const order = i % 2 === 0 ? variants.map((_, n) => n) : variants.map((_, n) => variants.length - 1 - n);
      for (const n of order) {
        const report = required(reports[n], 'the report of a variant');
        const variant = required(variants[n], 'a variant');
        variant.select();
        const { page, loginMs } = await openLogin(browser, baseURL);
        const signedIn = await signIn(page);
        report.loginScreenMs.push(loginMs);
        report.signInToGridMs.push(signedIn.ms);
        report.signInBreakdown.push(signedIn.parts);
        await settle(page);
        const detail = await openFirstDetail(page);
        report.openDetail.ms.push(detail.ms);
        report.openDetail.breakdown.push(detail.parts);
        await settle(page);
        const next = await nextPage(page);
        report.nextPage.ms.push(next.ms);
        report.nextPage.breakdown.push(next.parts);
        let searched: Awaited<ReturnType<typeof quickSearch>> | null = null;
        if (report.quickSearch) {
          await settle(page);
          searched = await quickSearch(page, term);
          Object.assign(report.quickSearch, { rowsBefore: searched.before, rowsAfter: searched.after });
          report.quickSearch.ms.push(searched.ms);
          report.quickSearch.breakdown.push(searched.parts);
        }
        log(
          `${variants.length > 1 ? `${variant.name}: ` : ''}browser run ${i + 1}/${runs}: login screen ${loginMs.toFixed(0)} ms, ` +
            `sign-in to 100 rows ${signedIn.ms.toFixed(0)} ms, detail ${detail.ms.toFixed(0)} ms, ` +
            `next page ${next.ms.toFixed(0)} ms (rows after the answer ${next.parts.afterLastAnswerMs.toFixed(0)} ms, ${next.parts.gridRowsInDom} rows, ${next.parts.gridCellsInDom} cells in the DOM)` +
            (searched ? `, search ${searched.ms.toFixed(0)} ms` : ''),
        );
        await page.context().close();
      }
    }
    return reports;
  } finally {
    await browser.close();
  }
}
