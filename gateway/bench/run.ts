/**
 * `npm run bench` (gateway part): the gateway side by side with the ideal direct client, on a
 * large data set, per scenario (scenarios.ts). Prints a table and writes results.json beside this
 * file. Figures, not a test: it never fails on time. See README.md.
 *
 * Environment: PROVIDER_LATENCY_MS (default 5), BENCH_QUICK=1 (a smoke run of a few seconds a
 * scenario), BENCH_SCENARIOS (comma-separated names), BENCH_SEED_SIZE (default large),
 * BENCH_CONCURRENCY (the closed loop's workers; default 16, 4 in a quick run), BENCH_GATEWAY_NODE_ARGS (V8 flags
 * for the gateway process only, to try a memory setting), BENCH_MODES (cache-on, cache-off,
 * extensions-off; extensions-off-cache-off only when named).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DirectClient } from './direct-client';
import { alternatingLatency, closedLoop, sleep, throughputFigures } from './measure';
import { ADMIN, scenarios, type Scenario } from './scenarios';
import { sqlPlans } from './sql-plans';
import { REPO, startStack, type Stack } from './stack';
import { mb, printResults, printTargets, type ModeResult, type ScenarioResult } from './report';

const QUICK = process.env.BENCH_QUICK === '1';
const SETTINGS = {
  latencyMs: Number(process.env.PROVIDER_LATENCY_MS ?? 5),
  seedSize: process.env.BENCH_SEED_SIZE ?? 'large',
  /** Requests counted at the provider, per client. */
  countRequests: QUICK ? 2 : 5,
  warmup: QUICK ? 2 : 5,
  /** Sequential requests per client, alternating, at most latencyMaxS seconds for both. */
  latencyRequests: QUICK ? 10 : 200,
  latencyMaxS: QUICK ? 4 : 30,
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? (QUICK ? 4 : 16)),
  /** Closed-loop window per client (two halves, ABBA). */
  throughputS: QUICK ? 2 : 10,
  /** autocannon's run against the gateway. */
  autocannonS: QUICK ? 2 : 10,
};
const ONLY = process.env.BENCH_SCENARIOS?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
/** results.json; a quick run writes a file of its own. */
const RESULTS = path.join(
  path.dirname(__filename),
  `results${QUICK ? '-quick' : ''}${process.env.LIST_CACHE_MS !== undefined ? `-listcache${process.env.LIST_CACHE_MS}` : ''}.json`,
);
/**
 * The gateway is measured with its list cache on (default) and off (LIST_CACHE_MS=0), each on
 * a fresh stack with every provider extension on, then with none (a spec-only provider: the
 * ideal client reads the spec's whole lists too); LIST_CACHE_MS in the environment measures that
 * one setting only.
 */
const ALL_MODES: { key: string; name: string; env: Record<string, string>; specOnly?: boolean; optIn?: boolean; providerProfile?: 'spec' }[] = [
  // as `npm start` runs it over the embedded provider: every extension on
  { key: 'cache-on', name: 'list cache on (10 s)', env: { PROVIDER_EXTENSIONS: 'all' } },
  { key: 'cache-off', name: 'list cache off', env: { LIST_CACHE_MS: '0', PROVIDER_EXTENSIONS: 'all' } },
  // a provider that implements only the spec (issue 30): the overview from the whole 6-month
  // list, against an ideal client of that provider (direct-client.ts, specOnly)
  { key: 'extensions-off', name: 'extensions off, list cache on (10 s)', env: { PROVIDER_EXTENSIONS: 'none' }, specOnly: true },
  // only when BENCH_MODES names it: request by request, both clients read the whole list each time
  {
    key: 'extensions-off-cache-off',
    name: 'extensions off, list cache off',
    env: { LIST_CACHE_MS: '0', PROVIDER_EXTENSIONS: 'none' },
    specOnly: true,
    optIn: true,
  },
  // only when named: the strict provider (no NewId where the spec shows none, every exchange
  // validated), so a copy reads the whole order list before and after (mutations/created.ts)
  {
    key: 'spec-provider',
    name: 'extensions off over the strict provider, list cache on (10 s)',
    env: { PROVIDER_EXTENSIONS: 'none' },
    specOnly: true,
    optIn: true,
    providerProfile: 'spec',
  },
];
/** BENCH_MODES: some of the modes by key (e.g. `extensions-off`); default all but the opt-in ones. */
const MODE_KEYS = process.env.BENCH_MODES?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const CACHE_MODES: typeof ALL_MODES =
  process.env.LIST_CACHE_MS !== undefined
    ? [{ key: 'env', name: `list cache ${process.env.LIST_CACHE_MS} ms`, env: { LIST_CACHE_MS: process.env.LIST_CACHE_MS, PROVIDER_EXTENSIONS: 'all' } }]
    : ALL_MODES.filter((m) => (MODE_KEYS ? MODE_KEYS.includes(m.key) : !m.optIn));
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const load = () => os.loadavg().map((l) => Number(l.toFixed(2)));

