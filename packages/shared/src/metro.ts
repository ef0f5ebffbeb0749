/**
 * The one metro the product serves (spec 1: Denver by default): its time
 * zone, which defines "today" and calendar days, and the unit conversion
 * between what people choose (miles) and what the wire carries (meters).
 */
export const METRO_TIME_ZONE = 'America/Denver';

/** 1 mile in meters (spec 1 §9). */
export const METERS_PER_MILE = 1609.34;

/** The metro's centre (downtown Denver): the default location everywhere. */
export const METRO_CENTER = { lat: 39.7392, lng: -104.9903 } as const;
