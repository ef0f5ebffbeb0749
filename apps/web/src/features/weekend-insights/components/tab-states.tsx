import {
  Alert,
  Button,
  Link,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** Placeholder rows while a tab's call is answering. */
function LoadingRows({ label }: { label: string }) {
  return (
    <Stack role="status" aria-label={label} spacing={1.5}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={88} />
      ))}
    </Stack>
  );
}

function ErrorState({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {error.message}
    </Alert>
  );
}

/** A tab's call still answering (its loading rows) or failed (its error). */
export function QueryState({
  query,
  loadingLabel,
}: {
  query: UseQueryResult<unknown>;
  loadingLabel: string;
}) {
  if (query.isPending) return <LoadingRows label={loadingLabel} />;
  if (query.isError) {
    return (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return null;
}

export function EmptyState({ children }: { children: string }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

/** The cards of a tab as a plain list, so screen readers announce the count. */
export function CardList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

/** A card's name as its heading, opening the event's or place's own page. */
export function CardTitle({ id, name }: { id: number; name: string }) {
  return (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
      <Link component={RouterLink} to={`/activity/${id}`}>
        {name}
      </Link>
    </Typography>
  );
}
