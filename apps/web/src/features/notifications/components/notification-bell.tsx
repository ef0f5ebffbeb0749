import { NOTIFICATIONS_POPOVER_LIMIT } from '@app/shared/notifications';
import NotificationsIcon from '@mui/icons-material/Notifications';
import RefreshIcon from '@mui/icons-material/Refresh';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  Badge,
  Box,
  Button,
  Divider,
  FormControlLabel,
  IconButton,
  Popover,
  Stack,
  Switch,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { useUnreadCount } from '../api/get-notifications';
import { useNotificationAction } from '../api/notification-actions';
import { useNotificationStream } from '../hooks/use-notification-stream';

import { NotificationList } from './notification-list';
import { NotificationSettingsDialog } from './notification-settings-dialog';

/** The bell: unread badge (pushed, polled as fallback) and the popover. */
export function NotificationBell({
  side = 'right',
}: {
  /** Which edge of the bell the popover lines up with. */
  side?: 'left' | 'right';
}) {
  const unread = useUnreadCount(true);
  useNotificationStream(true);
  const queryClient = useQueryClient();
  const action = useNotificationAction();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const count = unread.data ?? 0;

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={
          count > 0 ? `Notifications, ${count} unread` : 'Notifications'
        }
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {/* No zero in the DOM: the button's name would not match its text. */}
        <Badge badgeContent={count || undefined} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: side }}
        transformOrigin={{ vertical: 'top', horizontal: side }}
        slotProps={{
          paper: {
            sx: {
              width: 400,
              maxWidth: 'calc(100vw - 16px)',
              maxHeight: 600,
              display: 'flex',
              flexDirection: 'column',
            },
            role: 'dialog',
            'aria-label': 'Notifications',
          },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1.5 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Notifications
          </Typography>
          <IconButton
            aria-label="Refresh"
            onClick={() =>
              void queryClient.invalidateQueries({
                queryKey: ['notifications'],
              })
            }
          >
            <RefreshIcon />
          </IconButton>
          <IconButton
            aria-label="Settings"
            onClick={() => setSettingsOpen(true)}
          >
            <SettingsIcon />
          </IconButton>
        </Stack>
        <Tabs
          value={unreadOnly ? 1 : 0}
          onChange={(_e, value: number) => setUnreadOnly(value === 1)}
          variant="fullWidth"
          aria-label="Notification filter"
        >
          <Tab label="All" />
          <Tab label="Unread" />
        </Tabs>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2 }}
        >
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={unreadOnly}
                onChange={(_e, v) => setUnreadOnly(v)}
              />
            }
            label="Unread only"
          />
          <Button
            size="small"
            disabled={count === 0}
            onClick={() => action.mutate({ kind: 'read-all' })}
          >
            Mark all read
          </Button>
        </Stack>
        <Divider />
        <Box sx={{ overflowY: 'auto', flexGrow: 1 }}>
          <NotificationList
            limit={NOTIFICATIONS_POPOVER_LIMIT}
            unreadOnly={unreadOnly}
            onNavigate={() => setAnchor(null)}
          />
        </Box>
        <Divider />
        <Button
          component={RouterLink}
          to="/notifications"
          onClick={() => setAnchor(null)}
          sx={{ m: 1 }}
        >
          View All Notifications
        </Button>
      </Popover>
      <NotificationSettingsDialog
        open={isSettingsOpen}
        onClose={() => setSettingsOpen(false)}
      />
    </>
  );
}
