import type { PublicUser } from '@app/shared/social';
import {
  Box,
  Button,
  Card,
  CardContent,
  List,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';

import { ConfirmRemoveDialog } from '../../../components/feedback/confirm-remove-dialog';
import {
  FeedbackSnackbar,
  type Feedback,
} from '../../../components/feedback/feedback-snackbar';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { useFriendAction, type FriendAction } from '../api/friend-actions';
import { useFriends } from '../api/get-friends';

import { FriendMenu } from './friend-menu';
import { PeopleSearch } from './people-search';
import { PersonRow } from './person-row';

const DONE: Record<FriendAction['kind'], string> = {
  request: 'Friend request sent',
  accept: 'Friend request accepted',
  'remove-request': 'Friend request removed',
  unfriend: 'Friend removed',
  block: 'User blocked',
  unblock: 'User unblocked',
};

function Section({
  title,
  empty,
  count,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title} {count > 0 && `(${count})`}
        </Typography>
        {count === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {empty}
          </Typography>
        ) : (
          <List>{children}</List>
        )}
      </CardContent>
    </Card>
  );
}

/** Search people, answer requests, manage friends and blocked people. */
export function FriendsPage() {
  const friends = useFriends();
  const mutation = useFriendAction();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [toBlock, setToBlock] = useState<PublicUser | null>(null);

  const run = (action: FriendAction) =>
    mutation.mutate(action, {
      onSuccess: () =>
        setFeedback({ message: DONE[action.kind], severity: 'success' }),
      onError: (error) =>
        setFeedback({ message: error.message, severity: 'error' }),
    });
  const busy = mutation.isPending;
  const data = friends.data;

  return (
    <Box
      component="main"
      sx={{ p: { xs: 2, md: 6 }, maxWidth: 900, mx: 'auto' }}
    >
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
        Friends
      </Typography>
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardContent>
            <PeopleSearch onAction={run} busy={busy} />
          </CardContent>
        </Card>
        {friends.isPending && (
          <Stack spacing={1} aria-label="Loading friends">
            <Skeleton variant="rounded" height={72} />
            <Skeleton variant="rounded" height={72} />
          </Stack>
        )}
        {friends.isError && (
          <RetryAlert onRetry={() => void friends.refetch()}>
            Failed to load your friends
          </RetryAlert>
        )}
        {data && (
          <>
            <Section
              title="Friend requests"
              empty="No pending requests."
              count={data.incoming.length + data.outgoing.length}
            >
              {data.incoming.map((request) => (
                <PersonRow
                  key={request.id}
                  user={request.user}
                  actions={
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        variant="contained"
                        disabled={busy}
                        onClick={() =>
                          run({ kind: 'accept', requestId: request.id })
                        }
                        aria-label={`Accept ${request.user.display_name}`}
                      >
                        Accept
                      </Button>
                      <Button
                        size="small"
                        disabled={busy}
                        onClick={() =>
                          run({ kind: 'remove-request', requestId: request.id })
                        }
                        aria-label={`Decline ${request.user.display_name}`}
                      >
                        Decline
                      </Button>
                    </Stack>
                  }
                />
              ))}
              {data.outgoing.map((request) => (
                <PersonRow
                  key={request.id}
                  user={request.user}
                  actions={
                    <Button
                      size="small"
                      disabled={busy}
                      onClick={() =>
                        run({ kind: 'remove-request', requestId: request.id })
                      }
                      aria-label={`Cancel request to ${request.user.display_name}`}
                    >
                      Cancel request
                    </Button>
                  }
                />
              ))}
            </Section>
            <Section
              title="Your friends"
              empty="No friends yet. Search above to find people you know."
              count={data.friends.length}
            >
              {data.friends.map((friend) => (
                <PersonRow
                  key={friend.id}
                  user={friend}
                  actions={
                    <FriendMenu
                      user={friend}
                      onUnfriend={() =>
                        run({ kind: 'unfriend', userId: friend.id })
                      }
                      onBlock={() => setToBlock(friend)}
                    />
                  }
                />
              ))}
            </Section>
            <Section
              title="Blocked"
              empty="You have not blocked anyone."
              count={data.blocked.length}
            >
              {data.blocked.map((user) => (
                <PersonRow
                  key={user.id}
                  user={user}
                  actions={
                    <Button
                      size="small"
                      disabled={busy}
                      onClick={() => run({ kind: 'unblock', userId: user.id })}
                      aria-label={`Unblock ${user.display_name}`}
                    >
                      Unblock
                    </Button>
                  }
                />
              ))}
            </Section>
          </>
        )}
      </Stack>
      {toBlock && (
        <ConfirmRemoveDialog
          titleId="block-user-title"
          title={`Block ${toBlock.display_name}?`}
          removing={busy}
          confirmLabel="Block"
          onCancel={() => setToBlock(null)}
          onConfirm={() => {
            run({ kind: 'block', userId: toBlock.id });
            setToBlock(null);
          }}
        >
          They will no longer be your friend, see your posts, send you requests
          or invite you to plans.
        </ConfirmRemoveDialog>
      )}
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </Box>
  );
}
