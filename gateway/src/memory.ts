import v8 from 'node:v8';
import { whole } from './env-numbers';

/**
 * How eagerly V8 collects the gateway's garbage. After each full collection V8 lets the heap grow
 * by a factor before the next one; by default it picks up to ×4 for a heap that collects fast, so
 * a burst of large answers (a year of month end is ~30–40 MB of provider text, records and result
 * while it is built) left the gateway at 300–450 MB resident although what it held at any moment
 * was ~55 MB. With ×1.2 (GATEWAY_HEAP_GROWING_PERCENT=20) it collects sooner and stays at ~190 MB
 * over the whole bench, at no cost in throughput (gateway/bench/README.md, issue 15). A soft
 * setting: nothing is ever refused for memory; 0 leaves V8's own choice. (Turned off for a day
 * after CI's grids flow timed out with it on; the cause was the Playwright trace doubling every
 * flow's CPU, not this: the flow passes with it, issue 15's note.)
 */
export const DEFAULT_HEAP_GROWING_PERCENT = 20;

export function readHeapGrowingPercent(env: NodeJS.ProcessEnv): number {
  return whole(env, 'GATEWAY_HEAP_GROWING_PERCENT', DEFAULT_HEAP_GROWING_PERCENT, 0, 1000);
}

/** Applies the heap's growing factor to this process (V8 reads it at every full collection). */
export function applyHeapGrowing(percent: number): void {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
