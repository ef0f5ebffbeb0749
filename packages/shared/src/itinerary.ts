import { z } from 'zod';

import {
  weatherProblem,
  type DayWeather,
  type WeatherProblem,
  type WeatherTolerance,
} from './day-weather';
import {
  cuisineOf,
  goesOnLate,
  isDaytimeFood,
  isUnlistedStage,
  samePlace,
  unknownHoursEarliest,
} from './itinerary-places';
import { isOpenFor, openRangesOn } from './opening-hours';
import { sunsetMinute } from './sun';
import { travel, type Point, type TravelPrefs } from './travel';

export const itinerarySlotSchema = z.object({
  activity_id: z.number().int(),
  activity_name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  is_meal_break: z.boolean(),
  /** Minutes to the next stop; 0 after the last one. */
  travel_time_to_next: z.number().int().min(0),
  travel_mode_to_next: z.enum(['walking', 'driving', 'transit']).nullable(),
});
export type ItinerarySlot = z.infer<typeof itinerarySlotSchema>;

export const itinerarySchema = z.object({
  date: z.string(),
  slots: z.array(itinerarySlotSchema),
  total_travel_time: z.number().int().min(0),
  weather_adjusted: z.boolean(),
  /** Why the day was changed for the weather, when it was. */
  weather_note: z.string().nullable(),
  /**
   * What the day leaves out that the user may still look into: a stage
   * that would have had the evening, had a show been listed there. The
   * planner always fills it; optional so that a day written by hand (a
   * client's test data) need not.
   */
  notes: z.array(z.string()).optional(),
});
export type Itinerary = z.infer<typeof itinerarySchema>;

export type ItineraryCandidate = Point & {
  id: number;
  name: string;
  category: string;
  subcategory: string | null;
  /** 0-1: how well it matches the question and the user's interests. */
  score: number;
  outdoors: boolean;
  business_hours: Readonly<Record<string, readonly string[]>> | null;
  /** Events: the Denver date and start minute; places: null. */
  event_date: string | null;
  event_start: number | null;
  /** Events: the place they are held at, when named; places: null. */
  venue: string | null;
  duration: number;
};

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

type Block = {
  part: 'morning' | 'afternoon' | 'evening';
  from: number;
  to: number;
};

/** Start windows of the day's three parts, in minutes after midnight. */
const BLOCKS: Block[] = [
  { part: 'morning', from: 9 * 60 + 30, to: 11 * 60 },
  { part: 'afternoon', from: 13 * 60 + 30, to: 16 * 60 },
  { part: 'evening', from: 19 * 60, to: 21 * 60 },
];
/** Lunch starts by 2:30 PM; a day begun later has none. */
const LUNCH = { at: 12 * 60, duration: 60, latestStart: 14 * 60 + 30 };
const DINNER = { at: 17 * 60 + 30, duration: 75 };
/** The day starts when the user leaves, an hour before the morning pick. */
const DAY_START = 8 * 60 + 30;
/**
 * Bars and listed shows go on late: asked at 9 PM, tonight can still hold
 * one. A bar, or any dated event, may start until 10:30 PM; other places
 * by the evening's 9 PM.
 */
const LATE_EVENING_START = 22 * 60 + 30;
/**
 * Museums and galleries whose hours are unknown are left by 5:30 PM, when
 * most have closed; not sent to in the evening.
 */
const UNKNOWN_HOURS_LATEST_END: Readonly<Record<string, number>> = {
  arts: 17 * 60 + 30,
};
/** Outdoor places are left by the end of civil twilight, about this long after sunset. */
const TWILIGHT = 30;
/** A day that has begun starts at the next quarter hour. */
const QUARTER = 15;
/** Score lost per minute of travel, so a close stop beats a slightly better far one. */
const TRAVEL_COST = 0.005;
/**
 * Score a dinner of lunch's cuisine loses: a second Italian meal is chosen
 * only over places this much (or 20 minutes' travel) worse.
 */
const SAME_CUISINE_COST = 0.1;

export type DayRequest = {
  date: string;
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
  start: Point;
  candidates: ItineraryCandidate[];
  meals: ItineraryCandidate[];
  prefs: TravelPrefs;
  tolerance: WeatherTolerance;
  weather: DayWeather | null;
  /** Ids already placed on earlier days. */
  used?: Set<number>;
  /** Today's: the minute of the day it is now, so nothing starts in the past. */
  notBefore?: number;
  /** Cuisines the question asked for ('Italian'): both meals may be one. */
  cuisines?: readonly string[];
};

type Stop = { c: ItineraryCandidate; start: number; meal: boolean };

/** When a pick could start, given the travel to it; null when it cannot. */
type StartRule = (c: ItineraryCandidate, earliest: number) => number | null;

