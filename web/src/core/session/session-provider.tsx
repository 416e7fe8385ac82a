import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  ChangePasswordDocument,
  LoginDocument,
  LogoutDocument,
  MeDocument,
  type ChangePasswordMutation,
  type ChangePasswordMutationVariables,
  type LoginMutation,
  type LoginMutationVariables,
  type MeFieldsFragment,
} from '../../generated/session/graphql';
import type { GatewayRequest } from './gateway-request';
import { clearFormDrafts } from '../../ui/close-guard/drafts';
import { forgetListPlaces } from '../../ui/data-table/list-place';

/**
 * The signed-in user, outside Apollo Client: the login screens and the guard need it before the
 * signed-in app (and Apollo) are loaded. There is no token in the browser (the session is an
 * httpOnly cookie): a session exists exactly when the gateway's `me` answers a user. Every
 * session operation (the `me` check, sign in, change password, sign out) goes through here.
 */
export type Me = MeFieldsFragment;

/** unknown: not asked yet; checking: `me` asked; known: `me` is the gateway's answer; failed: the gateway could not be asked. */
export type SessionStatus = 'unknown' | 'checking' | 'known' | 'failed';

export interface Session {
  me: Me | null;
  status: SessionStatus;
  /** Why the last check failed (status failed). */
  error: unknown;
  /** Asks the gateway who is signed in (one request at a time). */
  check(): Promise<void>;
  /** The login mutation; a sign-in without refusals becomes `me` at once (the guard opens). */
  signIn(variables: LoginMutationVariables): Promise<{ data: LoginMutation }>;
  changePassword(variables: ChangePasswordMutationVariables): Promise<{ data: ChangePasswordMutation }>;
  /** Tells the gateway to end the session; rejects (the user stays signed in) when it could not be told. */
  logOut(): Promise<void>;
  /** Forgets the user in the browser (after logOut, or when the gateway said the session ended). */
  ended(): void;
}

const SessionContext = createContext<Session | null>(null);

interface State {
  me: Me | null;
  status: SessionStatus;
  error: unknown;
}

export function SessionProvider({ request, children }: { request: GatewayRequest; children: ReactNode }) {
  const [state, setState] = useState<State>({ me: null, status: 'unknown', error: null });
  const pending = useRef<Promise<void> | null>(null);
  // A sign-in or sign-out while `me` is asked makes that answer stale.
  const generation = useRef(0);

  const check = useCallback(() => {
    const asked = generation.current;
    const current = () => generation.current === asked;
    pending.current ??= request(MeDocument, {})
      .then(
        (data) => current() && setState({ me: data.me ?? null, status: 'known', error: null }),
        (error: unknown) => current() && setState((s) => ({ ...s, status: 'failed', error })),
      )
      .then(() => undefined)
      .finally(() => {
        if (current()) pending.current = null;
      });
    setState((s) => (s.status === 'checking' ? s : { ...s, status: 'checking' }));
    return pending.current;
  }, [request]);

  const signIn = useCallback(
    async (variables: LoginMutationVariables) => {
      const data = await request(LoginDocument, variables);
      const me = data.login.me;
      if (me && data.login.userErrors.length === 0) {
        generation.current += 1;
        pending.current = null;
        setState({ me, status: 'known', error: null });
      }
      return { data };
    },
    [request],
  );

  const changePassword = useCallback(
    async (variables: ChangePasswordMutationVariables) => ({ data: await request(ChangePasswordDocument, variables) }),
    [request],
  );

  const logOut = useCallback(async () => {
    await request(LogoutDocument, {});
    // A form's unsaved input is its user's: the next one to sign in on this tab must not see it.
    // (A session that merely expired keeps the drafts: the same user signs in again.)
    clearFormDrafts();
    forgetListPlaces();
  }, [request]);

  const ended = useCallback(() => {
    generation.current += 1;
    pending.current = null;
    setState({ me: null, status: 'known', error: null });
  }, []);

  const session = useMemo<Session>(() => ({ ...state, check, signIn, changePassword, logOut, ended }), [state, check, signIn, changePassword, logOut, ended]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider (AppProviders, or renderWithApollo in tests)');
  return session;
}
