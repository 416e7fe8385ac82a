/**
 * What sharing through Redis costs a request (issue 32): one gateway without Redis and one with
 * REDIS_URL, same provider, same run, measured in alternating batches so that the machine's load
 * falls on both alike. Per operation: latency at concurrency 1 (p50, mean), the gateway process's
 * CPU per request, and Redis commands per request (INFO commandstats).
 *
 *   npx tsx gateway/bench/cluster.ts          # BENCH_CLUSTER_REQUESTS=300 per operation and instance
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { startProvider } from '../../provider/src';
import { gqlAt, startGatewayProcess, type GatewayProcess } from '../test/gateway-process';
import { startRedis } from '../test/redis';
import { percentile } from './measure';

const REQUESTS = Number(process.env.BENCH_CLUSTER_REQUESTS ?? 300);
const BATCH = 25;
const ADMIN = { email: 'admin@backoffice.test', password: 'Admin!2024' };
const OVERVIEW = '{ salesOrders(range: ALL, page: { offset: 0, limit: 50 }) { totalCount nodes { id customerReference } } }';
const CREATE = 'mutation($i: CreatePeriodDateInput!) { createPeriodDate(input: $i) { periodDate { id } userErrors { code } } }';

/** User plus system CPU of a process so far, ms (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function commandCount(redis: Redis): Promise<number> {
  const info = await redis.info('commandstats');
  let calls = 0;
  for (const m of info.matchAll(/^cmdstat_(\w+):calls=(\d+)/gm)) if (m[1] !== 'info') calls += Number(m[2]);
  return calls;
}

interface Figures {
  ms: number[];
  cpu: number;
  commands: number;
}

/**
 * The list generations' own share: a session GET alone against the GET and the generations'
 * HGETALL issued in one tick (auto-pipelined, as the gateway does), on a client of its own.
 */
async function pipelineFigures(url: string): Promise<string[]> {
  const client = new Redis(url, { enableAutoPipelining: true });
  await client.set('bench:session', JSON.stringify({ userName: 'admin@backoffice.test', roles: [1], providerToken: 'x'.repeat(200) }));
  await client.hset('bench:gen', { salesOrders: 3, products: 1, monthEnd: 4, prices: 2 });
  let n = 0;
  const variants: Record<string, () => Promise<unknown>> = {
    'session GET alone': () => client.get('bench:session'),
    'session GET + generations HGETALL, one tick': () => Promise.all([client.get('bench:session'), client.hgetall('bench:gen')]),
    'idempotency: SET NX marker, then SET answer': async () => {
      const key = `bench:idem:${n++}`;
      await client.set(key, '{"pending":{"until":0}}', 'PX', 60_000, 'NX');
      await client.set(key, JSON.stringify({ answer: { status: 200, body: { Success: true, NewId: n } } }), 'PX', 60_000);
    },
    'invalidation: MULTI HINCRBY ×3 + HGETALL': () =>
      client
        .multi()
        .hincrby('bench:gen', 'periodDates', 1)
        .hincrby('bench:gen', 'monthEnd', 1)
        .hincrby('bench:gen', 'demurrage', 1)
        .hgetall('bench:gen')
        .exec(),
  };
  const ms: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  for (let round = 0; round < 40; round++)
    for (const [name, call] of Object.entries(variants))
      for (let i = 0; i < 50; i++) {
        const t = performance.now();
        await call();
        ms[name]!.push(performance.now() - t);
      }
  client.disconnect();
  return Object.entries(ms).map(([name, list]) => {
    const sorted = [...list].sort((x, y) => x - y);
    return `| ${name} | redis client | ${percentile(sorted, 50).toFixed(3)} | ${(list.reduce((s, x) => s + x, 0) / list.length).toFixed(3)} | | |`;
  });
}

