import type { ApolloCache } from '@apollo/client';
import { MeDocument, type MeFieldsFragment } from '../../generated/graphql';

/**
 * The signed-in user is the session's (./session-provider.tsx); the signed-in app also keeps it in
 * its Apollo cache, so screens that read `me` with their data find it without a request.
 */
export function writeMe(cache: ApolloCache, me: MeFieldsFragment | null): void {
  cache.writeQuery({ query: MeDocument, data: { __typename: 'Query', me: me ? { ...me, __typename: 'Me' } : null } });
}

/** Forget the signed-in user in the Apollo cache. */
export function clearMe(cache: ApolloCache): void {
  writeMe(cache, null);
}
