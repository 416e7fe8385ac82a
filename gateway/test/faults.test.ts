import { DEFAULT_HEAVY_READS } from '../src/provider/heavy-reads';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { ADMIN, codes, startStack, type Stack, STACK_START_MS } from './harness';

/**
 * Provider faults through a proxy between gateway and provider. A short deadline (1.5 s) so every
 * fault is bounded: the gateway answers within the deadline plus a margin, stays up, and the same
 * action succeeds afterwards without a duplicate.
 */
const DEADLINE = 1500;
const MARGIN = 1500;
let proxy: FaultProxy;
let stack: Stack;
let admin: string;

beforeAll(async () => {
  stack = await startStack(
    {
      providerTimeoutMs: DEADLINE,
      providerRetries: 2,
      faults: {
        requestDeadlineMs: DEADLINE,
        listTimeoutMs: DEADLINE,
        writeSettleMs: 20_000,
        breakerFailures: 3,
        breakerHalfOpenMs: 500,
        idempotencyTtlMs: 60_000,
        heavyReads: DEFAULT_HEAVY_READS,
      },
    },
    undefined,
    {
      providerUrlOf: async (url) => {
        proxy = await startFaultProxy(url);
        return proxy.url;
      },
    },
  );
  admin = await stack.login(ADMIN);
}, STACK_START_MS);
afterEach(() => proxy.set('none'));
afterAll(async () => {
  await stack?.close();
  await proxy?.close();
});

const LIST = '{ periodDates { id year month } }';
const CREATE = 'mutation($i: CreatePeriodDateInput!) { createPeriodDate(input: $i) { periodDate { id year month } userErrors { code message } } }';

async function timed<T>(work: Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await work;
  return [result, Date.now() - started];
}

const healthy = async () => (await fetch(`${stack.url}/healthz`)).status === 200;
const forwardedCreates = () => proxy.forwarded.filter((f) => f.method === 'POST' && f.path.includes('PeriodDate')).length;

