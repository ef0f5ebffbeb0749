import type { CatalogueSourcesResponse } from '@app/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { activitiesKeys } from './activities-keys';

const catalogueSourcesQuery = () =>
  queryOptions({
    queryKey: activitiesKeys.catalogueSources(),
    queryFn: ({ signal }) =>
      api.get<CatalogueSourcesResponse>('/api/catalogue/sources', {
        signal,
        auth: false,
      }),
    staleTime: 60 * 60_000,
  });

export function useCatalogueSources() {
  return useQuery(catalogueSourcesQuery());
}
