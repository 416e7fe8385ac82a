/**
 * `npx tsx gateway/bench/scale.ts` (part of `npm run bench`): the sales-order screens on the
 * `huge` data set (100 000 orders) against the same on `large` (20 000), both stacks running at
 * once and the requests alternating between them, so the machine's load touches both alike.
 * Target: p50 on huge within 1.5× of large for the overview's first page, a filtered page, one
 * order's detail and month end of a year in pages (the year's totals, asked once per filter,
 * beside them), with the list cache on (a user asking the same page again within LIST_CACHE_MS
 * is served the page kept from the provider's answer) and off (every request reads the provider).
 * The huge data set is seeded once and cached (1 409 s, ~21 CPU-minutes, on a quiet 2-core
 * machine on 26 Nov 2026; 577 MB), again after any change of migrations or seeders.
 *
 * Environment: BENCH_QUICK=1, PROVIDER_LATENCY_MS (default 5), BENCH_SCALE_SIZES (default large,huge).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { alternatingLatency, type LatencyFigures } from './measure';
import { ADMIN, SALES_ORDER_DETAIL, SALES_ORDER_ROW, yearRange } from './scenarios';
import { startStack, type Stack } from './stack';

const QUICK = process.env.BENCH_QUICK === '1';
const LATENCY_MS = Number(process.env.PROVIDER_LATENCY_MS ?? 5);
const [SMALLER = 'large', BIGGER = 'huge'] = (process.env.BENCH_SCALE_SIZES ?? 'large,huge').split(',');
const REQUESTS = QUICK ? 6 : 40;
const MAX_MS = QUICK ? 20_000 : 60_000;
const TARGET_RATIO = 1.5;
const log = (line: string) => process.stderr.write(`[bench:scale] ${line}\n`);

const PAGE = `query SalesOrders($page: ListPage, $range: SalesOrderRange, $filter: SalesOrderFilter) {
  salesOrders(page: $page, range: $range, filter: $filter) { totalCount nodes { ...SalesOrderRow } }
}${SALES_ORDER_ROW}`;
const DETAIL = `query SalesOrder($id: ID!) { salesOrder(id: $id) { ...SalesOrderDetail } }${SALES_ORDER_DETAIL}`;
/**
 * The month-end screen's own document (the page alone; the count and the totals of the filter apart), read
 * from the web client so that this asks what the screen asks; sent whole with the operation's name.
 */
const MONTH_END_DOCUMENT = fs.readFileSync(path.resolve(__dirname, '../../web/src/features/monthEnd/month-end.graphql'), 'utf8');

async function gql(stack: Stack, token: string | null, query: string, variables: Record<string, unknown> = {}, operationName?: string) {
  const res = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables, operationName }),
  });
  const json = (await res.json()) as { data?: any; errors?: { message: string }[] };
  if (json.errors?.length) throw new Error(json.errors.map((e) => e.message).join('; '));
  return json.data;
}

interface Side {
  stack: Stack;
  token: string;
  orderId: string;
  supplier: string;
}

async function prepare(stack: Stack): Promise<Side> {
  const token = (
    await gql(stack, null, 'mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }', { e: ADMIN.email, p: ADMIN.password })
  ).login.token;
  const first = (await gql(stack, token, PAGE, { page: { offset: 0, limit: 1 }, range: 'LAST_6_MONTHS' })).salesOrders.nodes[0];
  return { stack, token, orderId: first.id, supplier: first.supplier.name };
}

type Figures = Record<string, { bigger: LatencyFigures; smaller: LatencyFigures; ratio: number; met: boolean }>;

