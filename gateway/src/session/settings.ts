import { readFileSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { positive } from '../common/env-numbers';

/** The session key must carry at least this many bytes (256 bits) of secret. */
export const MIN_SESSION_KEY_BYTES = 32;

/** How sessions, their store and login throttling behave; read from the environment once. */
export interface SessionSettings {
  /** Signs session ids (HMAC-SHA256). From SESSION_SECRET or the file SESSION_KEY_FILE. */
  key: string;
  /** A session unused this long ends (SESSION_IDLE_MINUTES, default 30: ASVS 4.0.3 3.3.2 level 2). */
  idleMs: number;
  /** A session ends this long after sign-in whatever happens (SESSION_MAX_HOURS, default 12). */
  maxMs: number;
  /** Roles are re-read from the provider at most this often per session (SESSION_ROLES_REFRESH_SECONDS, default 60). */
  rolesRefreshMs: number;
  /** Sessions, revocations and login throttling in Redis (shared by every gateway instance) instead of in-process. */
  redisUrl?: string;
  /**
   * Failed sign-ins allowed per account and per client address within the window. The address
   * limit is far above the account one: an office behind one NAT or proxy shares an address.
   */
  throttle: { perAccount: number; perAddress: number; windowMs: number };
  /**
   * The proxies whose X-Forwarded-For names the client (TRUST_PROXY: addresses, subnets or
   * express's `loopback`, `linklocal`, `uniquelocal`, comma-separated). Default `loopback`.
   */
  trustProxy: string[];
}

const NAMED_PROXIES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY as express's `trust proxy` list; `true` (every hop) is refused: any client could then pick its address. */
export function readTrustProxy(env: NodeJS.ProcessEnv): string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return ['loopback'];
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const valid =
      NAMED_PROXIES.has(entry) || (extra === undefined && address !== undefined && isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits)));
    if (!valid) throw new Error(`TRUST_PROXY takes proxy addresses or subnets (10.0.0.5, 10.0.0.0/8) or loopback, linklocal, uniquelocal (got '${entry}')`);
  }
  return entries;
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
    idleMs: positive(env, 'SESSION_IDLE_MINUTES', 30) * 60_000,
    maxMs: positive(env, 'SESSION_MAX_HOURS', 12) * 3_600_000,
    rolesRefreshMs: positive(env, 'SESSION_ROLES_REFRESH_SECONDS', 60) * 1000,
    redisUrl: env.REDIS_URL || undefined,
    throttle: {
      perAccount: positive(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 5),
      perAddress: positive(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 200),
      windowMs: positive(env, 'LOGIN_FAILURE_WINDOW_MINUTES', 15) * 60_000,
    },
    trustProxy: readTrustProxy(env),
  };
}
