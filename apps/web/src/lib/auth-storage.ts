import { forgetOfflinePlans } from './offline-cache';

export type StoredUser = {
  id: number;
  email: string;
  username: string | null;
  full_name: string | null;
  first_name?: string | null;
};

const ACCESS = 'access_token';
const REFRESH = 'refresh_token';
const USER = 'user';
/** An older key some calls still read as a fallback (spec 1 §3). */
const LEGACY = 'token';

export function getAccessToken(): string | null {
  return localStorage.getItem(ACCESS) ?? localStorage.getItem(LEGACY);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(REFRESH);
}

/** The stored user; an unreadable record clears the session (spec 1 §4). */
export function getStoredUser(): StoredUser | null {
  const raw = localStorage.getItem(USER);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as StoredUser;
    if (user && typeof user === 'object' && typeof user.email === 'string') {
      return user;
    }
  } catch {
    // fall through to clearing
  }
  clearSession();
  return null;
}

/**
 * A cheap, comparable view of the stored session for useSyncExternalStore:
 * it changes whenever the token presence or the stored user changes.
 */
export function getSessionSnapshot(): string {
  return `${getAccessToken() ? 1 : 0}|${localStorage.getItem(USER) ?? ''}`;
}

/** Reads a stored user record without side effects; null when unreadable. */
export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as StoredUser;
    return user && typeof user === 'object' && typeof user.email === 'string'
      ? user
      : null;
  } catch {
    return null;
  }
}

export function isSignedIn(): boolean {
  return Boolean(getAccessToken()) && getStoredUser() !== null;
}

export function saveTokens(access: string, refresh: string) {
  localStorage.setItem(ACCESS, access);
  localStorage.setItem(REFRESH, refresh);
}

export function saveSession(access: string, refresh: string, user: StoredUser) {
  saveTokens(access, refresh);
  saveUser(user);
}

/** Replaces the stored user (a renamed profile); the tokens stay. */
export function saveUser(user: StoredUser) {
  localStorage.setItem(USER, JSON.stringify(user));
  window.dispatchEvent(new Event('auth-change'));
}

export function clearSession() {
  for (const key of [ACCESS, REFRESH, USER, LEGACY])
    localStorage.removeItem(key);
  forgetOfflinePlans();
  window.dispatchEvent(new Event('auth-change'));
}
