import type { Queryable } from '../db';
import { toIsoDay } from '../lib/dates';
import { createRandom, hashString, type Random } from './random';

export const SEED_SIZES = ['small', 'demo', 'large', 'huge'] as const;
export type SeedSize = (typeof SEED_SIZES)[number];

export const DEFAULT_SEED = 20240601;

/** How much more `huge` holds than `large` of what grows with the business (orders, lines, …). */
export const HUGE_FACTOR = 5;

export type SizeCounts = Record<Exclude<SeedSize, 'huge'>, number> & { huge?: number };

export interface SeedOptions {
  /** The PRNG seed: same seed, size and today → same data. */
  seed?: number;
  /** small for tests, demo for people, large for benchmarks, huge (100 000 sales orders) for the scale benchmark. */
  size?: SeedSize;
  /** The day the data is generated around (`yyyy-MM-dd`); default today (UTC). */
  today?: string;
}

export interface SeedContext {
  seed: number;
  size: SeedSize;
  today: string;
  /** An independent random stream per domain, so a new domain never changes another's data. */
  random(domain: string): Random;
  /**
   * Picks the count for the current size. A seeder that names no `huge` count gets
   * HUGE_FACTOR × its `large` one (100 000 sales orders against 20 000: rows that grow with the
   * orders grow alike).
   */
  count(counts: SizeCounts): number;
}

/**
 * A domain's demo data, found by convention: `seed/<domain>.ts` exports one as `seeder` (collected
 * by seeders.generated.ts); the seed runs each after the domains it names in `after`.
 */
export interface Seeder {
  domain: string;
  /** The domains that seed first: those whose rows this one reads, or whose seeder must not see this one's rows. */
  after?: readonly string[];
  seed(db: Queryable, ctx: SeedContext): Promise<unknown>;
}

export function isSeedSize(value: unknown): value is SeedSize {
  return typeof value === 'string' && (SEED_SIZES as readonly string[]).includes(value);
}

export function createSeedContext(options: SeedOptions = {}): SeedContext {
  const seed = options.seed ?? DEFAULT_SEED;
  const size = options.size ?? 'demo';
  const today = options.today ?? toIsoDay(new Date());
  return {
    seed,
    size,
    today,
    random: (domain) => createRandom((seed ^ hashString(domain)) >>> 0),
    count: (counts) => (size === 'huge' ? (counts.huge ?? counts.large * HUGE_FACTOR) : counts[size]),
  };
}
