import { Avatar, IconButton } from '@mui/material';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';

import { LoadWhenOpened } from '../../../components/lazy-dialog';
import { displayNameOf } from '../../../lib/auth/display-name';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { useSignOut } from '../../../lib/auth/use-sign-out';
import { preloadable } from '../../../lib/preloadable';

// The menu's code (popover, focus handling) loads when it first opens.
const UserMenuList = preloadable(() =>
  import('./user-menu-list').then((m) => ({ default: m.UserMenuList })),
);

/** Avatar button opening the account menu: preferences, profile, sign out. */
export function UserMenu() {
  const user = useCurrentUser();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = displayNameOf(user);

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
      <LoadWhenOpened open={anchor !== null}>
        <UserMenuList
          id={menuId}
          anchor={anchor}
          name={name}
          email={user?.email}
          onClose={() => setAnchor(null)}
          onGo={(path) => {
            setAnchor(null);
            void navigate(path);
          }}
          onSignOut={() => {
            setAnchor(null);
            void signOut();
          }}
        />
      </LoadWhenOpened>
    </>
  );
}
