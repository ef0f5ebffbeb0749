import {
  UNREAD_POLL_MS,
  type Notification,
  type UnreadCount,
} from '@app/shared/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { notificationsKeys } from './notifications-keys';

const getNotifications = (
  limit: number,
  unreadOnly: boolean,
): Promise<Notification[]> =>
  api.get<Notification[]>('/api/notifications/', {
    query: { limit, unread_only: unreadOnly ? 'true' : undefined },
  });

const notificationsQuery = (limit: number, unreadOnly: boolean) =>
  queryOptions({
    queryKey: notificationsKeys.list({ limit, unreadOnly }),
    queryFn: () => getNotifications(limit, unreadOnly),
  });

export const useNotifications = (
  limit: number,
  unreadOnly: boolean,
  enabled = true,
) => useQuery({ ...notificationsQuery(limit, unreadOnly), enabled });

/** The badge: polled every 30 s as the fallback to the push stream. */
export const useUnreadCount = (enabled: boolean) =>
  useQuery({
    queryKey: notificationsKeys.unreadCount(),
    queryFn: () => api.get<UnreadCount>('/api/notifications/unread-count'),
    refetchInterval: UNREAD_POLL_MS,
    enabled,
    select: (data) => data.unread_count,
  });
