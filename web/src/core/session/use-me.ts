import { useEffect } from 'react';
import { useSession, type Me } from './session-provider';

export type { Me } from './session-provider';
export type Capability = Exclude<keyof Me['capabilities'], '__typename'>;

/** The signed-in user as the gateway knows them (null without a session); asks the gateway once if nobody did yet. */
export function useMe() {
  const session = useSession();
  const { status, check } = session;
  useEffect(() => {
    if (status === 'unknown') void check();
  }, [status, check]);
  return {
    me: session.me,
    /** Whether the answer is not there yet. */
    loading: status === 'unknown' || status === 'checking',
    error: status === 'failed' ? session.error : null,
    refetch: check,
  };
}
