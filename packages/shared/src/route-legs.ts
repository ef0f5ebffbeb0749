import { distanceMeters, METERS_PER_MILE } from './metro';

type Point = { latitude: number; longitude: number };

/** Great-circle distance in miles. */
export function milesBetween(a: Point, b: Point): number {
  const meters = distanceMeters(
    { lat: a.latitude, lng: a.longitude },
    { lat: b.latitude, lng: b.longitude },
  );
  return meters / METERS_PER_MILE;
}

type Stop = {
  planned_date: string;
  planned_time: string | null;
  priority: number;
};

/** A day's stops in visiting order: by time, untimed ones last in priority order. */
export function stopsInOrder<T extends Stop>(
  items: readonly T[],
  day: string,
): T[] {
  return items
    .filter((item) => item.planned_date === day)
    .sort((a, b) => {
      if (a.planned_time && b.planned_time && a.planned_time !== b.planned_time)
        return a.planned_time < b.planned_time ? -1 : 1;
      if (a.planned_time && !b.planned_time) return -1;
      if (!a.planned_time && b.planned_time) return 1;
      return a.priority - b.priority;
    });
}

/** Straight-line miles of each leg between consecutive stops. */
export function legMiles(stops: readonly Point[]): number[] {
  return stops.slice(1).map((stop, i) => milesBetween(stops[i]!, stop));
}
