/**
 * `npx tsx web/bench/trace.ts`: a Chromium performance trace (the DevTools timeline) of the
 * interactions the bench times, summed per kind of work between the last GraphQL answer and the
 * rows shown: script, style recalculation, layout, paint, garbage collection; and the long tasks
 * in that window one by one. Where the CPU profile (profile.ts) says "(program)", this says which
 * of the renderer's own steps it was. BENCH_SKIP_BUILD=1 reuses web/bench/dist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openLogin } from './browser';
import { BENCH_DIST } from './build-report';
import { benchSession, interactionsOf } from './session';

const log = (line: string) => process.stderr.write(`[bench:web-trace] ${line}\n`);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: Record<string, unknown>;
}

const KINDS: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.run': 'script',
  RunMicrotasks: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  ParseHTML: 'parse',
  ParseAuthorStyleSheet: 'style',
};

function summarize(events: TraceEvent[], from: number, to: number) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= from && e.ts <= to);
  const tasks = onMain.filter((e) => e.name === 'RunTask').map((e) => ({ at: (e.ts - from) / 1000, ms: (e.dur ?? 0) / 1000 }));
  // top-level time per kind: an event counted only when no enclosing event of a counted kind holds it
  const kinds = new Map<string, number>();
  const counted = onMain.filter((e) => KINDS[e.name]).sort((a, b) => a.ts - b.ts);
  let end = -Infinity;
  for (const e of counted) {
    if (e.ts < end) continue;
    const kind = KINDS[e.name]!;
    kinds.set(kind, (kinds.get(kind) ?? 0) + (e.dur ?? 0) / 1000);
    end = e.ts + (e.dur ?? 0);
  }
  // style and layout inside scripts (forced by reads of the layout)
  const forced = new Map<string, number>();
  for (const e of onMain) if (e.name === 'UpdateLayoutTree' || e.name === 'Layout') forced.set(e.name, (forced.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  return { tasks, kinds: [...kinds].sort((a, b) => b[1] - a[1]), styleLayoutAll: [...forced] };
}

async function main(): Promise<void> {
  const { stack, term, browser, close } = await benchSession(log);
  try {
    for (let run = 0; run < Number(process.env.BENCH_TRACE_RUNS ?? 2); run++) {
      const { page } = await openLogin(browser, stack.gatewayUrl);
      const steps = interactionsOf(page, term);
      for (const [name, step] of steps) {
        await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', '__metadata'] });
        const timed = await step();
        const buffer = await browser.stopTracing();
        if (run === 0) continue;
        const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
        // the window: the last answer to the rows shown, counted back from the trace's end (tracing stops once they are shown)
        const last = Math.max(...traceEvents.filter((e) => e.ph === 'X' || e.ph === 'I').map((e) => e.ts + (e.dur ?? 0)));
        const afterMs = timed.parts.afterLastAnswerMs;
        const to = last;
        const from = to - afterMs * 1000 - 50_000; // a little slack: the raf poll's own frame
        const s = summarize(traceEvents, from, to);
        process.stdout.write(`\n${name} (run ${run}): ${timed.ms.toFixed(0)} ms, answer → shown ${afterMs.toFixed(0)} ms\n`);
        process.stdout.write(`  by kind: ${s.kinds.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}\n`);
        process.stdout.write(`  style/layout incl. forced: ${s.styleLayoutAll.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}\n`);
        process.stdout.write(
          `  tasks ≥ 4 ms: ${s.tasks
            .filter((t) => t.ms >= 4)
            .map((t) => `@${t.at.toFixed(0)} ${t.ms.toFixed(0)}`)
            .join('  ')}\n`,
        );
        fs.writeFileSync(path.join(path.dirname(BENCH_DIST), `trace-${name}.json`), buffer);
      }
      await page.context().close();
    }
  } finally {
    await close();
  }
}

main().catch((err: Error) => {
  process.stderr.write(`web trace failed: ${err.stack ?? err.message}\n`);
  process.exit(1);
});
