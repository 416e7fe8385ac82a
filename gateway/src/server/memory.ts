import v8 from 'node:v8';
import { whole } from '../common/env-numbers';

/**
 * V8's heap growing factor: ×1.2 instead of up to ×4 keeps a burst of large answers from leaving the
 * gateway at 300–450 MB resident; 0 leaves V8's choice (figures: gateway/bench/README.md, issue 15).
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
 * Launch settings (scripts/start.mjs): a heap floor (GATEWAY_HEAP_FLOOR_MB) so a resting gateway does not
 * collect every few MB, and two malloc arenas (MALLOC_ARENA_MAX); why and figures: gateway/bench/README.md.
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
