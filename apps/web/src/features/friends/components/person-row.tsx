import { initialsOf, type PublicUser } from '@app/shared/social';
import {
  Avatar,
  Box,
  ListItem,
  ListItemAvatar,
  ListItemText,
} from '@mui/material';
import type { ReactNode } from 'react';

/**
 * One person with their initials, name, @username and the actions that apply.
 * The actions sit in the row's flow, not over it: two buttons on a phone are
 * wider than any fixed room kept for them, and the name gives way instead.
 */
export function PersonRow({
  user,
  actions,
}: {
  user: PublicUser;
  actions?: ReactNode;
}) {
  return (
    <ListItem disableGutters sx={{ gap: 1 }}>
      <ListItemAvatar>
        <Avatar aria-hidden>{initialsOf(user)}</Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={user.display_name}
        secondary={user.username ? `@${user.username}` : undefined}
        slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
      />
      {actions && <Box sx={{ flexShrink: 0 }}>{actions}</Box>}
    </ListItem>
  );
}
