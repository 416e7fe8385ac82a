import { createHash } from 'node:crypto';
import { rolesLoader, usersLoader } from './user-loaders';
import { Loaders } from '../loaders/loaders';
import type { Logger } from '../common/logger';
import type { ProviderClient } from '../provider/client';
import { parseRoles, type Session } from './session';
import type { SessionSettings } from './settings';
import type { SessionStore, StoredSession } from './store';
import { shortUserAgent } from './user-agent';
import { newSessionToken, storeKeyOf, verifySessionToken } from './token';

/** One of a user's sessions as they see it in their list. */
export interface SessionSummary {
  /** A digest of the store key: names the session in the list, opens nothing. */
  id: string;
  startedAt: Date;
  lastUsedAt: Date;
  userAgent: string | null;
  current: boolean;
}

/** A session found for a request: the store key (to end it) and who it is. */
export interface ActiveSession {
  key: string;
  session: Session;
}

type Timing = Pick<SessionSettings, 'key' | 'idleMs' | 'maxMs' | 'rolesRefreshMs'>;

/**
 * Opens, finds, refreshes and ends server-side sessions (ARCHITECTURE.md "Session").
 * - open: after the provider accepted a sign-in; the client gets a signed random id.
 * - resume: per request; ends sessions past their idle or absolute end, and re-reads the
 *   user's roles from the provider at most once per `rolesRefreshMs` (an inactive or unknown
 *   user, or a provider token the provider no longer accepts, ends the session).
 * - end / endAllOf: logout, deactivation, a provider 401.
 */
export class SessionManager {
  private readonly refreshing = new Map<string, Promise<StoredSession | null>>();

