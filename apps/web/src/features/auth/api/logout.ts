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
