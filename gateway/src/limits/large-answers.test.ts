import { getEventListeners } from 'node:events';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import type { GraphQLRequestContextDidResolveOperation, GraphQLRequestContextWillSendResponse, GraphQLRequestListener } from '@apollo/server';
import { buildSchema } from '../server/schema';
import { HeavyReads, holdSlot } from '../provider/heavy-reads';
import { readLimitsConfig } from './config';
import { limitsPlugin } from './index';

// Large answers (issue 15: a year of month end is ~30–40 MB in the gateway while it is built) are
// built a few at a time; the others wait their turn, and a full queue is refused at once.

const { schema } = buildSchema();
const YEAR = parse(`{ monthEnd(page: { offset: 0, limit: 10000 }) { totalCount nodes { id productCode salesAmount purchaseAmount } } }`);
const PAGE = parse(`{ salesOrders(page: { offset: 0, limit: 100 }) { totalCount nodes { id } } }`);

type Listener = GraphQLRequestListener<object>;
const goneOf = (context: object) => (context as { gone: AbortSignal }).gone;

async function start(plugin: ReturnType<typeof limitsPlugin<object>>, document = YEAR, client = new AbortController()) {
  const listener = (await plugin.requestDidStart!({} as never)) as Listener;
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const resolved = listener.didResolveOperation!({
    document,
    operation,
    request: { variables: {} },
    contextValue: { gone: client.signal },
  } as unknown as GraphQLRequestContextDidResolveOperation<object>);
  const answer = () =>
    listener.willSendResponse!({
      response: { body: { kind: 'single', singleResult: { data: {} } }, http: {} },
    } as unknown as GraphQLRequestContextWillSendResponse<object>);
  return { resolved, answer };
}

/** The queue frees a slot a few microtasks after the work it ran ended. */
const tick = () => new Promise((r) => setImmediate(r));

const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((r) => setTimeout(r, 20));
  return done;
};

describe('large answers', () => {
  const limits = { ...readLimitsConfig({}), largeAnswerCost: 20_000 };
  let waits: number[] = [];
  beforeEach(() => (waits = []));

  it('builds at most `concurrency` large answers at once; the next starts when one is answered', async () => {
    const bulkhead = new HeavyReads({ concurrency: 1, queueMax: 4, queueWaitMs: 5_000 });
    const plugin = limitsPlugin<object>(schema, limits, { bulkhead, waited: (_c, ms) => waits.push(ms), gone: goneOf });
    const first = await start(plugin);
    await first.resolved;
    const second = await start(plugin);
    expect(await settled(second.resolved)).toBe(false); // waits for the first
    // a small page never waits for them
    const small = await start(plugin, PAGE);
    await expect(small.resolved).resolves.toBeUndefined();
    await new Promise((r) => setTimeout(r, 30));
    await first.answer();
    await expect(second.resolved).resolves.toBeUndefined();
    // the second's provider deadline starts after its wait: it is told how long it waited
    expect(waits).toHaveLength(2);
    expect(waits[1]).toBeGreaterThanOrEqual(30);
    await second.answer();
    await tick();
    expect(bulkhead.running).toBe(0);
  });

  it('refuses a large answer at once when the queue is full, as a busy gateway (503), and holds no slot for it', async () => {
    const bulkhead = new HeavyReads({ concurrency: 1, queueMax: 0, queueWaitMs: 5_000 });
    const plugin = limitsPlugin<object>(schema, limits, { bulkhead, waited: (_c, ms) => waits.push(ms), gone: goneOf });
    const first = await start(plugin);
    await first.resolved;
    const refused = await start(plugin);
    await expect(refused.resolved).rejects.toMatchObject({ extensions: { code: 'PROVIDER_UNAVAILABLE', http: { status: 503 } } });
    await refused.answer(); // its answer releases nothing it did not hold
    expect(bulkhead.running).toBe(1);
    await first.answer();
    await tick();
    expect(bulkhead.running).toBe(0);
  });

  it('lets a request whose client has gone leave the queue, and gives back the turn of one that goes while building', async () => {
    const bulkhead = new HeavyReads({ concurrency: 1, queueMax: 4, queueWaitMs: 5_000 });
    const plugin = limitsPlugin<object>(schema, limits, { bulkhead, gone: goneOf });
    const firstClient = new AbortController();
    const first = await start(plugin, YEAR, firstClient);
    await first.resolved;
    const leaverClient = new AbortController();
    const leaver = await start(plugin, YEAR, leaverClient);
    const third = await start(plugin);
    leaverClient.abort(); // the user left the page while it waited
    await expect(leaver.resolved).rejects.toMatchObject({ extensions: { code: 'PROVIDER_UNAVAILABLE' } });
    expect(await settled(third.resolved)).toBe(false);
    firstClient.abort(); // the first one's client goes while its answer is built: its turn goes to the next
    await expect(third.resolved).resolves.toBeUndefined();
    await first.answer();
    await third.answer();
    await tick();
    expect(bulkhead.running).toBe(0);
  });

  it('never keeps a turn that comes after its request was answered (another plugin refused it meanwhile)', async () => {
    const bulkhead = new HeavyReads({ concurrency: 1, queueMax: 4, queueWaitMs: 5_000 });
    const plugin = limitsPlugin<object>(schema, limits, { bulkhead });
    const first = await start(plugin);
    await first.resolved;
    const refusedElsewhere = await start(plugin);
    await refusedElsewhere.answer(); // answered with another plugin's refusal while it waited
    await first.answer();
    await refusedElsewhere.resolved;
    await tick();
    expect(bulkhead.running).toBe(0); // the late turn was given back
    const next = await start(plugin);
    await expect(next.resolved).resolves.toBeUndefined();
  });

  it("a slot given back takes its listener off the caller's signal; a caller that goes gives its slot back", async () => {
    const bulkhead = new HeavyReads({ concurrency: 1, queueMax: 4, queueWaitMs: 1_000 });
    const client = new AbortController();
    const release = await holdSlot(bulkhead, client.signal);
    expect(getEventListeners(client.signal, 'abort').length).toBeGreaterThan(0);
    release();
    await tick();
    expect(getEventListeners(client.signal, 'abort')).toHaveLength(0); // none left on a signal that may live on
    const other = new AbortController();
    await holdSlot(bulkhead, other.signal); // the slot was free again
    other.abort();
    await tick();
    expect(bulkhead.running).toBe(0);
  });

  it('reads its settings from the environment, refusing nonsense', () => {
    expect(readLimitsConfig({}).largeAnswerCost).toBe(20_000); // on by default
    expect(readLimitsConfig({ LARGE_ANSWER_COST: 'off' }).largeAnswerCost).toBe(Number.POSITIVE_INFINITY);
    expect(readLimitsConfig({ LARGE_ANSWER_COST: '5000', LARGE_ANSWERS_CONCURRENCY: '3' })).toMatchObject({
      largeAnswerCost: 5000,
      largeAnswers: { concurrency: 3 },
    });
    expect(() => readLimitsConfig({ LARGE_ANSWERS_CONCURRENCY: '0' })).toThrow(/LARGE_ANSWERS_CONCURRENCY/);
    for (const bad of ['of', 'lots', '-5', '1.5']) expect(() => readLimitsConfig({ LARGE_ANSWER_COST: bad })).toThrow(/LARGE_ANSWER_COST/);
  });
});
