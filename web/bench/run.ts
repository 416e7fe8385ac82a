/**
 * `npm run bench` (web part): the production build's budgets per screen and the timings in a real
 * browser against the benchmark's stack. Prints a table and writes results.json beside this file.
 * Figures, not a test. BENCH_QUICK=1: fewer browser runs; BENCH_SKIP_BUILD=1 reuses web/bench/dist;
 * BENCH_BROWSER_RUNS=n: n browser runs (default 5, quick 1); BENCH_COMPARE_DIST=<another build>: the
 * browser runs alternate between this build and that one (e.g. main's) on the same stack;
 * BENCH_BUILD_ONLY=1 prints the build's sizes per screen and stops; BENCH_STEP_PAUSE_MS (default 1 000) is the pause
 * between two timed steps of a run (browser.ts); BENCH_WEB_STACKS, BENCH_USERS…: the gateways it
 * runs against (STACKS below).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { table } from '../../gateway/bench/report';
import { startStack } from '../../gateway/bench/stack';
import { required } from '../src/ui/required';
import { browserReport, searchTerm, type Breakdown, type BrowserReport } from './browser';
import { BENCH_DIST, BUDGETS, build, report, type BuildReport, type ScreenReport } from './build-report';
import { compareReports } from './compare';
import { browsingUsers, type UsersFigures } from './users';

const QUICK = process.env.BENCH_QUICK === '1';
/** BENCH_BUILD_ONLY=1: the build's sizes per screen only (no stack, no browser, nothing written). */
const BUILD_ONLY = process.env.BENCH_BUILD_ONLY === '1';
const HERE = path.dirname(fileURLToPath(import.meta.url));
const RESULTS = path.join(HERE, QUICK ? 'results-quick.json' : 'results.json');

const log = (line: string) => process.stderr.write(`[bench:web] ${line}\n`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? (s[(s.length - 1) / 2] ?? NaN) : ((s[s.length / 2 - 1] ?? NaN) + (s[s.length / 2] ?? NaN)) / 2;
};

/** The packages every table screen needs with the chosen stack (the DataGrid, the MUI components it renders with, React DOM, Apollo Client). */
const FLOOR_PACKAGES = ['@mui/x-data-grid', '@mui/material', 'react-dom', '@apollo/client'];

const budgetOf = (s: ScreenReport): number | null => (s.kind === 'first' ? BUDGETS.firstScreenGzip : s.kind === 'screen' ? BUDGETS.anyScreenGzip : null);

