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
import type { CDPSession } from '@playwright/test';
import { openLogin, type Timed } from './browser';
import { cdpOf, Sources, summarize, type Profile } from './cpu-profile';
import { BENCH_DIST } from './build-report';
import { benchSession, interactionsOf, INTERACTIONS } from './session';

const HERE = path.dirname(BENCH_DIST);
const log = (line: string) => process.stderr.write(`[bench:web-profile] ${line}\n`);

async function profiled(cdp: CDPSession, run: () => Promise<Timed>): Promise<{ timed: Timed; profile: Profile }> {
  await cdp.send('Profiler.start');
  const timed = await run();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  return { timed, profile };
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
