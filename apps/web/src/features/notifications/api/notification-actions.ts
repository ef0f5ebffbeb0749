import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { notificationsKeys } from './notifications-keys';

type NotificationAction =
  | { kind: 'read'; ids: number[] }
  | { kind: 'read-all' }
  | { kind: 'delete'; id: number };

const run = (action: NotificationAction) => {
  switch (action.kind) {
    case 'read':
      return api.post(
        '/api/notifications/mark-read',
        { notification_ids: action.ids },
        { idempotent: true },
      );
    case 'read-all':
      return api.post('/api/notifications/mark-all-read', undefined, {
        idempotent: true,
      });
    case 'delete':
      return api.delete(`/api/notifications/${action.id}`);
  }
};

/** Failures are silent (spec 2 §8); the list and badge reload either way. */
export const useNotificationAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
};
