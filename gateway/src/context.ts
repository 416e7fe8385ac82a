import type { Loaders } from './loaders/loaders';
import type { Logger } from './logger';
import type { ProviderClient } from './provider/client';
import type { Session, SessionCodec } from './session/session';

/** What every resolver gets. Resolvers read loaders and the provider client, map, return. */
export interface GatewayContext {
  requestId: string;
  logger: Logger;
  /** The signed-in user, or null. */
  session: Session | null;
  /** The provider client acting for the session's user (anonymous without a session). */
  provider: ProviderClient;
  loaders: Loaders;
  sessions: SessionCodec;
  /** Sets or clears the web client's session cookie on this response. */
  cookies: { setSession(token: string): void; clearSession(): void };
}
