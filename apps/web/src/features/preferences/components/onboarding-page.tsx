import { DEFAULT_PREFERENCES } from '@app/shared/preferences';
import { Box, Typography } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { PageLoader } from '../../../components/page-loader';
import { useRequireAuth } from '../../../lib/auth/use-require-auth';
import { preloadable } from '../../../lib/preloadable';
import { hasChosenActivities, usePreferences } from '../api/get-preferences';

// The steps and their fields load beside the saved preferences.
const OnboardingFlow = preloadable(() =>
  import('./onboarding-flow').then((m) => ({ default: m.OnboardingFlow })),
);

/** The first visit's setup; a user who has chosen activities goes home. */
export function OnboardingPage() {
  const user = useRequireAuth();
  const navigate = useNavigate();
  const query = usePreferences({ enabled: Boolean(user) });
  const isDone = query.data ? hasChosenActivities(query.data) : false;
  // Once the steps are shown, they lead to /home themselves (telling it this
  // is the first visit); saving them must not trigger the redirect below.
  const [started, setStarted] = useState(false);
  useEffect(() => OnboardingFlow.preload(), []);

  useEffect(() => {
    if (isDone && !started) void navigate('/home', { replace: true });
  }, [isDone, started, navigate]);

  const isReady = Boolean(user && !query.isPending && (started || !isDone));
  useEffect(() => {
    if (isReady) setStarted(true);
  }, [isReady]);
  return (
    <Box
      component="main"
      sx={{
        maxWidth: 880,
        mx: 'auto',
        px: { xs: 3, sm: 6 },
        py: { xs: 4, sm: 8 },
      }}
    >
      <Typography
        variant="h4"
        component="h1"
        sx={{ mb: 6, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
      >
        Set up your Weekend Planner
      </Typography>
      {isReady ? (
        <Suspense fallback={<PageLoader />}>
          <OnboardingFlow
            initial={query.data ?? DEFAULT_PREFERENCES}
            // A greeting uses only a name the user gave, never a stand-in.
            name={user?.full_name?.trim() || user?.username?.trim() || null}
          />
        </Suspense>
      ) : (
        <PageLoader />
      )}
    </Box>
  );
}
