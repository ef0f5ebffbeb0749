import type { TokenResponse } from '@app/shared/auth';

import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/auth-storage';

export type LoginCredentials = { email: string; password: string };

/** Signs in with form data (username = the e-mail) and stores the session. */
export async function login({
  email,
  password,
}: LoginCredentials): Promise<TokenResponse> {
  const session = await api.post<TokenResponse>('/api/auth/login', undefined, {
    form: { username: email.trim(), password },
    auth: false,
  });
  saveSession(session.access_token, session.refresh_token, session.user);
  return session;
}
