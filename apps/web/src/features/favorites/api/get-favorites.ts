import type { Favorite } from '@app/shared/favorites';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { isSignedIn } from '../../../lib/auth-storage';
import { fetchAllPages } from '../../../lib/fetch-all-pages';

import { favoritesKeys } from './favorites-keys';

const getFavorites = (): Promise<Favorite[]> =>
  fetchAllPages((page) =>
    api.get<Favorite[]>('/api/favorites', { query: page }),
  );

export const favoritesQuery = () =>
  queryOptions({ queryKey: favoritesKeys.list(), queryFn: getFavorites });

export const useFavorites = () =>
  useQuery({ ...favoritesQuery(), enabled: isSignedIn() });
