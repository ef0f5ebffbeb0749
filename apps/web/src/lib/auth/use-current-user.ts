import { useMemo, useSyncExternalStore } from 'react';

import {
  getSessionSnapshot,
  parseStoredUser,
  type StoredUser,
} from '../auth-storage';

function subscribe(onChange: () => void) {
  window.addEventListener('auth-change', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('auth-change', onChange);
    window.removeEventListener('storage', onChange);
  };
}

export type CurrentSession = {
  user: StoredUser | null;
  /** An access token and a readable user are both stored (spec 1 §4). */
  isSignedIn: boolean;
};

function parseSnapshot(snapshot: string): CurrentSession {
  const separator = snapshot.indexOf('|');
  const hasToken = snapshot.slice(0, separator) === '1';
  const user = parseStoredUser(snapshot.slice(separator + 1) || null);
  return { user, isSignedIn: hasToken && user !== null };
}

/** The stored session; re-renders on sign-in, sign-out and other tabs. */
export function useSession(): CurrentSession {
  const snapshot = useSyncExternalStore(subscribe, getSessionSnapshot);
  return useMemo(() => parseSnapshot(snapshot), [snapshot]);
}

/** The stored user, or null when signed out. */
export function useCurrentUser(): StoredUser | null {
  const { user, isSignedIn } = useSession();
  return isSignedIn ? user : null;
}
