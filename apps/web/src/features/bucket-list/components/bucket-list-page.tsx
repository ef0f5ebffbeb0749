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
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';

import {
  FeedbackSnackbar,
  type Feedback,
} from '../../../components/feedback/feedback-snackbar';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { ApiError } from '../../../lib/api-client';
import { isSignedIn } from '../../../lib/auth-storage';
import { useBucketList } from '../api/get-bucket-list';
import { useRemoveBucketItem } from '../api/remove-bucket-item';
import { useUpdateBucketItem } from '../api/update-bucket-item';

import { BucketCard } from './bucket-card';
import { EditBucketItemDialog, RemoveBucketItemDialog } from './bucket-dialogs';
import {
  DEFAULT_BUCKET_FILTERS,
  filterBucketItems,
  groupByPriority,
  groupBySeason,
} from './bucket-filter';
import { BucketGrid, BucketGroups } from './bucket-groups';
import { BucketProgress } from './bucket-progress';
import {
  BucketEmptyState,
  BucketLoginNotice,
  LOGIN_MESSAGE,
} from './bucket-states';
import { BucketToolbar } from './bucket-toolbar';

const TABS = ['By Priority', 'By Season', 'List View'] as const;

function loadErrorText(error: Error) {
  if (error instanceof ApiError && error.status === 401) return LOGIN_MESSAGE;
  return `Failed to fetch bucket list: ${error.message}`;
}

/**
 * My Bucket List (spec 2 §2): `usageMeter` is the page's bucket-list meter;
 * `onCompleted` hears of an item just marked completed.
 */
export function BucketListPage({
  usageMeter,
  onCompleted,
}: {
  usageMeter?: ReactNode;
  onCompleted?: (item: BucketItem) => void;
}) {
  const bucket = useBucketList();
  const update = useUpdateBucketItem();
  const remove = useRemoveBucketItem();
  const [tab, setTab] = useState(0);
  const [filters, setFilters] = useState(DEFAULT_BUCKET_FILTERS);
  const [editing, setEditing] = useState<BucketItem | null>(null);
  const [removing, setRemoving] = useState<BucketItem | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const all = useMemo(() => bucket.data ?? [], [bucket.data]);
  const shown = useMemo(() => filterBucketItems(all, filters), [all, filters]);

  if (!isSignedIn()) return <BucketLoginNotice />;

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

  const renderCard = (item: BucketItem) => (
    <BucketCard
      item={item}
      busy={update.isPending && update.variables?.id === item.id}
      onToggleCompleted={(i) => save(i, { completed: !i.completed })}
      onEdit={setEditing}
      onRemove={setRemoving}
    />
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
      {bucket.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
          <CircularProgress aria-label="Loading bucket list" />
        </Box>
      )}
      {bucket.isError && (
        <RetryAlert onRetry={() => void bucket.refetch()}>
          {loadErrorText(bucket.error)}
        </RetryAlert>
      )}
      {bucket.isSuccess && all.length === 0 && <BucketEmptyState />}
      {bucket.isSuccess && all.length > 0 && (
        <>
          <BucketProgress items={all} />
          <BucketToolbar filters={filters} onChange={setFilters} />
          <Tabs
            value={tab}
            onChange={(_e, value: number) => setTab(value)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label="Bucket list views"
            sx={{ mb: 3 }}
          >
            {TABS.map((label) => (
              <Tab key={label} label={label} />
            ))}
          </Tabs>
          {shown.length === 0 ? (
            <Typography sx={{ textAlign: 'center', py: 8 }}>
              No items match your filters
            </Typography>
          ) : tab === 0 ? (
            <BucketGroups
              groups={groupByPriority(shown)}
              renderCard={renderCard}
            />
          ) : tab === 1 ? (
            <BucketGroups
              groups={groupBySeason(shown)}
              renderCard={renderCard}
            />
          ) : (
            <BucketGrid items={shown} renderCard={renderCard} />
          )}
        </>
      )}
      {editing && (
        <EditBucketItemDialog
          item={editing}
          saving={update.isPending}
          onCancel={() => setEditing(null)}
          onSave={(changes) => save(editing, changes)}
        />
      )}
      {removing && (
        <RemoveBucketItemDialog
          item={removing}
          removing={remove.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => handleRemove(removing)}
        />
      )}
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </Container>
  );
}
