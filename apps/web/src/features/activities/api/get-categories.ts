import { categoriesResponseSchema } from '@app/shared/category-counts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { activitiesKeys } from './activities-keys';

const categoriesQuery = () =>
  queryOptions({
    queryKey: activitiesKeys.categories(),
    queryFn: ({ signal }) =>
      api.get('/api/activities/categories', {
        schema: categoriesResponseSchema,
        signal,
      }),
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQuery());
}
