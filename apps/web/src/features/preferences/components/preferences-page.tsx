import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { Suspense, useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';

import { PageLoader } from '../../../components/page-loader';
import { apiFailure } from '../../../lib/api-client';
import { useSignInPath } from '../../../lib/auth/use-sign-in-path';
import { clearSession } from '../../../lib/auth-storage';
import { preloadable } from '../../../lib/preloadable';
import { usePreferences } from '../api/get-preferences';

// The form's sections load beside the saved preferences.
const PreferencesEditor = preloadable(() =>
  import('./preferences-editor').then((m) => ({
    default: m.PreferencesEditor,
  })),
);

const LOAD_FAILED_MESSAGE = 'Failed to load existing preferences';

/** Edit Preferences: load, edit, save, then back to the dashboard. */
export function PreferencesPage() {
  const navigate = useNavigate();
  const query = usePreferences();
  useEffect(() => PreferencesEditor.preload(), []);
  const isUnauthorized = apiFailure(query.error)?.status === 401;
  const signInPath = useSignInPath('/');

  useEffect(() => {
    if (isUnauthorized) {
      clearSession();
      void navigate(signInPath, { replace: true });
    }
  }, [isUnauthorized, navigate, signInPath]);

  const goToDashboard = useCallback(
    () => void navigate('/dashboard'),
    [navigate],
  );

  return (
    <Box
      component="main"
      sx={{ maxWidth: 880, mx: 'auto', px: { xs: 4, sm: 6 }, py: 6 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 6 }}>
        <IconButton aria-label="Back to dashboard" onClick={goToDashboard}>
          <ArrowBackIcon />
        </IconButton>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}
        >
          Edit Preferences
        </Typography>
      </Stack>
      {query.isPending && <PageLoader />}
      {query.isError && !isUnauthorized && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void query.refetch()}
            >
              Retry
            </Button>
          }
        >
          {LOAD_FAILED_MESSAGE}
        </Alert>
      )}
      {query.data && (
        <Suspense fallback={<PageLoader />}>
          <PreferencesEditor initial={query.data} onDone={goToDashboard} />
        </Suspense>
      )}
    </Box>
  );
}
