import type { FriendsOverview, PublicUser } from '@app/shared/social';
import {
  Button,
  Card,
  CardContent,
  List,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';

import type { FriendAction } from '../api/friend-actions';

import { FriendMenu } from './friend-menu';
import { PersonRow } from './person-row';

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

type Props = {
  data: FriendsOverview;
  busy: boolean;
  run: (action: FriendAction) => void;
  onBlock: (user: PublicUser) => void;
};

/** Requests, friends and blocked people, each with its actions. */
export function FriendsLists({ data, busy, run, onBlock }: Props) {
  return (
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
                  onClick={() => run({ kind: 'accept', requestId: request.id })}
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
                onUnfriend={() => run({ kind: 'unfriend', userId: friend.id })}
                onBlock={() => onBlock(friend)}
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
  );
}
