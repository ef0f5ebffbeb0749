import type { Activity } from '@app/shared/activity';
import type {
  ElevationAnalysis,
  HikingRecommendations,
  ReservationAnalysisResponse,
} from '@app/shared/ai-foundation';
import { useQuery } from '@tanstack/react-query';
import type { ZodType } from 'zod';

import { api } from '../../../lib/api-client';

/** An activity as the outdoor dialog knows it: analyses it already has ride along. */
export type OutdoorActivity = Activity & {
  elevation_analysis?: ElevationAnalysis | null;
  hiking_recommendations?: HikingRecommendations | null;
  reservation_options?:
    ReservationAnalysisResponse['reservation_options'] | null;
};

/** Analyses read the activity only; visitors may ask too. */
export function postActivity<T>(
  path: string,
  activity: OutdoorActivity,
  schema: ZodType<T>,
): Promise<T> {
  // Analyses already held are not the server's to read.
  const {
    elevation_analysis: _elevation,
    hiking_recommendations: _advice,
    reservation_options: _reservations,
    ...body
  } = activity;
  return api.post(`/api/ai-foundation/${path}`, body, { schema, auth: false });
}

/**
 * One analysis of the activity, asked once per activity and kept for the
 * session (the answer depends only on the activity); a failure is not retried.
 */
export function useActivityAnalysis<T>(
  path: 'elevation-profile' | 'reservation-analysis' | 'enhance-activity',
  schema: ZodType<T>,
  activity: OutdoorActivity,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['ai-foundation', path, activity.id],
    queryFn: () => postActivity(path, activity, schema),
    staleTime: Infinity,
    enabled,
  });
}
