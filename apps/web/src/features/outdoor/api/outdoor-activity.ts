import type { Activity } from '@app/shared/activity';
import type {
  ElevationAnalysis,
  ElevationProfileResponse,
  EnhanceActivityResponse,
  HikingRecommendations,
  ReservationAnalysisResponse,
} from '@app/shared/activity-details';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** An activity as the outdoor dialog knows it: analyses it already has ride along. */
export type OutdoorActivity = Activity & {
  elevation_analysis?: ElevationAnalysis | null;
  hiking_recommendations?: HikingRecommendations | null;
  reservation_options?:
    ReservationAnalysisResponse['reservation_options'] | null;
};

/** Each analysis's path and its answer. */
type Analyses = {
  'elevation-profile': ElevationProfileResponse;
  'reservation-analysis': ReservationAnalysisResponse;
  'enhance-activity': EnhanceActivityResponse;
};

/** Analyses read the activity only; visitors may ask too. */
export function postActivity<P extends keyof Analyses>(
  path: P,
  activity: OutdoorActivity,
): Promise<Analyses[P]> {
  // Analyses already held are not the server's to read.
  const {
    elevation_analysis: _elevation,
    hiking_recommendations: _advice,
    reservation_options: _reservations,
    ...body
  } = activity;
  return api.post<Analyses[P]>(`/api/ai-foundation/${path}`, body, {
    auth: false,
  });
}

/**
 * One analysis of the activity, asked once per activity and kept for the
 * session (the answer depends only on the activity); a failure is not retried.
 */
export function useActivityAnalysis<P extends keyof Analyses>(
  path: P,
  activity: OutdoorActivity,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['ai-foundation', path, activity.id],
    queryFn: () => postActivity(path, activity),
    staleTime: Infinity,
    enabled,
  });
}
