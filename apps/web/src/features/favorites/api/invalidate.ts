import type { QueryClient } from '@tanstack/react-query';

import { invalidateUsage } from '../../stats/api/invalidate-usage';

import { favoritesKeys } from './favorites-keys';

/** Favorites changed: refresh the list, the card flags and every count. */
export function invalidateFavorites(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: favoritesKeys.all }),
    invalidateUsage(queryClient),
  ]);
}