function printBuild(b: BuildReport, buildMs: number | null): string {
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const lines = [
    table([
      ['screen', 'JS files', 'JS raw', 'JS gzip', 'budget gzip', '', 'JS served (br)', 'CSS gzip', 'heavy libraries in it'],
      ...b.screens.map((s) => {
        const budget = budgetOf(s);
        const heavyOk = s.heavy.every((lib) => s.kind === 'tool' && lib === 'graphiql');
        return [
          s.screen,
          String(s.js.files),
          kb(s.js.raw),
          kb(s.js.gzip),
          budget === null ? `none (a ${s.kind === 'part' ? 'part' : 'tool'})` : kb(budget),
          budget === null ? '' : mark(s.js.gzip <= budget),
          kb(s.js.served),
          kb(s.css.gzip),
          `${s.heavy.length ? s.heavy.join(', ') : 'none'}${heavyOk ? '' : ' (MISSED: must load on demand)'}`,
        ];
      }),
    ]),
  ];
  const first = required(
    b.screens.find((s) => s.kind === 'first'),
    'the first screen in the build report',
  );
  const screens = b.screens.filter((s) => s.kind === 'screen');
  const over = screens.filter((s) => s.js.gzip > BUDGETS.anyScreenGzip);
  lines.push(
    `first screen (login) ${kb(first.js.gzip)} gzip ≤ ${kb(BUDGETS.firstScreenGzip)}: ${mark(first.js.gzip <= BUDGETS.firstScreenGzip)}; ` +
      `every screen ≤ ${kb(BUDGETS.anyScreenGzip)}: ${mark(over.length === 0)}${over.length ? ` (${over.length} of ${screens.length} over)` : ''}` +
      `; whole build ${kb(b.totalJs.raw)} JS raw, ${kb(b.totalJs.gzip)} gzip in ${b.totalJs.files} files${buildMs !== null ? `; built in ${(buildMs / 1000).toFixed(0)} s` : ''}`,
  );
  const elsewhere = Object.entries(b.heavyElsewhere);
  const deps = Object.entries(b.heavyDependencies).map(([lib, dep]) => `${lib} ${dep ? 'is' : 'is not'} a dependency of web`);
  lines.push(
    `${deps.join(', ')}; ${elsewhere.length ? elsewhere.map(([lib, files]) => `${lib} only in ${files.join(', ')}`).join('; ') : 'none is in any chunk of the build'}`,
  );
  // The chosen stack's floor: what a table screen carries whatever the app does (issue 15 asked for it).
  const floorOf = (s: ScreenReport) => s.packages.filter((p) => FLOOR_PACKAGES.includes(p.name)).reduce((sum, p) => sum + p.gzip, 0);
  const floors = screens.map(floorOf);
  lines.push(
    `the stack's floor on every table screen: ${FLOOR_PACKAGES.join(' + ')} = ${kb(Math.min(...floors))}–${kb(Math.max(...floors))} gzip of the ${kb(BUDGETS.anyScreenGzip)} budget` +
      `, before i18next, react-router, @mui/system, emotion, rxjs and the grid's own helpers`,
  );
  lines.push('', 'heaviest packages per screen (JS gzip shares, KB; app: our own code by folder):');
  for (const s of b.screens) lines.push(`  ${s.screen}: ${s.packages.map((p) => `${p.name} ${(p.gzip / 1024).toFixed(1)}`).join(', ')}`);
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
  const after = (list: Breakdown[]) => median(list.map((b) => b.afterLastAnswerMs));
  const rows: string[][] = [['target (medians)', 'figure', 'target', '']];
  rows.push(row('sign-in to 100 rows shown', median(r.signInToGridMs), TARGETS.signInToRowsMs));
  if (r.quickSearch) rows.push(row('quick search, typing to rows shown (with debounce)', median(r.quickSearch.ms), TARGETS.quickSearchMs));
  if (r.openDetail.ms.length) rows.push(row("opening an order's detail panel", median(r.openDetail.ms), TARGETS.openDetailMs));
  if (r.nextPage.ms.length) rows.push(row('100 rows rendered after the answer (next page)', after(r.nextPage.breakdown), TARGETS.rowsAfterAnswerMs));
  rows.push(row('  the same at sign-in (first render of the grid)', after(r.signInBreakdown), TARGETS.rowsAfterAnswerMs));
  if (r.quickSearch) rows.push(row('  the same after the quick search', after(r.quickSearch.breakdown), TARGETS.rowsAfterAnswerMs));
  return table(rows);
}

function printBrowser(r: BrowserReport): string {
  const ms = (xs: number[]) => `median ${median(xs).toFixed(0)} ms (${xs.map((x) => x.toFixed(0)).join(', ')})`;
  const lines = [
    `login screen ready (cold cache): ${ms(r.loginScreenMs)}`,
    `sign-in to the sales-order grid showing 100 rows: ${ms(r.signInToGridMs)}`,
    parts(r.signInBreakdown),
  ];
  if (r.openDetail.ms.length) {
    lines.push(`opening an order's detail panel (click to its product lines shown): ${ms(r.openDetail.ms)}`);
    lines.push(parts(r.openDetail.breakdown));
  }
  if (r.nextPage.ms.length) {
    lines.push(`next page of the grid (click to the next 100 rows shown): ${ms(r.nextPage.ms)}`);
    lines.push(parts(r.nextPage.breakdown));
  }
  if (r.quickSearch) {
    lines.push(`quick search "${r.quickSearch.term}" on the grid ("${r.quickSearch.rowsBefore}" → "${r.quickSearch.rowsAfter}"): ${ms(r.quickSearch.ms)}`);
    lines.push(parts(r.quickSearch.breakdown));
  }
  lines.push('', printTargets(r), '');
  lines.push(`filtering 10 000 loaded rows client-side: not timed. ${r.note}`);
  return lines.join('\n');
}

/** Issue 42: this build against the compared one, same stack and runs alternating, ≤ 1.05× on the medians. */
const COMPARED_RATIO = 1.05;

function printComparison(mine: BrowserReport, other: BrowserReport): string {
  const ms = (x: number) => x.toFixed(0);
  const rows = compareReports(mine, other).map((c) => [
    c.figure,
    `${ms(c.median)} (${ms(c.spread[0])}–${ms(c.spread[1])})`,
    `${ms(c.otherMedian)} (${ms(c.otherSpread[0])}–${ms(c.otherSpread[1])})`,
    `${c.ratio.toFixed(2)}×`,
    c.ratio <= COMPARED_RATIO ? 'met' : 'MISSED',
  ]);
  return table([['this build vs compared, ms: median (p25–p75)', 'this build', 'compared build', 'ratio', `≤ ${COMPARED_RATIO}×`], ...rows]);
}

