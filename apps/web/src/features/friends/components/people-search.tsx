import type { Person, PublicUser } from '@app/shared/social';
import { USER_SEARCH_MIN } from '@app/shared/social';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  InputAdornment,
  List,
  Stack,
  Typography,
} from '@mui/material';
import { useDeferredValue, useState } from 'react';

import { TextInput } from '../../../components/forms/text-input';
import type { FriendAction } from '../api/friend-actions';
import { usePeopleSearch } from '../api/search-people';

import { PersonMenu } from './person-menu';
import { PersonRow } from './person-row';

const ACTION_FOR: Record<
  Person['relation'],
  { label: string; action?: (p: Person) => FriendAction }
> = {
  none: {
    label: 'Add Friend',
    action: (p) => ({ kind: 'request', userId: p.id, name: p.display_name }),
  },
  // Asking someone who already asked accepts their request (the server
  // answers 'accepted').
  request_received: {
    label: 'Accept',
    action: (p) => ({ kind: 'request', userId: p.id, name: p.display_name }),
  },
  request_sent: { label: 'Requested' },
  friend: { label: 'Friends' },
  blocked: {
    label: 'Unblock',
    action: (p) => ({ kind: 'unblock', userId: p.id }),
  },
};

/**
 * Find people by username or display name and send a request, or block
 * them: a stranger whose public posts or requests are unwanted is met here.
 */
export function PeopleSearch({
  onAction,
  busy,
  onUnfriend,
  onBlock,
}: {
  onAction: (action: FriendAction) => void;
  busy: boolean;
  /** Unfriending and blocking ask first: the page holds their confirmations. */
  onUnfriend: (user: PublicUser) => void;
  onBlock: (user: PublicUser) => void;
}) {
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const search = usePeopleSearch(query);
  const isLongEnough = query.length >= USER_SEARCH_MIN;

  return (
    <Card variant="outlined">
      <CardContent>
        <TextInput
          fullWidth
          label="Find people"
          placeholder="Search by username or name"
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
              endAdornment: search.isFetching ? (
                <CircularProgress size={20} aria-label="Searching" />
              ) : undefined,
            },
          }}
        />
        {search.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            Search failed. Please try again.
          </Alert>
        )}
        {isLongEnough && search.data?.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            No people match “{query}”.
          </Typography>
        )}
        {isLongEnough && search.data && search.data.length > 0 && (
          <List aria-label="Search results">
            {search.data.map((person) => {
              const { label, action } = ACTION_FOR[person.relation];
              return (
                <PersonRow
                  key={person.id}
                  user={person}
                  actions={
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center' }}
                    >
                      <Button
                        size="small"
                        variant={action ? 'contained' : 'text'}
                        disabled={!action || busy}
                        onClick={() => action && onAction(action(person))}
                        aria-label={`${label}: ${person.display_name}`}
                      >
                        {label}
                      </Button>
                      {person.relation !== 'blocked' && (
                        <PersonMenu
                          user={person}
                          onUnfriend={
                            person.relation === 'friend'
                              ? () => onUnfriend(person)
                              : undefined
                          }
                          onBlock={() => onBlock(person)}
                        />
                      )}
                    </Stack>
                  }
                />
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
