import {
  INVITE_ROLES,
  ROLE_LABELS,
  STATUS_LABELS,
  type InviteRole,
  type Participant,
} from '@app/shared/group-plans';
import { initialsOf } from '@app/shared/social';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import {
  Avatar,
  Chip,
  IconButton,
  ListItem,
  ListItemAvatar,
  ListItemText,
  MenuItem,
  Select,
  Stack,
} from '@mui/material';

const STATUS_COLORS = {
  invited: 'warning',
  joined: 'success',
  declined: 'default',
} as const;

/** One person in a plan: name, role (a select for the owner), status chip, remove. */
export function ParticipantRow({
  participant,
  isOwnerView,
  busy,
  onRole,
  onRemove,
}: {
  participant: Participant;
  isOwnerView: boolean;
  busy: boolean;
  onRole: (role: InviteRole) => void;
  onRemove: () => void;
}) {
  const { user, role, status } = participant;
  const canManage = isOwnerView && role !== 'owner';
  return (
    <ListItem
      divider
      aria-label={user.display_name}
      // On a phone the role and status move under the name rather than squeeze it.
      sx={{ flexWrap: 'wrap', rowGap: 1 }}
      secondaryAction={
        canManage && (
          <IconButton
            edge="end"
            aria-label={`Remove ${user.display_name}`}
            onClick={onRemove}
            disabled={busy}
          >
            <PersonRemoveIcon />
          </IconButton>
        )
      }
    >
      <ListItemAvatar>
        <Avatar>{initialsOf(user)}</Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={user.display_name}
        sx={{ flex: '1 1 8rem', minWidth: 0, overflowWrap: 'anywhere' }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mr: 4 }}>
        {canManage ? (
          <Select
            size="small"
            value={role}
            disabled={busy}
            inputProps={{ 'aria-label': `Role of ${user.display_name}` }}
            onChange={(e) => onRole(e.target.value as InviteRole)}
          >
            {INVITE_ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {ROLE_LABELS[r]}
              </MenuItem>
            ))}
          </Select>
        ) : (
          <Chip size="small" variant="outlined" label={ROLE_LABELS[role]} />
        )}
        <Chip
          size="small"
          color={STATUS_COLORS[status]}
          label={STATUS_LABELS[status]}
        />
      </Stack>
    </ListItem>
  );
}