/** Differences between two JSON values, as paths (at most `max`). */
export function differences(a: unknown, b: unknown, at = '', out: string[] = [], max = 8): string[] {
  if (out.length >= max) return out;
  if (a === b) return out;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) out.push(`${at || '.'}: ${a.length} items vs ${b.length}`);
    for (let i = 0; i < Math.min(a.length, b.length); i++) differences(a[i], b[i], `${at}[${i}]`, out, max);
    return out;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}.${k}`, out, max);
    return out;
  }
  out.push(`${at || '.'}: ${JSON.stringify(a)?.slice(0, 60)} vs ${JSON.stringify(b)?.slice(0, 60)}`);
  return out;
}

/** Waits until the provider has seen no request for `quietMs` (in-flight work of the last phase is done). */
async function settle(stack: Stack, quietMs = 500, maxMs = 60_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  let last = (await stack.stats()).total;
  while (Date.now() < deadline) {
    await sleep(quietMs);
    const now = (await stack.stats()).total;
    if (now === last) return;
    last = now;
  }
}

function gatewayCall(stack: Stack, scenario: Scenario, token: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (scenario.signedIn) headers.authorization = `Bearer ${token}`;
  const body = JSON.stringify({ query: scenario.query, variables: scenario.variables });
  const url = `${stack.gatewayUrl}/graphql`;
  return {
    headers,
    body,
    url,
    async call(): Promise<unknown> {
      // tried once more when the connection fails before an answer, as the direct client does
      const res = await fetch(url, { method: 'POST', headers, body }).catch(() => fetch(url, { method: 'POST', headers, body }));
      const json = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
      if (res.status !== 200 || json.errors?.length) throw new Error(`gateway ${res.status}: ${json.errors?.map((e) => e.message).join('; ')}`);
      return json.data;
    },
  };
}

async function countCalls(stack: Stack, call: () => Promise<unknown>, requests: number) {
  await settle(stack, 200);
  await stack.resetStats();
  for (let i = 0; i < requests; i++) await retrying(call);
  const { total, byRoute } = await stack.stats();
  const calls = Object.fromEntries(
    Object.entries(byRoute)
      .map(([route, n]) => [route.replace(/^(GET|POST) \/api\/factory\/execute\//, ''), n / requests] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return { callsPerRequest: total / requests, calls };
}

async function runAutocannon(g: ReturnType<typeof gatewayCall>, seconds: number) {
  const result = await autocannon({
    url: g.url,
    method: 'POST',
    headers: g.headers,
    body: g.body,
    connections: SETTINGS.concurrency,
    duration: seconds,
    timeout: 120,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
  };
}

/**
 * An order of the last 6 months with lines, transports, text lines and a document (most lines
 * first); over the strict provider, which takes no batch of ids, the newest such order.
 */
async function findRichOrder(providerUrl: string, token: string, strict = false): Promise<string> {
  if (strict) return findRichOrderOneByOne(providerUrl, token);
  const call = async (procedure: string, payload?: unknown) => {
    const res = await fetch(`${providerUrl}/api/factory/execute/backoffice/${procedure}`, {
      method: payload === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return ((await res.json()) as { Items: Record<string, unknown>[] }).Items;
  };
  const ids = (await call('getSalesOrders6Months')).slice(0, 1000).map((o) => Number(o.id));
  const [lines, transports, textLines, documents] = await Promise.all([
    call('getSalesOrderLines', { orderids: ids }),
    call('getSalesOrderTransports', { orderids: ids }),
    call('getSalesOrderTextLines', { salesorderheaderids: ids }),
    call('getSalesOrderDocuments', { orderids: ids }),
  ]);
  const has = (rows: Record<string, unknown>[], field: string) => new Set(rows.map((r) => Number(r[field])));
  const withTransports = has(transports, 'orderid');
  const withText = has(textLines, 'salesorderheaderid');
  const withDocs = has(documents, 'orderid');
  const lineCount = new Map<number, number>();
  for (const l of lines) lineCount.set(Number(l.orderid), (lineCount.get(Number(l.orderid)) ?? 0) + 1);
  const rich = ids.filter((id) => withTransports.has(id) && withText.has(id) && withDocs.has(id) && lineCount.has(id));
  rich.sort((a, b) => (lineCount.get(b) ?? 0) - (lineCount.get(a) ?? 0) || b - a);
  if (!rich.length) throw new Error('no order of the last 6 months has lines, transports, text lines and documents');
  return String(rich[0]);
}

/** The newest order of the last 6 months with all four parts, asked with the spec's single ids (at most 300 orders). */
async function findRichOrderOneByOne(providerUrl: string, token: string): Promise<string> {
  const call = async (procedure: string, payload?: unknown) => {
    const res = await fetch(`${providerUrl}/api/factory/execute/backoffice/${procedure}`, {
      method: payload === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return ((await res.json()) as { Items?: Record<string, unknown>[] }).Items ?? [];
  };
  const ids = (await call('getSalesOrders6Months')).map((o) => Number(o.id)).sort((a, b) => b - a);
  for (const id of ids.slice(0, 300)) {
    const parts = await Promise.all([
      call('getSalesOrderLines', { orderid: id }),
      call('getSalesOrderTransports', { orderid: id }),
      call('getSalesOrderTextLines', { salesorderheaderid: id }),
      call('getSalesOrderDocuments', { orderid: id }),
    ]);
    if (parts.every((p) => p.length > 0)) return String(id);
  }
  throw new Error('none of the newest 300 orders of the last 6 months has lines, transports, text lines and documents');
}

/** Setup calls (not measured) get two more tries: a loaded machine drops the odd connection. */
async function retrying<T>(call: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await call();
    } catch (err) {
      if (i >= tries) throw err;
      log(`retrying after: ${(err as Error).message}`);
      await sleep(1000);
    }
  }
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : NaN);

async function runScenario(stack: Stack, scenario: Scenario, direct: DirectClient, token: string): Promise<ScenarioResult> {
  const loadBefore = load();
  const g = gatewayCall(stack, scenario, token);
  const d = () => scenario.direct(direct);

  log(`${scenario.name}: same data?`);
  const [gatewayData, directData] = [await retrying(g.call), await retrying(d)];
  const diffs = differences(JSON.parse(JSON.stringify(gatewayData)), JSON.parse(JSON.stringify(directData)));

  log(`${scenario.name}: provider calls`);
  const gatewayCalls = await countCalls(stack, g.call, SETTINGS.countRequests);
  const directCalls = await countCalls(stack, d, SETTINGS.countRequests);

  await stack.resetMemory();
  stack.resetGatewayWarnings();
  log(`${scenario.name}: warm-up and latency at concurrency 1`);
  await alternatingLatency(g.call, d, SETTINGS.warmup, 60_000);
  const [gatewayLatency, directLatency] = await alternatingLatency(g.call, d, SETTINGS.latencyRequests, SETTINGS.latencyMaxS * 1000);

  log(`${scenario.name}: throughput at concurrency ${SETTINGS.concurrency} (${SETTINGS.throughputS} s each, ABBA)`);
  const half = (SETTINGS.throughputS * 1000) / 2;
  await settle(stack);
  const g1 = await closedLoop(g.call, SETTINGS.concurrency, half);
  await settle(stack);
  const d1 = await closedLoop(d, SETTINGS.concurrency, half);
  await settle(stack);
  const d2 = await closedLoop(d, SETTINGS.concurrency, half);
  await settle(stack);
  const g2 = await closedLoop(g.call, SETTINGS.concurrency, half);
  await settle(stack);
  const gatewayThroughput = throughputFigures([g1, g2]);
  const directThroughput = throughputFigures([d1, d2]);

  log(`${scenario.name}: autocannon against the gateway (${SETTINGS.autocannonS} s)`);
  let cannon: ScenarioResult['gateway']['autocannon'] = null;
  try {
    cannon = await runAutocannon(g, SETTINGS.autocannonS);
  } catch (err) {
    log(`autocannon failed: ${(err as Error).message}`);
  }
  await settle(stack);
  const memory = await stack.memory();

  const ratios = {
    calls: ratio(gatewayCalls.callsPerRequest, directCalls.callsPerRequest),
    p50: ratio(gatewayLatency.p50, directLatency.p50),
    p99: ratio(gatewayLatency.p99, directLatency.p99),
    throughput: ratio(gatewayThroughput.rps, directThroughput.rps),
  };
  return {
    name: scenario.name,
    title: scenario.title,
    sameData: diffs.length === 0,
    differences: diffs,
    gateway: { ...gatewayCalls, latency: gatewayLatency, throughput: gatewayThroughput, autocannon: cannon, memory, warnings: stack.gatewayWarnings() },
    direct: { ...directCalls, latency: directLatency, throughput: directThroughput },
    ratios,
    targets: { calls: gatewayCalls.callsPerRequest <= directCalls.callsPerRequest, p50: ratios.p50 <= 1.2, throughput: ratios.throughput >= 0.8 },
    loadBefore,
    loadAfter: load(),
  };
}

function git(args: string): string {
  try {
    return execSync(`git ${args}`, { cwd: REPO, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

async function gatewaySignIn(stack: Stack): Promise<string> {
  const login = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }',
      variables: { e: ADMIN.email, p: ADMIN.password },
    }),
  });
  const token = ((await login.json()) as { data?: { login?: { token?: string } } }).data?.login?.token;
  if (!token) throw new Error('could not sign in at the gateway');
  return token;
}

async function providerSignIn(stack: Stack): Promise<string> {
  const providerToken = await fetch(`${stack.providerUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', userName: ADMIN.email, password: ADMIN.password }).toString(),
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  return providerToken.access_token;
}

