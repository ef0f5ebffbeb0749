import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { isSignedIn, type StoredUser } from '../auth-storage';

import { signOutInProgress } from './sign-out-flag';
import { useCurrentUser } from './use-current-user';
import { useSignInPath } from './use-sign-in-path';

/**
 * The signed-in user; sends visitors without a token or a readable user to
 * `redirectTo` (an unreadable user record is cleared on the way, spec 1 §4),
 * asking it to bring them back here once they have signed in.
 * With `redirectTo` null they stay, and the page shows its own prompt.
 */
export function useRequireAuth(
  redirectTo: string | null = '/',
): StoredUser | null {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const signInPath = useSignInPath(redirectTo ?? undefined);

  useEffect(() => {
    if (redirectTo && !isSignedIn() && !signOutInProgress()) {
      void navigate(signInPath, { replace: true });
    }
  }, [user, navigate, redirectTo, signInPath]);

  return user;
}
