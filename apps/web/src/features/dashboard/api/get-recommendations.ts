import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';

/** Recommendation wire shape (spec 1 §3). */
const recommendationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string().nullish(),
  categories: z.array(z.string()).nullish(),
  photo_url: z.string().nullish(),
  rating: z.number().nullish(),
  recommendation_reason: z.string().nullish(),
  description: z.string().nullish(),
  start_time: z.string().nullish(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

const listSchema = z.union([
  z.array(recommendationSchema),
  z
    .object({ recommendations: z.array(recommendationSchema) })
    .transform((v) => v.recommendations),
]);

const recommendationsQuery = (refresh: number) =>
  queryOptions({
    queryKey: ['recommendations', refresh],
    // Preferences and saves change the ranking: refetch on every visit.
    staleTime: 0,
    queryFn: () =>
      api.get('/api/users/me/recommendations', {
        query: refresh ? { refresh } : undefined,
        schema: listSchema,
      }),
  });

export const useRecommendations = (refresh: number) =>
  useQuery(recommendationsQuery(refresh));
