import type {
  LiveEventsRequest,
  LiveEventsResponse,
} from '@app/shared/weekend-insights';
import {
  keepPreviousData,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

const liveEventsQuery = (input: LiveEventsRequest) =>
  queryOptions({
    queryKey: ['ai-intelligence', 'live-events', input],
    // Show more keeps the cards in view while the longer list loads.
    placeholderData: keepPreviousData,
    queryFn: () =>
      api.post<LiveEventsResponse>(
        '/ai-intelligence/discover/live-events',
        input,
        {
          // Read-only: safe to retry like a GET.
          idempotent: true,
        },
      ),
  });

export const useLiveEvents = (input: LiveEventsRequest) =>
  useQuery(liveEventsQuery(input));
