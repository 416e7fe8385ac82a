import { useQuery } from '@apollo/client/react';
import { MeDocument, type MeFieldsFragment } from '../../generated/graphql';

export type Me = MeFieldsFragment;
export type Capability = Exclude<keyof Me['capabilities'], '__typename'>;

/** The signed-in user as the gateway knows them (null without a session). */
export function useMe() {
  const result = useQuery(MeDocument);
  return { ...result, me: result.data?.me ?? null };
}
