import { z } from 'zod';

import { weatherProblem, type WeatherTolerance } from './day-weather';
import {
  daySteps,
  kindWindow,
  servesMeal,
  type Block,
  type DayPart,
  type Meal,
} from './itinerary-hours';
import {
  cuisineOf,
  goesOnLate,
  isUnlistedStage,
  samePlace,
} from './itinerary-places';
import {
  weatherJudge,
  type PlanWeather,
  type WeatherJudge,
} from './itinerary-weather';
import { isOpenFor, openRangesOn } from './opening-hours';
import { sunriseMinute, sunsetMinute } from './sun';
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
  /**
   * Why this stop stands in for an outdoor one the forecast ruled out
   * ('Too cold at 9 am (23 °F): Denver Museum of Nature & Science instead').
   */
  weather_reason: z.string().nullable().optional(),
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
  /** The catalogue's types ('cafe', 'night_club'), when known. */
  types?: readonly string[];
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

/** The day starts when the user leaves, an hour before the morning pick. */
const DAY_START = 8 * 60 + 30;
/**
 * Bars and listed shows go on late: asked at 9 PM, tonight can still hold
 * one. A bar, or any dated event, may start until 10:30 PM; other places
 * by the evening's 9 PM.
 */
const LATE_EVENING_START = 22 * 60 + 30;
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
/** Score an indoor stand-in of another kind than the outdoor pick loses. */
const UNRELATED_SWAP_COST = 0.2;

export type DayRequest = {
  date: string;
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
  start: Point;
  candidates: ItineraryCandidate[];
  meals: ItineraryCandidate[];
  prefs: TravelPrefs;
  tolerance: WeatherTolerance;
  weather: PlanWeather | null;
  /** Ids already placed on earlier days. */
  used?: Set<number>;
  /** Today's: the minute of the day it is now, so nothing starts in the past. */
  notBefore?: number;
  /** Cuisines the question asked for ('Italian'): both meals may be one. */
  cuisines?: readonly string[];
  /** The parts of the day asked for ('Friday night': the evening); all by default. */
  parts?: readonly DayPart[];
  /** Indoor places to stand in for outdoor picks the weather rules out. */
  indoor?: ItineraryCandidate[];
};

type Stop = {
  c: ItineraryCandidate;
  start: number;
  meal: boolean;
  weatherReason?: string;
};

/** When a pick could start, given the travel to it; null when it cannot. */
type StartRule = (c: ItineraryCandidate, earliest: number) => number | null;

/** A day being planned: its pools, what is placed, and where and when the user is. */
type Plan = {
  request: DayRequest;
  judge: WeatherJudge;
  used: Set<number>;
  stops: Stop[];
  notes: string[];
  /** What the forecast ruled out with no stand-in, to say if the day ends empty. */
  refused: string[];
  here: Point;
  clock: number;
  sunrise: number;
  dusk: number;
  everyone: ItineraryCandidate[];
  /** Food the question asked for: eaten at the meals. */
  asked: ItineraryCandidate[];
  /** Non-food candidates; `sights` leaves out stages with no show listed. */
  places: ItineraryCandidate[];
  sights: ItineraryCandidate[];
  mealPool: ItineraryCandidate[];
  askedCuisines: Set<string>;
};

/**
 * One day: the asked parts of it (all three by default) with meals between
 * them at places that serve that meal. Each kind of stop keeps its hours:
 * events their start, places their known opening hours, else the hours of
 * their kind (bars from 5 PM, clubs from 9 PM, museums and shops by day),
 * outdoor places in daylight. A stage of unknown hours is planned only for
 * a show listed there (else the day names it, to look into). Lunch and
 * dinner differ in cuisine when they can, and a place listed twice comes
 * once. Each pick weighs its match score against the travel from the
 * previous stop and needs no more than the user's max travel time unless
 * nothing else fits. An outdoor pick the forecast rules out at its hours is
 * swapped for an indoor one of a related kind, and the stop says why.
 */
export function planDay(request: DayRequest): Itinerary {
  const judge = weatherJudge(request.weather, request.tolerance);
  const plan = planDayWith(request, judge);
  if (plan.stops.length > 0 || plan.refused.length === 0) {
    return toItinerary(plan);
  }
  // Only outdoor picks matched: a day outdoors, with the forecast said
  // plainly, is more use than no day at all.
  const outdoors = planDayWith(request, () => null);
  if (outdoors.stops.length === 0) return toItinerary(plan);
  const daily = request.weather
    ? weatherProblem(request.weather, request.tolerance)
    : null;
  const warning =
    daily?.kind === 'swap'
      ? daily.warning
      : `${plan.refused[0]}, and nothing indoors matched: dress for the weather.`;
  return {
    ...toItinerary(outdoors),
    weather_adjusted: true,
    weather_note: warning,
  };
}

