import type { PublicUser } from '@app/shared/social';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';

import { BlockUserDialog } from '../../../components/feedback/block-user-dialog';
import { useFeedback } from '../../../components/feedback/feedback-snackbar';
import { LazyConfirmRemoveDialog } from '../../../components/feedback/lazy-confirm-remove-dialog';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { LazyDialog } from '../../../components/lazy-dialog';
import { preloadable } from '../../../lib/preloadable';
import {
  useFriendAction,
  type FriendAction,
  type FriendActionResult,
} from '../api/friend-actions';
import { useFriends } from '../api/get-friends';

import { PeopleSearch } from './people-search';

// The lists load beside their request; the confirmation when someone is unfriended.
const FriendsLists = preloadable(() =>
  import('./friends-lists').then((m) => ({ default: m.FriendsLists })),
);
const DONE: Record<FriendAction['kind'], string> = {
  request: 'Friend request sent',
  accept: 'Friend request accepted',
  'remove-request': 'Friend request removed',
  unfriend: 'Friend removed',
  block: 'User blocked',
  unblock: 'User unblocked',
};

/** What to say once `action` went through. */
function doneMessage(action: FriendAction, result: FriendActionResult) {
  // They had asked first: the request accepted theirs.
  if (action.kind === 'request' && result.befriended) {
    return `You are now friends with ${action.name}`;
  }
  return DONE[action.kind];
}

/** Search people, answer requests, manage friends and blocked people. */
export function FriendsPage() {
  const friends = useFriends();
  const mutation = useFriendAction();
  const { notice, snackbar } = useFeedback();
  const [toBlock, setToBlock] = useState<PublicUser | null>(null);
  const [toUnfriend, setToUnfriend] = useState<PublicUser | null>(null);
  useEffect(() => FriendsLists.preload(), []);

  const run = (action: FriendAction) =>
    mutation.mutate(action, {
      onSuccess: (result) => notice(doneMessage(action, result)),
      onError: (error) => notice(error.message, 'error'),
    });
  const busy = mutation.isPending;
  const data = friends.data;
  const loading = (
    <Stack spacing={1} role="status" aria-label="Loading friends">
      <Skeleton variant="rounded" height={72} />
      <Skeleton variant="rounded" height={72} />
    </Stack>
  );

  return (
    <Box
      component="main"
      sx={{ p: { xs: 2, md: 6 }, maxWidth: 900, mx: 'auto' }}
    >
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
        Friends
      </Typography>
      <Stack spacing={3}>
        <PeopleSearch
          onAction={run}
          busy={busy}
          onUnfriend={setToUnfriend}
          onBlock={setToBlock}
        />
        {friends.isPending && loading}
        {friends.isError && (
          <RetryAlert onRetry={() => void friends.refetch()}>
            Failed to load your friends
          </RetryAlert>
        )}
        {data && (
          <Suspense fallback={loading}>
            <FriendsLists
              data={data}
              busy={busy}
              run={run}
              onUnfriend={setToUnfriend}
              onBlock={setToBlock}
            />
          </Suspense>
        )}
      </Stack>
      {toUnfriend && (
        <LazyDialog>
          <LazyConfirmRemoveDialog
            titleId="unfriend-user-title"
            title={`Unfriend ${toUnfriend.display_name}?`}
            removing={busy}
            confirmLabel="Unfriend"
            onCancel={() => setToUnfriend(null)}
            onConfirm={() => {
              run({ kind: 'unfriend', userId: toUnfriend.id });
              setToUnfriend(null);
            }}
          >
            You will no longer see each other&apos;s friends-only posts. To be
            friends again, one of you sends a new request.
          </LazyConfirmRemoveDialog>
        </LazyDialog>
      )}
      {toBlock && (
        <BlockUserDialog
          user={toBlock}
          busy={busy}
          onCancel={() => setToBlock(null)}
          onConfirm={() => {
            run({ kind: 'block', userId: toBlock.id });
            setToBlock(null);
          }}
        />
      )}
      {snackbar}
    </Box>
  );
}
