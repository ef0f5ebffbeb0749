import {
  INVITE_ROLES,
  ROLE_LABELS,
  type InviteRole,
} from '@app/shared/group-plans';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';

import { LabelledSelect } from '../../../components/forms/labelled-select';
import { useFriends } from '../../friends/api/get-friends';

const ROLE_OPTIONS = INVITE_ROLES.map((r) => ({
  value: r,
  label: ROLE_LABELS[r],
}));

/** The owner's picker: one of their friends not yet in the plan, and a role. */
export function InviteFriendForm({
  excluded,
  busy,
  onInvite,
}: {
  /** People already invited or joined. */
  excluded: Set<number>;
  busy: boolean;
  onInvite: (userId: number, role: InviteRole) => void;
}) {
  const friends = useFriends();
  const [friendId, setFriendId] = useState<number | ''>('');
  const [role, setRole] = useState<InviteRole>('viewer');
  const choices = (friends.data?.friends ?? []).filter(
    (f) => !excluded.has(f.id),
  );
  if (friends.isSuccess && choices.length === 0) {
    return (
      <Typography color="text.secondary">
        {friends.data.friends.length === 0
          ? 'Add friends to invite them to this plan.'
          : 'All your friends are in this plan. Add more friends to invite others.'}
      </Typography>
    );
  }
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      aria-label="Invite a friend"
      onSubmit={(e) => {
        e.preventDefault();
        if (friendId === '') return;
        onInvite(friendId, role);
        setFriendId('');
      }}
    >
      <LabelledSelect
        id="invite-friend-label"
        label="Friend"
        value={friendId}
        options={choices.map((f) => ({ value: f.id, label: f.display_name }))}
        onChange={setFriendId}
        size="small"
        sx={{ minWidth: 200 }}
      />
      <LabelledSelect
        id="invite-role-label"
        label="Role"
        value={role}
        options={ROLE_OPTIONS}
        onChange={setRole}
        size="small"
        sx={{ minWidth: 120 }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={busy || friendId === ''}
      >
        Invite
      </Button>
    </Stack>
  );
}
