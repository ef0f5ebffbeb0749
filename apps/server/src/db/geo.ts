import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

import { activities } from './schema';

export type GeoPoint = { lat: number; lng: number };

/** A row's latitude and longitude: columns, or `a.latitude` in raw SQL. */
export type Coords = { lat: SQLWrapper; lng: SQLWrapper };

const ACTIVITY_COORDS: Coords = {
  lat: activities.latitude,
  lng: activities.longitude,
};

/** The catalogue as raw SQL statements alias it (`activities a`). */
export const ACTIVITY_ALIAS: Coords = {
  lat: sql`a.latitude`,
  lng: sql`a.longitude`,
};

/** Exactly the expression activities_earth_idx indexes. */
const earthAt = (at: Coords) => sql`ll_to_earth(${at.lat}, ${at.lng})`;
const earthOf = (point: GeoPoint) =>
  sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`;

/** Meters from the point to the row, on earthdistance's sphere. */
export function distanceFrom(
  point: GeoPoint,
  at: Coords = ACTIVITY_COORDS,
): SQL<number> {
  return sql<number>`earth_distance(${earthOf(point)}, ${earthAt(at)})`;
}

/**
 * Rows within `meters` of the point. The earth_box test is what the GiST
 * index serves (a cube, so it admits the corners); the distance trims it to
 * the circle. `box: false` keeps only the per-row distance, for plans that
 * another index drives.
 */
export function withinRadius(
  point: GeoPoint,
  meters: number,
  options: { at?: Coords; box?: boolean } = {},
): SQL {
  const at = options.at ?? ACTIVITY_COORDS;
  const distance = sql`${distanceFrom(point, at)} <= ${meters}::float8`;
  if (options.box === false) return distance;
  return sql`(${earthAt(at)} <@ earth_box(${earthOf(point)}, ${meters}::float8) and ${distance})`;
}
