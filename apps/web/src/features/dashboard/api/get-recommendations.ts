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

/**
 * `staleTime` 0 asks on every visit; the dashboard's panel does that with the
 * page, and its section reads that answer (ASKED_WITH_THE_PAGE_MS) instead of
 * asking a second time when its code arrives.
 */
export const useRecommendations = (refresh: number, staleTime = 0) =>
  useQuery({ ...recommendationsQuery(refresh), staleTime });

/** How long an answer the dashboard asked for with the page stays current for its sections. */
export const ASKED_WITH_THE_PAGE_MS = 60_000;
