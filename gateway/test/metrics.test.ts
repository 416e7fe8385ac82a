import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { ADMIN, startStack, type Stack, STACK_START_MS } from './harness';
import { startRedis } from './redis';
import { KNOWN_OPERATIONS } from '../src/server/operation-names';
import { type ExprNames, familiesOf, namesInExpr, namesInLabelValues, unknownNames } from './promql';

/**
 * /metrics after real operations over the real provider (through the fault proxy, to make it
 * fail): names, labels, outcomes, bounded operation names; and every metric the alert rules and
 * the dashboard name is there.
 */
let stack: Stack;
let proxy: FaultProxy;
let admin: string;
let redis: Awaited<ReturnType<typeof startRedis>>;
const EXTRA = 20;

beforeAll(async () => {
  redis = await startRedis();
  const overrides = { listCacheMs: 10_000, metricsExtraOperations: EXTRA, providerRetries: 1, session: { redisUrl: redis.url } };
  stack = await startStack(overrides, undefined, {
    providerUrlOf: async (url) => {
      proxy = await startFaultProxy(url);
      return proxy.url;
    },
  });
  admin = await stack.login(ADMIN);
}, STACK_START_MS);
afterAll(async () => {
  await stack?.close();
  await proxy?.close();
  await redis?.stop();
});

const metricsText = async () => (await fetch(`${stack.url}/metrics`)).text();