async function runMode(mode: (typeof CACHE_MODES)[number]): Promise<ModeResult> {
  log(`— ${mode.name} —`);
  const stack = await startStack({ size: SETTINGS.seedSize, latencyMs: SETTINGS.latencyMs, gatewayEnv: mode.env, providerProfile: mode.providerProfile, log });
  const stop = () => void stack.close().finally(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const direct = new DirectClient(stack.providerUrl, mode.specOnly);
    await direct.signIn(ADMIN.email, ADMIN.password);
    const orderId = await findRichOrder(stack.providerUrl, await providerSignIn(stack), mode.providerProfile === 'spec');
    log(`sales order of the detail scenarios: ${orderId}`);
    const results: ScenarioResult[] = [];
    for (const scenario of scenarios(orderId)) {
      if (ONLY && !ONLY.includes(scenario.name)) continue;
      try {
        // A session of its own per scenario: a session re-reads its user and roles once a minute
        // (SESSION_ROLES_REFRESH_SECONDS), two provider calls of upkeep that would otherwise fall
        // into the counted requests of whichever scenario runs at that minute.
        const token = await gatewaySignIn(stack);
        results.push(await runScenario(stack, scenario, direct, token));
        // sign-in replaces the direct client's token; sign in again before the next scenario
        await direct.signIn(ADMIN.email, ADMIN.password);
      } catch (err) {
        log(`${scenario.name} could not be measured: ${(err as Error).stack} ${String((err as Error).cause ?? '')}`);
      }
    }
    return { mode: mode.name, specOnly: mode.specOnly === true, results, maxRss: (await stack.memory()).maxRss, orderId };
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    await stack.close();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = load();
  log(
    `provider latency ${SETTINGS.latencyMs} ms, seed ${SETTINGS.seedSize}${QUICK ? ', QUICK' : ''}; load ${loadAtStart.join(' ')} on ${os.cpus().length} CPUs`,
  );
  const plans = process.env.BENCH_SKIP_PLANS === '1' ? [] : await sqlPlans(SETTINGS.seedSize, log);
  const modes: ModeResult[] = [];
  for (const mode of CACHE_MODES) modes.push(await runMode(mode));
  const conditions = {
    date: new Date().toISOString(),
    commit: git('rev-parse --short HEAD'),
    /** Uncommitted changes of the measured sources: the figures are of the work tree. */
    uncommitted: git('status --porcelain -- gateway/src provider/src schema').split('\n').filter(Boolean),
    modes: CACHE_MODES.map((m) => m.name),
    node: process.version,
    cpus: os.cpus().length,
    providerLatencyMs: SETTINGS.latencyMs,
    seedSize: SETTINGS.seedSize,
    quick: QUICK,
    settings: SETTINGS,
    salesOrderId: modes[0]?.orderId,
    loadAtStart,
    loadAtEnd: load(),
    gatewayMaxRss: Math.max(...modes.map((m) => m.maxRss)),
    durationS: Math.round((Date.now() - started) / 1000),
  };
  process.stdout.write(
    `\nGateway vs ideal direct client — provider latency ${SETTINGS.latencyMs} ms, ${SETTINGS.seedSize} data, concurrency ${SETTINGS.concurrency}${QUICK ? ' (QUICK)' : ''}\n`,
  );
  process.stdout.write(`load average at start ${loadAtStart.join(' ')}, at end ${conditions.loadAtEnd.join(' ')} (${conditions.cpus} CPUs)\n`);
  if (plans.length) {
    process.stdout.write(`\nSQL plans on the ${SETTINGS.seedSize} data set (EXPLAIN ANALYZE; buffers are a count, ms this run's)\n`);
    for (const f of plans)
      process.stdout.write(`- ${f.name}: ${f.rows} rows, ${f.buffers} buffers, ${f.executionMs} ms, max loops ${f.maxLoops}; ${f.nodes.join(' › ')}\n`);
  }
  for (const m of modes) {
    process.stdout.write(`\n## ${m.mode} — gateway peak RSS ${mb(m.maxRss)}\n\n${printResults(m.results, SETTINGS.concurrency)}\n`);
  }
  process.stdout.write(`\n## Targets\n\n${printTargets(modes, plans, SETTINGS.concurrency)}\n\n`);
  fs.writeFileSync(RESULTS, `${JSON.stringify({ conditions, plans, modes }, null, 2)}\n`);
  process.stdout.write(`written to ${path.relative(process.cwd(), RESULTS)} in ${conditions.durationS} s\n`);
}

main().catch((err: Error) => {
  process.stderr.write(`bench failed: ${err.stack ?? err.message}\n`);
  process.exit(1);
});
