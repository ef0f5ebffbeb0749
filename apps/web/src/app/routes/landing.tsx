import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { SIGN_IN_PARAM } from '../../features/auth/components/landing-hero';
import { LandingView } from '../../features/auth/components/landing-view';

export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const state = location.state as { message?: unknown } | null;
  const notice = typeof state?.message === 'string' ? state.message : undefined;
  const [signInAtStart] = useState(() =>
    new URLSearchParams(location.search).has(SIGN_IN_PARAM),
  );
  // The dialog is open; a reload or a shared link should not open it again.
  useEffect(() => {
    if (signInAtStart) {
      void navigate(
        { pathname: location.pathname, search: '' },
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
    await navigate(await pathAfterSignIn(queryClient), { replace: true });
  };

  return (
    <LandingView
      notice={notice}
      onSignedIn={handleSignedIn}
      signInAtStart={signInAtStart}
    />
  );
}
