import { readFileSync, statSync } from 'node:fs';
import { positive } from '../env-numbers';

/** The session key must carry at least this many bytes (256 bits) of secret. */
export const MIN_SESSION_KEY_BYTES = 32;

/** How sessions, their store and login throttling behave; read from the environment once. */
export interface SessionSettings {
  /** Signs session ids (HMAC-SHA256). From SESSION_SECRET or the file SESSION_KEY_FILE. */
  key: string;
  /** A session unused this long ends (SESSION_IDLE_MINUTES, default 60). */
  idleMs: number;
  /** A session ends this long after sign-in whatever happens (SESSION_MAX_HOURS, default 12). */
  maxMs: number;
  /** Roles are re-read from the provider at most this often per session (SESSION_ROLES_REFRESH_SECONDS, default 60). */
  rolesRefreshMs: number;
  /** Sessions, revocations and login throttling in Redis (shared by every gateway instance) instead of in-process. */
  redisUrl?: string;
  /** Failed sign-ins allowed per account and per client address within the window. */
  throttle: { perAccount: number; perAddress: number; windowMs: number };
}

/**
 * The session key: SESSION_SECRET, or the contents of SESSION_KEY_FILE (`npm start` creates
 * `.data/session.key` on a fresh machine). There is no default: without a key the gateway does
 * not start, in production or anywhere else.
 */
export function readSessionKey(env: NodeJS.ProcessEnv): string {
  let key = env.SESSION_SECRET;
  let source = 'SESSION_SECRET';
  if (!key && env.SESSION_KEY_FILE) {
    source = `SESSION_KEY_FILE (${env.SESSION_KEY_FILE})`;
    try {
      key = readFileSync(env.SESSION_KEY_FILE, 'utf8').trim();
    } catch (error) {
      throw new Error(`${source} cannot be read: ${(error as Error).message}`);
    }
    if (process.platform !== 'win32' && (statSync(env.SESSION_KEY_FILE).mode & 0o077) !== 0) {
      throw new Error(`${source} may be read by other users of this machine: chmod 600 it`);
    }
  }
  if (!key) {
    throw new Error(
      'No session key: set SESSION_SECRET (at least 32 bytes, e.g. `openssl rand -base64 48`) or SESSION_KEY_FILE. `npm start` creates one in .data/session.key outside production.',
    );
  }
  if (Buffer.byteLength(key, 'utf8') < MIN_SESSION_KEY_BYTES)
    throw new Error(`The session key from ${source} must be at least ${MIN_SESSION_KEY_BYTES} bytes long`);
  return key;
}

export function readSessionSettings(env: NodeJS.ProcessEnv): SessionSettings {
  return {
    key: readSessionKey(env),
    idleMs: positive(env, 'SESSION_IDLE_MINUTES', 60) * 60_000,
    maxMs: positive(env, 'SESSION_MAX_HOURS', 12) * 3_600_000,
    rolesRefreshMs: positive(env, 'SESSION_ROLES_REFRESH_SECONDS', 60) * 1000,
    redisUrl: env.REDIS_URL || undefined,
    throttle: {
      perAccount: positive(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 5),
      perAddress: positive(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 20),
      windowMs: positive(env, 'LOGIN_FAILURE_WINDOW_MINUTES', 15) * 60_000,
    },
  };
}
