import type { ProfilePayload, PublicUser } from '@app/shared/auth';

import { api } from '../../../lib/api-client';
import { saveUser } from '../../../lib/auth-storage';

/** Saves the name and username, and the stored user with them. */
export async function updateProfile(
  payload: ProfilePayload,
): Promise<PublicUser> {
  const user = await api.put<PublicUser>('/api/users/me', payload);
  saveUser(user);
  return user;
}
