/**
 * `npm run bench` (web part): the production build's budgets per screen and the timings in a real
 * browser against the benchmark's stack. Prints a table and writes results.json beside this file.
 * Figures, not a test. BENCH_QUICK=1: fewer browser runs; BENCH_SKIP_BUILD=1 reuses web/bench/dist.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from '../../gateway/bench/stack';
import { browserReport, type Breakdown, type BrowserReport } from './browser';
import { BENCH_DIST, BUDGETS, build, report, type BuildReport } from './build-report';
import { required } from '../src/ui/required';

const QUICK = process.env.BENCH_QUICK === '1';
const HERE = path.dirname(fileURLToPath(import.meta.url));
const RESULTS = path.join(HERE, QUICK ? 'results-quick.json' : 'results.json');

const log = (line: string) => process.stderr.write(`[bench:web] ${line}\n`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? (s[(s.length - 1) / 2] ?? NaN) : ((s[s.length / 2 - 1] ?? NaN) + (s[s.length / 2] ?? NaN)) / 2;
};

function table(rows: string[][]): string {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0)));
  return rows
    .map(
      (r, n) =>
        r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ') +
        (n === 0 ? `\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : ''),
    )
    .join('\n');
}

function printBuild(b: BuildReport, buildMs: number | null): string {
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const lines = [
    table([
      ['screen', 'JS files', 'JS raw', 'JS gzip', 'budget gzip', '', 'CSS gzip', 'heavy libraries in it'],
      ...b.screens.map((s, i) => {
        const budget = i === 0 ? BUDGETS.firstScreenGzip : BUDGETS.anyScreenGzip;
        const isGraphiql = s.screen.startsWith('GraphiQL');
        const heavyOk = s.heavy.every((lib) => isGraphiql && lib === 'graphiql');
        return [
          s.screen,
          String(s.js.files),
          kb(s.js.raw),
          kb(s.js.gzip),
          kb(budget),
          mark(s.js.gzip <= budget),
          kb(s.css.gzip),
          `${s.heavy.length ? s.heavy.join(', ') : 'none'}${heavyOk ? '' : ' (MISSED: must load on demand)'}`,
        ];
      }),
    ]),
  ];
  const first = required(b.screens[0], 'the first screen');
  lines.push(
    `first screen (login) ${kb(first.js.gzip)} gzip ≤ ${kb(BUDGETS.firstScreenGzip)}: ${mark(first.js.gzip <= BUDGETS.firstScreenGzip)}; ` +
      `every screen ≤ ${kb(BUDGETS.anyScreenGzip)}: ${mark(b.screens.every((s) => s.js.gzip <= BUDGETS.anyScreenGzip))}` +
      `; whole build ${kb(b.totalJs.raw)} JS raw, ${kb(b.totalJs.gzip)} gzip in ${b.totalJs.files} files${buildMs !== null ? `; built in ${(buildMs / 1000).toFixed(0)} s` : ''}`,
  );
  const elsewhere = Object.entries(b.heavyElsewhere);
  const deps = Object.entries(b.heavyDependencies).map(([lib, dep]) => `${lib} ${dep ? 'is' : 'is not'} a dependency of web`);
  lines.push(
    `${deps.join(', ')}; ${elsewhere.length ? elsewhere.map(([lib, files]) => `${lib} only in ${files.join(', ')}`).join('; ') : 'none is in any chunk of the build'}`,
  );
  return lines.join('\n');
}

/** Medians of each part over the runs. */
function parts(list: Breakdown[]): string {
  const m = (key: keyof Breakdown) => median(list.map((b) => b[key])).toFixed(0);
  return `    of which (medians): ${m('graphqlRequests')} GraphQL requests open during ${m('graphqlMs')} ms, scripts loading during ${m('scriptMs')} ms, ${m('beforeFirstRequestMs')} ms before the first request, ${m('afterLastAnswerMs')} ms from the last answer to the rows shown`;
}

/** Issue 15's targets for what a user feels, ms (medians). */
const TARGETS = { signInToRowsMs: 800, quickSearchMs: 400, openDetailMs: 300, rowsAfterAnswerMs: 100 };

