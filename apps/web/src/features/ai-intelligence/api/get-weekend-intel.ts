import {
  weekendIntelligenceResponseSchema,
  type WeekendIntelligenceRequest,
} from '@app/shared/ai-intelligence';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

const weekendIntelQuery = (input: WeekendIntelligenceRequest) =>
  queryOptions({
    queryKey: ['ai-intelligence', 'weekend', input],
    queryFn: async () =>
      (
        await api.post(
          '/api/ai-intelligence/insights/weekend-intelligence',
          input,
          { schema: weekendIntelligenceResponseSchema, idempotent: true },
        )
      ).weekend_insights,
  });

export const useWeekendIntel = (input: WeekendIntelligenceRequest) =>
  useQuery(weekendIntelQuery(input));
