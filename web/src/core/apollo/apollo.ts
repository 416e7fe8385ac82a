import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { clearMe } from '../session/session-cache';
import { isUnauthenticated } from '../errors';
import { createMutationLink } from './mutation-link';

export interface ApolloOptions {
  /** The gateway's GraphQL endpoint; the web client is served from the same origin. */
  uri?: string;
  /** A link to use instead of HTTP (tests). */
  terminatingLink?: ApolloLink;
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // One signed-in user at a time: a singleton without an id.
      Me: { keyFields: [] },
      Capabilities: { merge: true },
      // A price's id is unique within its list only: purchase 5 and sales 5 are two rows.
      PriceChange: { keyFields: ['kind', 'id'] },
      // Order lines and transports share this type with ids from different tables: never merge them.
      AffectedOrderLine: { keyFields: false },
      // Month end's count and totals of one filter are two queries of the same field (a page of
      // none): their answers are one list object, not one replacing the other.
      MonthEndList: { merge: true },
    },
  });
}

const sessionEndedListeners = new WeakMap<ApolloClient, Set<() => void>>();

/**
 * Calls `listener` whenever a request of this client comes back UNAUTHENTICATED (the session
 * ended: expired cookie, provider 401), after the cached user was cleared. Answers the unsubscribe.
 */
export function onSessionEnded(client: ApolloClient, listener: () => void): () => void {
  const listeners = sessionEndedListeners.get(client) ?? new Set();
  sessionEndedListeners.set(client, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The session is the gateway's httpOnly cookie, so requests carry credentials and nothing else.
 * `apollo-require-preflight` satisfies Apollo Server's CSRF prevention.
 */
export function createApolloClient({ uri = '/graphql', terminatingLink }: ApolloOptions = {}): ApolloClient {
  const http = terminatingLink ?? new HttpLink({ uri, credentials: 'same-origin', headers: { 'apollo-require-preflight': 'true' } });

  const client: ApolloClient = new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([
      new ErrorLink(({ error }) => {
        if (!isUnauthenticated(error)) return;
        // The session ended (expired cookie, provider 401): forget the user; the guard sends them to /login.
        clearMe(client.cache);
        for (const listener of [...(sessionEndedListeners.get(client) ?? [])]) listener();
      }),
      // Idempotency keys on mutations; an unknown outcome re-reads the screen's data first.
      createMutationLink(() => client.refetchQueries({ include: 'active' })),
      http,
    ]),
  });
  return client;
}
