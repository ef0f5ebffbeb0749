import { bucketListSchema } from '@app/shared/bucket-list';
import { favoriteListSchema } from '@app/shared/favorites';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const DASHBOARD_LIST_SIZE = 3;

export const recentFavoritesQuery = () =>
  queryOptions({
    queryKey: ['favorites', { limit: DASHBOARD_LIST_SIZE }],
    queryFn: () =>
      api.get('/api/favorites', {
        query: { limit: DASHBOARD_LIST_SIZE },
        schema: favoriteListSchema,
      }),
  });

export const recentBucketItemsQuery = () =>
  queryOptions({
    queryKey: ['bucket-list', { limit: DASHBOARD_LIST_SIZE }],
    queryFn: () =>
      api.get('/api/bucket-list', {
        query: { limit: DASHBOARD_LIST_SIZE },
        schema: bucketListSchema,
      }),
  });

export const useRecentFavorites = () => useQuery(recentFavoritesQuery());
export const useRecentBucketItems = () => useQuery(recentBucketItemsQuery());
