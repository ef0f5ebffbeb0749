import type { Favorite } from '@app/shared/favorites';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { favoritesKeys } from './favorites-keys';

/** The newest few favorites, for a summary card. */
const recentFavoritesQuery = (limit: number) =>
  queryOptions({
    queryKey: favoritesKeys.recent(limit),
    queryFn: () =>
      api.get<Favorite[]>('/api/favorites', {
        query: { limit },
      }),
  });

export const useRecentFavorites = (limit: number) =>
  useQuery(recentFavoritesQuery(limit));
