import type { AiSearchResponse } from '@app/shared/search';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, apiFailure } from '../../../lib/api-client';

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

/** What the results page says when a search fails, and whether to offer a retry. */
type SearchFailure = { message: string; canRetry: boolean };

/**
 * Asking again helps only when the failure was passing: no connection or
 * time-out (0), a server fault (5xx), too many searches (429, once the
 * minute is over) or a session that expired (the retry goes out signed
 * out). The other 4xx answers refuse the question itself (422: too long or
 * unsendable), and would refuse it again.
 */
export function searchFailure(error: unknown): SearchFailure {
  const failure = apiFailure(error);
  const passing =
    !failure ||
    failure.status === 0 ||
    failure.status >= 500 ||
    failure.status === 408 ||
    failure.status === 429 ||
    failure.code === 'AUTH_EXPIRED';
  if (!passing) {
    return {
      message:
        'This question could not be searched. Try asking it another way.',
      canRetry: false,
    };
  }
  return {
    message:
      failure?.status === 429
        ? failure.serverMessage
        : 'Failed to perform search. Please try again.',
    canRetry: true,
  };
}
