import client from 'prom-client';
import { CircuitState, type CircuitBreakerPolicy } from 'cockatiel';
import type { Logger } from '../common/logger';
import type { QueueName, Telemetry } from '../common/telemetry';
import type { HeavyReads } from '../provider/heavy-reads';
import { launchWarning } from './memory';

export interface ProviderCallInfo {
  method: string;
  path: string;
  status: number;
  ms: number;
}

/** What the scrape reads as it is at that moment (gauges): queues, cache, breaker, stores, drain. */
export interface WatchedState {
  breaker: CircuitBreakerPolicy;
  queues: Record<QueueName, HeavyReads>;
  listCache: { bytes: number; count: number; enabled: boolean };
  /** null without REDIS_URL (no gauge then). */
  redisUp: (() => boolean) | null;
  /** Resolves true when the history store answers a read within its bound. */
  historyUp: () => Promise<boolean>;
  draining: () => boolean;
}

export interface GatewayMetrics {
  registry: client.Registry;
  /** What the provider layer reports through (common/telemetry.ts). */
  telemetry: Telemetry;
  /** Reads these at every scrape. */
  watch(state: WatchedState): void;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** cockatiel's states as the gauge says them: 0 closed, 1 half-open, 2 open (isolated counts as open). */
const BREAKER_GAUGE: Record<CircuitState, number> = {
  [CircuitState.Closed]: 0,
  [CircuitState.HalfOpen]: 1,
  [CircuitState.Open]: 2,
  [CircuitState.Isolated]: 2,
};

/** The /metrics registry: Node's defaults, the provider's calls, queues, list cache, stores and drain (README: Operating it). */
export function createMetrics(logger: Logger): GatewayMetrics {
  const registry = new client.Registry();
  const registers = [registry];
  client.collectDefaultMetrics({ register: registry });
  const unlaunched = launchWarning(process.execArgv, process.env);
  if (unlaunched) logger.warn(unlaunched);
  new client.Gauge({
    name: 'gateway_launch_settings_applied',
    help: 'Whether this process started with its heap floor and malloc arenas (gateway/src/server/memory.ts, scripts/start.mjs): 1 yes, 0 no',
    registers,
  }).set(unlaunched ? 0 : 1);
  return { registry, telemetry: providerTelemetry(registers), watch: (state) => watchState(registers, state) };
}

function providerTelemetry(registers: client.Registry[]): Telemetry {
  const calls = new client.Counter({
    name: 'provider_calls_total',
    help: 'HTTP exchanges with the provider by catalogue key (or contract path) and status; a status that is a word (timeout, unreachable, breaker_open, failed) means no answer came',
    labelNames: ['key', 'method', 'status'],
    registers,
  });
  const seconds = new client.Histogram({
    name: 'provider_call_seconds',
    help: 'Provider exchange duration by catalogue key',
    labelNames: ['key'],
    buckets: SECONDS,
    registers,
  });
  const retries = new client.Counter({ name: 'provider_retries_total', help: 'Provider reads tried again after a failed try', labelNames: ['key'], registers });
  const waits = new client.Histogram({
    name: 'gateway_queue_wait_seconds',
    help: 'How long a request waited for its turn: heavy_reads (provider reads that grow with the data), large_answers (answers built a few at a time)',
    labelNames: ['queue'],
    buckets: [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const refused = new client.Counter({
    name: 'gateway_queue_refused_total',
    help: 'Requests refused a turn (PROVIDER_UNAVAILABLE): queue full, waited too long, caller gone',
    labelNames: ['queue', 'reason'],
    registers,
  });
  const replays = new client.Counter({
    name: 'gateway_idempotent_replays_total',
    help: 'Writes answered from the idempotency store instead of being sent again',
    registers,
  });
  const cache = new client.Counter({
    name: 'gateway_list_cache_requests_total',
    help: 'List cache look-ups: hit (answered from memory) or miss (read from the provider)',
    labelNames: ['result'],
    registers,
  });
  const reasons = new Set(['queue full', 'waited too long', 'caller gone']);
  return {
    providerCall({ key, method, status, ms }) {
      calls.inc({ key, method, status: String(status) });
      seconds.observe({ key }, ms / 1000);
    },
    providerRetry: (key) => retries.inc({ key }),
    queueWait: (queue, ms) => waits.observe({ queue }, ms / 1000),
    queueRefused: (queue, reason) => refused.inc({ queue, reason: reasons.has(reason) ? reason : 'other' }),
    idempotentReplay: () => replays.inc(),
    listCache: (result) => cache.inc({ result }),
  };
}

function watchState(registers: client.Registry[], state: WatchedState): void {
  new client.Gauge({
    name: 'provider_breaker_state',
    help: 'The provider circuit breaker: 0 closed (calls go through), 1 half-open (one trial call), 2 open (calls fail at once)',
    registers,
    collect() {
      this.set(BREAKER_GAUGE[state.breaker.state] ?? 2);
    },
  });
  const opened = new client.Counter({ name: 'provider_breaker_opened_total', help: 'Times the provider circuit breaker opened', registers });
  state.breaker.onBreak(() => opened.inc());
  new client.Gauge({
    name: 'gateway_queue_depth',
    help: 'Requests in a queue now: running (holding a turn) or waiting',
    labelNames: ['queue', 'state'],
    registers,
    collect() {
      for (const [queue, bulkhead] of Object.entries(state.queues)) {
        this.set({ queue, state: 'running' }, bulkhead.running);
        this.set({ queue, state: 'waiting' }, bulkhead.waiting);
      }
    },
  });
  new client.Gauge({
    name: 'gateway_list_cache_bytes',
    help: 'Estimated heap bytes of the lists the list cache keeps (LIST_CACHE_MAX_BYTES bounds it)',
    registers,
    collect() {
      this.set(state.listCache.bytes);
    },
  });
  new client.Gauge({
    name: 'gateway_list_cache_entries',
    help: 'Lists (or pages) the list cache keeps now',
    registers,
    collect() {
      this.set(state.listCache.count);
    },
  });
  const redisUp = state.redisUp;
  if (redisUp)
    new client.Gauge({
      name: 'gateway_redis_up',
      help: 'Whether the shared Redis (REDIS_URL) is connected and ready: 1 yes, 0 no (sign-in and sessions fail while 0)',
      registers,
      collect() {
        this.set(redisUp() ? 1 : 0);
      },
    });
  new client.Gauge({
    name: 'gateway_history_store_up',
    help: 'Whether the history store (LMDB or PostgreSQL) answered a read at this scrape: 1 yes, 0 no',
    registers,
    async collect() {
      this.set((await state.historyUp()) ? 1 : 0);
    },
  });
  new client.Gauge({
    name: 'gateway_draining',
    help: 'Whether this instance is stopping (SIGTERM: /readyz answers 503, requests in flight finish): 1 yes, 0 no',
    registers,
    collect() {
      this.set(state.draining() ? 1 : 0);
    },
  });
}
