import type { Activity } from '@app/shared/activity';
import { metroToday, weekday } from '@app/shared/metro';
import { metroClock } from '@app/shared/open-now';
import { isOpenDuring } from '@app/shared/opening-hours';
import type { ParsedSearch } from '@app/shared/search';

import { singular } from '../../providers/ai/local-query-parser';
import { ADULT_ENTERTAINMENT_WORDS } from '../../providers/ai/query-features';

import { eveningClock, localClock, type TimeWindow } from './search-window';

/** Place types that are outside whatever their category (public art, parks). */
const OUTDOOR_TYPES = new Set([
  'park',
  'public_art',
  'street_art',
  'campground',
  'zoo',
  'amusement_park',
  'water_park',
  'amphitheater',
  'trail',
  'hiking_area',
  'golf_course',
  'soccer_field',
  'baseball_field',
  'tennis_court',
  'basketball_court',
  'outdoor_pool',
]);

/** Strip clubs and the like, as the importer types them: never suggested unasked. */
export function isAdultEntertainment(a: Activity): boolean {
  return a.types.includes('adult_entertainment');
}

const stems = (phrase: string) => phrase.split(' ').map(singular).join(' ');
const ADULT_ASKS = new Set(ADULT_ENTERTAINMENT_WORDS.map(stems));

/**
 * Whether the question asks for adult entertainment by name ('strip
 * club'): a bar or a nightclub asked for is not that.
 */
export function asksForAdultEntertainment(
  parsed: Pick<ParsedSearch, 'keywords'>,
): boolean {
  return parsed.keywords.some((k) => ADULT_ASKS.has(stems(k.toLowerCase())));
}

/** Bars and clubs: no place for a question about children or families. */
export function isAdultsOnly(a: Activity): boolean {
  return (
    a.category === 'nightlife' ||
    a.types.some((t) => t === 'bar' || t === 'night_club')
  );
}

/** Open to anyone without a ticket: public parks, trails, open space, public art. */
const FREE_TYPES = new Set([
  'park',
  'public_art',
  'street_art',
  'arts_district',
  'hiking_area',
  'trail',
  'open_space',
  'dog_park',
  'wildlife_refuge',
  'library',
  'tennis_court',
  'basketball_court',
]);

/** Types that usually charge entry, even when they are also a park. */
const PAID_TYPES = new Set([
  'paid_admission',
  'amusement_park',
  'water_park',
  'state_park',
  'zoo',
  'garden',
  'museum',
  'aquarium',
  'historic_site',
  'golf_course',
  'swimming_pool',
  'recreation_center',
  'amphitheater',
]);

export function isOutdoors(activity: Activity): boolean {
  if (activity.category === 'outdoors')
    return !activity.types.includes('museum');
  return activity.types.some((t) => OUTDOOR_TYPES.has(t));
}

/** Known to cost nothing: priced at 0, or a public kind of place. */
export function isKnownFree(activity: Activity): boolean {
  if (activity.price_level === 0) return true;
  if (activity.price_level !== null) return false;
  if (activity.start_time) return false;
  return (
    activity.types.some((t) => FREE_TYPES.has(t)) &&
    !activity.types.some((t) => PAID_TYPES.has(t))
  );
}

const DAY = 24 * 60;
const DAY_MS = DAY * 60_000;

/** Minutes of the day; the evening runs on into the night, to 03:00 (27:00). */
const DAY_PARTS = {
  morning: [8 * 60, 12 * 60],
  afternoon: [12 * 60, 17 * 60],
  evening: [17 * 60, 27 * 60],
} as const;

/** Opening hours looked at when only a day is named. */
const DAYTIME = [10 * 60, 22 * 60] as const;

/**
 * Whether the activity fits the time asked: an event must start in the part
 * of the day named (a 00:30 show is in the evening's night); a place with
 * known hours must be open then (on the window's first day), and when the
 * window is today's and had begun, at some moment still to come (at 23:30
 * 'tonight' wants a place open late, not one that closed at ten). Unknown
 * hours never exclude a place.
 */
export function fitsTime(
  activity: Activity,
  parsed: Pick<ParsedSearch, 'time_of_day'>,
  window: (Pick<TimeWindow, 'from'> & Partial<TimeWindow>) | undefined,
): boolean {
  const part = parsed.time_of_day ? DAY_PARTS[parsed.time_of_day] : undefined;
  if (activity.start_time) {
    if (!part) return true;
    const start = metroClock(new Date(activity.start_time)).minute;
    return [start, start + DAY].some((m) => m >= part[0] && m < part[1]);
  }
  if (!window && !part) return true;
  const [open, close] = part ?? DAYTIME;
  // A weekend begun on Saturday evening still has Sunday: only a window of a
  // day or less is narrowed to what is left of it. Hours of a night past
  // midnight are kept on the evening's day.
  const today =
    window?.ongoing &&
    window.to !== undefined &&
    window.to.getTime() - window.from.getTime() <= DAY_MS;
  const clock = today
    ? (close > DAY ? eveningClock : localClock)(window.from)
    : undefined;
  const day = clock?.day ?? weekday(metroToday(window?.from ?? new Date()));
  // A part of the day not yet begun, or already over, keeps its whole span.
  const from =
    clock && clock.minute > open && clock.minute < close ? clock.minute : open;
  return isOpenDuring(activity.business_hours, day, from, close) !== false;
}