/** The samples of a family: each its labels and value. */
function samples(text: string, name: string): { labels: Record<string, string>; value: number }[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const labels = Object.fromEntries([...(line.match(/\{(.*)\}/)?.[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      return { labels, value: Number(line.slice(line.lastIndexOf(' ') + 1)) };
    });
}

const valueOf = (text: string, name: string, labels: Record<string, string>) =>
  samples(text, name)
    .filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

const PERIOD = 'mutation CreatePeriodDate($input: CreatePeriodDateInput!) { createPeriodDate(input: $input) { periodDate { id } userErrors { code } } }';

describe('/metrics after real operations', () => {
  it('counts each operation by name, type and outcome, and times it', async () => {
    await stack.gql('query Products { products(page: { offset: 0, limit: 5 }) { totalCount } }', {}, { token: admin });
    await stack.gql('query Products { products(page: { offset: 0, limit: 5 }) { totalCount } }', {}, { token: admin });
    await stack.gql('query PeriodDates { periodDates { id } }');
    await stack.gql(PERIOD, { input: { year: 2031, month: 13, newDate: '2031-01-05' } }, { token: admin });
    await stack.gql('query Broken { nothing }', {}, { token: admin });
    // a report whose operationName its document lacks: counted under the name it sent
    const unresolved = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ query: 'query Margins { version }', operationName: 'MarginsByCustomer' }),
    });
    expect(unresolved.status).toBe(400);
    const text = await metricsText();
    expect(valueOf(text, 'graphql_operations_total', { operation: 'Products', type: 'query', outcome: 'ok' })).toBe(2);
    expect(valueOf(text, 'graphql_operations_total', { operation: 'PeriodDates', type: 'query', outcome: 'UNAUTHENTICATED' })).toBe(1);
    expect(valueOf(text, 'graphql_operations_total', { operation: 'CreatePeriodDate', type: 'mutation', outcome: 'user_error' })).toBe(1);
    expect(valueOf(text, 'graphql_operations_total', { operation: 'Broken', outcome: 'GRAPHQL_VALIDATION_FAILED' })).toBe(1);
    expect(valueOf(text, 'graphql_operations_total', { operation: 'MarginsByCustomer', outcome: 'OPERATION_RESOLUTION_FAILURE' })).toBe(1);
    expect(valueOf(text, 'graphql_operation_seconds_count', { operation: 'Products', type: 'query' })).toBe(2);
    expect(valueOf(text, 'gateway_http_requests_total', { route: '/graphql', method: 'POST', status: '200' })).toBeGreaterThanOrEqual(3);
    // the products page reads its lists from the provider once, then from the list cache
    expect(valueOf(text, 'gateway_list_cache_requests_total', { result: 'hit' })).toBeGreaterThan(0);
    expect(valueOf(text, 'gateway_list_cache_requests_total', { result: 'miss' })).toBeGreaterThan(0);
    expect(valueOf(text, 'gateway_list_cache_bytes', {})).toBeGreaterThan(0);
    expect(valueOf(text, 'gateway_sessions_active', {})).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'gateway_history_store_up', {})).toBe(1);
    expect(valueOf(text, 'provider_breaker_state', {})).toBe(0);
    expect(valueOf(text, 'gateway_draining', {})).toBe(0);
    expect(valueOf(text, 'gateway_redis_up', {})).toBe(1);
    // both queues show their depth; the products page's provider reads took a turn in heavy_reads
    for (const queue of ['heavy_reads', 'large_answers'])
      expect(
        samples(text, 'gateway_queue_depth')
          .filter((s) => s.labels.queue === queue)
          .map((s) => s.labels.state),
      ).toEqual(['running', 'waiting']);
    expect(valueOf(text, 'gateway_queue_wait_seconds_count', { queue: 'heavy_reads' })).toBeGreaterThan(0);
  });

  it('names provider calls by catalogue key, and counts retries and failures', async () => {
    const text = await metricsText();
    const keys = samples(text, 'provider_calls_total').map((s) => s.labels.key ?? '');
    expect(keys).toContain('token');
    expect(keys.some((k) => k.startsWith('products.'))).toBe(true);
    expect(keys.every((k) => !k.includes('/api/factory'))).toBe(true);
    await proxy.set('5xx');
    const refused = await stack.gql('query PeriodDates { periodDates { id } }', {}, { token: admin });
    await proxy.set('none');
    expect(refused.errors?.[0]?.extensions?.code).toBe('PROVIDER_UNAVAILABLE');
    const after = await metricsText();
    expect(valueOf(after, 'provider_calls_total', { key: 'periodDates.list', status: '503' })).toBe(2);
    expect(valueOf(after, 'provider_retries_total', { key: 'periodDates.list' })).toBe(1);
    expect(valueOf(after, 'graphql_operations_total', { operation: 'PeriodDates', outcome: 'PROVIDER_UNAVAILABLE' })).toBe(1);
  });

  it("with tracing off, sends each provider call the request id and the caller's traceparent as it came", async () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const before = proxy.forwarded.length;
    await stack.gql('query PeriodDates { periodDates { id } }', {}, { token: admin, headers: { traceparent, 'x-request-id': 'ops-metrics-1' } });
    const sent = proxy.forwarded.slice(before);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.map((c) => [c.headers['x-request-id'], c.headers.traceparent])).toEqual(sent.map(() => ['ops-metrics-1', traceparent]));
  });

  it('counts a write answered again from the idempotency store as a replay', async () => {
    const headers = { 'idempotency-key': `metrics-${Date.now()}` };
    const input = { year: 2032, month: 3, newDate: '2032-04-02' };
    const first = await stack.gql(PERIOD, { input }, { token: admin, headers });
    const again = await stack.gql(PERIOD, { input }, { token: admin, headers });
    expect(again.data).toEqual(first.data);
    expect(valueOf(await metricsText(), 'gateway_idempotent_replays_total', {})).toBe(1);
  });

  it('keeps operation names bounded: 500 distinct names make at most the known ones, the extra slots and other', async () => {
    for (let i = 0; i < 500; i += 50)
      await Promise.all(Array.from({ length: 50 }, (_, j) => stack.gql(`query Report${i + j} { version }`, {}, { token: admin })));
    const names = new Set(samples(await metricsText(), 'graphql_operations_total').map((s) => s.labels.operation ?? ''));
    const reports = [...names].filter((n) => n.startsWith('Report'));
    expect(reports.length).toBeLessThanOrEqual(EXTRA);
    expect(names.has('other')).toBe(true);
    expect(names.size).toBeLessThanOrEqual(KNOWN_OPERATIONS.length + EXTRA + 2);
  });
});

