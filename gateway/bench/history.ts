/**
 * `npx tsx gateway/bench/history.ts` (part of `npm run bench`): what issue 33's versions and
 * history cost. One provider (large data, PROVIDER_LATENCY_MS added) and three gateways over it:
 * tracking off (HISTORY_TRACKING=off, the baseline), history in memory, history in an lmdb folder.
 * 1. updateTask, updateSalesOrder, updateSalesOrderLine one at a time, the variants alternating:
 *    p50/p95 and provider calls per write, without and with expectedVersion; and the time between
 *    the version check's fresh read and the provider write (the race left between gateways).
 * 2. A busy order: 1 000 line changes, then its history in one page of 1 000.
 * 3. The lmdb store alone at BENCH_HISTORY_ENTRIES (history-store.ts).
 * 4. The per-record lock across gateways, with and without (record-lock.ts).
 * Figures, not a test. Environment: PROVIDER_LATENCY_MS (5), BENCH_SEED_SIZE (large), BENCH_QUICK=1,
 * BENCH_HISTORY_PART=locks (part 4 alone).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { measureLmdbStore } from './history-store';
import { measureRecordLocks, type LockFigures } from './record-lock';
import { percentile } from './measure';
import { ADMIN } from './scenarios';
import { startGateway, startStack, type GatewayProcess } from './stack';

const QUICK = process.env.BENCH_QUICK === '1';
const LATENCY_MS = Number(process.env.PROVIDER_LATENCY_MS ?? 5);
const SEED_SIZE = process.env.BENCH_SEED_SIZE ?? 'large';
/** Measured writes per variant and mutation (after 3 unmeasured ones). */
const WRITES = QUICK ? 5 : 30;
const BUSY_ENTRIES = QUICK ? 100 : 1000;
const BUSY_CONCURRENCY = 4;
const HISTORY_READS = QUICK ? 5 : 20;
const STORE_ENTRIES = Number(process.env.BENCH_HISTORY_ENTRIES ?? (QUICK ? 10_000 : 100_000));
const log = (line: string) => process.stderr.write(`[bench:history] ${line}\n`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

interface ProviderCall {
  method: string;
  path: string;
  status: number;
  ms: number;
  endedAt: number;
}

interface Gateway {
  name: string;
  url: string;
  process: GatewayProcess;
  token: string;
}

async function gql(g: Gateway | { url: string; token?: string }, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${g.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...('token' in g && g.token ? { authorization: `Bearer ${g.token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  const json = JSON.parse(text) as { data?: any; errors?: { message: string }[] };
  if (json.errors?.length) throw new Error(json.errors.map((e) => e.message).join('; '));
  return { data: json.data, bytes: Buffer.byteLength(text) };
}

async function signIn(url: string): Promise<string> {
  const login = `mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }`;
  return (await gql({ url }, login, { e: ADMIN.email, p: ADMIN.password })).data.login.token;
}

const ERRORS = 'userErrors { code message }';
const TASK = 'id version taskType { id } taskStatus { id } subject description product { id } user { id }';
const LINE =
  'id version salesQuantity salesPrice salesAmount purchaseQuantity purchasePrice purchaseAmount reportingDate packingSlip container shippingDocument';
const ORDER = `id version isCompleted customer { code } supplier { code } customerReference loadingDate arrivalDate comments shippingCompany { code } pickupReference lines { ${LINE} }`;

/** One write of a mutation: its document, the provider's read and write, the input of the nth change. */
interface Write {
  name: 'updateTask' | 'updateSalesOrder' | 'updateSalesOrderLine';
  /** The wrapper's fresh read and the provider write, by the end of their path. */
  read: string;
  write: string;
  document: string;
  input: (n: number) => Record<string, unknown>;
  version: (data: any) => string;
}

function taskWrite(t: any): Write {
  return {
    name: 'updateTask',
    read: '/getTask',
    write: '/updateTask',
    document: `mutation($i: UpdateTaskInput!) { updateTask(input: $i) { task { id version } ${ERRORS} } }`,
    input: (n) => ({
      id: t.id,
      taskTypeId: t.taskType.id,
      taskStatusId: t.taskStatus.id,
      subject: `Bench ${n}`,
      description: t.description || 'bench',
      productId: t.product?.id ?? null,
      userId: t.user?.id ?? null,
    }),
    version: (d) => d.updateTask.task.version,
  };
}

function orderWrite(o: any): Write {
  return {
    name: 'updateSalesOrder',
    read: '/getSalesOrder',
    write: '/putSalesOrder',
    document: `mutation($i: UpdateSalesOrderInput!) { updateSalesOrder(input: $i) { salesOrder { id version } ${ERRORS} } }`,
    input: (n) => ({
      id: o.id,
      order: {
        customerCode: o.customer?.code,
        supplierCode: o.supplier.code,
        customerReference: `BENCH-${n}`,
        shippingCompanyCode: o.shippingCompany?.code ?? null,
        pickupReference: o.pickupReference,
        loadingDate: o.loadingDate,
        arrivalDate: o.arrivalDate,
        comments: o.comments,
      },
    }),
    version: (d) => d.updateSalesOrder.salesOrder.version,
  };
}

function lineWrite(orderId: string, l: any): Write {
  return {
    name: 'updateSalesOrderLine',
    read: '/getSalesOrderLines',
    write: '/putSalesOrderLine',
    document: `mutation($i: UpdateSalesOrderLineInput!) { updateSalesOrderLine(input: $i) { line { id version } ${ERRORS} } }`,
    input: (n) => ({
      salesOrderId: orderId,
      id: l.id,
      salesQuantity: l.salesQuantity,
      salesPrice: l.salesPrice,
      purchaseQuantity: l.purchaseQuantity,
      purchasePrice: l.purchasePrice,
      salesAmount: l.salesAmount,
      purchaseAmount: l.purchaseAmount,
      reportingDate: l.reportingDate,
      packingSlip: `PS-${n}`,
      container: l.container,
      shippingDocument: l.shippingDocument,
    }),
    version: (d) => d.updateSalesOrderLine.line.version,
  };
}

/** Orders of the last 6 months with lines, most lines first (the provider asked directly, as run.ts finds its order). */
async function ordersWithLines(providerUrl: string): Promise<string[]> {
  const token = (
    (await fetch(`${providerUrl}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', userName: ADMIN.email, password: ADMIN.password }).toString(),
    }).then((r) => r.json())) as { access_token: string }
  ).access_token;
  const call = async (procedure: string, payload?: unknown) => {
    const res = await fetch(`${providerUrl}/api/factory/execute/backoffice/${procedure}`, {
      method: payload === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return ((await res.json()) as { Items: Record<string, unknown>[] }).Items;
  };
  const ids = (await call('getSalesOrders6Months')).slice(0, 1000).map((o) => Number(o.id));
  const count = new Map<string, number>();
  for (const l of await call('getSalesOrderLines', { orderids: ids })) count.set(String(l.orderid), (count.get(String(l.orderid)) ?? 0) + 1);
  // not the one demo order of 60 lines: every line change reads the order's whole line list
  return [...count]
    .filter(([, n]) => n <= 10)
    .sort(([, a], [, b]) => b - a)
    .map(([id]) => id);
}

/**
 * The records each gateway writes (its own: another gateway's writes would look like changes
 * outside), and the busy order: the open order with the most lines comes first.
 */
async function findRecords(g: Gateway, providerUrl: string, orders: number): Promise<{ tasks: any[]; orders: any[] }> {
  const tasks = (await gql(g, `{ tasks(page: { limit: 10 }) { nodes { ${TASK} } } }`)).data.tasks.nodes.filter((t: any) => t.taskType && t.taskStatus);
  const found: any[] = [];
  for (const id of await ordersWithLines(providerUrl)) {
    const order = (await gql(g, `query($id: ID!) { salesOrder(id: $id) { ${ORDER} } }`, { id })).data.salesOrder;
    // an order the form could save as it is (some demo orders arrive before they load)
    const dates = !order?.arrivalDate || !order.loadingDate || order.arrivalDate >= order.loadingDate;
    if (order?.customer && !order.isCompleted && dates) found.push(order);
    if (found.length === orders) break;
  }
  if (tasks.length < 3 || found.length < orders) throw new Error(`found ${tasks.length} tasks and ${found.length} open orders with lines`);
  return { tasks, orders: found };
}

interface Sample {
  ms: number;
  calls: number;
  /** Read answered → write sent, and → write answered (the wrapper's fresh read, the provider write). */
  gap: number | null;
  span: number | null;
  /** The provider calls, in the order they were answered. */
  paths: string[];
}

/** One write through a gateway, its provider calls read back from the gateway process. */
async function writeOnce(g: Gateway, w: Write, n: number, expected: string | null): Promise<{ sample: Sample; version: string }> {
  await g.process.ask('provider-calls'); // nothing of an earlier step counts
  const started = performance.now();
  const { data } = await gql(g, w.document, { i: { ...w.input(n), ...(expected ? { expectedVersion: expected } : {}) } });
  const elapsed = performance.now() - started;
  const errors = data[w.name].userErrors as { code: string; message: string }[];
  if (errors.length) throw new Error(`${w.name} on ${g.name}: ${errors.map((e) => `${e.code} ${e.message}`).join('; ')}`);
  const calls = await g.process.ask<ProviderCall[]>('provider-calls');
  const read = calls.find((c) => c.path.endsWith(w.read));
  const write = calls.find((c) => c.method === 'POST' && c.path.endsWith(w.write));
  const sent = write ? write.endedAt - write.ms : null;
  const tracked = read && write && read.endedAt <= (sent ?? 0);
  return {
    sample: {
      ms: elapsed,
      calls: calls.length,
      gap: tracked ? sent! - read.endedAt : null,
      span: tracked ? write.endedAt - read.endedAt : null,
      paths: calls.map((c) => c.path.split('/').pop() ?? c.path),
    },
    version: w.version(data),
  };
}

interface Variant {
  name: string;
  gateway: Gateway;
  expected: boolean;
}

async function measureWrites(variants: Variant[], writesOf: Map<Gateway, Write[]>) {
  const samples = new Map<string, Sample[]>();
  const versions = new Map<Write, string>();
  let n = 0;
  const round = async (measure: boolean, i: number) => {
    // the variants in a rotating order, so that drift in the machine's load touches each alike
    const order = variants.map((_, k) => variants[(k + i) % variants.length]!);
    for (const v of order) {
      for (const w of writesOf.get(v.gateway)!) {
        const { sample, version } = await writeOnce(v.gateway, w, ++n, v.expected ? (versions.get(w) ?? null) : null);
        versions.set(w, version);
        if (!measure) continue;
        const key = `${w.name}|${v.name}`;
        samples.set(key, [...(samples.get(key) ?? []), sample]);
      }
    }
  };
  for (let i = 0; i < 3; i++) await round(false, i);
  for (let i = 0; i < WRITES; i++) await round(true, i);
  return samples;
}

/** 1 000 line changes on one order, a few at a time, then its whole history in one page, ~20 times. */
async function busyOrder(g: Gateway, order: any) {
  const lines = order.lines.slice(0, BUSY_CONCURRENCY).map((l: any) => lineWrite(order.id, l));
  log(`busy order ${order.id}: ${BUSY_ENTRIES} line changes on ${lines.length} lines at once`);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    lines.map(async (w: Write) => {
      while (next < BUSY_ENTRIES) {
        const { data } = await gql(g, w.document, { i: w.input(1_000_000 + next++) });
        if (data[w.name].userErrors.length) throw new Error(`${w.name}: ${JSON.stringify(data[w.name].userErrors)}`);
      }
    }),
  );
  const writesPerS = BUSY_ENTRIES / ((performance.now() - started) / 1000);
  const query = `query($id: ID!) { salesOrder(id: $id) { history(page: { limit: 1000 }) { totalCount nodes { id at userName action changes { field oldValue newValue } } } } }`;
  await gql(g, query, { id: order.id }); // warm
  await g.process.ask('provider-calls');
  await g.process.resetMemory();
  const times: number[] = [];
  let bytes = 0;
  let totalCount = 0;
  let nodes = 0;
  for (let i = 0; i < HISTORY_READS; i++) {
    const t = performance.now();
    const answer = await gql(g, query, { id: order.id });
    times.push(performance.now() - t);
    bytes = answer.bytes;
    totalCount = answer.data.salesOrder.history.totalCount;
    nodes = answer.data.salesOrder.history.nodes.length;
  }
  const calls = (await g.process.ask<ProviderCall[]>('provider-calls')).length / HISTORY_READS;
  const memory = await g.process.memory();
  const sorted = times.sort((a, b) => a - b);
  return { workers: lines.length, writesPerS, p50: percentile(sorted, 50), p95: percentile(sorted, 95), calls, bytes, totalCount, nodes, rss: memory.rss };
}

