import type { CategoriesResponse } from '@app/shared/category-counts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { activitiesKeys } from '../../activities/api/activities-keys';

type CategoryCount = { label: string; count: number };

/** Marketing figures shown until the catalogue answers (spec 1 §2). */
const FALLBACK_CATEGORY_COUNTS: CategoryCount[] = [
  { label: 'Dining', count: 332 },
  { label: 'Music', count: 25 },
  { label: 'Sports', count: 31 },
  { label: 'Arts', count: 100 },
  { label: 'Outdoors', count: 76 },
  { label: 'Events', count: 50 },
];

export type CatalogueCounts = {
  /** The catalogue's total; null until it answers (no invented figure). */
  total: number | null;
  categories: CategoryCount[];
};

async function fetchCategoryCounts(): Promise<CatalogueCounts> {
  const data = await api.get<CategoriesResponse>('/api/activities/categories', {
    auth: false,
  });
  return {
    total: data.total_activities,
    categories: data.categories
      .filter((c) => c.count > 0)
      .sort((a, b) => b.count - a.count)
      .slice(0, 6)
      .map((c) => ({ label: c.display_name, count: c.count })),
  };
}

const categoryCountsQuery = () =>
  queryOptions({
    queryKey: activitiesKeys.landingCounts(),
    queryFn: fetchCategoryCounts,
    staleTime: 5 * 60_000,
  });

/**
 * One source for every count on the landing page: the same catalogue endpoint
 * that home uses. The spec's figures stand in only until it answers.
 */
export function useCategoryCounts(): CatalogueCounts & { isPending: boolean } {
  const { data, isPending } = useQuery(categoryCountsQuery());
  const counts =
    data && data.categories.length > 0
      ? data
      : { total: null, categories: FALLBACK_CATEGORY_COUNTS };
  return { ...counts, isPending };
}
