/**
 * Part 4 of `gateway/bench/history.ts` (alone: BENCH_HISTORY_PART=locks): what the per-record lock
 * around a save's version check costs (gateway/src/history/record-lock.ts). One provider
 * (PROVIDER_LATENCY_MS) and three in-process gateways that differ only in their lock: this process
 * alone (no lock to take: the "without"), Redis, PostgreSQL, against a real redis-server and PostgreSQL.
 * updateTask with expectedVersion one at a time, the gateways alternating; and the lock alone.
 */
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { startProvider } from '../../provider/src';
import { PROCESS_LOCKS, postgresRecordLocks, redisRecordLocks, type RecordLocks } from '../src/history/record-lock';
import { startPostgres } from '../test/postgres';
import { startRedis } from '../test/redis';
import { ADMIN, startStack, type Stack } from '../test/harness';
import { percentile } from './measure';

export interface LockFigures {
  writes: number;
  rows: { name: string; save: { p50: number; p95: number }; lockAlone: { p50: number; p95: number } }[];
}

const TASK = 'id version taskType { id } taskStatus { id } subject description product { id } user { id }';
const UPDATE = `mutation($i: UpdateTaskInput!) { updateTask(input: $i) { task { version } userErrors { code message } } }`;
const LOCK_SETTINGS = { ttlMs: 35_000, waitMs: 2_000 };

const p50p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/** take + release of one record's lock, one after the other: what the lock adds to a save. */
async function lockAlone(locks: RecordLocks, n: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const unlock = await locks.take({ type: 'TASK', id: String(i % 50) });
    await unlock?.();
    times.push(performance.now() - started);
  }
  return times;
}

export async function measureRecordLocks(writes: number, latencyMs: number, log: (line: string) => void): Promise<LockFigures> {
  const [redisServer, postgres, provider] = await Promise.all([startRedis(), startPostgres(), startProvider({ port: 0, latencyMs })]);
  const redis = new Redis(redisServer.url, { maxRetriesPerRequest: 0 });
  const kinds: [string, RecordLocks][] = [
    ['without (one process)', PROCESS_LOCKS],
    ['Redis', redisRecordLocks(redis, LOCK_SETTINGS, console)],
    ['PostgreSQL', postgresRecordLocks(postgres.url(), LOCK_SETTINGS, console)],
  ];
  const stacks: Stack[] = [];
  try {
    for (const [, recordLocks] of kinds) stacks.push(await startStack({}, undefined, { provider, recordLocks }));
    const tokens = await Promise.all(stacks.map((s) => s.login(ADMIN)));
    const tasks = (await stacks[0]!.gql(`{ tasks(page: { limit: 10 }) { nodes { ${TASK} } } }`, {}, { token: tokens[0] })).data.tasks.nodes.filter(
      (t: any) => t.taskType && t.taskStatus,
    );
    // each gateway its own task: another's save would be a change it did not make
    const state = stacks.map((_, k) => ({ task: tasks[k], version: tasks[k].version as string, times: [] as number[] }));
    log(`record lock: ${kinds.length} gateways × ${writes} saves, alternating`);
    for (let i = -3; i < writes; i++) {
      for (let j = 0; j < stacks.length; j++) {
        const k = (j + Math.max(i, 0)) % stacks.length;
        const { task, version } = state[k]!;
        const input = { id: task.id, taskTypeId: task.taskType.id, taskStatusId: task.taskStatus.id, subject: `Lock ${i}`, description: 'bench' };
        const started = performance.now();
        const r = await stacks[k]!.gql(
          UPDATE,
          { i: { ...input, productId: task.product?.id ?? null, userId: task.user?.id ?? null, expectedVersion: version } },
          { token: tokens[k] },
        );
        const elapsed = performance.now() - started;
        const errors = r.data?.updateTask?.userErrors ?? r.errors;
        if (errors?.length) throw new Error(`updateTask: ${JSON.stringify(errors)}`);
        state[k]!.version = r.data.updateTask.task.version;
        if (i >= 0) state[k]!.times.push(elapsed);
      }
    }
    const rows = [];
    for (const [k, [name, locks]] of kinds.entries())
      rows.push({ name, save: p50p95(state[k]!.times), lockAlone: p50p95(await lockAlone(locks, writes * 10)) });
    return { writes, rows };
  } finally {
    await Promise.all(stacks.map((s) => s.close()));
    await Promise.all(kinds.map(([, l]) => l.close()));
    redis.disconnect();
    await Promise.all([provider.close(), redisServer.stop(), postgres.stop()]);
  }
}
