import v8 from 'node:v8';
import { whole } from '../common/env-numbers';

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

/**
 * How the gateway process is started (scripts/start.mjs, the bench's gateway): two settings that
 * only take effect at a process's start, so they are flags and environment of its launch.
 *
 * - The heap floor (`GATEWAY_HEAP_FLOOR_MB`, default 80; node's `--initial-old-space-size`, below
 *   which V8 also skips full collections). With only the ×1.2 factor above, the gateway at rest
 *   (~38 MB of code, module sources and schema) collected every 9–10 MB: a products page without
 *   the list cache (the provider's 668 KB list as text, its records, the page's result) made a full
 *   collection every second or third request, 25–45 ms of marking on the request's own thread and
 *   19–22 ms of CPU per request on average (`gateway/bench/profile.ts`). With the floor the same
 *   requests collect a few times less often; above the floor the factor still bounds a burst.
 *   0 leaves V8's own choice.
 * - glibc's malloc arenas (`MALLOC_ARENA_MAX`, default 2): by default glibc gives each thread that
 *   allocates (V8's collector and compiler threads, libuv's pool) arenas of its own, up to eight per
 *   core, and keeps their freed memory: resident memory the heap does not show.
 *
 * Whole bench (2 cores, large data): floor 100 alone reached 256 MB resident (budget 250); floor
 * 80 with two arenas 199 / 205 MB (cache on / off) with the products page at 1.15× the ideal
 * client (1.22–1.39× without the floor). gateway/bench/README.md, issue 15.
 */
export const DEFAULT_HEAP_FLOOR_MB = 80;
export const DEFAULT_MALLOC_ARENA_MAX = 2;

export function readHeapFloorMb(env: NodeJS.ProcessEnv): number {
  return whole(env, 'GATEWAY_HEAP_FLOOR_MB', DEFAULT_HEAP_FLOOR_MB, 0, 4096);
}

/** The gateway process's node flags and the environment it starts with (on top of its parent's). */
export function gatewayLaunch(env: NodeJS.ProcessEnv): { nodeArgs: string[]; env: Record<string, string> } {
  const floor = readHeapFloorMb(env);
  const arenas = whole(env, 'MALLOC_ARENA_MAX', DEFAULT_MALLOC_ARENA_MAX, 1, 1024);
  return { nodeArgs: floor > 0 ? [`--initial-old-space-size=${floor}`] : [], env: { MALLOC_ARENA_MAX: String(arenas) } };
}

/**
 * The warning for a gateway started without its launch settings (straight through
 * `tsx src/main.ts` instead of scripts/start.mjs), or null: neither can be set once it runs.
 */
export function launchWarning(execArgv: readonly string[], env: NodeJS.ProcessEnv): string | null {
  const wanted = gatewayLaunch(env);
  const missing = [...wanted.nodeArgs.filter((flag) => !execArgv.includes(flag)), ...(env.MALLOC_ARENA_MAX ? [] : ['MALLOC_ARENA_MAX'])];
  if (!missing.length) return null;
  return `the gateway runs without ${missing.join(' and ')} (gateway/src/server/memory.ts): start it with scripts/start.mjs, or it collects its garbage far more often and holds more memory`;
}
