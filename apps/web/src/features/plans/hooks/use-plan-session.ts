import { useEffect, useState } from 'react';

import { clearSession, getAccessToken } from '../../../lib/auth-storage';
import { getCurrentUser } from '../api/get-current-user';

/** Signed in when a stored token passes the current-user call; a failure clears the tokens. */
export function usePlanSession() {
  const [isSignedIn, setIsSignedIn] = useState(() => Boolean(getAccessToken()));
  useEffect(() => {
    if (!getAccessToken()) return;
    let active = true;
    getCurrentUser().then(
      () => active && setIsSignedIn(true),
      () => {
        clearSession();
        if (active) setIsSignedIn(false);
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return isSignedIn;
}
