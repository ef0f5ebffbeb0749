import {
  INVITE_ROLES,
  ROLE_LABELS,
  type InviteRole,
} from '@app/shared/group-plans';
import {
  Button,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import { useFriends } from '../../friends/api/get-friends';

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
        Add friends to invite them to this plan.
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
      <FormControl size="small" sx={{ minWidth: 200 }}>
        <InputLabel id="invite-friend-label">Friend</InputLabel>
        <Select
          labelId="invite-friend-label"
          label="Friend"
          value={friendId}
          onChange={(e) => setFriendId(Number(e.target.value))}
        >
          {choices.map((f) => (
            <MenuItem key={f.id} value={f.id}>
              {f.display_name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 120 }}>
        <InputLabel id="invite-role-label">Role</InputLabel>
        <Select
          labelId="invite-role-label"
          label="Role"
          value={role}
          onChange={(e) => setRole(e.target.value as InviteRole)}
        >
          {INVITE_ROLES.map((r) => (
            <MenuItem key={r} value={r}>
              {ROLE_LABELS[r]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
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
