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

import { ApiError, namesNothing } from '../../../lib/api-client';

type Props<T> = {
  query: UseQueryResult<T>;
  /** Shown when the server answers 404. */
  notFoundMessage: string;
  children: (plan: T) => ReactNode;
};

const loading = (
  <Box
    role="status"
    sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}
  >
    <CircularProgress aria-label="Loading plan" />
  </Box>
);

/**
 * Loading, not-found and error states of a plan page; the plan itself via
 * children, which may still be loading their code after the plan arrived.
 */
export function PlanQueryView<T>({
  query,
  notFoundMessage,
  children,
}: Props<T>) {
  if (query.isPending) return loading;
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
            {query.error instanceof ApiError
              ? query.error.serverMessage
              : 'Failed to fetch plan details'}
          </Alert>
        )}
        <Stack direction="row" spacing={1}>
          {!notFound && (
            <Button variant="contained" onClick={() => query.refetch()}>
              Try Again
            </Button>
          )}
          <Button
            component={RouterLink}
            to="/"
            variant={notFound ? 'contained' : 'text'}
          >
            Return to Home
          </Button>
        </Stack>
      </Stack>
    );
  }
  return <Suspense fallback={loading}>{children(query.data)}</Suspense>;
}
