/** The provider's settings from the environment (see ../API.md, Operations). */
import path from 'node:path';
import { PROVIDER_PROFILES, type ProviderProfile } from './contract/layer';
import { isSeedSize, type SeedSize } from './seed';
import { DEFAULT_MAX_UPLOAD_BYTES } from './server';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface ProviderConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  seedSize: SeedSize;
  seed?: number;
  latencyMs: number;
  maxUploadBytes: number;
  logLevel: string;
  /** PROVIDER_FRESH=1: a fresh in-memory copy of the seeded test template, nothing kept (tests). */
  fresh: boolean;
  /** PROVIDER_PROFILE: `full` (default, every extension) or `spec` (the spec part of openapi.yaml alone). */
  profile: ProviderProfile;
  /** PROVIDER_RECORD_VIOLATIONS=1: record contract violations under `full` too (`spec` always does). */
  recordViolations: boolean;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}: ${raw}`);
  return value;
}

const yes = (value: string | undefined) => ['1', 'true', 'yes'].includes((value ?? '').trim().toLowerCase());

function readProfile(value: string | undefined): ProviderProfile {
  const profile = value?.trim() || 'full';
  if (!(PROVIDER_PROFILES as readonly string[]).includes(profile)) throw new Error(`PROVIDER_PROFILE must be full or spec: ${profile}`);
  return profile as ProviderProfile;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ProviderConfig {
  const seedSize = env.SEED_SIZE?.trim() || 'demo';
  if (!isSeedSize(seedSize)) throw new Error(`SEED_SIZE must be small, demo, large or huge: ${seedSize}`);
  return {
    port: integer(env, 'PORT', 4100),
    dataDir: path.resolve(env.DATA_DIR?.trim() || path.join(REPO_ROOT, '.data', 'provider')),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    seedSize,
    seed: env.PROVIDER_SEED ? integer(env, 'PROVIDER_SEED', 0) : undefined,
    latencyMs: integer(env, 'PROVIDER_LATENCY_MS', 0),
    maxUploadBytes: integer(env, 'PROVIDER_MAX_UPLOAD_BYTES', DEFAULT_MAX_UPLOAD_BYTES, 1),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    fresh: yes(env.PROVIDER_FRESH),
    profile: readProfile(env.PROVIDER_PROFILE),
    recordViolations: yes(env.PROVIDER_RECORD_VIOLATIONS),
  };
}
