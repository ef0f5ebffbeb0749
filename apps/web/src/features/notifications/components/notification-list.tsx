import type { Notification } from '@app/shared/notifications';
import {
  Alert,
  Avatar,
  Box,
  CircularProgress,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useNavigate } from 'react-router';

import { ActionsMenu } from '../../../components/actions-menu';
import { relativeTime } from '../../../lib/relative-time';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useNotifications } from '../api/get-notifications';
import { useNotificationAction } from '../api/notification-actions';

import { iconFor, PRIORITY_BG } from './notification-icon';

function ItemMenu({ item }: { item: Notification }) {
  const action = useNotificationAction();
  return (
    <ActionsMenu
      edge="end"
      label={`Options for ${item.title}`}
      actions={[
        !item.is_read && {
          label: 'Mark as read',
          onClick: () => action.mutate({ kind: 'read', ids: [item.id] }),
        },
        {
          label: 'Delete',
          onClick: () => action.mutate({ kind: 'delete', id: item.id }),
        },
      ]}
    />
  );
}

/** Notifications newest first; a click marks read and follows action_url. */
export function NotificationList({
  limit,
  unreadOnly,
  onNavigate,
}: {
  limit: number;
  unreadOnly: boolean;
  onNavigate?: () => void;
}) {
  const list = useNotifications(limit, unreadOnly);
  const action = useNotificationAction();
  const navigate = useNavigate();

  const open = (item: Notification) => {
    if (!item.is_read) action.mutate({ kind: 'read', ids: [item.id] });
    onNavigate?.();
    if (item.action_url) void navigate(item.action_url);
  };

  if (list.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading notifications" />
      </Box>
    );
  }
  if (list.isError)
    return <Alert severity="error">Failed to load notifications</Alert>;
  if (list.data.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
        {unreadOnly ? 'No unread notifications' : 'No notifications'}
      </Typography>
    );
  }
  return (
    <List aria-label="Notifications" disablePadding>
      {list.data.map((item) => (
        <ListItem
          key={item.id}
          disablePadding
          secondaryAction={<ItemMenu item={item} />}
        >
          <ListItemButton
            onClick={() => open(item)}
            sx={{ bgcolor: item.is_read ? undefined : 'action.hover', pr: 7 }}
          >
            <ListItemAvatar>
              <Avatar sx={{ bgcolor: PRIORITY_BG[item.priority] }}>
                {iconFor(item.type)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={
                <>
                  {item.title}
                  {!item.is_read && (
                    <Box component="span" sx={visuallyHidden}>
                      {' '}
                      (unread)
                    </Box>
                  )}
                </>
              }
              secondary={`${item.message} · ${relativeTime(item.created_at)}`}
              // A long word wraps rather than run under the item's menu.
              slotProps={{
                primary: {
                  sx: {
                    fontWeight: item.is_read ? 400 : 700,
                    overflowWrap: 'anywhere',
                  },
                },
                secondary: { sx: { overflowWrap: 'anywhere' } },
              }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
