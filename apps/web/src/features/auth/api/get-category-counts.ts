import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';

const categoriesResponseSchema = z.object({
  total_activities: z.number(),
  categories: z.array(
    z.object({ count: z.number(), display_name: z.string() }),
  ),
});

export type CategoryCount = { label: string; count: number };

/** Marketing figures shown until the catalogue answers (spec 1 §2). */
export const FALLBACK_CATEGORY_COUNTS: CategoryCount[] = [
  { label: 'Dining', count: 332 },
  { label: 'Music', count: 25 },
  { label: 'Sports', count: 31 },
  { label: 'Arts', count: 100 },
  { label: 'Outdoors', count: 76 },
  { label: 'Events', count: 50 },
];

async function fetchCategoryCounts(): Promise<CategoryCount[]> {
  const data = await api.get('/api/activities/categories', {
    auth: false,
    schema: categoriesResponseSchema,
  });
  return data.categories
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, 6)
    .map((c) => ({ label: c.display_name, count: c.count }));
}

export const categoryCountsQuery = () =>
  queryOptions({
    queryKey: ['activities', 'categories', 'landing'],
    queryFn: fetchCategoryCounts,
    staleTime: 5 * 60_000,
  });

/** Live counts when the catalogue has some, else the spec's figures. */
export function useCategoryCounts(): CategoryCount[] {
  const { data } = useQuery(categoryCountsQuery());
  return data && data.length > 0 ? data : FALLBACK_CATEGORY_COUNTS;
}
