import type { Redis } from 'ioredis';
import { storeUnavailable } from '../errors/errors';
import type { Session } from './session';

/** A session as the store keeps it: who, the provider token, and its clocks (ms since epoch). */
export interface StoredSession extends Session {
  createdAt: number;
  lastSeenAt: number;
  /** When the roles were last read from the provider. */
  rolesCheckedAt: number;
  /** The absolute end: sign-in + maximum lifetime, or sooner when the provider token ends. */
  expiresAt: number;
  /** The User-Agent it signed in with (cut to 300 characters), for the user's list of sessions. */
  userAgent?: string;
}

/** One live session of a user, by its store key. */
export interface KeyedSession {
  key: string;
  session: StoredSession;
}

/**
 * Where sessions live. In-process by default (a restart signs everyone out); Redis when
 * REDIS_URL is set, so that every gateway instance sees the same sessions and revocations.
 * `key` is the digest of the session id (token.ts), never the id itself.
 */
export interface SessionStore {
  get(key: string): Promise<StoredSession | null>;
  /** Saves a session, dropped by the store itself after `ttlMs` (the next idle or absolute end). */
  put(key: string, session: StoredSession, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** The keys of every session of one user (user names compare case-insensitively). */
  keysOf(userName: string): Promise<string[]>;
  /** Every live session of one user; keys of ended ones are dropped from the user's index on the way. */
  sessionsOf(userName: string): Promise<KeyedSession[]>;
  close(): Promise<void>;
}

const userKey = (userName: string) => userName.trim().toLowerCase();

export class MemorySessionStore implements SessionStore {
  private readonly sessions = new Map<string, { session: StoredSession; until: number }>();
  private readonly byUser = new Map<string, Set<string>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    // Drops ended sessions now and then, so an idle process does not keep them forever.
    this.sweeper = setInterval(() => {
      const now = Date.now();
      for (const [key, entry] of this.sessions) if (entry.until <= now) void this.delete(key);
    }, 60_000);
    this.sweeper.unref();
  }

  async get(key: string): Promise<StoredSession | null> {
    const entry = this.sessions.get(key);
    if (!entry) return null;
    if (entry.until <= Date.now()) {
      await this.delete(key);
      return null;
    }
    return { ...entry.session, roles: [...entry.session.roles], roleNames: [...entry.session.roleNames] };
  }

  async put(key: string, session: StoredSession, ttlMs: number): Promise<void> {
    this.sessions.set(key, { session: { ...session }, until: Date.now() + Math.max(1, ttlMs) });
    const user = userKey(session.userName);
    let keys = this.byUser.get(user);
    if (!keys) this.byUser.set(user, (keys = new Set()));
    keys.add(key);
  }

  async delete(key: string): Promise<void> {
    const entry = this.sessions.get(key);
    this.sessions.delete(key);
    if (!entry) return;
    const user = userKey(entry.session.userName);
    const keys = this.byUser.get(user);
    keys?.delete(key);
    if (keys?.size === 0) this.byUser.delete(user);
  }

  async keysOf(userName: string): Promise<string[]> {
    return [...(this.byUser.get(userKey(userName)) ?? [])];
  }

  async sessionsOf(userName: string): Promise<KeyedSession[]> {
    const found = await Promise.all((await this.keysOf(userName)).map(async (key) => ({ key, session: await this.get(key) })));
    return found.filter((f): f is KeyedSession => f.session !== null);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.sessions.clear();
    this.byUser.clear();
  }
}

/**
 * Sessions in Redis: one string per session (JSON, expiring by itself) and one set per user
 * with the keys of their sessions, so deactivation can end them all.
 */
export class RedisSessionStore implements SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'bo:session:',
    /** How long a user's set of session keys outlives its last write (the longest session). */
    private readonly userSetTtlMs = 24 * 3_600_000,
  ) {}

  async get(key: string): Promise<StoredSession | null> {
    return parsed(await unavailableAs(this.redis.get(this.prefix + key)));
  }

  async put(key: string, session: StoredSession, ttlMs: number): Promise<void> {
    const users = `${this.prefix}user:${userKey(session.userName)}`;
    await unavailableAs(
      this.redis
        .multi()
        .set(this.prefix + key, JSON.stringify(session), 'PX', Math.max(1, Math.ceil(ttlMs)))
        .sadd(users, key)
        .pexpire(users, Math.max(this.userSetTtlMs, Math.ceil(ttlMs)))
        .exec(),
    );
  }

  async delete(key: string): Promise<void> {
    const session = await this.get(key);
    const tx = this.redis.multi().del(this.prefix + key);
    if (session) tx.srem(`${this.prefix}user:${userKey(session.userName)}`, key);
    await unavailableAs(tx.exec());
  }

  async keysOf(userName: string): Promise<string[]> {
    return unavailableAs(this.redis.smembers(`${this.prefix}user:${userKey(userName)}`));
  }

  /** One SMEMBERS and one MGET; the keys of sessions Redis let expire leave the user's set. */
  async sessionsOf(userName: string): Promise<KeyedSession[]> {
    const keys = await this.keysOf(userName);
    if (!keys.length) return [];
    const raws = await unavailableAs(this.redis.mget(keys.map((k) => this.prefix + k)));
    const live: KeyedSession[] = [];
    const gone: string[] = [];
    keys.forEach((key, i) => {
      const session = parsed(raws[i]);
      if (session) live.push({ key, session });
      else gone.push(key);
    });
    if (gone.length) await unavailableAs(this.redis.srem(`${this.prefix}user:${userKey(userName)}`, ...gone));
    return live;
  }

  async close(): Promise<void> {
    /* the connection belongs to whoever created it */
  }
}

function parsed(raw: string | null | undefined): StoredSession | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredSession;
  } catch {
    return null;
  }
}

/** Redis gone: STORE_UNAVAILABLE (503), never an internal error; nobody is signed in or out meanwhile. */
function unavailableAs<T>(command: Promise<T>): Promise<T> {
  return command.catch(() => {
    throw storeUnavailable();
  });
}
