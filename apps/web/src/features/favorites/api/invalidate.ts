import type { QueryClient } from '@tanstack/react-query';

/** Favorites changed: refresh the list, the card flags and every count. */
export function invalidateFavorites(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['favorites'] }),
    queryClient.invalidateQueries({ queryKey: ['premium', 'limits'] }),
    queryClient.invalidateQueries({ queryKey: ['user', 'stats'] }),
    // The navigation badges and dashboard cache the same totals under this key.
    queryClient.invalidateQueries({ queryKey: ['user-stats'] }),
  ]);
}
