import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import {
  announceSaved,
  type SavedActivity,
} from '../components/collection/announce';
import { addFavorite } from '../features/favorites/api/add-favorite';
import {
  favoriteIdsQuery,
  useFavoriteIds,
} from '../features/favorites/api/get-favorite-ids';
import { invalidateFavorites } from '../features/favorites/api/invalidate';
import { removeFavorite } from '../features/favorites/api/remove-favorite';

import { useSavedActivityToggle } from './use-saved-activity-toggle';

export type FavoriteToggleOptions = {
  /** Called with the server's message when a free user is at the cap. */
  onLimitReached?: (message: string) => void;
};

/**
 * Card favorite buttons: the flag flips only when the server call succeeds,
 * and a screen reader hears of it (the button only changes its look and its
 * pressed state); anonymous users go to /login; other failures are silent
 * (spec 2 §4, §8).
 */
export function useFavoriteToggle(options: FavoriteToggleOptions = {}) {
  const queryClient = useQueryClient();
  const ids = useFavoriteIds();

  const isFavorite = useCallback(
    (activityId: number) => ids.data?.includes(activityId) ?? false,
    [ids.data],
  );

  const run = useCallback(
    async (activityId: number, name?: string) => {
      const key = favoriteIdsQuery().queryKey;
      const wasFavorite =
        queryClient.getQueryData(key)?.includes(activityId) ?? false;
      if (wasFavorite) await removeFavorite(activityId);
      else await addFavorite(activityId);
      queryClient.setQueryData(key, (list = []) =>
        wasFavorite
          ? list.filter((id) => id !== activityId)
          : [...list, activityId],
      );
      announceSaved(!wasFavorite, name, 'favorites');
      void invalidateFavorites(queryClient);
    },
    [queryClient],
  );

  const saved = useSavedActivityToggle(run, options.onLimitReached);
  const { isPending } = saved;
  const toggleSaved = saved.toggle;
  const toggle = useCallback(
    (activity: SavedActivity) => toggleSaved(activity, activity.name),
    [toggleSaved],
  );
  return { isFavorite, toggle, isPending };
}
