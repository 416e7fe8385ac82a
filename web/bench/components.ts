/**
 * `npx tsx web/bench/components.ts`: which React components render, how often and for how long,
 * in each render and commit of the interactions the bench times (sign-in, detail, next page,
 * quick search). It builds the client with React's profiling build (`react-dom/profiling`, not
 * minified) into web/bench/dist-profiling and reads React's own performance tracks: the
 * "Components ⚛" and scheduler tracks React writes with `console.timeStamp` when DevTools are
 * present (a stand-in hook is installed), collected in the page instead of in a trace.
 *
 * Why not profile.ts: on this two-core machine Chromium's sampling profiler is starved (of one
 * next page's 848 ms of samples, 507 ms came in gaps over 2 ms), so its self time per function
 * lands on whatever ran when the sampler woke. React's timestamps are taken by React itself.
 * Durations are inclusive (a parent includes its children) and slower than production's (not
 * minified, profiling on): compare components and renders within a run, not with bench figures.
 *
 * Environment: BENCH_SKIP_BUILD=1 (reuse web/bench/dist-profiling), BENCH_COMPONENTS_STEPS
 * (default all four, e.g. "detail,next-page"), BENCH_BROWSER_RUNS (default 2), BENCH_TOP (default 12
 * components per render).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startStack } from '../../gateway/bench/stack';
import { launchBrowser, openLogin, searchTerm } from './browser';
import { WEB } from './build-report';
import { interactionsOf, INTERACTIONS } from './session';

const log = (line: string) => process.stderr.write(`[bench:web-components] ${line}\n`);
const DIST = path.join(WEB, 'bench', 'dist-profiling');
const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 2);
const TOP = Number(process.env.BENCH_TOP ?? 12);
const STEPS = (process.env.BENCH_COMPONENTS_STEPS ?? INTERACTIONS.join(',')).split(',');

/** React's profiling build records its tracks only where DevTools are present: a hook that does nothing but be there. */
const COLLECT = `
  window.__reactTracks = [];
  console.timeStamp = function (name, start, end, track) {
    if (typeof start === 'number') window.__reactTracks.push([String(name), start, end, String(track)]);
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false, supportsFiber: true, renderers: new Map(),
    inject: function () { return 1; }, checkDCE: function () {},
    onCommitFiberRoot: function () {}, onCommitFiberUnmount: function () {}, onPostCommitFiberRoot: function () {},
  };
`;

type Track = [name: string, start: number, end: number, track: string];
const COMPONENTS = 'Components \u269b';

function buildProfiling(): void {
  log('building the web client with react-dom/profiling into web/bench/dist-profiling …');
  execFileSync(
    process.execPath,
    [path.join(WEB, '../node_modules/vite/bin/vite.js'), 'build', '--config', path.join(WEB, 'bench', 'vite.profiling.config.ts'), '--logLevel', 'warn'],
    {
      cwd: WEB,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

/** Each render and commit over 5 ms, with the components that rendered in it (inclusive ms, count). */
function report(tracks: Track[], t0: number): string[] {
  const components = tracks.filter((t) => t[3] === COMPONENTS);
  const phases = tracks.filter((t) => t[3] !== COMPONENTS && /^(Render|Commit)$/.test(t[0]) && t[2] - t[1] > 5);
  return phases.map(([phase, start, end, lane]) => {
    const inside = new Map<string, { n: number; ms: number }>();
    for (const [name, s, e] of components) {
      if (s < start - 0.01 || e > end + 0.01) continue;
      const sum = inside.get(name) ?? { n: 0, ms: 0 };
      sum.n++;
      sum.ms += e - s;
      inside.set(name, sum);
    }
    const top = [...inside]
      .filter(([name]) => !/^(Styled\(div\)|ForwardRef\(Box\d*\)|Insertion\d*)$/.test(name))
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, TOP)
      .map(([name, { n, ms }]) => `${name} ${n}× ${ms.toFixed(0)}`)
      .join(', ');
    return `  ${lane.padEnd(10)} ${phase.padEnd(6)} @${(start - t0).toFixed(0).padStart(5)} +${(end - start).toFixed(0).padStart(4)} ms  ${top}`;
  });
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== '1' || !fs.existsSync(path.join(DIST, 'index.html'))) buildProfiling();
  const stack = await startStack({ size: process.env.BENCH_SEED_SIZE ?? 'large', latencyMs: Number(process.env.PROVIDER_LATENCY_MS ?? 5), webDist: DIST, log });
  const browser = await launchBrowser();
  try {
    const term = await searchTerm(stack.gatewayUrl);
    for (let run = 1; run <= RUNS; run++) {
      const { page } = await openLogin(browser, stack.gatewayUrl);
      await page.context().addInitScript({ content: COLLECT });
      await page.reload(); // the hook must exist before react-dom loads
      await page.getByRole('textbox', { name: 'E-mailadres', exact: true }).waitFor();
      for (const [name, step] of interactionsOf(page, term)) {
        const t0 = (await page.evaluate('window.__reactTracks = []; performance.now()')) as number;
        const timed = await step();
        await page.waitForTimeout(500); // the effects and renders that follow the rows shown
        const tracks = (await page.evaluate('window.__reactTracks')) as Track[];
        if (!STEPS.includes(name)) continue;
        log(`run ${run}, ${name}: ${timed.ms.toFixed(0)} ms (profiling build); renders and commits over 5 ms, components inclusive:`);
        for (const line of report(tracks, t0)) log(line);
      }
      await page.context().close();
    }
  } finally {
    await browser.close();
    await stack.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