function planDayWith(request: DayRequest, judge: WeatherJudge): Plan {
  const plan = startPlan(request, judge);
  const steps = daySteps(request.parts);
  steps.forEach((step, i) => {
    if (!('meal' in step)) return planBlock(plan, step.block);
    // A meal that opens the plan, or dinner before an evening out, is had
    // only when that part of the day has a pick.
    const after = steps[i + 1];
    const leadsInto =
      after && 'block' in after && (i === 0 || step.meal.kind === 'dinner')
        ? after.block
        : undefined;
    planMeal(plan, step.meal, leadsInto);
  });
  return plan;
}

function startPlan(request: DayRequest, judge: WeatherJudge): Plan {
  const at = request.start;
  const sunset = request.weather?.sunset ?? sunsetMinute(request.date, at);
  const sunrise = request.weather?.sunrise ?? sunriseMinute(request.date, at);
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
  return {
    request,
    judge,
    used: request.used ?? new Set<number>(),
    stops: [],
    notes: [],
    refused: [],
    here: at,
    clock: Math.max(
      DAY_START,
      Math.ceil((request.notBefore ?? 0) / QUARTER) * QUARTER,
    ),
    sunrise: sunrise ?? 0,
    dusk: sunset === null ? Infinity : sunset + TWILIGHT,
    everyone: [
      ...request.candidates,
      ...request.meals,
      ...(request.indoor ?? []),
    ],
    asked,
    places,
    sights: places.filter((c) => !isUnlistedStage(c)),
    mealPool: [
      ...asked,
      ...request.meals.filter((m) => !asked.some((a) => a.id === m.id)),
    ],
    askedCuisines: new Set(
      (request.cuisines ?? []).map((c) => c.toLowerCase()),
    ),
  };
}

type PickOptions = {
  /** Outdoor picks must pass the forecast at their hours. */
  weather: boolean;
  part?: Block['part'];
  cost?: (c: ItineraryCandidate) => number;
};

/** The best open, unused pick of a pool for its start, travel weighed in. */
function pickBest(
  plan: Plan,
  pool: readonly ItineraryCandidate[],
  startOf: StartRule,
  options: PickOptions,
): Stop | undefined {
  const { request } = plan;
  let best: { stop: Stop; value: number; tooFar: boolean } | undefined;
  for (const c of pool) {
    if (plan.used.has(c.id)) continue;
    const leg = travel(plan.here, c, request.prefs);
    const start = startOf(c, plan.clock + leg.minutes);
    if (start === null) continue;
    const end = start + c.duration;
    if (isOpenFor(c.business_hours, request.weekday, start, end) === false) {
      continue;
    }
    if (
      options.weather &&
      c.outdoors &&
      plan.judge(start, end, options.part ?? 'morning')
    ) {
      continue;
    }
    const tooFar = leg.minutes > request.prefs.max_travel_time;
    const value =
      c.score - leg.minutes * TRAVEL_COST - (options.cost?.(c) ?? 0);
    const better =
      !best ||
      (best.tooFar && !tooFar) ||
      (best.tooFar === tooFar && value > best.value);
    if (better) best = { stop: { c, start, meal: false }, value, tooFar };
  }
  return best?.stop;
}

function placeStop(plan: Plan, stop: Stop | undefined) {
  if (!stop) return;
  // A place listed twice is still one place: neither record comes again.
  for (const c of plan.everyone) if (samePlace(c, stop.c)) plan.used.add(c.id);
  plan.used.add(stop.c.id);
  plan.stops.push(stop);
  plan.here = stop.c;
  plan.clock = stop.start + stop.c.duration;
}

/**
 * A meal at a place that serves it, when the day has something else in
 * it or food was asked for; dinner ends before the evening's first event.
 */
function planMeal(plan: Plan, meal: Meal, leadsInto: Block | undefined) {
  const wanted =
    plan.stops.length > 0 ||
    plan.asked.length > 0 ||
    (leadsInto !== undefined &&
      pickBest(plan, plan.sights, startRule(plan, leadsInto), {
        weather: true,
        part: leadsInto.part,
      }) !== undefined);
  if (!wanted) return;
  const endBy = Math.min(
    meal.to,
    meal.kind === 'dinner' ? eveningStartBound(plan.request) : Infinity,
  );
  const pool = plan.mealPool
    .filter((m) => servesMeal(m, meal.kind))
    .map((m) => ({ ...m, duration: meal.duration }));
  const stop = pickBest(
    plan,
    pool,
    (_, earliest) => {
      const start = Math.max(
        meal.from,
        Math.min(meal.at, endBy - meal.duration),
        earliest,
      );
      return start + meal.duration <= endBy ? start : null;
    },
    {
      weather: false,
      cost: meal.kind === 'dinner' ? repeatsLunch(plan) : undefined,
    },
  );
  if (stop) placeStop(plan, { ...stop, meal: true });
}

/** Dinner of lunch's cuisine only when nothing as good of another is near, or when it was asked for. */
function repeatsLunch(plan: Plan) {
  const lunch = plan.stops.find((s) => s.meal);
  return (c: ItineraryCandidate) => {
    const cuisine = cuisineOf(c);
    return lunch !== undefined &&
      cuisine !== null &&
      cuisine === cuisineOf(lunch.c) &&
      !plan.askedCuisines.has(cuisine)
      ? SAME_CUISINE_COST
      : 0;
  };
}

