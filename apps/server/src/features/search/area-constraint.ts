import type { Activity } from '@app/shared/activity';
import { distanceMeters, METERS_PER_MILE } from '@app/shared/metro';
import type { SearchPlace } from '@app/shared/search';

import { travelOrigin } from '../../providers/ai/travel-reach';

/** How far past a named area's edge the search may look when it is thin. */
export const AREA_WIDENING = 2.5;

/** Kept when nothing lies near the area: the nearest few, whose distance is said. */
const NEAREST_OUTSIDE = 10;

/** The results lie outside the area named, within this many miles of it. */
export type Widening = { name: string; miles: number };

const metersFrom = (place: SearchPlace, a: Activity) =>
  distanceMeters(place, { lat: a.latitude, lng: a.longitude });

/**
 * A named area is a filter: what lies inside it when anything does, else
 * the nearest within the widened circle, which the answer then names
 * ('best brunch in LoHi' had listed places a mile away as if in LoHi), else
 * the nearest few wherever they are, named with their distance
 * ('restaurants in Golden' had found nothing at all). A trip's reach is
 * never widened: past it is past the time asked.
 */
export function keepInArea(
  activities: Activity[],
  place: SearchPlace | null,
): { activities: Activity[]; widening?: Widening } {
  if (!place) return { activities };
  const inside = activities.filter(
    (a) => metersFrom(place, a) <= place.radius_meters,
  );
  if (inside.length > 0 || travelOrigin(place)) return { activities: inside };
  const reach = place.radius_meters * AREA_WIDENING;
  const within = activities.filter((a) => metersFrom(place, a) <= reach);
  const near =
    within.length > 0
      ? within
      : [...activities]
          .sort((a, b) => metersFrom(place, a) - metersFrom(place, b))
          .slice(0, NEAREST_OUTSIDE);
  if (near.length === 0) return { activities: near };
  const farthest = Math.max(...near.map((a) => metersFrom(place, a)));
  return {
    activities: near,
    widening: {
      name: place.name,
      miles: Math.ceil((farthest / METERS_PER_MILE) * 10) / 10,
    },
  };
}
