import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { invalidateFavorites } from './invalidate';

/** The path takes the activity id, not the favorite id (spec 2 §7). */
export const removeFavorite = (activityId: number): Promise<unknown> =>
  api.delete(`/api/favorites/${activityId}`);

export const useRemoveFavorite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: () => invalidateFavorites(queryClient),
  });
};