/** When a pick of this part of the day may start: its kind's hours, daylight, an event's start. */
function startRule(plan: Plan, block: Block): StartRule {
  const { request } = plan;
  const night = block.part === 'evening' || block.part === 'late';
  return (c, earliest) => {
    const lateOk = night && (c.event_date !== null || goesOnLate(c));
    if (block.part === 'late' && !lateOk) return null;
    const latest = lateOk ? LATE_EVENING_START : block.to;
    if (c.event_date !== null) {
      const fits =
        c.event_date === request.date &&
        c.event_start !== null &&
        c.event_start >= Math.max(block.from - 60, earliest) &&
        c.event_start <= latest;
      return fits ? c.event_start : null;
    }
    const kind = kindWindow(c);
    const daylight = c.outdoors ? plan.sunrise : 0;
    const start = opensBy(
      c,
      request.weekday,
      Math.max(block.from, earliest, kind.from, daylight),
    );
    const end = start + c.duration;
    const inDaylight = !c.outdoors || end <= plan.dusk;
    return start <= latest && inDaylight && end <= kind.to ? start : null;
  };
}

/**
 * One part of the day: its best pick; an outdoor one the forecast rules
 * out at its hours gives way to the best indoor one of a related kind,
 * with the reason. An evening without a show names the stage that would
 * have had it, had a show been listed there, so that the user can look.
 */
function planBlock(plan: Plan, block: Block) {
  const startOf = startRule(plan, block);
  const options = { weather: true, part: block.part };
  const free = pickBest(plan, plan.sights, startOf, { weather: false });
  const fact =
    free && free.c.outdoors
      ? plan.judge(free.start, free.start + free.c.duration, block.part)
      : null;
  const chosen = fact ? standIn(plan, startOf, free!.c, fact, block) : free;
  const guessed = pickBest(plan, plan.places, startOf, options);
  const show = chosen !== undefined && chosen.c.event_date !== null;
  if (!show && guessed && isUnlistedStage(guessed.c)) {
    plan.notes.push(
      `No show is listed at ${guessed.c.name} that day, so it is left out; check its calendar before going.`,
    );
  }
  placeStop(plan, chosen);
}

/** The stop that stands in for an outdoor pick the weather ruled out, with why. */
function standIn(
  plan: Plan,
  startOf: StartRule,
  outdoor: ItineraryCandidate,
  fact: string,
  block: Block,
): Stop | undefined {
  const pool = [...plan.sights, ...(plan.request.indoor ?? [])];
  const stop = pickBest(plan, pool, startOf, {
    weather: true,
    part: block.part,
    cost: (c) => (relatedKind(outdoor, c) ? 0 : UNRELATED_SWAP_COST),
  });
  if (!stop) {
    plan.refused.push(fact);
    return undefined;
  }
  return { ...stop, weatherReason: `${fact}: ${stop.c.name} instead` };
}

/** Indoor kinds close to an outdoor one: a hike to a nature museum, a court to a gym. */
const RELATED_KINDS: Readonly<Record<string, readonly string[]>> = {
  outdoors: ['arts', 'recreational_sports'],
  recreational_sports: ['recreational_sports', 'entertainment'],
  arts: ['arts'],
  entertainment: ['entertainment', 'arts'],
};
const NATURE_WORDS =
  /nature|science|natural|botanic|aquarium|zoo|conservatory/i;

function relatedKind(outdoor: ItineraryCandidate, indoor: ItineraryCandidate) {
  if (outdoor.category === 'outdoors' && NATURE_WORDS.test(indoor.name)) {
    return true;
  }
  const kinds = RELATED_KINDS[outdoor.category] ?? [outdoor.category];
  return kinds.includes(indoor.category);
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
function eveningStartBound(request: DayRequest): number {
  const evening = 19 * 60;
  const starts = request.candidates
    .filter(
      (c) =>
        c.event_date === request.date &&
        c.event_start !== null &&
        c.event_start >= evening - 60 &&
        !(request.used?.has(c.id) ?? false),
    )
    .map((c) => c.event_start!);
  return Math.min(evening, ...starts) - 15;
}

function toItinerary(plan: Plan): Itinerary {
  const { request, stops } = plan;
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
      weather_reason: stop.weatherReason ?? null,
    };
  });
  const reasons = stops.flatMap((s) => s.weatherReason ?? []);
  const daily = request.weather?.hours?.length
    ? null
    : request.weather && weatherProblem(request.weather, request.tolerance);
  return {
    date: request.date,
    slots,
    total_travel_time: slots.reduce((sum, s) => sum + s.travel_time_to_next, 0),
    weather_adjusted: reasons.length > 0,
    weather_note:
      reasons.length === 0 ? null : (daily?.reason ?? `${reasons.join('. ')}.`),
    notes: plan.notes,
  };
}
