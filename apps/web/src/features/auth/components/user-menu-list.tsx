import { Divider, ListItemText, Menu, MenuItem } from '@mui/material';

type Props = {
  id: string;
  anchor: HTMLElement | null;
  name: string;
  email: string | undefined;
  onClose: () => void;
  onGo: (path: string) => void;
  onSignOut: () => void;
};

/** The account menu's entries: who is signed in, preferences, profile, sign out. */
export function UserMenuList({
  id,
  anchor,
  name,
  email,
  onClose,
  onGo,
  onSignOut,
}: Props) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem disabled>
        {/* Menu items keep to one line; a long name or email would be cut
            at the menu's edge, so these wrap. */}
        <ListItemText
          primary={name}
          secondary={email}
          sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}
        />
      </MenuItem>
      <Divider />
      <MenuItem onClick={() => onGo('/preferences')}>Edit Preferences</MenuItem>
      <MenuItem onClick={() => onGo('/profile')}>Profile</MenuItem>
      <MenuItem onClick={onSignOut}>Sign Out</MenuItem>
    </Menu>
  );
}
