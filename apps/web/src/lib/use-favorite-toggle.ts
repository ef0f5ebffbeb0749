import { addFavorite } from '../features/favorites/api/add-favorite';
import {
  favoriteIdsQuery,
  useFavoriteIds,
} from '../features/favorites/api/get-favorite-ids';
import { invalidateFavorites } from '../features/favorites/api/invalidate';
import { removeFavorite } from '../features/favorites/api/remove-favorite';

import { useSavedListToggle, type SavedList } from './use-saved-list-toggle';

export type FavoriteToggleOptions = {
  /** Called with the server's message when a free user is at the cap. */
  onLimitReached?: (message: string) => void;
};

/** The favorites' ids query holds the activity ids themselves. */
const favorites: SavedList<number, []> = {
  name: 'favorites',
  useIds: useFavoriteIds,
  idsKey: () => favoriteIdsQuery().queryKey,
  activityOf: (activityId) => activityId,
  add: async (activityId) => {
    await addFavorite(activityId);
    return activityId;
  },
  remove: removeFavorite,
  invalidate: invalidateFavorites,
};

/**
 * Card favorite buttons: the flag flips only when the server call succeeds,
 * and a screen reader hears of it (the button only changes its look and its
 * pressed state); anonymous users go to /login; other failures are silent
 * (spec 2 §4, §8).
 */
export function useFavoriteToggle(options: FavoriteToggleOptions = {}) {
  const { isSaved, toggle, isPending } = useSavedListToggle(
    favorites,
    options.onLimitReached,
  );
  return { isFavorite: isSaved, toggle, isPending };
}
