import type { ApolloCache } from '@apollo/client';
import { MeDocument, type MeFieldsFragment } from '../../generated/graphql';

/**
 * There is no token in the browser: the session is an httpOnly cookie, and the signed-in user is
 * whatever the `me` query last answered. These helpers keep that answer in the Apollo cache.
 */
export function writeMe(cache: ApolloCache, me: MeFieldsFragment | null): void {
  cache.writeQuery({ query: MeDocument, data: { __typename: 'Query', me: me ? { ...me, __typename: 'Me' } : null } });
}

/** Forget the signed-in user: every screen behind the guard then sends the user to /login. */
export function clearMe(cache: ApolloCache): void {
  writeMe(cache, null);
}
