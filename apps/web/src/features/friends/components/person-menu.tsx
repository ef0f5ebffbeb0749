import type { PublicUser } from '@app/shared/social';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';

/**
 * Block anyone (a friend, someone asking, a search result), and unfriend a
 * friend. Block sits behind the menu rather than beside Accept or Add
 * Friend: a third button does not fit a phone's row, and a destructive
 * action should not be one slip away from the usual one.
 */
export function PersonMenu({
  user,
  onUnfriend,
  onBlock,
}: {
  user: PublicUser;
  /** Given for friends only. */
  onUnfriend?: () => void;
  onBlock: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        aria-label={`More actions for ${user.display_name}`}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        {onUnfriend && <MenuItem onClick={pick(onUnfriend)}>Unfriend</MenuItem>}
        <MenuItem onClick={pick(onBlock)} sx={{ color: 'error.main' }}>
          Block
        </MenuItem>
      </Menu>
    </>
  );
}
