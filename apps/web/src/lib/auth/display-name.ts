import type { StoredUser } from '../auth-storage';

/** Full name, else username, else 'User' (spec 1 §2). */
export function displayNameOf(user: StoredUser | null): string {
  return user?.full_name?.trim() || user?.username?.trim() || 'User';
}
