import type {
  BucketItem,
  UpdateBucketItemInput,
} from '@app/shared/bucket-list';
import ChecklistIcon from '@mui/icons-material/Checklist';
import {
  Box,
  Chip,
  CircularProgress,
  Container,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

import {
  FeedbackSnackbar,
  type Feedback,
} from '../../../components/feedback/feedback-snackbar';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { LazyDialog } from '../../../components/lazy-dialog';
import { ApiError } from '../../../lib/api-client';
import { preloadable } from '../../../lib/preloadable';
import { RequireAuth } from '../../auth/components/require-auth';
import { useBucketList } from '../api/get-bucket-list';
import { useRemoveBucketItem } from '../api/remove-bucket-item';
import { useUpdateBucketItem } from '../api/update-bucket-item';

import { DEFAULT_BUCKET_FILTERS } from './bucket-filter';
import {
  BucketEmptyState,
  BucketLoginNotice,
  LOGIN_MESSAGE,
} from './bucket-states';

// The cards, filters and views load beside the list's request.
const BucketListBody = preloadable(() =>
  import('./bucket-list-body').then((m) => ({ default: m.BucketListBody })),
);

// The edit form and the confirmation load when an item is edited or removed.
const EditBucketItemDialog = lazy(() =>
  import('./bucket-dialogs').then((m) => ({ default: m.EditBucketItemDialog })),
);
const RemoveBucketItemDialog = lazy(() =>
  import('./bucket-dialogs').then((m) => ({
    default: m.RemoveBucketItemDialog,
  })),
);

function loadErrorText(error: Error) {
  if (error instanceof ApiError && error.status === 401) return LOGIN_MESSAGE;
  return `Failed to fetch bucket list: ${error.message}`;
}

/**
 * My Bucket List (spec 2 §2): `usageMeter` is the page's bucket-list meter;
 * `onCompleted` hears of an item just marked completed.
 */
type BucketListPageProps = {
  usageMeter?: ReactNode;
  onCompleted?: (item: BucketItem) => void;
};

export function BucketListPage(props: BucketListPageProps) {
  return (
    <RequireAuth redirectTo={null} fallback={<BucketLoginNotice />}>
      <BucketList {...props} />
    </RequireAuth>
  );
}

function BucketList({ usageMeter, onCompleted }: BucketListPageProps) {
  const bucket = useBucketList();
  const update = useUpdateBucketItem();
  const remove = useRemoveBucketItem();
  const [tab, setTab] = useState(0);
  const [filters, setFilters] = useState(DEFAULT_BUCKET_FILTERS);
  const [editing, setEditing] = useState<BucketItem | null>(null);
  const [removing, setRemoving] = useState<BucketItem | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  useEffect(() => BucketListBody.preload(), []);

  const all = bucket.data ?? [];

  const save = (item: BucketItem, changes: UpdateBucketItemInput) =>
    update.mutate(
      { id: item.id, changes },
      {
        onSuccess: (updated) => {
          setEditing(null);
          if (updated.completed && !item.completed) onCompleted?.(updated);
          setFeedback({
            message: 'Item updated successfully',
            severity: 'success',
          });
        },
        onError: () =>
          setFeedback({
            message: 'Failed to update bucket list item',
            severity: 'error',
          }),
      },
    );

  const handleRemove = (item: BucketItem) =>
    remove.mutate(item.id, {
      onSuccess: () =>
        setFeedback({
          message: 'Removed from bucket list',
          severity: 'success',
        }),
      onError: () =>
        setFeedback({
          message: 'Failed to remove bucket list item',
          severity: 'error',
        }),
      onSettled: () => setRemoving(null),
    });

  const loading = (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress aria-label="Loading bucket list" />
    </Box>
  );

  return (
    <Container component="main" maxWidth="lg" sx={{ py: 6 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 4 }}>
        <ChecklistIcon color="primary" aria-hidden />
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
        >
          My Bucket List
        </Typography>
        {bucket.data && (
          <Chip
            label={`${all.length} ${all.length === 1 ? 'item' : 'items'}`}
          />
        )}
      </Stack>
      {usageMeter && <Box sx={{ mb: 4 }}>{usageMeter}</Box>}
      {bucket.isPending && loading}
      {bucket.isError && (
        <RetryAlert onRetry={() => void bucket.refetch()}>
          {loadErrorText(bucket.error)}
        </RetryAlert>
      )}
      {bucket.isSuccess && all.length === 0 && <BucketEmptyState />}
      {bucket.isSuccess && all.length > 0 && (
        <Suspense fallback={loading}>
          <BucketListBody
            items={all}
            tab={tab}
            onTabChange={setTab}
            filters={filters}
            onFiltersChange={setFilters}
            busyId={update.isPending ? update.variables?.id : undefined}
            onToggleCompleted={(i) => save(i, { completed: !i.completed })}
            onEdit={setEditing}
            onRemove={setRemoving}
          />
        </Suspense>
      )}
      {editing && (
        <LazyDialog>
          <EditBucketItemDialog
            item={editing}
            saving={update.isPending}
            onCancel={() => setEditing(null)}
            onSave={(changes) => save(editing, changes)}
          />
        </LazyDialog>
      )}
      {removing && (
        <LazyDialog>
          <RemoveBucketItemDialog
            item={removing}
            removing={remove.isPending}
            onCancel={() => setRemoving(null)}
            onConfirm={() => handleRemove(removing)}
          />
        </LazyDialog>
      )}
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </Container>
  );
}
