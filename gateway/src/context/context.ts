import type { InvoiceCompanyRecord } from '../provider/records';
import type { Loaders } from '../loaders/loaders';
import type { Logger } from '../common/logger';
import type { HistoryRecorder } from '../history/recorder';
import type { ProviderClient } from '../provider/client';
import type { SessionManager } from '../session/manager';
import type { Session } from '../session/session';
import type { LoginThrottle } from '../session/throttle';

/** What every resolver gets. Resolvers read loaders and the provider client, map, return. */
export interface GatewayContext {
  requestId: string;
  logger: Logger;
  /** The signed-in user, or null. */
  session: Session | null;
  /** The provider client acting for the session's user (anonymous without a session). */
  provider: ProviderClient;
  loaders: Loaders;
  sessions: SessionManager;
  /** The store key of this request's session (to end it), or null without one. */
  sessionKey: string | null;
  /** The client's address (behind a loopback proxy: X-Forwarded-For), for login throttling. */
  clientAddress: string;
  loginThrottle: LoginThrottle;
  /** The client's User-Agent header, kept with a new session for the user's list of sessions. */
  userAgent: string | null;
  /** The pro-forma's company block from configuration (null when none is configured). */
  company: InvoiceCompanyRecord | null;
  /** Aborted when the client closes the connection before its answer (it left the page). */
  gone: AbortSignal;
  /** The history of changes, acting as the session's user (issue 33). */
  history: HistoryRecorder;
  /** Sets or clears the web client's session cookie on this response. */
  cookies: { setSession(token: string): void; clearSession(): void };
}
