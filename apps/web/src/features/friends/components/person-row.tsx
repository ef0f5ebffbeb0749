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
  const handle = user.username ? `@${user.username}` : undefined;
  return (
    <ListItem disableGutters sx={{ gap: 1 }}>
      <ListItemAvatar>
        <Avatar aria-hidden>{initialsOf(user)}</Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={user.display_name}
        secondary={handle}
        // Cut to one line, each keeps its whole text for a hover.
        slotProps={{
          primary: { noWrap: true, title: user.display_name },
          secondary: { noWrap: true, title: handle },
        }}
      />
      {actions && <Box sx={{ flexShrink: 0 }}>{actions}</Box>}
    </ListItem>
  );
}
