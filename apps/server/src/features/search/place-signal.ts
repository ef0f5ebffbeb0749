import type { Activity } from '@app/shared/activity';
import { distanceMeters, METERS_PER_MILE } from '@app/shared/metro';
import type { ParsedSearch } from '@app/shared/search';

import { travelOrigin } from '../../providers/ai/travel-reach';

import { areaMeasure } from './area-constraint';
import type { Signal } from './signal';

/** How much a result at the far edge of a trip's reach keeps of its place score. */
const REACH_EDGE_SCORE = 0.5;

/**
 * A named area scores what lies in it fully and fades over twice its radius
 * around it ('In RiNo.', '1.8 miles from Red Rocks.'). A trip's reach ('an
 * hour from downtown') is not an area: everything in it is within the time
 * asked, the nearer a little better, and each says how far it is from the
 * starting point, never that it is in it.
 */
export function placeSignal(
  activity: Activity,
  place: NonNullable<ParsedSearch['place']>,
): Signal {
  const point = { lat: activity.latitude, lng: activity.longitude };
  const meters = distanceMeters(place, point);
  const miles = (meters / METERS_PER_MILE).toFixed(1);
  const origin = travelOrigin(place);
  if (origin) {
    const share = Math.min(1, meters / place.radius_meters);
    return {
      weight: 0.3,
      score: meters > place.radius_meters ? 0 : 1 - REACH_EDGE_SCORE * share,
      reason: `${miles} miles from ${origin}.`,
    };
  }
  const area = areaMeasure(place);
  const fromArea = area.metersTo(point);
  if (fromArea <= area.radius) {
    return { weight: 0.3, score: 1, reason: `In ${place.name}.` };
  }
  return {
    weight: 0.3,
    score: Math.max(0, 1 - (fromArea - area.radius) / (2 * area.radius)),
    reason: `${(fromArea / METERS_PER_MILE).toFixed(1)} miles from ${place.name}.`,
  };
}
