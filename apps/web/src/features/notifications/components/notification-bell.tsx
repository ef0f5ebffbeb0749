import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton } from '@mui/material';
import { Suspense, useState } from 'react';

import { preloadable } from '../../../lib/preloadable';
import { useSettled } from '../../../lib/use-settled';
import { useUnreadCount } from '../api/get-notifications';
import { useNotificationStream } from '../hooks/use-notification-stream';

// Every app page shows the bell; the popover's code loads when it is wanted.
const loadPopover = () => import('./notification-popover');
const NotificationPopover = preloadable(loadPopover);

/** The bell: unread badge (pushed, polled as fallback) and the popover. */
export function NotificationBell({
  side = 'right',
}: {
  /** Which edge of the bell the popover lines up with. */
  side?: 'left' | 'right';
}) {
  // The count and the push stream start once the page has its own data.
  const settled = useSettled();
  const unread = useUnreadCount(settled);
  useNotificationStream(settled);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first open on, so closing keeps its transition.
  const [wanted, setWanted] = useState(false);
  const count = unread.data ?? 0;

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={
          count > 0 ? `Notifications, ${count} unread` : 'Notifications'
        }
        // A pointer on its way or keyboard focus starts the download early.
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onClick={(e) => {
          setWanted(true);
          setAnchor(e.currentTarget);
        }}
      >
        {/* No zero in the DOM: the button's name would not match its text. */}
        <Badge badgeContent={count || undefined} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <NotificationPopover
            anchor={anchor}
            side={side}
            unreadCount={count}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
