import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Container,
  Stack,
  Typography,
} from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { Suspense, type ReactNode, type Ref } from 'react';
import { Link as RouterLink } from 'react-router';

import { countOf } from '../../lib/format-count';
import { preloadable } from '../../lib/preloadable';
import { FeedbackSnackbar, type Feedback } from '../feedback/feedback-snackbar';
import { RetryAlert } from '../feedback/retry-alert';
import { LazyDialog } from '../lazy-dialog';

import type { CollectionNames } from './collection-dialogs';

// The confirmation loads when an item is about to be removed.
const RemoveFromCollectionDialog = preloadable(() =>
  import('./collection-dialogs').then((m) => ({
    default: m.RemoveFromCollectionDialog,
  })),
);

/** The item about to leave the collection, and the confirmation's answers. */
export type CollectionRemoval = {
  item: { activity: { name: string } } | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** What a collection page says while it loads, fails or holds nothing. */
export type CollectionTexts = {
  names: CollectionNames;
  loadingLabel: string;
  emptyMessage: string;
  errorText: (error: Error) => string;
};

function CollectionLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** The page's title with the icon before it and, once loaded, the count. */
function CollectionHeader({
  icon,
  title,
  count,
  headingRef,
}: {
  icon: ReactNode;
  title: string;
  /** Absent until the list has loaded. */
  count?: number;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 4 }}>
      {icon}
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, outline: 'none' }}
      >
        {title}
      </Typography>
      {count !== undefined && <Chip label={countOf(count, 'item')} />}
    </Stack>
  );
}

/** The list once loaded, or what stands in for it while loading, failed or empty. */
function CollectionBody<T>({
  query,
  texts,
  renderItems,
}: {
  query: UseQueryResult<T[]>;
  texts: CollectionTexts;
  renderItems: (items: T[]) => ReactNode;
}) {
  const all = query.data ?? [];
  const loading = <CollectionLoading label={texts.loadingLabel} />;
  return (
    <>
      {query.isPending && loading}
      {query.isError && (
        <RetryAlert onRetry={() => void query.refetch()}>
          {texts.errorText(query.error)}
        </RetryAlert>
      )}
      {query.isSuccess && all.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 10 }}>
          <Typography variant="h6" component="p" gutterBottom>
            {texts.emptyMessage}
          </Typography>
          <Button component={RouterLink} to="/dashboard" variant="contained">
            Explore Activities
          </Button>
        </Box>
      )}
      {query.isSuccess && all.length > 0 && (
        <Suspense fallback={loading}>{renderItems(all)}</Suspense>
      )}
    </>
  );
}

/**
 * The frame of a page listing the user's saved activities (favorites, the
 * bucket list): the titled header with its count, the usage meter, the
 * loading, failed and empty states, the list itself once loaded, the
 * removal's confirmation, the other dialogs (`children`) and the toast
 * after a change.
 */
export function CollectionPage<T>({
  icon,
  title,
  query,
  texts,
  usageMeter,
  renderItems,
  removal,
  feedback,
  onFeedbackClose,
  headingRef,
  children,
}: {
  icon: ReactNode;
  title: string;
  query: UseQueryResult<T[]>;
  texts: CollectionTexts;
  usageMeter?: ReactNode;
  renderItems: (items: T[]) => ReactNode;
  removal: CollectionRemoval;
  feedback: Feedback | null;
  onFeedbackClose: () => void;
  /** Takes focus when the last card's removal leaves nothing to go to. */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <Container component="main" maxWidth="lg" sx={{ py: 6 }}>
      <CollectionHeader
        icon={icon}
        title={title}
        count={query.data?.length}
        headingRef={headingRef}
      />
      {usageMeter && <Box sx={{ mb: 4 }}>{usageMeter}</Box>}
      <CollectionBody query={query} texts={texts} renderItems={renderItems} />
      {children}
      {removal.item && (
        <LazyDialog>
          <RemoveFromCollectionDialog
            names={texts.names}
            activityName={removal.item.activity.name}
            removing={removal.pending}
            onCancel={removal.onCancel}
            onConfirm={removal.onConfirm}
          />
        </LazyDialog>
      )}
      <FeedbackSnackbar feedback={feedback} onClose={onFeedbackClose} />
    </Container>
  );
}
