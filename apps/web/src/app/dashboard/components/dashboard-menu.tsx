import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton } from '@mui/material';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';

import { LoadWhenOpened } from '../../../components/lazy-dialog';
import { preloadable } from '../../../lib/preloadable';

// The menu's code (popover, focus handling) loads when it first opens.
const DashboardMenuList = preloadable(() =>
  import('./dashboard-menu-list').then((m) => ({
    default: m.DashboardMenuList,
  })),
);

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
      <LoadWhenOpened open={anchor !== null}>
        <DashboardMenuList
          id={id}
          anchor={anchor}
          onClose={() => setAnchor(null)}
          onGo={(to) => {
            setAnchor(null);
            void navigate(to);
          }}
          onExport={() => {
            setAnchor(null);
            onExport();
          }}
          onSignOut={() => {
            setAnchor(null);
            onSignOut();
          }}
        />
      </LoadWhenOpened>
    </>
  );
}
