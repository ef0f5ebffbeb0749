import { z } from 'zod';

import { weatherProblem, type WeatherTolerance } from './day-weather';
import { daySteps, type DayPart } from './itinerary-hours';
import { planBlock, planMeal, startPlan, type Plan } from './itinerary-steps';
import {
  weatherJudge,
  type PlanWeather,
  type WeatherJudge,
} from './itinerary-weather';
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
  /** A morning's outing asked before its meal ('an early hike before brunch'). */
  outingFirst?: boolean;
  /** Indoor places to stand in for outdoor picks the weather rules out. */
  indoor?: ItineraryCandidate[];
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
  const steps = daySteps(request.parts, {
    outingFirst: request.outingFirst,
  });
  const plan = startPlan(
    request,
    judge,
    steps.some((s) => 'block' in s && s.block.part === 'late'),
  );
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