function printWrites(samples: Map<string, Sample[]>, variants: Variant[], names: string[]): void {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(`\n## Writes: ${WRITES} each, one at a time, the variants alternating\n`);
  out('| mutation | variant | p50 ms | p95 ms | provider calls | p50 vs off |');
  out('|---|---|---|---|---|---|');
  for (const name of names) {
    const figuresOf = (v: Variant) => {
      const s = samples.get(`${name}|${v.name}`) ?? [];
      const sorted = s.map((x) => x.ms).sort((a, b) => a - b);
      return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), calls: s.reduce((a, x) => a + x.calls, 0) / (s.length || 1) };
    };
    const off = figuresOf(variants[0]!);
    for (const v of variants) {
      const f = figuresOf(v);
      out(
        `| ${name} | ${v.name} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.calls, 2)} | ${v === variants[0] ? '' : `${f.p50 >= off.p50 ? '+' : '−'}${ms(Math.abs(f.p50 - off.p50))} ms`} |`,
      );
    }
  }
  out('\nProvider calls of the last write, in the order answered:');
  for (const name of names) {
    for (const v of [variants[0]!, variants.at(-1)!]) out(`- ${name}, ${v.name}: ${samples.get(`${name}|${v.name}`)?.at(-1)?.paths.join(', ')}`);
  }
  out("\n## The race left: the version check's fresh read answered → the provider write (tracked writes)\n");
  out('| mutation | n | read answered → write sent, median / max ms | read answered → write answered, median / max ms |');
  out('|---|---|---|---|');
  for (const name of names) {
    const all = variants.slice(1).flatMap((v) => samples.get(`${name}|${v.name}`) ?? []);
    const gaps = all.flatMap((s) => (s.gap === null ? [] : [s.gap])).sort((a, b) => a - b);
    const spans = all.flatMap((s) => (s.span === null ? [] : [s.span])).sort((a, b) => a - b);
    out(`| ${name} | ${gaps.length} | ${percentile(gaps, 50)} / ${gaps.at(-1)} | ${percentile(spans, 50)} / ${spans.at(-1)} |`);
  }
}