async function measure(big: Side, small: Side): Promise<Figures> {
  // the same supplier name on both (the huge set's reference data is the large set's)
  const filter = { conditions: [{ field: 'SUPPLIER', operator: 'CONTAINS', value: small.supplier.slice(0, 6) }] };
  const cases: [string, (s: Side) => () => Promise<unknown>][] = [
    ['overview, first page (100 of the last 6 months)', (s) => () => gql(s.stack, s.token, PAGE, { page: { offset: 0, limit: 100 }, range: 'LAST_6_MONTHS' })],
    [
      'overview, filtered page (supplier contains …, all orders)',
      (s) => () => gql(s.stack, s.token, PAGE, { page: { offset: 0, limit: 100 }, range: 'ALL', filter }),
    ],
    ["one order's detail", (s) => () => gql(s.stack, s.token, DETAIL, { id: s.orderId })],
    [
      "month end of the last 12 months, pages of 100 as the screen asks them (walking the pages, the screen's sort)",
      (s) => {
        // each call the next page of the year (the same pages on both sets: the first 50)
        let next = 0;
        const { from, to } = yearRange();
        const filter = { conditions: [{ field: 'LOADING_DATE', operator: 'BETWEEN', value: from, valueTo: to }] };
        const sort = [{ field: 'LOADING_DATE', direction: 'DESC' }];
        return () => gql(s.stack, s.token, MONTH_END_DOCUMENT, { filter, sort, page: { offset: (next++ % 50) * 100, limit: 100 } }, 'MonthEnd');
      },
    ],
    [
      'month end of the last 12 months, the count (asked once per filter, with the first page)',
      (s) => {
        const { from, to } = yearRange();
        const filter = { conditions: [{ field: 'LOADING_DATE', operator: 'BETWEEN', value: from, valueTo: to }] };
        return () => gql(s.stack, s.token, MONTH_END_DOCUMENT, { filter }, 'MonthEndCount');
      },
    ],
    [
      "month end of the last 12 months, the totals (asked once per filter: Apollo's cache keeps them while the user pages)",
      (s) => {
        const { from, to } = yearRange();
        const filter = { conditions: [{ field: 'LOADING_DATE', operator: 'BETWEEN', value: from, valueTo: to }] };
        return () => gql(s.stack, s.token, MONTH_END_DOCUMENT, { filter }, 'MonthEndTotals');
      },
    ],
  ];
  const figures: Figures = {};
  for (const [name, call] of cases) {
    log(`${name}`);
    await alternatingLatency(call(big), call(small), 2, 120_000); // warm-up
    const [bigger, smaller] = await alternatingLatency(call(big), call(small), REQUESTS, MAX_MS);
    const ratio = bigger.p50 / smaller.p50;
    figures[name] = { bigger, smaller, ratio, met: ratio <= TARGET_RATIO };
  }
  return figures;
}

export async function scale(): Promise<string> {
  const lines: string[] = [];
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  lines.push(
    `Scale: ${BIGGER} against ${SMALLER} data, gateway p50 at concurrency 1, requests alternating; provider latency ${LATENCY_MS} ms; load at start ${load()}${QUICK ? ' (QUICK)' : ''}`,
  );
  const modes: { name: string; env: Record<string, string> }[] = [
    { name: 'list cache on', env: {} },
    { name: 'list cache off', env: { LIST_CACHE_MS: '0' } },
  ];
  for (const mode of modes) {
    log(`— ${mode.name}: starting a ${BIGGER} and a ${SMALLER} stack —`);
    const [bigStack, smallStack] = await Promise.all([
      startStack({ size: BIGGER, latencyMs: LATENCY_MS, gatewayEnv: mode.env, log }),
      startStack({ size: SMALLER, latencyMs: LATENCY_MS, gatewayEnv: mode.env, log }),
    ]);
    try {
      const figures = await measure(await prepare(bigStack), await prepare(smallStack));
      lines.push('', `${mode.name}:`);
      const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
      for (const [name, f] of Object.entries(figures)) {
        lines.push(
          `- ${name}: ${BIGGER} ${ms(f.bigger.p50)} ms, ${SMALLER} ${ms(f.smaller.p50)} ms (n ${f.bigger.n}/${f.smaller.n}): ${f.ratio.toFixed(2)}× ≤ ${TARGET_RATIO}× ${f.met ? 'met' : 'MISSED'}`,
        );
      }
    } finally {
      await Promise.all([bigStack.close(), smallStack.close()]);
    }
  }
  lines.push(`load at end ${load()}`);
  return lines.join('\n');
}

if (require.main === module) {
  scale().then(
    (text) => process.stdout.write(`\n${text}\n`),
    (err: Error) => {
      process.stderr.write(`scale bench failed: ${err.stack ?? err.message}\n`);
      process.exit(1);
    },
  );
}
