import { catalogueSourcesResponseSchema } from '@app/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const catalogueSourcesQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'sources'],
    queryFn: ({ signal }) =>
      api.get('/api/catalogue/sources', {
        schema: catalogueSourcesResponseSchema,
        signal,
        auth: false,
      }),
    staleTime: 60 * 60_000,
  });

export function useCatalogueSources() {
  return useQuery(catalogueSourcesQuery());
}
