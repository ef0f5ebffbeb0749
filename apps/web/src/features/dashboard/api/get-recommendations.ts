import type { Recommendation } from '@app/shared/recommendations';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

const recommendationsQuery = (refresh: number) =>
  queryOptions({
    queryKey: ['recommendations', refresh],
    // Preferences and saves change the ranking: refetch on every visit.
    staleTime: 0,
    queryFn: () =>
      api.get<Recommendation[]>('/api/users/me/recommendations', {
        query: refresh ? { refresh } : undefined,
      }),
  });

export const useRecommendations = (refresh: number) =>
  useQuery(recommendationsQuery(refresh));
