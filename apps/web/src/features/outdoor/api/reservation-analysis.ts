import { reservationAnalysisResponseSchema } from '@app/shared/ai-foundation';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { postActivity, type OutdoorActivity } from './outdoor-activity';

export const reservationAnalysisQuery = (activity: OutdoorActivity) =>
  queryOptions({
    queryKey: ['ai-foundation', 'reservation-analysis', activity.id],
    queryFn: () =>
      postActivity(
        'reservation-analysis',
        activity,
        reservationAnalysisResponseSchema,
      ),
    staleTime: Infinity,
    retry: false,
  });

export const useReservationAnalysis = (
  activity: OutdoorActivity,
  enabled: boolean,
) => useQuery({ ...reservationAnalysisQuery(activity), enabled });
