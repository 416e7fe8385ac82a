/**
 * `npx tsx web/bench/profile.ts`: where the browser's main thread goes in the interactions the
 * bench times (sign-in to the grid's rows, opening an order's detail, the next page, the quick
 * search): Chromium's CPU profiler (CDP, 100 µs sampling) around each interaction, self time
 * summed per part (React, the MUI DataGrid, Apollo Client, our data-table, …) and per function,
 * mapped to the sources through the build's source maps. Shares, not milliseconds, are what
 * survives a loaded machine.
 *
 * Environment: BENCH_PROFILE_RUNS (default 3, after one warm-up), BENCH_SKIP_BUILD=1 (reuse
 * web/bench/dist), BENCH_SEED_SIZE, PROVIDER_LATENCY_MS. Writes web/bench/profile-<interaction>.cpuprofile
 * (open in Chrome DevTools' Performance panel) of the last run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import type { CDPSession, Page } from '@playwright/test';
import type { CpuProfile } from '../../gateway/bench/stack';
import { openLogin, type Timed } from './browser';
import { BENCH_DIST } from './build-report';
import { benchSession, interactionsOf, INTERACTIONS } from './session';

const HERE = path.dirname(BENCH_DIST);
const log = (line: string) => process.stderr.write(`[bench:web-profile] ${line}\n`);

interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
type Profile = Omit<CpuProfile, 'nodes'> & { nodes: Array<{ id: number; callFrame: Frame }> };

/** Maps a generated position of a chunk in the build to its source file and line. */
class Sources {
  private maps = new Map<string, TraceMap | null>();

  locate(frame: Frame): { source: string; line: number; name: string } | null {
    const file = /\/assets\/[^/?#]+\.js/.exec(frame.url)?.[0];
    if (!file) return null;
    let map = this.maps.get(file);
    if (map === undefined) {
      const mapFile = path.join(BENCH_DIST, `${file}.map`);
      map = fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : null;
      this.maps.set(file, map);
    }
    if (!map) return null;
    const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!pos.source) return null;
    return { source: pos.source.replace(/^(\.\.\/)+/, ''), line: pos.line ?? 0, name: pos.name ?? '' };
  }
}

/** The part of the client a source file belongs to. */
export function partOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1];
  if (pkg) return pkg;
  const feature = /src\/(features\/[^/]+|ui\/[^/]+|app|generated|i18n)/.exec(source)?.[1];
  return feature ? `web src/${feature}` : source;
}

function summarize(profile: Profile, sources: Sources) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parts = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const { functionName, url } = node.callFrame;
    if (functionName === '(idle)') return;
    busy += ms;
    let part: string;
    let fn: string;
    if (functionName.startsWith('(')) {
      part = functionName === '(garbage collector)' ? 'garbage collection' : `browser ${functionName}`;
      fn = functionName;
    } else {
      const at = sources.locate(node.callFrame);
      part = at ? partOf(at.source) : url ? `other script` : 'browser (native)';
      fn = at ? `${functionName || at.name || '(anonymous)'}  ${at.source}:${at.line}` : `${functionName || '(anonymous)'}  ${url}`;
    }
    parts.set(part, (parts.get(part) ?? 0) + ms);
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
  });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return { busy, parts: sorted(parts), functions: sorted(functions) };
}

async function profiled(cdp: CDPSession, run: () => Promise<Timed>): Promise<{ timed: Timed; profile: Profile }> {
  await cdp.send('Profiler.start');
  const timed = await run();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  return { timed, profile };
}

async function cdpOf(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  return cdp;
}

async function main(): Promise<void> {
  const runs = Number(process.env.BENCH_PROFILE_RUNS ?? 3);
  const { stack, term, browser, close } = await benchSession(log);
  const sources = new Sources();
  const collected = new Map<string, { ms: number[]; profiles: Profile[] }>(INTERACTIONS.map((n) => [n, { ms: [], profiles: [] }]));
  try {
    for (let i = 0; i <= runs; i++) {
      const { page } = await openLogin(browser, stack.gatewayUrl);
      const cdp = await cdpOf(page);
      const steps = interactionsOf(page, term);
      for (const [name, run] of steps) {
        const { timed, profile } = await profiled(cdp, run);
        if (i === 0) continue; // warm-up
        const c = collected.get(name)!;
        c.ms.push(timed.ms);
        c.profiles.push(profile);
      }
      await page.context().close();
      if (i > 0) log(`run ${i}/${runs} done`);
    }
  } finally {
    await close();
  }
  for (const [name, { ms, profiles }] of collected) {
    const all = profiles.map((p) => summarize(p, sources));
    const busy = all.reduce((s, x) => s + x.busy, 0) / all.length;
    const sum = (key: 'parts' | 'functions') => {
      const m = new Map<string, number>();
      for (const x of all) for (const [k, v] of x[key]) m.set(k, (m.get(k) ?? 0) + v / all.length);
      return [...m].sort((a, b) => b[1] - a[1]);
    };
    process.stdout.write(`\n${name}: ${ms.map((x) => x.toFixed(0)).join(', ')} ms; main thread busy ${busy.toFixed(0)} ms (mean of ${all.length})\n`);
    for (const [part, v] of sum('parts').slice(0, 14))
      process.stdout.write(`  ${part.padEnd(44)} ${v.toFixed(1).padStart(7)} ms  ${((v / busy) * 100).toFixed(1).padStart(5)} %\n`);
    process.stdout.write('  top functions (self time):\n');
    for (const [fn, v] of sum('functions').slice(0, 18)) process.stdout.write(`    ${v.toFixed(1).padStart(7)} ms  ${fn}\n`);
    fs.writeFileSync(path.join(HERE, `profile-${name}.cpuprofile`), JSON.stringify(profiles[profiles.length - 1]));
  }
}

main().catch((err: Error) => {
  process.stderr.write(`web profile failed: ${err.stack ?? err.message}\n`);
  process.exit(1);
});
