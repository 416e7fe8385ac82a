/**
 * `npx tsx web/bench/timeline.ts`: what happens, in order, between pressing Enter on the login
 * screen and 100 rows shown. Every request of the page (GraphQL by operation, script chunks,
 * other) with its start and end on the page's clock from the key press; then the main thread's
 * CPU in each stretch (until the sign-in answers, until the first page's request leaves, while it
 * is open, until the rows are shown), by part and function. Where the bench's breakdown gives
 * sums, this gives the sequence: which request waited for which, and on what.
 * BENCH_SKIP_BUILD=1 reuses web/bench/dist; BENCH_BROWSER_RUNS (default 3) sign-ins.
 */
import { openLogin, signIn } from './browser';
import { cdpOf, Sources, summarize, type Profile } from './cpu-profile';
import { benchSession } from './session';

const log = (line: string) => process.stderr.write(`[bench:web-timeline] ${line}\n`);
const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 3);

interface Entry {
  label: string;
  start: number;
  /** The request on the wire, and the answer's first byte (a GraphQL request's wait is the server's). */
  sent: number;
  firstByte: number;
  end: number;
}

async function main(): Promise<void> {
  const session = await benchSession(log);
  const sources = new Sources();
  try {
    for (let run = 1; run <= RUNS; run++) {
      const { page } = await openLogin(session.browser, session.stack.gatewayUrl);
      const operations: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/graphql') operations.push(/"operationName":"(\w+)"/.exec(r.postData() ?? '')?.[1] ?? '?');
      });
      const cdp = await cdpOf(page);
      await cdp.send('Profiler.start');
      // the profile's clock (µs) against the page's (ms): read one right after the other
      const pageAtStart = (await page.evaluate('performance.now()')) as number;
      const timed = await signIn(page);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      const resources = (await page.evaluate(
        `performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, sent: e.requestStart, firstByte: e.responseStart, end: e.responseEnd }))`,
      )) as { name: string; start: number; sent: number; firstByte: number; end: number }[];
      const t0 = (await page.evaluate('window.__benchEventAt')) as number;
      let graphql = 0;
      const entries: Entry[] = resources
        .filter((e) => e.start >= t0 - 1)
        .sort((a, b) => a.start - b.start)
        .map((e) => {
          const p = new URL(e.name).pathname;
          const label = p === '/graphql' ? `graphql ${operations[graphql++] ?? ''}` : p.replace(/^\/assets\//, '');
          return { label, start: e.start - t0, sent: e.sent - t0, firstByte: e.firstByte - t0, end: e.end - t0 };
        });
      log(`run ${run}: sign-in to 100 rows ${timed.ms.toFixed(0)} ms`);
      const at = (ms: number) => ms.toFixed(0).padStart(5);
      for (const e of entries) log(`  ${at(e.start)} → ${at(e.end)} ms  ${e.label}  (sent ${at(e.sent)}, first byte ${at(e.firstByte)})`);

      const login = entries.find((e) => e.label === 'graphql Login');
      const list = entries.find((e) => e.label === 'graphql SalesOrders');
      if (!login || !list) continue;
      const toProfile = (ms: number) => profile.startTime + (t0 + ms - pageAtStart) * 1000;
      const stretches: [string, number, number][] = [
        ['key press → sign-in answered', 0, login.end],
        ['sign-in answered → first page asked', login.end, list.start],
        ['first page asked → answered', list.start, list.end],
        ['first page answered → rows shown', list.end, timed.ms],
      ];
      for (const [name, from, to] of stretches) {
        const s = summarize(profile, sources, [toProfile(from), toProfile(to)]);
        log(`  ${name}: ${(to - from).toFixed(0)} ms, main thread busy ${s.busy.toFixed(0)} ms`);
        for (const [part, ms] of s.parts.slice(0, 6)) log(`      ${ms.toFixed(0).padStart(5)} ms  ${part}`);
        for (const [fn, ms] of s.functions.slice(0, 6)) log(`      ${ms.toFixed(0).padStart(5)} ms    ${fn}`);
      }
      await page.context().close();
    }
  } finally {
    await session.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
