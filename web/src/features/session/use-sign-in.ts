import { useCallback, useState } from 'react';
import type { ChangePasswordMutationVariables, LoginMutationVariables } from '../../generated/session/graphql';
import { usePreloadHomeScreen } from '../../core/home-screen';
import { useSession } from '../../core/session';

/** Runs a session request, with whether it is under way (the state is left alone once the screen is gone). */
export function useRequestState<A extends unknown[], R>(run: (...args: A) => Promise<R>): [(...args: A) => Promise<R>, { loading: boolean }] {
  const [loading, setLoading] = useState(false);
  const send = useCallback(
    async (...args: A) => {
      setLoading(true);
      try {
        return await run(...args);
      } finally {
        setLoading(false);
      }
    },
    [run],
  );
  return [send, { loading }];
}

/**
 * The login mutation; a successful sign-in becomes the session's `me` at once (the guard opens).
 * The screen after sign-in starts loading with the request, not after its answer, and after the
 * request has left: the browser opens a few connections per server, and a sign-in queued behind a
 * dozen chunks waits for them.
 */
export function useSignIn() {
  const { signIn } = useSession();
  const preloadHomeScreen = usePreloadHomeScreen();
  return useRequestState(
    useCallback(
      ({ variables }: { variables: LoginMutationVariables }) => {
        const answer = signIn(variables);
        preloadHomeScreen();
        return answer;
      },
      [signIn, preloadHomeScreen],
    ),
  );
}

/** The change-password mutation (signed in, or with the user name for the expired-password flow). */
export function useChangePassword() {
  const { changePassword } = useSession();
  return useRequestState(useCallback(({ variables }: { variables: ChangePasswordMutationVariables }) => changePassword(variables), [changePassword]));
}
