import type {
  RealTimeRequest,
  RealTimeResponse,
} from '@app/shared/weekend-insights';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

const realTimeQuery = (input: RealTimeRequest) =>
  queryOptions({
    queryKey: ['ai-intelligence', 'real-time', input],
    // Open-now and busy levels age by the minute.
    staleTime: 60_000,
    queryFn: () =>
      api.post<RealTimeResponse>('/ai-intelligence/enrich/real-time', input, {
        idempotent: true,
      }),
  });

export const useRealTime = (input: RealTimeRequest) =>
  useQuery(realTimeQuery(input));
