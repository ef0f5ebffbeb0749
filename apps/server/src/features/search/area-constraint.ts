import type { Activity } from '@app/shared/activity';
import { distanceMeters, METERS_PER_MILE } from '@app/shared/metro';
import type { SearchPlace } from '@app/shared/search';

import { corridorNamed, metersFromLine } from '../../providers/ai/corridors';
import { travelOrigin } from '../../providers/ai/travel-reach';

/** How far past a named area's edge the search may look when it is thin. */
export const AREA_WIDENING = 2.5;

/** Kept when nothing lies near the area: the nearest few, whose distance is said. */
const NEAREST_OUTSIDE = 10;

/** The results lie outside the area named, within this many miles of it. */
export type Widening = { name: string; miles: number };

type Point = { lat: number; lng: number };

/**
 * How far a point lies from a named area, and how far counts as in it: from
 * the centre of a circle, or from the line of a street ('on Colfax' is a
 * block or two either side of Colfax Avenue, along all of it).
 */
export function areaMeasure(place: SearchPlace): {
  metersTo: (point: Point) => number;
  radius: number;
} {
  const corridor = travelOrigin(place) ? undefined : corridorNamed(place.name);
  if (corridor) {
    return {
      metersTo: (point) => metersFromLine(point, corridor.line),
      radius: corridor.km * 1000,
    };
  }
  return {
    metersTo: (point) => distanceMeters(place, point),
    radius: place.radius_meters,
  };
}

const metersFrom = (place: SearchPlace, a: Activity) =>
  areaMeasure(place).metersTo({ lat: a.latitude, lng: a.longitude });

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
  const { radius } = areaMeasure(place);
  const inside = activities.filter((a) => metersFrom(place, a) <= radius);
  if (inside.length > 0 || travelOrigin(place)) return { activities: inside };
  const reach = radius * AREA_WIDENING;
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
