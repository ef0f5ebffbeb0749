import { METRO_CENTER } from '@app/shared/metro';
import type { PersonalizedRecommendation } from '@app/shared/recommendations';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type PersonalizedInput = {
  userId: number;
  location: [number, number];
  limit: number;
  context: string;
};

/** A read, so repeating it is safe (the client may retry it). */
const getPersonalizedRecommendations = (
  input: PersonalizedInput,
): Promise<PersonalizedRecommendation[]> =>
  api.post<PersonalizedRecommendation[]>(
    '/api/recommendations/personalized',
    {
      user_id: input.userId,
      user_location: input.location,
      limit: input.limit,
      context: input.context,
    },
    { idempotent: true },
  );

const personalizedRecommendationsQuery = (input: PersonalizedInput | null) =>
  queryOptions({
    queryKey: ['recommendations', 'personalized', input],
    queryFn: () => getPersonalizedRecommendations(input!),
    enabled: input !== null,
    // Preferences and saves change the ranking: refetch on every visit.
    staleTime: 0,
  });

/**
 * Where and how many the dashboard's Smart Recommendations ask for (spec 1
 * §9). The limit is the shared PERSONALIZED_DEFAULT_LIMIT (a test holds them
 * equal), written out because importing that module brings the shared
 * schemas onto the dashboard's first chunk.
 */
export const DASHBOARD_PERSONALIZED = {
  location: [METRO_CENTER.lat, METRO_CENTER.lng] as [number, number],
  limit: 12,
  context: 'dashboard_enhanced',
};

/** `staleTime` as for the dashboard's other recommendations (get-recommendations.ts). */
export const usePersonalizedRecommendations = (
  input: PersonalizedInput | null,
  staleTime = 0,
) => useQuery({ ...personalizedRecommendationsQuery(input), staleTime });
