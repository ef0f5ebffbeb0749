import type { DayRequest, ItineraryCandidate } from './itinerary';
import {
  kindWindow,
  servesMeal,
  type Block,
  type Meal,
} from './itinerary-hours';
import {
  cuisineOf,
  goesOnLate,
  isUnlistedStage,
  samePlace,
} from './itinerary-places';
import type { WeatherJudge } from './itinerary-weather';
import { isOpenFor, openRangesOn } from './opening-hours';
import { sunriseMinute, sunsetMinute } from './sun';
import { travel, type Point } from './travel';

/** The steps of planning one day: its pools, its picks, its meals. */

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
/**
 * Score an indoor stand-in loses when it is of a related kind but not
 * nature's own (a gallery for a hike), and when it is of another kind.
 */
const RELATED_SWAP_COST = 0.15;
const UNRELATED_SWAP_COST = 0.4;
/**
 * Score a bar loses in the evening of a night out: drinks come after the
 * show, so the evening's slot goes to the show when there is one.
 */
const DRINKS_LATER_COST = 0.3;

type Stop = {
  c: ItineraryCandidate;
  start: number;
  meal: boolean;
  weatherReason?: string;
};

/** When a pick could start, given the travel to it; null when it cannot. */
type StartRule = (c: ItineraryCandidate, earliest: number) => number | null;

/** A day being planned: its pools, what is placed, and where and when the user is. */
export type Plan = {
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
  /** A night out: drinks follow the evening's pick. */
  lateFollows: boolean;
};

export function startPlan(
  request: DayRequest,
  judge: WeatherJudge,
  lateFollows: boolean,
): Plan {
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
    lateFollows,
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
export function planMeal(plan: Plan, meal: Meal, leadsInto: Block | undefined) {
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
export function planBlock(plan: Plan, block: Block) {
  const startOf = startRule(plan, block);
  const options = { weather: true, part: block.part };
  const drinksLater =
    block.part === 'evening' && plan.lateFollows
      ? (c: ItineraryCandidate) => (goesOnLate(c) ? DRINKS_LATER_COST : 0)
      : undefined;
  const free = pickBest(plan, plan.sights, startOf, {
    weather: false,
    cost: drinksLater,
  });
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
    cost: (c) => swapCost(outdoor, c),
  });
  if (!stop) {
    plan.refused.push(fact);
    return undefined;
  }
  return { ...stop, weatherReason: `${fact}: ${stop.c.name} instead` };
}

/** Indoor kinds close to an outdoor one: a hike to a museum, a court to a gym. */
const RELATED_KINDS: Readonly<Record<string, readonly string[]>> = {
  outdoors: ['arts', 'recreational_sports'],
  recreational_sports: ['recreational_sports', 'entertainment'],
  arts: ['arts'],
  entertainment: ['entertainment', 'arts'],
};
/** Indoor nature: what a day outdoors turns into when the weather turns. */
const NATURE_WORDS =
  /nature|science|natural|botanic|aquarium|zoo|conservatory|climbing/i;

/** Score a stand-in loses for being less like the outdoor pick it replaces. */
export function swapCost(
  outdoor: Pick<ItineraryCandidate, 'name' | 'category'>,
  indoor: Pick<ItineraryCandidate, 'name' | 'category'>,
) {
  if (outdoor.category === 'outdoors' && NATURE_WORDS.test(indoor.name)) {
    return 0;
  }
  const kinds = RELATED_KINDS[outdoor.category] ?? [outdoor.category];
  return kinds.includes(indoor.category)
    ? RELATED_SWAP_COST
    : UNRELATED_SWAP_COST;
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
