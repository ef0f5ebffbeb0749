import { isTrail } from '@app/shared/elevation';

import {
  useActivityAnalysis,
  type OutdoorActivity,
} from '../api/outdoor-activity';

export const ENRICHMENT_STEPS = {
  elevation: 'Analyzing elevation profile...',
  reservations: 'Finding booking options...',
  enhancement: 'Enhancing activity details...',
} as const;

/**
 * Spec 2 §2: opening the dialog enriches the activity in sequence,
 * skipping the elevation and reservation calls when it already has that
 * data. A failed step is silent and the next one still runs. A place that
 * is not a trail has no climb to profile or hike to equip for, so it gets
 * no elevation step and no trail figures.
 */
export function useOutdoorEnrichment(activity: OutdoorActivity, open: boolean) {
  const trail = isTrail(activity);
  const hasElevation = Boolean(activity.elevation_analysis);
  const hasReservations = Boolean(activity.reservation_options);

  const elevation = useActivityAnalysis(
    'elevation-profile',
    activity,
    open && trail && !hasElevation,
  );
  const elevationDone =
    !trail || hasElevation || elevation.status !== 'pending';
  const reservations = useActivityAnalysis(
    'reservation-analysis',
    activity,
    open && elevationDone && !hasReservations,
  );
  const reservationsDone = hasReservations || reservations.status !== 'pending';
  const enhanced = useActivityAnalysis(
    'enhance-activity',
    activity,
    open && reservationsDone,
  );

  const progress = !elevationDone
    ? ENRICHMENT_STEPS.elevation
    : !reservationsDone
      ? ENRICHMENT_STEPS.reservations
      : enhanced.status === 'pending'
        ? ENRICHMENT_STEPS.enhancement
        : null;

  return {
    progress,
    isTrail: trail,
    elevationAnalysis: trail
      ? (activity.elevation_analysis ??
        elevation.data?.elevation_data.elevation_analysis ??
        null)
      : null,
    hikingRecommendations: trail
      ? (activity.hiking_recommendations ??
        elevation.data?.elevation_data.hiking_recommendations ??
        null)
      : null,
    reservationOptions:
      activity.reservation_options ??
      reservations.data?.reservation_options ??
      null,
    enhanced: enhanced.data?.enhanced_activity ?? null,
  };
}
