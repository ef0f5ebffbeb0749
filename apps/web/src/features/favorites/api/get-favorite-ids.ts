import type { FavoriteIds } from '@app/shared/favorites';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { isSignedIn } from '../../../lib/auth-storage';

import { favoritesKeys } from './favorites-keys';

const getFavoriteIds = async (): Promise<number[]> =>
  (await api.get<FavoriteIds>('/api/favorites/ids')).activity_ids;

export const favoriteIdsQuery = () =>
  queryOptions({ queryKey: favoritesKeys.ids(), queryFn: getFavoriteIds });

/** One request for every card on a page instead of one check per card. */
export const useFavoriteIds = () =>
  useQuery({ ...favoriteIdsQuery(), enabled: isSignedIn() });
