/** Cache keys of the notifications resource; invalidate `all` on any change. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  list: (params: { limit: number; unreadOnly: boolean }) =>
    [...notificationsKeys.all, 'list', params] as const,
  unreadCount: () => [...notificationsKeys.all, 'unread-count'] as const,
  preferences: () => [...notificationsKeys.all, 'preferences'] as const,
};
