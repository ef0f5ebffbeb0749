import { distanceMeters } from '@app/shared/metro';

/** A point as [lat, lng]. */
export type LinePoint = readonly [number, number];

/**
 * A street named as a place ('dive bars on Colfax'): a line of points along
 * it and how far either side of it counts as on it. A circle around its
 * middle held places a mile off the street and left out its far ends.
 */
export type Corridor = {
  names: string[];
  line: readonly LinePoint[];
  km: number;
};

/** Points are at the cross streets, west to east or north to south. */
export const CORRIDORS: Corridor[] = [
  {
    // Broadway to Yosemite St, the city line with Aurora.
    names: ['Colfax', 'east colfax', 'colfax ave', 'colfax avenue'],
    line: [
      [39.7402, -104.9875],
      [39.7403, -104.9402],
      [39.7404, -104.8837],
    ],
    km: 0.5,
  },
  {
    // Sheridan Blvd to Broadway.
    names: ['West Colfax'],
    line: [
      [39.7402, -105.0533],
      [39.7402, -104.9875],
    ],
    km: 0.5,
  },
  {
    // 1st Ave to Evans Ave: the Baker end, Antique Row, the Overland end.
    names: ['South Broadway', 'sobo', 's broadway', 'south broadway street'],
    line: [
      [39.7175, -104.9875],
      [39.6785, -104.9875],
    ],
    km: 0.5,
  },
  {
    // 38th Ave to 46th Ave.
    names: ['Tennyson Street', 'tennyson', 'tennyson st'],
    line: [
      [39.7695, -105.0437],
      [39.7805, -105.0437],
    ],
    km: 0.5,
  },
];

type Point = { lat: number; lng: number };

/** Metres from a point to the segment a-b, on a local flat projection. */
function metersFromSegment(p: Point, a: LinePoint, b: LinePoint): number {
  const scale = Math.cos((p.lat * Math.PI) / 180);
  const ax = a[1] * scale;
  const bx = b[1] * scale;
  const px = p.lng * scale;
  const dx = bx - ax;
  const dy = b[0] - a[0];
  const length = dx * dx + dy * dy;
  const t =
    length === 0
      ? 0
      : Math.max(
          0,
          Math.min(1, ((px - ax) * dx + (p.lat - a[0]) * dy) / length),
        );
  return distanceMeters(p, {
    lat: a[0] + t * dy,
    lng: a[1] + t * (b[1] - a[1]),
  });
}

/** Metres from a point to the nearest part of a line. */
export function metersFromLine(p: Point, line: readonly LinePoint[]): number {
  if (line.length === 1) {
    return distanceMeters(p, { lat: line[0]![0], lng: line[0]![1] });
  }
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i + 1 < line.length; i += 1) {
    best = Math.min(best, metersFromSegment(p, line[i]!, line[i + 1]!));
  }
  return best;
}

/**
 * The circle that holds a corridor and its sides: where the catalogue is
 * read from before places are held to the line itself.
 */
export function enclosingCircle(corridor: Corridor): Point & { km: number } {
  const lats = corridor.line.map((p) => p[0]);
  const lngs = corridor.line.map((p) => p[1]);
  const centre = {
    lat: (Math.min(...lats) + Math.max(...lats)) / 2,
    lng: (Math.min(...lngs) + Math.max(...lngs)) / 2,
  };
  const reach = Math.max(
    ...corridor.line.map((p) =>
      distanceMeters(centre, { lat: p[0], lng: p[1] }),
    ),
  );
  return { ...centre, km: reach / 1000 + corridor.km };
}

const normalize = (name: string) =>
  name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const byName = new Map<string, Corridor>();
for (const corridor of CORRIDORS) {
  for (const name of corridor.names) byName.set(normalize(name), corridor);
}

/** The corridor an area's name (any alias, any case) is, if it is a street. */
export function corridorNamed(name: string): Corridor | undefined {
  return byName.get(normalize(name));
}
