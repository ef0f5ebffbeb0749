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

import { PersonMenu } from './person-menu';
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

/** A titled list of people, each with their `actions`. */
function PeopleSection({
  title,
  empty,
  people,
  actions,
}: {
  title: string;
  empty: string;
  people: PublicUser[];
  actions: (person: PublicUser) => ReactNode;
}) {
  return (
    <Section title={title} empty={empty} count={people.length}>
      {people.map((person) => (
        <PersonRow key={person.id} user={person} actions={actions(person)} />
      ))}
    </Section>
  );
}

/** A small button on a person's row, named with the person for screen readers. */
function RowButton({
  label,
  person,
  busy,
  variant,
  ariaLabel = `${label} ${person.display_name}`,
  onClick,
}: {
  label: string;
  person: PublicUser;
  busy: boolean;
  variant?: 'contained';
  ariaLabel?: string;
  onClick: () => void;
}) {
  return (
    <Button
      size="small"
      variant={variant}
      disabled={busy}
      onClick={onClick}
      aria-label={ariaLabel}
    >
      {label}
    </Button>
  );
}

type Props = {
  data: FriendsOverview;
  busy: boolean;
  run: (action: FriendAction) => void;
  /** Unfriending and blocking ask first: the page holds their confirmations. */
  onUnfriend: (user: PublicUser) => void;
  onBlock: (user: PublicUser) => void;
};

/** Requests, friends and blocked people, each with its actions. */
export function FriendsLists({ data, busy, run, onUnfriend, onBlock }: Props) {
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
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <RowButton
                  label="Accept"
                  person={request.user}
                  busy={busy}
                  variant="contained"
                  onClick={() => run({ kind: 'accept', requestId: request.id })}
                />
                <RowButton
                  label="Decline"
                  person={request.user}
                  busy={busy}
                  onClick={() =>
                    run({ kind: 'remove-request', requestId: request.id })
                  }
                />
                {/* A declined request can be sent again; blocking stops that. */}
                <PersonMenu
                  user={request.user}
                  onBlock={() => onBlock(request.user)}
                />
              </Stack>
            }
          />
        ))}
        {data.outgoing.map((request) => (
          <PersonRow
            key={request.id}
            user={request.user}
            actions={
              <RowButton
                label="Cancel request"
                person={request.user}
                busy={busy}
                ariaLabel={`Cancel request to ${request.user.display_name}`}
                onClick={() =>
                  run({ kind: 'remove-request', requestId: request.id })
                }
              />
            }
          />
        ))}
      </Section>
      <PeopleSection
        title="Your friends"
        empty="No friends yet. Search above to find people you know."
        people={data.friends}
        actions={(friend) => (
          <PersonMenu
            user={friend}
            onUnfriend={() => onUnfriend(friend)}
            onBlock={() => onBlock(friend)}
          />
        )}
      />
      <PeopleSection
        title="Blocked"
        empty="You have not blocked anyone."
        people={data.blocked}
        actions={(user) => (
          <RowButton
            label="Unblock"
            person={user}
            busy={busy}
            onClick={() => run({ kind: 'unblock', userId: user.id })}
          />
        )}
      />
    </>
  );
}
