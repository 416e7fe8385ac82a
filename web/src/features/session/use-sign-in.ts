import { useMutation } from '@apollo/client/react';
import { LoginDocument } from '../../generated/graphql';
import { writeMe } from '../../app/session';

/** The login mutation; a successful sign-in becomes the cached `me` at once (the guard opens). */
export function useSignIn() {
  return useMutation(LoginDocument, {
    update(cache, { data }) {
      const me = data?.login.me;
      if (me && data.login.userErrors.length === 0) writeMe(cache, me);
    },
  });
}