function printTargets(r: BrowserReport): string {
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const row = (what: string, value: number, target: number) => [what, `${value.toFixed(0)} ms`, `≤ ${target} ms`, mark(value <= target)];
  const rows: string[][] = [['target (medians)', 'figure', 'target', '']];
  rows.push(row('sign-in to 100 rows shown', median(r.signInToGridMs), TARGETS.signInToRowsMs));
  rows.push(row('rows rendered after the last answer (sign-in)', median(r.signInBreakdown.map((b) => b.afterLastAnswerMs)), TARGETS.rowsAfterAnswerMs));
  if (r.quickSearch) {
    rows.push(row('quick search, typing to rows shown (with debounce)', median(r.quickSearch.ms), TARGETS.quickSearchMs));
    rows.push(row('rows rendered after the last answer (search)', median(r.quickSearch.breakdown.map((b) => b.afterLastAnswerMs)), TARGETS.rowsAfterAnswerMs));
  }
  if (r.openDetail.ms.length) rows.push(row("opening an order's detail panel", median(r.openDetail.ms), TARGETS.openDetailMs));
  return table(rows);
}

function printBrowser(r: BrowserReport): string {
  const ms = (xs: number[]) => `median ${median(xs).toFixed(0)} ms (${xs.map((x) => x.toFixed(0)).join(', ')})`;
  const lines = [
    `login screen ready (cold cache): ${ms(r.loginScreenMs)}`,
    `sign-in to the sales-order grid showing 100 rows: ${ms(r.signInToGridMs)}`,
    parts(r.signInBreakdown),
  ];
  if (r.quickSearch) {
    lines.push(`quick search "${r.quickSearch.term}" on the grid ("${r.quickSearch.rowsBefore}" → "${r.quickSearch.rowsAfter}"): ${ms(r.quickSearch.ms)}`);
    lines.push(parts(r.quickSearch.breakdown));
  }
  if (r.openDetail.ms.length) {
    lines.push(`opening an order's detail panel (click to its product lines shown): ${ms(r.openDetail.ms)}`);
    lines.push(parts(r.openDetail.breakdown));
  }
  lines.push('', printTargets(r), '');
  lines.push(`filtering 10 000 loaded rows client-side: not timed. ${r.note}`);
  return lines.join('\n');
}

async function searchTerm(gatewayUrl: string): Promise<string> {
  const gql = async (query: string, token?: string) => {
    const res = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });
    return ((await res.json()) as { data: any }).data;
  };
  const token = (await gql('mutation { login(email: "admin@backoffice.test", password: "Admin!2024") { token } }')).login.token as string;
  const [first] = (await gql('{ salesOrders(page: { limit: 1 }) { nodes { customer { name } supplier { name } } } }', token)).salesOrders.nodes;
  return (first?.customer?.name ?? first?.supplier?.name ?? '') as string;
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
  const buildMs = process.env.BENCH_SKIP_BUILD === '1' && fs.existsSync(path.join(BENCH_DIST, '.vite/manifest.json')) ? null : build(log);
  const buildReport = report();

  const latencyMs = Number(process.env.PROVIDER_LATENCY_MS ?? 5);
  const stack = await startStack({ size: process.env.BENCH_SEED_SIZE ?? 'large', latencyMs, webDist: BENCH_DIST, log });
  let browser: BrowserReport | null = null;
  let browserError: string | null = null;
  try {
    const term = await searchTerm(stack.gatewayUrl);
    browser = await browserReport(stack.gatewayUrl, QUICK ? 1 : 5, term, log);
  } catch (err) {
    browserError = (err as Error).message;
    log(`the browser timings failed: ${browserError}`);
  } finally {
    await stack.close();
  }

  const conditions = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    providerLatencyMs: latencyMs,
    quick: QUICK,
    loadAtStart,
    loadAtEnd: os.loadavg().map((l) => Number(l.toFixed(2))),
    durationS: Math.round((Date.now() - started) / 1000),
  };
  process.stdout.write(`\nWeb client — production build (Vite manifest, gzip level 6; 1 KB = 1024 bytes)\n\n${printBuild(buildReport, buildMs)}\n\n`);
  process.stdout.write(
    `Web client in Chromium — provider latency ${latencyMs} ms, large data; load average at start ${loadAtStart.join(' ')}, at end ${conditions.loadAtEnd.join(' ')}\n\n`,
  );
  process.stdout.write(`${browser ? printBrowser(browser) : `not measured: ${browserError}`}\n\n`);
  fs.writeFileSync(RESULTS, `${JSON.stringify({ conditions, build: buildReport, browser, browserError }, null, 2)}\n`);
  process.stdout.write(`written to ${path.relative(process.cwd(), RESULTS)} in ${conditions.durationS} s\n`);
}

main().catch((err: Error) => {
  process.stderr.write(`web bench failed: ${err.stack ?? err.message}\n`);
  process.exit(1);
});