/**
 * The directory the gateway serves: a symbolic link to the build being measured, so that with
 * BENCH_COMPARE_DIST (another build, e.g. of main) one stack serves both builds in turn.
 */
function servedDirectory(): { dir: string; serve: (dist: string) => void; remove: () => void } {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-served-'));
  const dir = path.join(base, 'dist');
  return {
    dir,
    serve(dist) {
      const next = path.join(base, 'next');
      fs.rmSync(next, { force: true });
      fs.symlinkSync(path.resolve(dist), next);
      fs.renameSync(next, dir); // atomic: a request sees one build or the other
    },
    remove: () => fs.rmSync(base, { recursive: true, force: true }),
  };
}

/**
 * The stacks the browser is timed against (BENCH_WEB_STACKS, keys, default all): the gateway with
 * every provider extension on (as `npm start` runs it), with none (a spec-only provider, issue 30
 * point 8: the overview from the whole 6-month list), and with none while BENCH_USERS (default 20)
 * HTTP clients browse the overview (users.ts; BENCH_USERS_PAUSE_MS between a user's requests,
 * default 0; at most BENCH_USERS_MAX_S, default 600).
 */
const USERS = Number(process.env.BENCH_USERS ?? 20);
const STACKS = [
  { key: 'extensions-on', name: 'extensions on (as npm start)', env: { PROVIDER_EXTENSIONS: 'all' }, users: 0 },
  { key: 'extensions-off', name: 'extensions off', env: { PROVIDER_EXTENSIONS: 'none' }, users: 0 },
  { key: 'extensions-off-users', name: `extensions off, ${USERS} users browsing the overview`, env: { PROVIDER_EXTENSIONS: 'none' }, users: USERS },
].filter((s) => !process.env.BENCH_WEB_STACKS || process.env.BENCH_WEB_STACKS.split(',').includes(s.key));
/** Issue 30 point 8: the gateway's memory with the lists cached, MB. */
const PEAK_RSS_MB = 300;

interface StackReport {
  key: string;
  name: string;
  reports: Array<BrowserReport & { variant: string }> | null;
  error: string | null;
  /** The gateway's highest resident set sampled while the browser (and the users) ran, bytes. */
  gatewayPeakRss: number | null;
  users: UsersFigures | null;
}

/** One stack: started, its browser runs (beside the browsing users, if any), stopped. */
async function measureStack(stackOf: (typeof STACKS)[number], runs: number, latencyMs: number, compareDist: string | undefined): Promise<StackReport> {
  const served = servedDirectory();
  served.serve(BENCH_DIST);
  log(`— ${stackOf.name} —`);
  const stack = await startStack({ size: process.env.BENCH_SEED_SIZE ?? 'large', latencyMs, webDist: served.dir, gatewayEnv: stackOf.env, log });
  const result: StackReport = { key: stackOf.key, name: stackOf.name, reports: null, error: null, gatewayPeakRss: null, users: null };
  let users: Awaited<ReturnType<typeof browsingUsers>> | null = null;
  try {
    const term = await searchTerm(stack.gatewayUrl);
    const variants = [{ name: 'this build', select: () => served.serve(BENCH_DIST) }];
    if (compareDist) variants.push({ name: `compared build (${compareDist})`, select: () => served.serve(compareDist) });
    if (stackOf.users > 0) {
      users = await browsingUsers(stack.gatewayUrl, {
        users: stackOf.users,
        pauseMs: Number(process.env.BENCH_USERS_PAUSE_MS ?? 0),
        maxMs: Number(process.env.BENCH_USERS_MAX_S ?? 600) * 1000,
      });
      log(`${stackOf.users} users browsing the overview`);
    }
    await stack.resetMemory();
    result.reports = await browserReport(stack.gatewayUrl, runs, term, log, variants);
    result.gatewayPeakRss = (await stack.memory()).rss;
  } catch (err) {
    result.error = (err as Error).message;
    log(`the browser timings failed: ${result.error}`);
  } finally {
    if (users) result.users = await users.stop();
    await stack.close();
    served.remove();
  }
  return result;
}