function printLocks(locks: LockFigures): void {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(`\n## The record lock (updateTask with expectedVersion, ${locks.writes} each, alternating; provider latency ${LATENCY_MS} ms)\n`);
  out('| lock | save p50 ms | save p95 ms | take + release alone p50 / p95 ms |');
  out('|---|---|---|---|');
  for (const r of locks.rows) out(`| ${r.name} | ${ms(r.save.p50)} | ${ms(r.save.p95)} | ${ms(r.lockAlone.p50, 2)} / ${ms(r.lockAlone.p95, 2)} |`);
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = os.loadavg().map((l) => l.toFixed(2));
  log(`provider latency ${LATENCY_MS} ms, seed ${SEED_SIZE}${QUICK ? ', QUICK' : ''}; load ${loadAtStart.join(' ')} on ${os.cpus().length} CPUs`);
  const locks = await measureRecordLocks(WRITES * 2, LATENCY_MS, log);
  if (process.env.BENCH_HISTORY_PART === 'locks') return printLocks(locks);

  const store = await measureLmdbStore(STORE_ENTRIES, 1000, log);

  // roles re-read every 10 minutes: the session's upkeep stays out of the counted writes (as run.ts's own session per scenario)
  const common = { PROVIDER_EXTENSIONS: 'all', SESSION_ROLES_REFRESH_SECONDS: '600' };
  const stack = await startStack({ size: SEED_SIZE, latencyMs: LATENCY_MS, log, gatewayEnv: { ...common, HISTORY_TRACKING: 'off', HISTORY_PATH: 'memory' } });
  const lmdbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-history-lmdb-'));
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-none-'));
  const children: Parameters<typeof startGateway>[2] = [];
  const extra: GatewayProcess[] = [];
  try {
    const memoryProcess = await startGateway(stack.providerUrl, { webDist, gatewayEnv: { ...common, HISTORY_PATH: 'memory' } }, children);
    extra.push(memoryProcess);
    const lmdbProcess = await startGateway(stack.providerUrl, { webDist, gatewayEnv: { ...common, HISTORY_PATH: lmdbDir } }, children);
    extra.push(lmdbProcess);
    const gateway = async (name: string, process: GatewayProcess): Promise<Gateway> => ({ name, url: process.url, process, token: await signIn(process.url) });
    const off = await gateway('tracking off', stack.gateway);
    const memory = await gateway('memory', memoryProcess);
    const lmdb = await gateway('lmdb', lmdbProcess);

    const { tasks, orders } = await findRecords(off, stack.providerUrl, 4);
    const writesOf = new Map<Gateway, Write[]>(
      [off, memory, lmdb].map((g, k) => [g, [taskWrite(tasks[k]), orderWrite(orders[k + 1]), lineWrite(orders[k + 1].id, orders[k + 1].lines[0])]]),
    );
    const variants: Variant[] = [
      { name: 'tracking off', gateway: off, expected: false },
      { name: 'memory, no expectedVersion', gateway: memory, expected: false },
      { name: 'memory, expectedVersion', gateway: memory, expected: true },
      { name: 'lmdb, no expectedVersion', gateway: lmdb, expected: false },
      { name: 'lmdb, expectedVersion', gateway: lmdb, expected: true },
    ];
    log(`writes: ${variants.length} variants × 3 mutations × ${WRITES}`);
    const samples = await measureWrites(variants, writesOf);
    const busy = await busyOrder(lmdb, orders[0]);

    const out = (line: string) => process.stdout.write(`${line}\n`);
    out(`\nHistory (issue 33) — provider latency ${LATENCY_MS} ms, ${SEED_SIZE} data${QUICK ? ' (QUICK)' : ''}`);
    out(
      `load average at start ${loadAtStart.join(' ')}, at end ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (${os.cpus().length} CPUs)`,
    );
    printWrites(samples, variants, ['updateTask', 'updateSalesOrder', 'updateSalesOrderLine']);
    out(`\n## A busy order (lmdb): ${busy.totalCount} entries (${ms(busy.writesPerS)} line changes/s, ${busy.workers} at once on as many lines)\n`);
    out(
      `history in one page of ${busy.nodes}, ${HISTORY_READS} reads: p50 ${ms(busy.p50)} ms, p95 ${ms(busy.p95)} ms, provider calls ${ms(busy.calls, 2)}, answer ${(busy.bytes / 1024).toFixed(0)} KB, gateway peak RSS ${mb(busy.rss)}`,
    );
    out(`\n## The lmdb store alone: ${store.entries} entries\n`);
    out(
      `appends ${store.appendsPerS.toFixed(0)} entries/s (batches of ${store.batch}); one append p50 ${ms(store.oneAppend.p50, 2)} / p95 ${ms(store.oneAppend.p95, 2)} ms`,
    );
    out(
      `seen p50 ${ms(store.seen.p50, 3)} / p95 ${ms(store.seen.p95, 3)} ms; ofOwner page of 1 000 (of ${store.ownerPage.totalCount}) p50 ${ms(store.ownerPage.p50)} / p95 ${ms(store.ownerPage.p95)} ms`,
    );
    out(
      `page({}, 0, 100) over ${store.pageAll.totalCount} entries (the changes list, newest first) p50 ${ms(store.pageAll.p50, 0)} ms; process RSS ${mb(store.rssBefore)} → ${mb(store.rssAfterPages)}`,
    );
    out(
      `query({}) over ${store.queryAll.rows} entries (a sort other than newest first) p50 ${ms(store.queryAll.p50, 0)} ms; on disk ${mb(store.diskBytes)}; process RSS → ${mb(store.rssAfter)}`,
    );
    printLocks(locks);
    out(`\ndone in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    await Promise.all(extra.map((g) => g.close()));
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await stack.close();
    fs.rmSync(lmdbDir, { recursive: true, force: true });
    fs.rmSync(webDist, { recursive: true, force: true });
  }
}

main().catch((err: Error) => {
  process.stderr.write(`bench failed: ${err.stack ?? err.message}\n`);
  process.exit(1);
});
