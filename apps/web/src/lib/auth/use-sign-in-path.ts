import { useLocation } from 'react-router';

import { signInPathFrom } from './return-to';

/** The sign-in view (`signInView`) that comes back to the current page. */
export function useSignInPath(signInView = '/login'): string {
  const { pathname, search } = useLocation();
  return signInPathFrom(signInView, { pathname, search });
}
