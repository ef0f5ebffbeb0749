import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';

type MenuAction = {
  label: string;
  onClick: () => void;
  /** Shown in the error colour, so a destructive pick does not look routine. */
  danger?: boolean;
};

/**
 * A "⋮" button opening a menu of `actions`; picking one closes the menu
 * first. An action given as `false` is left out, so callers can write
 * `cond && {...}` in place.
 */
export function ActionsMenu({
  label,
  actions,
  edge,
}: {
  /** The button's accessible name. */
  label: string;
  actions: (MenuAction | false)[];
  edge?: 'end';
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        edge={edge}
        aria-label={label}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        {actions
          .filter((action) => action !== false)
          .map(({ label: text, onClick, danger }) => (
            <MenuItem
              key={text}
              onClick={() => {
                setAnchor(null);
                onClick();
              }}
              sx={danger ? { color: 'error.main' } : undefined}
            >
              {text}
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}
