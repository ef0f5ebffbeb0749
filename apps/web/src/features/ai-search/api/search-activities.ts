import type { AiSearchResponse } from '@app/shared/ai-search';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

function searchActivities(
  query: string,
  signal?: AbortSignal,
): Promise<AiSearchResponse> {
  return api.post<AiSearchResponse>(
    '/database-ai/smart-search',
    { query, categories: [], limit: 20 },
    // A search changes nothing, so it may be retried like a GET.
    { idempotent: true, signal },
  );
}

const aiSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ['ai-search', query],
    queryFn: ({ signal }) => searchActivities(query, signal),
    staleTime: 5 * 60_000,
  });

export function useAiSearch(query: string) {
  return useQuery({ ...aiSearchQuery(query), enabled: query.length > 0 });
}
