import type { NotificationPreferences } from '@app/shared/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { notificationsKeys } from './notifications-keys';

const KEY = notificationsKeys.preferences();

export const useNotificationPreferences = (enabled: boolean) =>
  useQuery({
    queryKey: KEY,
    queryFn: () =>
      api.get<NotificationPreferences>('/api/notifications/preferences'),
    enabled,
  });

/** Sends only the flag that changed and keeps the full answer. */
export const useUpdateNotificationPreference = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<NotificationPreferences>) =>
      api.put<NotificationPreferences>(
        '/api/notifications/preferences',
        change,
      ),
    onSuccess: (prefs) => queryClient.setQueryData(KEY, prefs),
  });
};
