import { favoriteListSchema, type Favorite } from '@app/shared/favorites';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { isSignedIn } from '../../../lib/auth-storage';

/** Premium users may keep more; this is the most one page loads. */
const PAGE_LIMIT = 500;

export const getFavorites = (): Promise<Favorite[]> =>
  api.get('/api/favorites', {
    query: { limit: PAGE_LIMIT },
    schema: favoriteListSchema,
  });

export const favoritesQuery = () =>
  queryOptions({ queryKey: ['favorites', 'list'], queryFn: getFavorites });

export const useFavorites = () =>
  useQuery({ ...favoritesQuery(), enabled: isSignedIn() });
