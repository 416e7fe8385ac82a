/**
 * `npx tsx web/bench/timeline.ts`: what happens, in order, between pressing Enter on the login
 * screen and 100 rows shown: every request of the page (GraphQL by operation, script chunks,
 * other) with its start and end on the page's clock, from the key press. Where the bench's
 * breakdown gives sums, this gives the sequence: which request waited for which.
 * BENCH_SKIP_BUILD=1 reuses web/bench/dist; BENCH_BROWSER_RUNS (default 3) sign-ins.
 */
import { openLogin, signIn } from './browser';
import { benchSession } from './session';

const log = (line: string) => process.stderr.write(`[bench:web-timeline] ${line}\n`);
const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 3);

async function main(): Promise<void> {
  const session = await benchSession(log);
  try {
    for (let run = 1; run <= RUNS; run++) {
      const { page } = await openLogin(session.browser, session.stack.gatewayUrl);
      const operations: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/graphql') operations.push(/"operationName":"(\w+)"/.exec(r.postData() ?? '')?.[1] ?? '?');
      });
      const timed = await signIn(page);
      const entries = (await page.evaluate(`performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd }))`)) as {
        name: string;
        start: number;
        end: number;
      }[];
      const t0 = (await page.evaluate('window.__benchEventAt')) as number;
      const after = entries.filter((e) => e.start >= t0 - 1).sort((a, b) => a.start - b.start);
      let graphql = 0;
      log(`run ${run}: sign-in to 100 rows ${timed.ms.toFixed(0)} ms`);
      for (const e of after) {
        const p = new URL(e.name).pathname;
        const label = p === '/graphql' ? `graphql ${operations[graphql++] ?? ''}` : p.replace(/^\/assets\//, '');
        log(`  ${(e.start - t0).toFixed(0).padStart(5)} → ${(e.end - t0).toFixed(0).padStart(5)} ms  ${label}`);
      }
      log(`  rows shown at ${timed.ms.toFixed(0)} ms`);
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
