import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { isSignedIn, type StoredUser } from '../../../lib/auth-storage';
import { signOutInProgress } from '../lib/sign-out-flag';

import { useCurrentUser } from './use-current-user';

/**
 * The signed-in user; sends visitors without a token or a readable user to
 * `/` (an unreadable user record is cleared on the way, spec 1 §4).
 */
export function useRequireAuth(): StoredUser | null {
  const user = useCurrentUser();
  const navigate = useNavigate();

  useEffect(() => {
    if (!isSignedIn() && !signOutInProgress()) {
      void navigate('/', { replace: true });
    }
  }, [user, navigate]);

  return user;
}
