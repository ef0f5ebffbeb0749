import { Menu, MenuItem } from '@mui/material';

type Props = {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onGo: (path: string) => void;
  onExport: () => void;
  onSignOut: () => void;
};

/** The dashboard menu's entries. */
export function DashboardMenuList({
  id,
  anchor,
  onClose,
  onGo,
  onExport,
  onSignOut,
}: Props) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem onClick={() => onGo('/preferences')}>Edit Preferences</MenuItem>
      <MenuItem onClick={() => onGo('/analytics')}>View Analytics</MenuItem>
      <MenuItem onClick={onExport}>Export Data</MenuItem>
      <MenuItem onClick={() => onGo('/profile')}>Profile</MenuItem>
      <MenuItem onClick={() => onGo('/preferences')}>Account Settings</MenuItem>
      <MenuItem onClick={onSignOut}>Sign Out</MenuItem>
    </Menu>
  );
}
