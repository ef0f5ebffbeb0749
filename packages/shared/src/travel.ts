import { distanceMeters } from './metro';

export type Point = { lat: number; lng: number };

export type TravelPrefs = {
  has_car: boolean;
  prefers_walking: boolean;
  max_travel_time: number;
};

/**
 * Travel model: straight-line distance times 1.3 for the street grid; walking
 * at 4.8 km/h, driving at an average 40 km/h plus 5 minutes to park, transit at
 * 20 km/h plus 10 minutes of waiting. Without a car, or when the user prefers
 * walking, legs up to the walking limit are walked (the user's max travel
 * time when they prefer walking, else 15 minutes); longer legs are driven
 * with a car, otherwise taken by transit. Places within 150 m (one address,
 * across the street, along the block) are walked to by everyone, in at
 * least 2 minutes: nobody drives and parks again to go next door.
 */
export const TRAVEL_MODEL = {
  detourFactor: 1.3,
  walkKmh: 4.8,
  driveKmh: 40,
  parkMinutes: 5,
  transitKmh: 20,
  transitWaitMinutes: 10,
  defaultWalkLimit: 15,
  alwaysWalkMeters: 150,
  minWalkMinutes: 2,
} as const;

export type Leg = { minutes: number; mode: 'walking' | 'driving' | 'transit' };

export function travel(a: Point, b: Point, prefs: TravelPrefs): Leg {
  const m = TRAVEL_MODEL;
  const meters = distanceMeters(a, b);
  const km = (meters / 1000) * m.detourFactor;
  const walk = (km / m.walkKmh) * 60;
  const walkLimit = prefs.prefers_walking
    ? prefs.max_travel_time
    : m.defaultWalkLimit;
  if (
    meters <= m.alwaysWalkMeters ||
    ((!prefs.has_car || prefs.prefers_walking) && walk <= walkLimit)
  ) {
    return {
      minutes: Math.max(m.minWalkMinutes, Math.round(walk)),
      mode: 'walking',
    };
  }
  if (prefs.has_car) {
    return {
      minutes: Math.round(m.parkMinutes + (km / m.driveKmh) * 60),
      mode: 'driving',
    };
  }
  return {
    minutes: Math.round(m.transitWaitMinutes + (km / m.transitKmh) * 60),
    mode: 'transit',
  };
}
