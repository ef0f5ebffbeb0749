import type { Notification } from '@app/shared/notifications';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  Alert,
  Avatar,
  Box,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { relativeTime } from '../../../lib/relative-time';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useNotifications } from '../api/get-notifications';
import { useNotificationAction } from '../api/notification-actions';

import { iconFor, PRIORITY_BG } from './notification-icon';

function ItemMenu({ item }: { item: Notification }) {
  const action = useNotificationAction();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        edge="end"
        aria-label={`Options for ${item.title}`}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        {!item.is_read && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              action.mutate({ kind: 'read', ids: [item.id] });
            }}
          >
            Mark as read
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            action.mutate({ kind: 'delete', id: item.id });
          }}
        >
          Delete
        </MenuItem>
      </Menu>
    </>
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
