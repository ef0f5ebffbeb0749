import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { getRefreshToken } from '../../../lib/auth-storage';

/** Revokes the refresh token on the server; the caller ignores failures. */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  await api.post(
    '/api/auth/logout',
    refreshToken ? { refresh_token: refreshToken } : undefined,
  );
}

/**
 * Without a refresh token the server ends every session of the account and
 * replaces the calendar feed link. Failures are shown: the user must know.
 */
export function useLogoutEverywhere() {
  return useMutation({ mutationFn: () => api.post('/api/auth/logout') });
}