describe('the alert rules and the dashboard', () => {
  const root = path.resolve(__dirname, '../..');
  const alerts = readFileSync(path.join(root, 'ops/prometheus/alerts.yml'), 'utf8');
  const dashboard = JSON.parse(readFileSync(path.join(root, 'ops/grafana/backoffice.json'), 'utf8')) as {
    panels: { title: string; targets?: { expr: string }[] }[];
    templating: { list: { name: string; type: string; query?: string }[] };
  };
  /** Each rule's `expr` (inline, or the block under `expr: |`), by its alert's name. */
  const ruleExprs = (): [string, string][] => {
    const lines = alerts.split('\n');
    const found: [string, string][] = [];
    let alert = '';
    lines.forEach((line, i) => {
      alert = /^\s*- alert: (\w+)/.exec(line)?.[1] ?? alert;
      const m = /^(\s*)expr: (.*)$/.exec(line);
      if (!m) return;
      if (m[2] !== '|') return found.push([alert, m[2]!]);
      const block = [];
      for (let j = i + 1; j < lines.length && (lines[j]!.trim() === '' || lines[j]!.search(/\S/) > m[1]!.length); j++) block.push(lines[j]!.trim());
      found.push([alert, block.join(' ')]);
    });
    return found;
  };
  const panelExprs = (): [string, ExprNames][] => [
    ...dashboard.panels.flatMap((p) => (p.targets ?? []).map((t): [string, ExprNames] => [p.title, namesInExpr(t.expr)])),
    ...dashboard.templating.list.filter((v) => v.type === 'query').map((v): [string, ExprNames] => [`$${v.name}`, namesInLabelValues(v.query ?? '')]),
  ];

  it('every alert rule names only metrics and labels the registry has', () => {
    const exprs = ruleExprs();
    expect(exprs.map(([alert]) => alert)).toEqual([...alerts.matchAll(/^\s*- alert: (\w+)/gm)].map((m) => m[1]));
    const families = familiesOf(stack.metrics);
    expect(exprs.flatMap(([alert, expr]) => unknownNames(namesInExpr(expr), families).map((p) => `${alert}: ${p}`))).toEqual([]);
  });

  it("every dashboard panel's and variable's query names only metrics and labels the registry has", () => {
    const exprs = panelExprs();
    expect(exprs.length).toBeGreaterThan(15);
    const families = familiesOf(stack.metrics);
    expect(exprs.flatMap(([title, names]) => unknownNames(names, families).map((p) => `${title}: ${p}`))).toEqual([]);
  });

  it("the main-screen alert's operations are names the metrics keep", () => {
    const slow = /operation=~"([^"]+)"/.exec(alerts)?.[1]?.split('|') ?? [];
    expect(slow.length).toBeGreaterThan(5);
    expect(slow.filter((name) => !KNOWN_OPERATIONS.includes(name))).toEqual([]);
  });

  it('the check itself finds an unknown metric, a label a metric lacks and a grouping by nothing there', () => {
    const names = namesInExpr('sum by (queue, tenant) (rate(provider_calls_total{route="/graphql"}[5m])) / process_nothing_total');
    expect(unknownNames(names, familiesOf(stack.metrics))).toEqual([
      'label route of provider_calls_total',
      'metric process_nothing_total',
      'grouping label queue',
      'grouping label tenant',
    ]);
  });
});

describe('README "Operating it"', () => {
  const readme = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Operating it'), readme.indexOf('\n## ', readme.indexOf('\n## Operating it') + 1));
  /** The families the table's first column names. */
  const documented = new Set(
    section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([a-z]\w*)`/g)].map((m) => m[1]!)),
  );

  it("documents every family of the gateway's own, and names none /metrics lacks", () => {
    const ours = stack.metrics
      .getMetricsAsArray()
      .map((m) => m.name)
      .filter((name) => /^(graphql|gateway|provider)_/.test(name));
    expect(ours.length).toBeGreaterThan(20);
    expect(ours.filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !ours.includes(name))).toEqual([]);
  });

  it('names every alert rule the rules file has', () => {
    const rules = readFileSync(path.resolve(__dirname, '../../ops/prometheus/alerts.yml'), 'utf8');
    const alerts = [...rules.matchAll(/^\s*- alert: (\w+)/gm)].map((m) => m[1]!);
    expect(alerts.filter((name) => !section.includes(`\`${name}\``))).toEqual([]);
  });
});
