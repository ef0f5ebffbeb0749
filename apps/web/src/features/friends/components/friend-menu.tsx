import type { PublicUser } from '@app/shared/social';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';

/** Unfriend or block one friend. */
export function FriendMenu({
  user,
  onUnfriend,
  onBlock,
}: {
  user: PublicUser;
  onUnfriend: () => void;
  onBlock: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={`More actions for ${user.display_name}`}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            onUnfriend();
          }}
        >
          Unfriend
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onBlock();
          }}
          sx={{ color: 'error.main' }}
        >
          Block
        </MenuItem>
      </Menu>
    </>
  );
}
