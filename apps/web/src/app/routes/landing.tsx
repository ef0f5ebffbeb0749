import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';

import { LandingView } from '../../features/auth/components/landing-view';

export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const state = location.state as { message?: unknown } | null;
  const notice = typeof state?.message === 'string' ? state.message : undefined;

  const handleSignedIn = async () => {
    // Loaded on sign-in: the preferences schema stays off the first paint.
    const { pathAfterSignIn } =
      await import('../../features/preferences/api/get-preferences');
    await navigate(await pathAfterSignIn(queryClient), { replace: true });
  };

  return <LandingView notice={notice} onSignedIn={handleSignedIn} />;
}
