import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';

import { SIGN_IN_PARAM } from '../../features/auth/components/landing-hero';
import { LandingView } from '../../features/auth/components/landing-view';
import type { SignInNotice } from '../../features/auth/components/sign-in-form';
import { returnToIn } from '../../lib/auth/return-to';
import { isSignedIn } from '../../lib/auth-storage';

const RETURN_TO_NOTICE = 'Please sign in to continue.';

/** A message passed through navigation (after sign-out) wins over the request. */
function noticeFor(
  state: unknown,
  returnTo: string | null,
): SignInNotice | undefined {
  const message = (state as { message?: unknown } | null)?.message;
  if (typeof message === 'string') {
    return { text: message, severity: 'success' };
  }
  return returnTo ? { text: RETURN_TO_NOTICE, severity: 'info' } : undefined;
}

export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const returnTo = returnToIn(location.search);
  // Read once: signing in here navigates on its own, after setup checks.
  const [signedInAtStart] = useState(isSignedIn);
  const [openedByTap] = useState(() =>
    new URLSearchParams(location.search).has(SIGN_IN_PARAM),
  );
  // The dialog is open; a reload or a shared link should not open it again.
  useEffect(() => {
    if (openedByTap) {
      const search = new URLSearchParams(location.search);
      search.delete(SIGN_IN_PARAM);
      void navigate(
        { pathname: location.pathname, search: search.toString() },
        { replace: true, state: location.state },
      );
    }
    // Once, at start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleSignedIn = async () => {
    // Loaded on sign-in: the preferences schema stays off the first paint.
    const { pathAfterSignIn } =
      await import('../../features/preferences/api/get-preferences');
    await navigate(await pathAfterSignIn(queryClient, returnTo), {
      replace: true,
    });
  };

  // Someone already signed in came for the app, not the sign-in form.
  if (signedInAtStart) return <Navigate to={returnTo ?? '/home'} replace />;

  return (
    <LandingView
      notice={noticeFor(location.state, returnTo)}
      onSignedIn={handleSignedIn}
      // A page sent the visitor here to sign in: on a phone, the form is the point.
      signInAtStart={openedByTap || returnTo !== null}
    />
  );
}
