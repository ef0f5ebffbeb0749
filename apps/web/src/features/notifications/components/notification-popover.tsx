import { NOTIFICATIONS_POPOVER_LIMIT } from '@app/shared/notifications';
import RefreshIcon from '@mui/icons-material/Refresh';
import SettingsIcon from '@mui/icons-material/Settings';
import {
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

import { useNotificationAction } from '../api/notification-actions';
import { notificationsKeys } from '../api/notifications-keys';

import { NotificationList } from './notification-list';
import { NotificationSettingsDialog } from './notification-settings-dialog';

type Props = {
  anchor: HTMLElement | null;
  side: 'left' | 'right';
  unreadCount: number;
  onClose: () => void;
};

const PAPER_PROPS = {
  sx: {
    width: 400,
    // The popover keeps 16 px from each edge of the screen.
    maxWidth: 'calc(100vw - 32px)',
    maxHeight: 600,
    display: 'flex',
    flexDirection: 'column',
  },
  role: 'dialog',
  'aria-label': 'Notifications',
} as const;

/** The bell's popover: filters, the latest notifications and their settings. */
export default function NotificationPopover({
  anchor,
  side,
  unreadCount,
  onClose,
}: Props) {
  const queryClient = useQueryClient();
  const action = useNotificationAction();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [isSettingsOpen, setSettingsOpen] = useState(false);

  return (
    <>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: side }}
        transformOrigin={{ vertical: 'top', horizontal: side }}
        slotProps={{ paper: PAPER_PROPS }}
      >
        <PopoverHeading
          onRefresh={() =>
            void queryClient.invalidateQueries({
              queryKey: notificationsKeys.all,
            })
          }
          onSettings={() => setSettingsOpen(true)}
        />
        <UnreadFilter
          unreadOnly={unreadOnly}
          onUnreadOnly={setUnreadOnly}
          unreadCount={unreadCount}
          onMarkAllRead={() => action.mutate({ kind: 'read-all' })}
        />
        <Divider />
        <Box sx={{ overflowY: 'auto', flexGrow: 1 }}>
          <NotificationList
            limit={NOTIFICATIONS_POPOVER_LIMIT}
            unreadOnly={unreadOnly}
            onNavigate={onClose}
          />
        </Box>
        <Divider />
        <Button
          component={RouterLink}
          to="/notifications"
          onClick={onClose}
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

function PopoverHeading({
  onRefresh,
  onSettings,
}: {
  onRefresh: () => void;
  onSettings: () => void;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1.5 }}>
      <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
        Notifications
      </Typography>
      <IconButton aria-label="Refresh" onClick={onRefresh}>
        <RefreshIcon />
      </IconButton>
      <IconButton aria-label="Settings" onClick={onSettings}>
        <SettingsIcon />
      </IconButton>
    </Stack>
  );
}

/** The All/Unread tabs and the switch set the same filter; Mark all read beside them. */
function UnreadFilter({
  unreadOnly,
  onUnreadOnly,
  unreadCount,
  onMarkAllRead,
}: {
  unreadOnly: boolean;
  onUnreadOnly: (unreadOnly: boolean) => void;
  unreadCount: number;
  onMarkAllRead: () => void;
}) {
  return (
    <>
      <Tabs
        value={unreadOnly ? 1 : 0}
        onChange={(_e, value: number) => onUnreadOnly(value === 1)}
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
              onChange={(_e, v) => onUnreadOnly(v)}
            />
          }
          label="Unread only"
          // MUI pulls a label's control 11 px left, past this 8 px inset.
          sx={{ ml: 0 }}
        />
        <Button
          size="small"
          disabled={unreadCount === 0}
          onClick={onMarkAllRead}
        >
          Mark all read
        </Button>
      </Stack>
    </>
  );
}
