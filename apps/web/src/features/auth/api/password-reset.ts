import { api } from '../../../lib/api-client';

export async function requestPasswordReset(email: string): Promise<void> {
  await api.post(
    '/api/auth/forgot-password',
    { email: email.trim() },
    { auth: false },
  );
}

export async function resetPassword(input: {
  token: string;
  password: string;
}): Promise<void> {
  await api.post('/api/auth/reset-password', input, { auth: false });
}