describe('provider faults', () => {
  it('latency under the deadline: answers; latency over it: PROVIDER_UNAVAILABLE within the deadline plus a margin', async () => {
    await proxy.set('latency', { latencyMs: 200 });
    expect((await stack.gql(LIST, {}, { token: admin })).errors).toBeUndefined();
    await proxy.set('latency', { latencyMs: 5000 });
    const [slow, ms] = await timed(stack.gql(LIST, {}, { token: admin }));
    expect(codes(slow)).toEqual(['PROVIDER_UNAVAILABLE']);
    expect(ms).toBeLessThan(DEADLINE + MARGIN);
    expect(await healthy()).toBe(true);
    await proxy.set('none');
    await new Promise((r) => setTimeout(r, 600)); // the breaker may have opened: half-open after 500 ms
    expect((await stack.gql(LIST, {}, { token: admin })).errors).toBeUndefined();
  });

  it('5xx: reads retry within the deadline, then PROVIDER_UNAVAILABLE; afterwards the read succeeds', async () => {
    await proxy.set('5xx');
    const [r, ms] = await timed(stack.gql(LIST, {}, { token: admin }));
    expect(codes(r)).toEqual(['PROVIDER_UNAVAILABLE']);
    expect(ms).toBeLessThan(DEADLINE + MARGIN);
    await proxy.set('none');
    await new Promise((r2) => setTimeout(r2, 600));
    expect((await stack.gql(LIST, {}, { token: admin })).errors).toBeUndefined();
  });

  it('down: the breaker opens and answers at once, /readyz says so, and both recover by themselves', async () => {
    await proxy.set('down');
    for (let i = 0; i < 3; i++) expect(codes(await stack.gql(LIST, {}, { token: admin }))).toEqual(['PROVIDER_UNAVAILABLE']);
    const [open, ms] = await timed(stack.gql(LIST, {}, { token: admin }));
    expect(codes(open)).toEqual(['PROVIDER_UNAVAILABLE']);
    expect(ms).toBeLessThan(300); // no connection attempt, no retries: the circuit is open
    expect((await fetch(`${stack.url}/readyz`)).status).toBe(503);
    // A write while the circuit is open certainly did not happen: PROVIDER_UNAVAILABLE, not OUTCOME_UNKNOWN.
    expect(codes(await stack.gql(CREATE, { i: { year: 2045, month: 1, newDate: '2045-02-01' } }, { token: admin }))).toEqual(['PROVIDER_UNAVAILABLE']);
    await proxy.set('none');
    expect((await fetch(`${stack.url}/readyz`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 600));
    expect((await stack.gql(LIST, {}, { token: admin })).errors).toBeUndefined();
  });

  it('hang after the write was sent: OUTCOME_UNKNOWN in time; the same idempotency key then gets the first result, one write only', async () => {
    const key = { 'idempotency-key': 'test-hang-0001-aaaa' };
    const input = { i: { year: 2046, month: 3, newDate: '2046-04-01' } };
    // one create first: the gateway learns this provider answers NewId, so the next sends the write alone (created.ts)
    expect((await stack.gql(CREATE, { i: { year: 2046, month: 2, newDate: '2046-03-01' } }, { token: admin })).data.createPeriodDate.userErrors).toEqual([]);
    const before = forwardedCreates();
    await proxy.set('hang');
    const [first, ms] = await timed(stack.gql(CREATE, input, { token: admin, headers: key }));
    expect(codes(first)).toEqual(['OUTCOME_UNKNOWN']);
    expect(ms).toBeLessThan(DEADLINE + MARGIN);
    expect(await healthy()).toBe(true);
    // A duplicate while the first is still unanswered waits for it (here: until its own deadline).
    expect(codes(await stack.gql(CREATE, input, { token: admin, headers: key }))).toEqual(['OUTCOME_UNKNOWN']);
    await proxy.set('none'); // the held answer reaches the gateway now, late
    await new Promise((r) => setTimeout(r, 200));
    const again = await stack.gql(CREATE, input, { token: admin, headers: key });
    expect(again.errors).toBeUndefined();
    expect(again.data.createPeriodDate.userErrors).toEqual([]);
    expect(again.data.createPeriodDate.periodDate).toMatchObject({ year: 2046, month: 3 });
    expect(forwardedCreates() - before).toBe(1);
    const rows = await stack.db.query<{ n: number }>('select count(*)::int as n from period_dates where year = 2046 and month = 3');
    expect(rows.rows[0]?.n).toBe(1);
  });

  it('a repeated key answers the first result without a second provider call; concurrent duplicates wait for the first', async () => {
    const key = { 'idempotency-key': 'test-dup-0002-bbbb' };
    const input = { i: { year: 2047, month: 4, newDate: '2047-05-01' } };
    const before = forwardedCreates();
    const [a, b] = await Promise.all([stack.gql(CREATE, input, { token: admin, headers: key }), stack.gql(CREATE, input, { token: admin, headers: key })]);
    const c = await stack.gql(CREATE, input, { token: admin, headers: key });
    for (const r of [a, b, c]) expect(r.data.createPeriodDate.userErrors).toEqual([]);
    expect(new Set([a, b, c].map((r) => r.data.createPeriodDate.periodDate.id)).size).toBe(1);
    expect(forwardedCreates() - before).toBe(1);
    // Without the key the same input is a new submission: the provider refuses the duplicate period.
    const fresh = await stack.gql(CREATE, input, { token: admin });
    expect(fresh.data.createPeriodDate.userErrors.map((e: { code: string }) => e.code)).toEqual(['PERIOD_DATE_TAKEN']);
  });

  it('reset after the write was sent: OUTCOME_UNKNOWN (never PROVIDER_UNAVAILABLE); re-reading shows the one record', async () => {
    await proxy.set('reset');
    const [r, ms] = await timed(
      stack.gql(CREATE, { i: { year: 2048, month: 5, newDate: '2048-06-01' } }, { token: admin, headers: { 'idempotency-key': 'test-reset-0003-cc' } }),
    );
    expect(codes(r)).toEqual(['OUTCOME_UNKNOWN']);
    expect(ms).toBeLessThan(DEADLINE + MARGIN);
    await proxy.set('none');
    await new Promise((r2) => setTimeout(r2, 600));
    const list = await stack.gql(LIST, {}, { token: admin });
    expect(list.data.periodDates.filter((p: { year: number; month: number }) => p.year === 2048 && p.month === 5)).toHaveLength(1);
  });
});
