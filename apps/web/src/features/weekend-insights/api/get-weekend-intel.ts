import type {
  WeekendIntelligenceRequest,
  WeekendIntelligenceResponse,
} from '@app/shared/weekend-insights';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

const weekendIntelQuery = (input: WeekendIntelligenceRequest) =>
  queryOptions({
    queryKey: ['ai-intelligence', 'weekend', input],
    queryFn: async () =>
      (
        await api.post<WeekendIntelligenceResponse>(
          '/api/ai-intelligence/insights/weekend-intelligence',
          input,
          { idempotent: true },
        )
      ).weekend_insights,
  });

export const useWeekendIntel = (input: WeekendIntelligenceRequest) =>
  useQuery(weekendIntelQuery(input));
