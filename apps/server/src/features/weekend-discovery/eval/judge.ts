import type { Activity } from '@app/shared/activity';
import { minuteOfDay } from '@app/shared/calendar';
import type { Itinerary } from '@app/shared/itinerary';
import { isDaytimeFood } from '@app/shared/itinerary-hours';
import { distanceMeters, weekday } from '@app/shared/metro';
import { metroClock } from '@app/shared/open-now';
import type { WeatherResponse } from '@app/shared/weather';

import { showsFeature } from '../../search/listing-features';
import { isKnownFree, isOutdoors } from '../../search/result-filters';

import { badOutdoorHours, type EvalWeather } from './forecasts';

/** What a right day plan for one prompt looks like. */
export type ItineraryPrompt = {
  q: string;
  weather?: EvalWeather;
  /**
   * 'evening': nothing but dinner before 5 PM; 'morning': all over by 2 PM;
   * 'afternoon': nothing before 11 AM or after 6 PM.
   */
  part?: 'evening' | 'morning' | 'afternoon';
  /** For each group, a stop of one of its categories (or subcategories) is planned. */
  kinds?: string[][];
  /** Under a cold or wet forecast, an outdoor pick is swapped and the swap said. */
  swap?: boolean;
  /** A meal of this kind is planned (breakfast: a morning meal, as brunch). */
  meal?: 'breakfast' | 'brunch' | 'lunch' | 'dinner';
  /** The day planned falls on this weekday (0 Sunday ... 6 Saturday). */
  weekday?: number;
  /** Key of an area every stop lies in, unless the day names the widening. */
  area?: string;
  /** A feature every visit is known to have ('patio'), unless the day says it could not. */
  feature?: string;
  /** Every visit is known to be free, unless the day says it could not be. */
  free?: boolean;
  /** No stop is known to cost more than this price level, unless the day says so. */
  priceMax?: number;
  /** The party's size: no listing gives a capacity, so the day must say the size was not checked. */
  group?: number;
  /** Categories no stop may be of ('nightlife' for a day with kids). */
  avoid?: string[];
  /** One of the fixed, representative few the test suite plans. */
  ci?: boolean;
};

/** A planned stop with the catalogue's facts about it. */
type JudgedStop = {
  start: number;
  end: number;
  meal: boolean;
  reason: string | null;
  activity: Activity;
};

export type Check = { name: string; met: boolean };

/** An area as a circle (km) with the name an answer widening past it uses. */
export type EvalArea = { name: string; lat: number; lng: number; km: number };

const NIGHTCLUB = /night ?club/i;
const EVENING = 17 * 60;

/** Whether a stop keeps to its kind's hours (the table; meals by the place's kind). */
function inItsHours(stop: JudgedStop): boolean {
  const { activity: a, start, end } = stop;
  if (stop.meal) {
    if (start >= EVENING) return end <= 21 * 60 + 30 && !isDaytimeFood(a);
    if (start < 11 * 60) return end <= 14 * 60 && isDaytimeFood(a);
    return start >= 11 * 60 && end <= 14 * 60 + 30;
  }
  if (a.start_time) return metroClock(new Date(a.start_time)).minute === start;
  if (a.category === 'nightlife') {
    return start >= (NIGHTCLUB.test(a.subcategory ?? '') ? 21 * 60 : EVENING);
  }
  if (a.business_hours) return true;
  if (a.category === 'arts' && !isOutdoors(a))
    return start >= 9 * 60 && end <= 17 * 60 + 30;
  if (a.category === 'shopping') return start >= 10 * 60 && end <= 20 * 60;
  if (isOutdoors(a)) return start >= 7 * 60 && end <= 17 * 60 + 10;
  return true;
}

const kindOf = (a: Activity, kinds: string[]) =>
  kinds.some(
    (k) =>
      k === a.category ||
      k.toLowerCase() === (a.subcategory ?? '').toLowerCase(),
  );

/** The meals a meal stop may be: brunch runs 9-14 and lunch from 11, so late morning is either. */
function mealKinds(stop: JudgedStop): string[] {
  if (stop.start >= EVENING) return ['dinner'];
  const kinds: string[] = [];
  if (stop.start < 14 * 60) kinds.push('brunch');
  if (stop.start >= 11 * 60) kinds.push('lunch');
  return kinds;
}

const saysAny = (day: Itinerary, words: RegExp) =>
  (day.notes ?? []).some((n) => words.test(n));