/** The stacks side by side (this build's medians), and issue 30 point 8's targets. */
function printStacks(stacks: StackReport[]): string {
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const ms = (xs: number[] | undefined) => (xs?.length ? `${median(xs).toFixed(0)} ms` : '–');
  const mb = (bytes: number | null) => (bytes === null ? '–' : `${(bytes / 1024 / 1024).toFixed(0)} MB`);
  const rows = [['stack (this build, medians)', 'sign-in → 100 rows', 'detail', 'next page', 'quick search', 'gw peak RSS', 'users: answers/s, p50, failed']];
  const targets = [['issue 30 point 8', 'figure', '']];
  for (const s of stacks) {
    const r = s.reports?.[0];
    const u = s.users;
    rows.push([
      s.name,
      ms(r?.signInToGridMs),
      ms(r?.openDetail.ms),
      ms(r?.nextPage.ms),
      ms(r?.quickSearch?.ms),
      mb(s.gatewayPeakRss),
      u ? `${(u.answers / u.seconds).toFixed(1)}/s, ${u.p50Ms.toFixed(0)} ms, ${u.failed}` : '–',
    ]);
    if (!s.key.startsWith('extensions-off')) continue;
    const signIn = r ? median(r.signInToGridMs) : NaN;
    targets.push([`${s.name}: sign-in → 100 rows ≤ ${TARGETS.signInToRowsMs} ms`, ms(r?.signInToGridMs), mark(signIn <= TARGETS.signInToRowsMs)]);
    const rss = s.gatewayPeakRss ?? Infinity;
    targets.push([`${s.name}: gateway peak RSS ≤ ${PEAK_RSS_MB} MB`, mb(s.gatewayPeakRss), mark(rss <= PEAK_RSS_MB * 1024 * 1024)]);
  }
  return `${table(rows)}\n\n${targets.length > 1 ? table(targets) : ''}`;
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
  const buildMs = process.env.BENCH_SKIP_BUILD === '1' && fs.existsSync(path.join(BENCH_DIST, '.vite/manifest.json')) ? null : build(log);
  const buildReport = report();
  const compareDist = process.env.BENCH_COMPARE_DIST;
  if (compareDist && !fs.existsSync(path.join(compareDist, 'index.html'))) throw new Error(`BENCH_COMPARE_DIST ${compareDist} holds no build (index.html)`);
  // The gateway lists the compressed copies of the build it starts with (gateway/src/http/web-client.ts)
  // and sends them for a chunk of the same name in the other build: both must have them.
  if (compareDist && !fs.readdirSync(path.join(compareDist, 'assets')).some((f) => f.endsWith('.js.br')))
    throw new Error(
      `BENCH_COMPARE_DIST ${compareDist} has no compressed copies (assets/*.js.br): build it with web/vite.config.ts of 26 Nov 2026 or later, or compress its files as that config does`,
    );
  const runs = Number(process.env.BENCH_BROWSER_RUNS ?? (QUICK ? 1 : 5));
  if (BUILD_ONLY) {
    process.stdout.write(`\nWeb client — production build (Vite manifest, gzip level 6; 1 KB = 1024 bytes)\n\n${printBuild(buildReport, buildMs)}\n`);
    return;
  }

  const latencyMs = Number(process.env.PROVIDER_LATENCY_MS ?? 5);
  const stacks: StackReport[] = [];
  for (const s of STACKS) stacks.push(await measureStack(s, runs, latencyMs, compareDist));

  const conditions = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    providerLatencyMs: latencyMs,
    quick: QUICK,
    runs,
    compareDist: compareDist ?? null,
    loadAtStart,
    loadAtEnd: os.loadavg().map((l) => Number(l.toFixed(2))),
    durationS: Math.round((Date.now() - started) / 1000),
  };
  process.stdout.write(`\nWeb client — production build (Vite manifest, gzip level 6; 1 KB = 1024 bytes)\n\n${printBuild(buildReport, buildMs)}\n\n`);
  process.stdout.write(
    `Web client in Chromium — provider latency ${latencyMs} ms, large data, ${runs} runs${compareDist ? ' per build, the builds alternating' : ''}; ` +
      `load average at start ${loadAtStart.join(' ')}, at end ${conditions.loadAtEnd.join(' ')}\n\n`,
  );
  for (const s of stacks) {
    process.stdout.write(`## ${s.name}\n\n`);
    if (!s.reports) process.stdout.write(`not measured: ${s.error}\n\n`);
    else for (const r of s.reports) process.stdout.write(`${s.reports.length > 1 ? `— ${r.variant}\n` : ''}${printBrowser(r)}\n\n`);
    const [mine, other] = s.reports ?? [];
    if (mine && other) process.stdout.write(`${printComparison(mine, other)}\n\n`);
  }
  process.stdout.write(`${printStacks(stacks)}\n\n`);
  fs.writeFileSync(RESULTS, `${JSON.stringify({ conditions, build: buildReport, stacks }, null, 2)}\n`);
  process.stdout.write(`written to ${path.relative(process.cwd(), RESULTS)} in ${conditions.durationS} s\n`);
}

main().catch((err: Error) => {
  process.stderr.write(`web bench failed: ${err.stack ?? err.message}\n`);
  process.exit(1);
});
