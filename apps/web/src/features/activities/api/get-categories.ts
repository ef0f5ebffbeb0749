import type { CategoriesResponse } from '@app/shared/category-counts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { activitiesKeys } from './activities-keys';

const categoriesQuery = () =>
  queryOptions({
    queryKey: activitiesKeys.categories(),
    queryFn: ({ signal }) =>
      api.get<CategoriesResponse>('/api/activities/categories', {
        signal,
      }),
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQuery());
}