/** The checks of the place, the features, the price and the audience asked for. */
function constraintChecks(
  prompt: ItineraryPrompt,
  day: Itinerary,
  stops: JudgedStop[],
  areas: Record<string, EvalArea>,
): Check[] {
  const visits = stops.filter((s) => !s.meal);
  const checks: Check[] = [];
  if (prompt.weekday !== undefined) {
    checks.push({
      name: `on weekday ${prompt.weekday}`,
      met: weekday(day.date) === prompt.weekday,
    });
  }
  if (prompt.area) {
    const area = areas[prompt.area];
    if (!area) throw new Error(`Unknown area '${prompt.area}' in the set`);
    const inside = stops.every(
      (s) =>
        distanceMeters(area, {
          lat: s.activity.latitude,
          lng: s.activity.longitude,
        }) <=
        area.km * 1000,
    );
    checks.push({
      name: `in ${area.name}`,
      met: inside || saysAny(day, new RegExp(area.name, 'i')),
    });
  }
  if (prompt.feature) {
    const feature = prompt.feature;
    checks.push({
      name: `feature ${feature}`,
      met:
        visits.every((s) => showsFeature(s.activity, feature)) ||
        saysAny(day, /no listing|only \d+ of these|not checked|call ahead/i),
    });
  }
  if (prompt.free) {
    checks.push({
      name: 'free',
      met:
        visits.every((s) => isKnownFree(s.activity)) ||
        saysAny(day, /free|charge/i),
    });
  }
  if (prompt.priceMax !== undefined) {
    const cap = prompt.priceMax;
    checks.push({
      name: `price up to ${cap}`,
      met:
        stops.every((s) => (s.activity.price_level ?? 0) <= cap) ||
        saysAny(day, /price/i),
    });
  }
  if (prompt.group !== undefined) {
    const size = new RegExp(`group of ${prompt.group}\\b`, 'i');
    checks.push({
      name: `group of ${prompt.group} said unchecked`,
      met: (day.notes ?? []).some(
        (n) => size.test(n) && /capacity|how many people|not checked/i.test(n),
      ),
    });
  }
  if (prompt.avoid) {
    const avoid = prompt.avoid;
    checks.push({
      name: `none of ${avoid.join('/')}`,
      met: stops.every((s) => !avoid.includes(s.activity.category)),
    });
  }
  return checks;
}

/** The checks of one prompt's day plan; each counts once toward the share met. */
export function judgeDay(
  prompt: ItineraryPrompt,
  day: Itinerary,
  stops: JudgedStop[],
  forecast: WeatherResponse,
  areas: Record<string, EvalArea> = {},
): Check[] {
  const visits = stops.filter((s) => !s.meal);
  const checks: Check[] = [
    { name: 'planned', met: stops.length > 0 },
    { name: 'clock', met: stops.every(inItsHours) },
  ];
  if (prompt.part === 'evening') {
    checks.push({
      name: 'evening only',
      met:
        visits.length > 0 &&
        visits.every((s) => s.start >= EVENING) &&
        stops.every((s) => !s.meal || s.start >= EVENING),
    });
  }
  if (prompt.part === 'morning') {
    checks.push({
      name: 'morning only',
      met: stops.every((s) => s.end <= 14 * 60),
    });
  }
  if (prompt.part === 'afternoon') {
    checks.push({
      name: 'afternoon only',
      met: stops.every((s) => s.start >= 11 * 60 && s.end <= 18 * 60),
    });
  }
  for (const kinds of prompt.kinds ?? []) {
    checks.push({
      name: `kind ${kinds.join('/')}`,
      met: visits.some((s) => kindOf(s.activity, kinds)),
    });
  }
  if (prompt.meal) {
    const kind = prompt.meal === 'breakfast' ? 'brunch' : prompt.meal;
    checks.push({
      name: `${prompt.meal}`,
      met: stops.some((s) => s.meal && mealKinds(s).includes(kind)),
    });
  }
  const outdoorsBad = stops.filter(
    (s) =>
      isOutdoors(s.activity) &&
      !s.activity.start_time &&
      badOutdoorHours(forecast, day.date, s.start, s.end),
  );
  if (prompt.weather === 'cold' || prompt.weather === 'wet') {
    checks.push({
      name: 'no outdoor stop in bad hours',
      met: outdoorsBad.length === 0,
    });
  }
  if (prompt.swap) {
    checks.push({
      name: 'swap said',
      met: stops.some((s) => s.reason !== null),
    });
  }
  if (prompt.weather === 'typical') {
    checks.push({
      name: 'typical: nothing swapped, said so',
      met:
        stops.every((s) => s.reason === null) &&
        (!stops.some((s) => isOutdoors(s.activity)) ||
          (day.notes ?? []).some((n) => n.includes('typical'))),
    });
  }
  return [...checks, ...constraintChecks(prompt, day, stops, areas)];
}

/** The stops of a day with their catalogue facts, in minutes of the day. */
export function judgedStops(
  day: Itinerary,
  facts: Map<number, Activity>,
): JudgedStop[] {
  return day.slots.map((s) => ({
    start: minuteOfDay(s.start_time),
    end: minuteOfDay(s.end_time) + (s.end_time < s.start_time ? 24 * 60 : 0),
    meal: s.is_meal_break,
    reason: s.weather_reason ?? null,
    activity: facts.get(s.activity_id)!,
  }));
}
