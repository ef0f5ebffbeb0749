import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';

/**
 * 'Copy Link'; 'Report Post' and 'Block User' for others' posts (a stranger's
 * public posts can be stopped from here, not only a friend's); 'Delete Post'
 * for your own.
 */
export function PostMenu({
  isOwn,
  onCopyLink,
  onReport,
  onBlock,
  onDelete,
}: {
  isOwn: boolean;
  onCopyLink: () => void;
  onReport: () => void;
  onBlock: () => void;
  onDelete: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        aria-label="Post options"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        <MenuItem onClick={pick(onCopyLink)}>Copy Link</MenuItem>
        {isOwn ? (
          <MenuItem onClick={pick(onDelete)} sx={{ color: 'error.main' }}>
            Delete Post
          </MenuItem>
        ) : (
          [
            <MenuItem key="report" onClick={pick(onReport)}>
              Report Post
            </MenuItem>,
            <MenuItem
              key="block"
              onClick={pick(onBlock)}
              sx={{ color: 'error.main' }}
            >
              Block User
            </MenuItem>,
          ]
        )}
      </Menu>
    </>
  );
}
