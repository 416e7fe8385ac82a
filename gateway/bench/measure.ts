/** Measuring helpers: percentiles, the alternating latency loop, the closed-loop throughput driver. */
import { performance } from 'node:perf_hooks';

export type Call = () => Promise<unknown>;

export function percentile(sortedMs: number[], p: number): number {
  if (!sortedMs.length) return NaN;
  const rank = Math.ceil((p / 100) * sortedMs.length);
  return sortedMs[Math.min(sortedMs.length, Math.max(1, rank)) - 1] ?? NaN;
}

export interface LatencyFigures {
  n: number;
  p50: number;
  p99: number;
  mean: number;
  errors: number;
}

function latencyFigures(samples: number[], errors: number): LatencyFigures {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((s, x) => s + x, 0) / (samples.length || 1);
  return { n: samples.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), mean, errors };
}

async function timed(call: Call): Promise<number | null> {
  const started = performance.now();
  try {
    await call();
    return performance.now() - started;
  } catch {
    return null;
  }
}

/**
 * One request at a time, the two clients alternating (a b, b a, a b …) so that drift in the
 * machine's load touches both alike; stops after `requests` each or when `maxMs` has passed.
 */
export async function alternatingLatency(a: Call, b: Call, requests: number, maxMs: number): Promise<[LatencyFigures, LatencyFigures]> {
  const samples: [number[], number[]] = [[], []];
  const errors: [number, number] = [0, 0];
  const deadline = performance.now() + maxMs;
  for (let i = 0; i < requests && performance.now() < deadline; i++) {
    const order: (0 | 1)[] = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const which of order) {
      const ms = await timed(which === 0 ? a : b);
      if (ms === null) errors[which]++;
      else samples[which].push(ms);
    }
  }
  return [latencyFigures(samples[0], errors[0]), latencyFigures(samples[1], errors[1])];
}

export interface ThroughputFigures {
  /** Requests answered per second, over the loops' whole time (see closedLoop). */
  rps: number;
  completed: number;
  errors: number;
  elapsedMs: number;
  /** Latency of the completed requests under this load. */
  p50: number;
  p99: number;
}

export interface LoopRun {
  samples: number[];
  errors: number;
  /** From the first request to the last answer (the window plus the answers still in flight). */
  elapsedMs: number;
}

/**
 * A closed loop: `concurrency` workers each send the next request as soon as the last answered,
 * and stop sending once `windowMs` has passed. Every request sent is awaited and counted, and
 * throughput is requests answered / time from the first request to the last answer: a slow
 * scenario whose 16 requests all answer late (the provider interleaves them) still counts them,
 * where a fixed window would see none.
 */
export async function closedLoop(call: Call, concurrency: number, windowMs: number): Promise<LoopRun> {
  const started = performance.now();
  const end = started + windowMs;
  const samples: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          await call();
          samples.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  return { samples, errors, elapsedMs: performance.now() - started };
}

/** The figures of one client over its windows (the ABBA halves). */
export function throughputFigures(runs: LoopRun[]): ThroughputFigures {
  const samples = runs.flatMap((r) => r.samples).sort((a, b) => a - b);
  const elapsedMs = runs.reduce((s, r) => s + r.elapsedMs, 0);
  return {
    rps: samples.length / (elapsedMs / 1000),
    completed: samples.length,
    errors: runs.reduce((s, r) => s + r.errors, 0),
    elapsedMs,
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
