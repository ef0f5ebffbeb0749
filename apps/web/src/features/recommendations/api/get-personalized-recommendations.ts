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

export const usePersonalizedRecommendations = (
  input: PersonalizedInput | null,
) => useQuery(personalizedRecommendationsQuery(input));
