import { NOTIFICATIONS_PAGE_MAX } from '@app/shared/notifications';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Button, Card, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';

import { LoadWhenOpened } from '../../../components/lazy-dialog';
import { preloadable } from '../../../lib/preloadable';
import { useUnreadCount } from '../api/get-notifications';
import { useNotificationAction } from '../api/notification-actions';

import { NotificationList } from './notification-list';

// The settings form loads when it is opened.
const NotificationSettingsDialog = preloadable(() =>
  import('./notification-settings-dialog').then((m) => ({
    default: m.NotificationSettingsDialog,
  })),
);

/** /notifications: the full list with the same filters and actions as the bell. */
export function NotificationsPage() {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const unread = useUnreadCount(true);
  const action = useNotificationAction();
  return (
    <Box
      component="main"
      sx={{ p: { xs: 2, md: 6 }, maxWidth: 800, mx: 'auto' }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 800, flexGrow: 1 }}
        >
          Notifications
        </Typography>
        <Button
          disabled={!unread.data}
          onClick={() => action.mutate({ kind: 'read-all' })}
        >
          Mark all read
        </Button>
        <Button
          startIcon={<SettingsIcon />}
          onClick={() => setSettingsOpen(true)}
        >
          Settings
        </Button>
      </Stack>
      <Card variant="outlined">
        <Tabs
          value={unreadOnly ? 1 : 0}
          onChange={(_e, value: number) => setUnreadOnly(value === 1)}
          aria-label="Notification filter"
        >
          <Tab label="All" />
          <Tab label="Unread" />
        </Tabs>
        <NotificationList
          limit={NOTIFICATIONS_PAGE_MAX}
          unreadOnly={unreadOnly}
        />
      </Card>
      <LoadWhenOpened open={isSettingsOpen}>
        <NotificationSettingsDialog
          open={isSettingsOpen}
          onClose={() => setSettingsOpen(false)}
        />
      </LoadWhenOpened>
    </Box>
  );
}
