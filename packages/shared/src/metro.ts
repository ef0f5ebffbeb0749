import { TZDate } from '@date-fns/tz';
import { addDays as addCalendarDays, differenceInCalendarDays } from 'date-fns';

/**
 * The one metro the product serves (spec 1: Denver by default): its time
 * zone, which defines "today" and calendar days, and the unit conversion
 * between what people choose (miles) and what the wire carries (meters).
 */
export const METRO_TIME_ZONE = 'America/Denver';

/** 1 mile in meters (spec 1 §9). */
export const METERS_PER_MILE = 1609.34;

/** Miles (what people choose) to meters (what the wire carries), to the centimetre. */
export function milesToMeters(miles: number): number {
  return Math.round(miles * METERS_PER_MILE * 100) / 100;
}

/** How far plans, discovery and quick plans look by default (spec 1 §9). */
export const DEFAULT_RADIUS_MILES = 15;
export const DEFAULT_RADIUS_METERS = Math.round(
  DEFAULT_RADIUS_MILES * METERS_PER_MILE,
);

/** The metro's centre (downtown Denver): the default location everywhere. */
export const METRO_CENTER = { lat: 39.7392, lng: -104.9903 } as const;

/** How the metro is named where a place has no name of its own. */
export const METRO_NAME = 'Denver, CO';

/**
 * A plan's place as people read it: its address, else the metro's name when
 * it sits at the metro's default centre (a plan made without a location);
 * null for a point with no name.
 */
export function placeName(location: {
  lat: number | null;
  lng: number | null;
  address: string | null;
}): string | null {
  if (location.address) return location.address;
  return location.lat === METRO_CENTER.lat && location.lng === METRO_CENTER.lng
    ? METRO_NAME
    : null;
}

const EARTH_RADIUS_METERS = 6_371_000;

/** Great-circle (haversine) distance in meters between two points. */
export function distanceMeters(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/*
 * Calendar days: a plan day, a forecast day or a date filter is a
 * YYYY-MM-DD string in the metro's zone. Arithmetic on them is calendar
 * arithmetic (date-fns on local dates), so daylight saving never shifts a day.
 * Reading and writing the one fixed shape by hand keeps date-fns' general
 * parser and formatter (and their locale data) out of every page's script.
 */
function parseDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(2000, 0, 1);
  // setFullYear, unlike the constructor, keeps years below 100 as written.
  day.setFullYear(y, m - 1, d);
  return day;
}

/** A date's calendar day in its own zone (a TZDate's in the metro). */
function formatDay(day: Date): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(day.getFullYear(), 4)}-${pad(day.getMonth() + 1, 2)}-${pad(day.getDate(), 2)}`;
}

/** Today's date in the metro (YYYY-MM-DD), or the metro date of `now`. */
export function metroToday(now: Date = new Date()): string {
  return formatDay(new TZDate(now, METRO_TIME_ZONE));
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  // A day that does not exist (Feb 30) rolls over and no longer reads back.
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) && formatDay(parseDay(value)) === value
  );
}

export function addDays(date: string, days: number): string {
  return formatDay(addCalendarDays(parseDay(date), days));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function dayDiff(from: string, to: string): number {
  return differenceInCalendarDays(parseDay(to), parseDay(from));
}

/** 0 (Sunday) to 6 (Saturday). */
export function weekday(date: string): number {
  return parseDay(date).getDay();
}

/** The instant of a metro (or `zone`) wall-clock time ('HH:MM[:SS]') on a date. */
export function metroInstant(
  date: string,
  time: string,
  zone: string = METRO_TIME_ZONE,
): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss = 0] = time.split(':').map(Number) as [
    number,
    number,
    number?,
  ];
  return new Date(new TZDate(y, m - 1, d, hh, mm, ss, zone).getTime());
}

/** The coming Saturday and Sunday (today when it is Sunday). */
export function comingWeekend(today: string): string[] {
  const day = weekday(today);
  if (day === 0) return [today];
  const saturday = addDays(today, 6 - day);
  return [saturday, addDays(saturday, 1)];
}
