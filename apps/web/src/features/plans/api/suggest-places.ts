import type { LocationSearchResult } from '@app/shared/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type PlaceSuggestion = LocationSearchResult['results'][number];

const SUGGESTION_COUNT = 6;
const MIN_TEXT = 2;

const placeSuggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: ['place-suggestions', text.toLowerCase()],
    queryFn: async ({ signal }) =>
      (
        await api.get<LocationSearchResult>('/api/locations/suggest', {
          query: { q: text, limit: SUGGESTION_COUNT },
          auth: false,
          signal,
        })
      ).results,
    staleTime: 10 * 60_000,
    enabled: text.length >= MIN_TEXT,
  });

/** Metro places matching typed text (no live geocoder: see the server route). */
export const usePlaceSuggestions = (text: string) =>
  useQuery(placeSuggestionsQuery(text));
