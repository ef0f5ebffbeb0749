import { Drawer } from '@mui/material';
import type { ReactNode } from 'react';

import { SIDE_NAV_WIDTH } from './nav-items';

/** The navigation as a drawer over the page below 960 px. */
export function SideNavDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{
        '& .MuiDrawer-paper': {
          width: SIDE_NAV_WIDTH,
          boxSizing: 'border-box',
        },
      }}
    >
      {children}
    </Drawer>
  );
}