  constructor(
    private readonly store: SessionStore,
    private readonly settings: Timing,
    private readonly provider: ProviderClient,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** How long the session cookie may live (the absolute lifetime). */
  get maxAgeMs(): number {
    return this.settings.maxMs;
  }

  async open(session: Session, providerExpiresInSeconds?: number, userAgent?: string | null): Promise<{ token: string; key: string }> {
    const now = this.now();
    const providerEnd = providerExpiresInSeconds && providerExpiresInSeconds > 0 ? now + providerExpiresInSeconds * 1000 : Infinity;
    const stored: StoredSession = {
      ...session,
      createdAt: now,
      lastSeenAt: now,
      rolesCheckedAt: now,
      expiresAt: Math.min(now + this.settings.maxMs, providerEnd),
      ...(userAgent ? { userAgent: userAgent.slice(0, 300) } : {}),
    };
    const { token, id } = newSessionToken(this.settings.key);
    const key = storeKeyOf(id);
    await this.store.put(key, stored, this.ttlOf(stored, now));
    return { token, key };
  }

  /** The live session of a token, or null for none, a forged one, or one that has ended. */
  async resume(token: string | null | undefined): Promise<ActiveSession | null> {
    const id = verifySessionToken(token, this.settings.key);
    if (!id) return null;
    const key = storeKeyOf(id);
    let stored = await this.store.get(key);
    if (!stored) return null;
    const now = this.now();
    if (now >= stored.expiresAt || now - stored.lastSeenAt >= this.settings.idleMs) {
      await this.store.delete(key);
      return null;
    }
    if (now - stored.rolesCheckedAt >= this.settings.rolesRefreshMs) {
      stored = await this.rereadOnce(key, stored);
      if (!stored) return null;
    } else if (now - stored.lastSeenAt >= Math.min(this.settings.idleMs / 10, 30_000)) {
      // Idle time counts from the last use; written now and then, not on every request.
      stored = { ...stored, lastSeenAt: now };
      await this.store.put(key, stored, this.ttlOf(stored, now));
    }
    const { createdAt: _c, lastSeenAt: _l, rolesCheckedAt: _r, expiresAt: _e, userAgent: _u, ...session } = stored;
    return { key, session };
  }

  async end(key: string): Promise<void> {
    await this.store.delete(key);
  }

  /** Ends every session of a user (deactivation). Answers how many there were. */
  async endAllOf(userName: string): Promise<number> {
    const keys = await this.store.keysOf(userName);
    await Promise.all(keys.map((k) => this.store.delete(k)));
    if (keys.length) this.logger.info({ userName, sessions: keys.length }, 'sessions ended');
    return keys.length;
  }

  /** The user's live sessions, the most recently used first; `currentKey` marks the caller's. */
  async listOf(userName: string, currentKey: string | null): Promise<SessionSummary[]> {
    const now = this.now();
    const live = (await this.store.sessionsOf(userName)).filter(({ session }) => now < session.expiresAt && now - session.lastSeenAt < this.settings.idleMs);
    return live
      .sort((a, b) => b.session.lastSeenAt - a.session.lastSeenAt)
      .map(({ key, session }) => ({
        id: createHash('sha256').update(`list:${key}`).digest('base64url').slice(0, 22),
        startedAt: new Date(session.createdAt),
        lastUsedAt: new Date(session.lastSeenAt),
        userAgent: shortUserAgent(session.userAgent),
        current: key === currentKey,
      }));
  }

  /** Ends every session of a user but `keep` (a password change, "end my other sessions"). Answers how many ended. */
  async endOthersOf(userName: string, keep: string | null): Promise<number> {
    const others = (await this.store.sessionsOf(userName)).map(({ key }) => key).filter((k) => k !== keep);
    await Promise.all(others.map((k) => this.store.delete(k)));
    if (others.length) this.logger.info({ userName, sessions: others.length }, 'other sessions ended');
    return others.length;
  }

  /** The user's roles changed: every session of theirs re-reads them on its next request. */
  async rolesChanged(userName: string): Promise<void> {
    const now = this.now();
    for (const key of await this.store.keysOf(userName)) {
      const stored = await this.store.get(key);
      if (stored) await this.store.put(key, { ...stored, rolesCheckedAt: 0 }, this.ttlOf(stored, now));
    }
  }

  private rereadOnce(key: string, stored: StoredSession): Promise<StoredSession | null> {
    let pending = this.refreshing.get(key);
    if (!pending) {
      pending = this.reread(key, stored).finally(() => this.refreshing.delete(key));
      this.refreshing.set(key, pending);
    }
    return pending;
  }

  /** Re-reads the user's roles and activity from the provider, with the session's own token. */
  private async reread(key: string, stored: StoredSession): Promise<StoredSession | null> {
    const loaders = new Loaders(this.provider.withToken(stored.providerToken));
    let users, roles;
    try {
      [users, roles] = await Promise.all([loaders.use(usersLoader).all(), loaders.use(rolesLoader).all()]);
    } catch (error) {
      if ((error as { extensions?: { code?: string } }).extensions?.code === 'UNAUTHENTICATED') {
        await this.store.delete(key);
        return null;
      }
      // The provider is away: keep the roles we have and try again on the next request.
      this.logger.warn({ err: error, userName: stored.userName }, 'roles could not be re-read');
      return stored;
    }
    const name = stored.userName.toLowerCase();
    const user = users.find((u) => u.userName.toLowerCase() === name || u.email.toLowerCase() === name);
    if (!user?.active) {
      this.logger.info({ userName: stored.userName }, 'session ended: the user is inactive or gone');
      await this.store.delete(key);
      return null;
    }
    const roleNames = user.roleIds.map((id) => roles.find((r) => r.id === id)?.name).filter((n): n is string => Boolean(n));
    const now = this.now();
    const next: StoredSession = { ...stored, ...parseRoles(roleNames), rolesCheckedAt: now, lastSeenAt: now };
    if (next.roleNames.join() !== stored.roleNames.join())
      this.logger.info({ userName: stored.userName, from: stored.roleNames, to: next.roleNames }, 'roles changed');
    await this.store.put(key, next, this.ttlOf(next, now));
    return next;
  }

  /** Until the next idle or absolute end, whichever comes first. */
  private ttlOf(stored: StoredSession, now: number): number {
    return Math.max(1, Math.min(stored.lastSeenAt + this.settings.idleMs, stored.expiresAt) - now);
  }
}
