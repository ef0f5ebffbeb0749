import { initialsOf, type PublicUser } from '@app/shared/social';
import { Avatar, ListItem, ListItemAvatar, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';

/** One person with their initials, name, @username and the actions that apply. */
export function PersonRow({
  user,
  actions,
}: {
  user: PublicUser;
  actions?: ReactNode;
}) {
  return (
    <ListItem
      secondaryAction={actions}
      sx={{ pr: { xs: 22, sm: 28 } }}
      disableGutters
    >
      <ListItemAvatar>
        <Avatar aria-hidden>{initialsOf(user)}</Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={user.display_name}
        secondary={user.username ? `@${user.username}` : undefined}
        slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
      />
    </ListItem>
  );
}
