import type { RegisterPayload, TokenResponse } from '@app/shared/auth';

import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/auth-storage';

/** Creates the account and stores the returned session. */
export async function register(
  payload: RegisterPayload,
): Promise<TokenResponse> {
  const session = await api.post<TokenResponse>('/api/auth/register', payload, {
    auth: false,
  });
  saveSession(session.access_token, session.refresh_token, session.user);
  return session;
}
