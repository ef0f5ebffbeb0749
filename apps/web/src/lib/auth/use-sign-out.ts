import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { logout } from '../../features/auth/api/logout';
import { clearSession } from '../auth-storage';

import { setSignOutInProgress } from './sign-out-flag';

const SIGNED_OUT_MESSAGE = 'You have been signed out successfully.';

/** What the landing page says, and whether the server has already ended the session. */
type SignOutOptions = { message?: string; isEndedOnServer?: boolean };

/** Signs out: revoke on the server (failure ignored), clear, go to `/`. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useCallback(
    async ({ message, isEndedOnServer }: SignOutOptions = {}) => {
      setSignOutInProgress(true);
      try {
        if (!isEndedOnServer) {
          try {
            await logout();
          } catch {
            // The spec ignores logout failures: the local session ends regardless.
          }
        }
        clearSession();
        queryClient.clear();
        await navigate('/', {
          replace: true,
          state: { message: message ?? SIGNED_OUT_MESSAGE },
        });
      } finally {
        setSignOutInProgress(false);
      }
    },
    [navigate, queryClient],
  );
}
