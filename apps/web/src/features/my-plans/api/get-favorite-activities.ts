import { favoriteListSchema } from '@app/shared/favorites';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** The user's favorites, offered when adding an activity to a plan. */
export const useFavoriteActivities = (enabled: boolean) =>
  useQuery({
    queryKey: ['favorites', 'list'],
    queryFn: () =>
      api.get('/api/favorites', {
        query: { limit: 500 },
        schema: favoriteListSchema,
      }),
    enabled,
  });