/**
 * One day: a morning, afternoon and evening pick with lunch and dinner at
 * nearby food places between them. Events keep their date and start time;
 * places must be open for the whole visit when their hours are known, and
 * outdoor places left by dusk; a stage of unknown hours is planned only for
 * a show listed there (else the day names it, to look into), and a day
 * begun late still gets a bar or a show. Lunch and dinner differ in
 * cuisine when they can, and a place listed twice comes once. Each
 * pick weighs its match score against the travel from the previous stop and
 * needs no more than the user's max travel time unless nothing else fits.
 * When the forecast crosses the user's tolerances, outdoor picks are swapped
 * for indoor ones (or, in heat, kept to the morning) and the day says why.
 */
export function planDay(request: DayRequest): Itinerary {
  const problem = weatherProblem(request.weather, request.tolerance);
  const day = planDayFor(request, problem);
  if (day.slots.length > 0 || problem?.kind !== 'swap') return day;
  // Only outdoor picks matched: a day outdoors, with the forecast said
  // plainly, is more use than no day at all.
  const outdoors = planDayFor(request, null);
  return outdoors.slots.length === 0
    ? day
    : { ...outdoors, weather_adjusted: true, weather_note: problem.warning };
}

function planDayFor(
  request: DayRequest,
  problem: WeatherProblem | null,
): Itinerary {
  const used = request.used ?? new Set<number>();
  let adjusted = false;
  const notes: string[] = [];
  const stops: Stop[] = [];
  let here: Point = request.start;
  const sunset = sunsetMinute(request.date, request.start);
  const dusk = sunset === null ? Infinity : sunset + TWILIGHT;
  let clock = Math.max(
    DAY_START,
    Math.ceil((request.notBefore ?? 0) / QUARTER) * QUARTER,
  );

  const pick = (
    pool: ItineraryCandidate[],
    startOf: StartRule,
    allowOutdoors: boolean,
    cost: (c: ItineraryCandidate) => number = () => 0,
  ): Stop | undefined => {
    let best: { stop: Stop; value: number; tooFar: boolean } | undefined;
    for (const c of pool) {
      if (used.has(c.id) || (c.outdoors && !allowOutdoors)) continue;
      const leg = travel(here, c, request.prefs);
      const start = startOf(c, clock + leg.minutes);
      if (start === null) continue;
      const open = isOpenFor(
        c.business_hours,
        request.weekday,
        start,
        start + c.duration,
      );
      if (open === false) continue;
      const tooFar = leg.minutes > request.prefs.max_travel_time;
      const value = c.score - leg.minutes * TRAVEL_COST - cost(c);
      const better =
        !best ||
        (best.tooFar && !tooFar) ||
        (best.tooFar === tooFar && value > best.value);
      if (better) best = { stop: { c, start, meal: false }, value, tooFar };
    }
    return best?.stop;
  };

  const everyone = [...request.candidates, ...request.meals];
  const place = (stop: Stop | undefined) => {
    if (!stop) return;
    // A place listed twice is still one place: neither record comes again.
    for (const c of everyone) if (samePlace(c, stop.c)) used.add(c.id);
    used.add(stop.c.id);
    stops.push(stop);
    here = stop.c;
    clock = stop.start + stop.c.duration;
  };

  // Food the question asked for is eaten at lunch and dinner, ahead of the
  // nearby places, rather than filling the day's other parts with meals.
  const isFood = (c: ItineraryCandidate) => c.category === 'food';
  const asked = request.candidates.filter(isFood);
  // A venue with a show listed today is planned at the show's time, as the
  // show, rather than at an hour assumed for the venue.
  const showVenues = new Set(
    request.candidates.flatMap((c) =>
      c.event_date === request.date && c.venue ? [c.venue.toLowerCase()] : [],
    ),
  );
  const places = request.candidates.filter(
    (c) =>
      !isFood(c) &&
      !(c.event_date === null && showVenues.has(c.name.toLowerCase())),
  );
  const sights = places.filter((c) => !isUnlistedStage(c));
  const mealPool = [
    ...asked,
    ...request.meals.filter((m) => !asked.some((a) => a.id === m.id)),
  ];
  const askedCuisines = new Set(
    (request.cuisines ?? []).map((c) => c.toLowerCase()),
  );
  // Dinner of lunch's cuisine only when nothing as good of another is near,
  // or when that cuisine is what the question asked for.
  const repeatsLunch = (c: ItineraryCandidate) => {
    const lunch = stops.find((s) => s.meal);
    const cuisine = cuisineOf(c);
    return lunch !== undefined &&
      cuisine !== null &&
      cuisine === cuisineOf(lunch.c) &&
      !askedCuisines.has(cuisine)
      ? SAME_CUISINE_COST
      : 0;
  };
  const meal = (
    at: number,
    duration: number,
    endBy = Infinity,
    dinner = false,
  ) => {
    const pool = mealPool
      .filter((m) => !dinner || !isDaytimeFood(m))
      .map((m) => ({ ...m, duration }));
    const stop = pick(
      pool,
      (_, earliest) => {
        const start = Math.max(Math.min(at, endBy - duration), earliest);
        return start + duration <= endBy ? start : null;
      },
      true,
      dinner ? repeatsLunch : undefined,
    );
    if (stop) place({ ...stop, meal: true });
  };

  for (const block of BLOCKS) {
    const outdoorsOk =
      !problem || (problem.kind === 'heat' && block.part === 'morning');
    const startOf: StartRule = (c, earliest) => {
      const latest =
        block.part === 'evening' && (c.event_date !== null || goesOnLate(c))
          ? LATE_EVENING_START
          : block.to;
      if (c.event_date === null) {
        const start = opensBy(
          c,
          request.weekday,
          Math.max(block.from, earliest, unknownHoursEarliest(c)),
        );
        const end = start + c.duration;
        const inDaylight = !c.outdoors || end <= dusk;
        const beforeClosing =
          c.business_hours !== null ||
          c.outdoors ||
          end <= (UNKNOWN_HOURS_LATEST_END[c.category] ?? Infinity);
        return start <= latest && inDaylight && beforeClosing ? start : null;
      }
      const fits =
        c.event_date === request.date &&
        c.event_start !== null &&
        c.event_start >= Math.max(block.from - 60, earliest) &&
        c.event_start <= latest;
      return fits ? c.event_start : null;
    };
    // Dinner comes before an evening out, even one that is the day's only
    // plan (shows wait for the evening).
    if (
      block.part === 'evening' &&
      (stops.length > 0 ||
        asked.length > 0 ||
        pick(sights, startOf, outdoorsOk) !== undefined)
    ) {
      meal(DINNER.at, DINNER.duration, eveningStartBound(request, block), true);
    }
    const chosen = pick(sights, startOf, outdoorsOk);
    if (!outdoorsOk) {
      const unconstrained = pick(sights, startOf, true);
      if (unconstrained && unconstrained.c.outdoors) adjusted = true;
    }
    // An evening without a show names the stage that would have had it, had
    // a show been listed there, so that the user can look for one.
    const guessed = pick(places, startOf, outdoorsOk);
    const show = chosen !== undefined && chosen.c.event_date !== null;
    if (!show && guessed && isUnlistedStage(guessed.c)) {
      notes.push(
        `No show is listed at ${guessed.c.name} that day, so it is left out; check its calendar before going.`,
      );
    }
    place(chosen);
    if (block.part === 'morning' && (stops.length > 0 || asked.length > 0)) {
      meal(LUNCH.at, LUNCH.duration, LUNCH.latestStart + LUNCH.duration);
    }
  }

  const slots: ItinerarySlot[] = stops.map((stop, i) => {
    const next = stops[i + 1];
    const leg = next ? travel(stop.c, next.c, request.prefs) : undefined;
    return {
      activity_id: stop.c.id,
      activity_name: stop.c.name,
      start_time: hhmm(stop.start),
      end_time: hhmm(stop.start + stop.c.duration),
      is_meal_break: stop.meal,
      travel_time_to_next: leg?.minutes ?? 0,
      travel_mode_to_next: leg?.mode ?? null,
    };
  });
  return {
    date: request.date,
    slots,
    total_travel_time: slots.reduce((sum, s) => sum + s.travel_time_to_next, 0),
    weather_adjusted: adjusted,
    weather_note: adjusted ? problem!.reason : null,
    notes,
  };
}

/** The first moment from `start` on when the place is open for a whole visit. */
function opensBy(
  c: ItineraryCandidate,
  weekday: number,
  start: number,
): number {
  const ranges = openRangesOn(c.business_hours, weekday);
  if (!ranges) return start;
  const range = ranges
    .filter((r) => Math.max(r.from, start) + c.duration <= r.to)
    .sort((a, b) => a.from - b.from)[0];
  return range ? Math.max(range.from, start) : start;
}

/** Dinner ends 15 minutes before the earliest evening event of the day, else by 19:00. */
function eveningStartBound(request: DayRequest, block: Block): number {
  const starts = request.candidates
    .filter(
      (c) =>
        c.event_date === request.date &&
        c.event_start !== null &&
        c.event_start >= block.from - 60 &&
        !(request.used?.has(c.id) ?? false),
    )
    .map((c) => c.event_start!);
  return Math.min(block.from, ...starts) - 15;
}
