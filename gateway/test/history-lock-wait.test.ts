import { Redis } from 'ioredis';
import { createLogger } from '../src/common/logger';
import { redisRecordLocks } from '../src/history/record-lock';
import { ADMIN, codes, startStack, type Stack, STACK_START_MS } from './harness';
import { startRedis } from './redis';

// A save whose record another gateway keeps locked past HISTORY_LOCK_WAIT_MS: the "other gateway"
// is this test, holding the record's lock in the same redis-server.
let redis: Awaited<ReturnType<typeof startRedis>>;
let client: Redis;
let otherClient: Redis;
const logger = createLogger('silent');
let stack: Stack;
let token: string;

const settings = { ttlMs: 35_000, waitMs: 300 };
const TASK = 'id version taskType { id } taskStatus { id } subject description product { id } user { id }';
const UPDATE = `mutation($i: UpdateTaskInput!) { updateTask(input: $i) { task { subject version }
  userErrors { field code message conflict { currentVersion changes { id } } } } }`;

beforeAll(async () => {
  redis = await startRedis();
  client = new Redis(redis.url, { maxRetriesPerRequest: 0, retryStrategy: () => null, disconnectTimeout: 0 });
  otherClient = new Redis(redis.url, { maxRetriesPerRequest: 0, retryStrategy: () => null, disconnectTimeout: 0 });
  for (const c of [client, otherClient]) c.on('error', () => undefined);
  stack = await startStack({}, undefined, { recordLocks: redisRecordLocks(client, settings, logger) });
  token = await stack.login(ADMIN);
}, STACK_START_MS);
afterAll(async () => {
  await stack?.close();
  client?.disconnect();
  otherClient?.disconnect();
  await redis?.stop();
});

async function aTask() {
  const nodes = (await stack.gql(`{ tasks(page: { limit: 5 }) { nodes { ${TASK} } } }`, {}, { token })).data.tasks.nodes;
  const t = nodes.find((n: { taskType: unknown; taskStatus: unknown }) => n.taskType && n.taskStatus);
  const input = (subject: string) => ({
    id: t.id,
    taskTypeId: t.taskType.id,
    taskStatusId: t.taskStatus.id,
    subject,
    description: t.description || 'x',
    productId: t.product?.id ?? null,
    userId: t.user?.id ?? null,
    expectedVersion: t.version,
  });
  return { id: t.id as string, input };
}
const writes = () => stack.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/updateTask')).length;

it('refuses a save while another gateway keeps the record locked past the wait, and lets it through after', async () => {
  const { id, input } = await aTask();
  const other = redisRecordLocks(otherClient, settings, logger);
  const unlock = await other.take({ type: 'TASK', id });
  const sent = writes();
  const started = Date.now();
  const refused = await stack.gql(UPDATE, { i: input('Locked out') }, { token });
  expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  expect(refused.data.updateTask).toEqual({
    task: null,
    userErrors: [
      {
        field: 'expectedVersion',
        code: 'CHANGED_BY_SOMEONE_ELSE',
        message: expect.stringMatching(/nothing was saved/),
        conflict: { currentVersion: null, changes: [] },
      },
    ],
  });
  expect(writes()).toBe(sent);

  await unlock!();
  const saved = await stack.gql(UPDATE, { i: input('After the lock') }, { token });
  expect(saved.data.updateTask.userErrors).toEqual([]);
  expect(saved.data.updateTask.task.subject).toBe('After the lock');
});

it('answers STORE_UNAVAILABLE and sends nothing when the lock store does not answer', async () => {
  const { input } = await aTask();
  const sent = writes();
  await redis.stop();
  const r = await stack.gql(UPDATE, { i: input('No Redis') }, { token });
  expect(codes(r)).toEqual(['STORE_UNAVAILABLE']);
  expect(writes()).toBe(sent);
});