async function main(): Promise<void> {
  const redis = await startRedis(15_000, { port: Number(process.env.BENCH_REDIS_PORT ?? 6391) });
  const counter = new Redis(redis.url);
  const provider = await startProvider({ port: 0, fresh: true, seedSize: 'small', latencyMs: Number(process.env.PROVIDER_LATENCY_MS ?? 5) });
  const common = {
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    PROVIDER_URL: provider.url,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    LIST_CACHE_MS: '600000',
    // a new provider each run: not the repo's .data/history, which belongs to the provider it was made with
    HISTORY_PATH: 'memory',
  };
  const gateways: Record<string, GatewayProcess> = {};
  try {
    [gateways.memory, gateways.redis] = await Promise.all([
      startGatewayProcess({ ...common, PORT: process.env.BENCH_GATEWAY_PORT ?? '5080' }),
      startGatewayProcess({ ...common, PORT: process.env.BENCH_GATEWAY_PORT_2 ?? '5081', REDIS_URL: redis.url }),
    ]);
    const tokens: Record<string, string> = {};
    for (const [name, gw] of Object.entries(gateways)) {
      const r = await gqlAt(gw.url, 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { e: ADMIN.email, p: ADMIN.password });
      tokens[name] = r.data.login.token;
    }
    let period = 0;
    const create = (name: string, headers: Record<string, string>) => {
      const n = period++;
      const i = { year: 2100 + Math.floor(n / 12), month: (n % 12) + 1, newDate: `${2100 + Math.floor(n / 12)}-01-01` };
      return gqlAt(gateways[name]!.url, CREATE, { i }, { token: tokens[name], headers });
    };
    const operations: Record<string, (name: string) => Promise<unknown>> = {
      'me (session only)': (name) => gqlAt(gateways[name]!.url, '{ me { userName } }', {}, { token: tokens[name] }),
      'overview, cached list': (name) => gqlAt(gateways[name]!.url, OVERVIEW, {}, { token: tokens[name] }),
      'create without Idempotency-Key': (name) => create(name, {}),
      'create with Idempotency-Key': (name) => create(name, { 'idempotency-key': `bench-${randomBytes(8).toString('hex')}` }),
    };
    const rows: string[] = [];
    for (const [label, call] of Object.entries(operations)) {
      const figures: Record<string, Figures> = { memory: { ms: [], cpu: 0, commands: 0 }, redis: { ms: [], cpu: 0, commands: 0 } };
      for (const name of Object.keys(figures)) for (let i = 0; i < 20; i++) await call(name); // warm-up
      for (let done = 0; done < REQUESTS; done += BATCH) {
        for (const name of Object.keys(figures)) {
          const f = figures[name]!;
          const [cpu0, cmd0] = [cpuMs(gateways[name]!.pid), await commandCount(counter)];
          for (let i = 0; i < BATCH; i++) {
            const t = performance.now();
            await call(name);
            f.ms.push(performance.now() - t);
          }
          f.cpu += cpuMs(gateways[name]!.pid) - cpu0;
          f.commands += (await commandCount(counter)) - cmd0;
        }
      }
      for (const [name, f] of Object.entries(figures)) {
        const sorted = [...f.ms].sort((x, y) => x - y);
        const mean = f.ms.reduce((s, x) => s + x, 0) / f.ms.length;
        const row = [label, name, percentile(sorted, 50).toFixed(2), mean.toFixed(2), (f.cpu / f.ms.length).toFixed(2), (f.commands / f.ms.length).toFixed(1)];
        rows.push(`| ${row.join(' | ')} |`);
      }
    }
    rows.push(...(await pipelineFigures(redis.url)));
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(`\n${REQUESTS} requests per operation and instance, batches of ${BATCH} alternating; load average at the end ${load}\n`);
    console.log('| operation | instance | p50 ms | mean ms | gateway CPU ms/request | Redis commands/request |');
    console.log('|---|---|---|---|---|---|');
    console.log(rows.join('\n'));
  } finally {
    await Promise.all(Object.values(gateways).map((g) => g.kill()));
    counter.disconnect();
    await provider.close();
    await redis.stop();
  }
}

main().catch((err: Error) => {
  console.error(err);
  process.exit(1);
});
