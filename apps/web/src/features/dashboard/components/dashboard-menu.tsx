import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';

/** The dashboard's account menu (spec 1 §2). */
export function DashboardMenu({
  onExport,
  onSignOut,
}: {
  onExport: () => void;
  onSignOut: () => void;
}) {
  const navigate = useNavigate();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const go = (to: string) => {
    setAnchor(null);
    void navigate(to);
  };
  return (
    <>
      <IconButton
        aria-label="Dashboard menu"
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={id}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        <MenuItem onClick={() => go('/preferences')}>Edit Preferences</MenuItem>
        <MenuItem onClick={() => go('/analytics')}>View Analytics</MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onExport();
          }}
        >
          Export Data
        </MenuItem>
        <MenuItem onClick={() => go('/profile')}>Profile</MenuItem>
        <MenuItem onClick={() => go('/preferences')}>Account Settings</MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onSignOut();
          }}
        >
          Sign Out
        </MenuItem>
      </Menu>
    </>
  );
}
