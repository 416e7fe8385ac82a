import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { clearMe } from './session';
import { isUnauthenticated } from './errors';
import { createMutationLink } from './mutation-link';

export interface ApolloOptions {
  /** The gateway's GraphQL endpoint; the web client is served from the same origin. */
  uri?: string;
  /** Called after a request came back UNAUTHENTICATED and the cached user was cleared. */
  onUnauthenticated?: () => void;
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
    },
  });
}

/**
 * The session is the gateway's httpOnly cookie, so requests carry credentials and nothing else.
 * `apollo-require-preflight` satisfies Apollo Server's CSRF prevention.
 */
export function createApolloClient({ uri = '/graphql', onUnauthenticated, terminatingLink }: ApolloOptions = {}): ApolloClient {
  const http = terminatingLink ?? new HttpLink({ uri, credentials: 'same-origin', headers: { 'apollo-require-preflight': 'true' } });

  const client: ApolloClient = new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([
      new ErrorLink(({ error }) => {
        if (!isUnauthenticated(error)) return;
        // The session ended (expired cookie, provider 401): forget the user; the guard sends them to /login.
        clearMe(client.cache);
        onUnauthenticated?.();
      }),
      // Idempotency keys on mutations; an unknown outcome re-reads the screen's data first.
      createMutationLink(() => client.refetchQueries({ include: 'active' })),
      http,
    ]),
  });
  return client;
}
