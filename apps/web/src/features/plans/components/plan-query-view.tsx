import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { SignInButton } from '../../../components/auth/sign-in-button';
import { apiFailure, namesNothing } from '../../../lib/api-client';

type Props<T> = {
  query: UseQueryResult<T>;
  /** Shown when the server answers 404. */
  notFoundMessage: string;
  /** Still finding out what to show, after the plan itself answered. */
  pending?: boolean;
  children: (plan: T) => ReactNode;
};

const returnHome = (variant: 'contained' | 'text') => (
  <Button component={RouterLink} to="/" variant={variant}>
    Return to Home
  </Button>
);

/**
 * The server answers 401 to a visitor who is signed out, or whose session
 * has just ended (the app-wide notice says so): asking again cannot help,
 * signing in can.
 */
const signInNeeded = (
  <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
    <Typography variant="h5" component="h1">
      Sign in to see this plan
    </Typography>
    <Typography>
      Plans are private to their owner. Sign in to open yours; a share link
      opens for anyone.
    </Typography>
    <Stack direction="row" spacing={1}>
      <SignInButton variant="contained" />
      {returnHome('text')}
    </Stack>
  </Stack>
);

const loading = (
  <Box
    role="status"
    sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}
  >
    <CircularProgress aria-label="Loading plan" />
  </Box>
);

/**
 * Loading, sign-in, not-found and error states of a plan page; the plan itself via
 * children, which may still be loading their code after the plan arrived.
 */
export function PlanQueryView<T>({
  query,
  notFoundMessage,
  pending = false,
  children,
}: Props<T>) {
  if (query.isPending || pending) return loading;
  if (apiFailure(query.error)?.status === 401) return signInNeeded;
  if (query.isError) {
    const notFound = namesNothing(query.error);
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1">
          {notFound ? 'Plan not found' : 'This plan could not be loaded'}
        </Typography>
        {notFound ? (
          <Alert severity="warning">{notFoundMessage}</Alert>
        ) : (
          <Alert severity="error">
            {apiFailure(query.error)?.serverMessage ??
              'Failed to fetch plan details'}
          </Alert>
        )}
        <Stack direction="row" spacing={1}>
          {!notFound && (
            <Button variant="contained" onClick={() => query.refetch()}>
              Try Again
            </Button>
          )}
          {returnHome(notFound ? 'contained' : 'text')}
        </Stack>
      </Stack>
    );
  }
  return <Suspense fallback={loading}>{children(query.data)}</Suspense>;
}
