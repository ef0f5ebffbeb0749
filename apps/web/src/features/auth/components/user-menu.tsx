import {
  Avatar,
  Divider,
  IconButton,
  ListItemText,
  Menu,
  MenuItem,
} from '@mui/material';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';

import { useCurrentUser } from '../hooks/use-current-user';
import { useSignOut } from '../hooks/use-sign-out';
import { displayNameOf } from '../lib/display-name';

/** Avatar button opening the account menu: preferences, profile, sign out. */
export function UserMenu() {
  const user = useCurrentUser();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = displayNameOf(user);

  const go = (path: string) => {
    setAnchor(null);
    void navigate(path);
  };

  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Avatar sx={{ bgcolor: 'secondary.main', width: 36, height: 36 }}>
          {name.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem disabled>
          <ListItemText primary={name} secondary={user?.email} />
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => go('/preferences')}>Edit Preferences</MenuItem>
        <MenuItem onClick={() => go('/profile')}>Profile</MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void signOut();
          }}
        >
          Sign Out
        </MenuItem>
      </Menu>
    </>
  );
}
