import { formatEventDate, formatEventTime } from '@app/shared/event-rules';
import { categoryLabel, categoryOfInterest } from '@app/shared/interests';
import { hostsEvents } from '@app/shared/itinerary-places';
import {
  hourlyProblem,
  weatherJudge,
  type PlanWeather,
} from '@app/shared/itinerary-weather';
import type { Preferences } from '@app/shared/preferences';
import type { AiSearchResult } from '@app/shared/search';
import { travel, type Point } from '@app/shared/travel';
import type { DiscoveryActivity } from '@app/shared/weekend-discovery';

import { isOutdoors } from '../search/result-filters';

export type PersonalContext = {
  start: Point;
  prefs: Preferences;
  /** The first asked date's forecast (with its hours when given), when known. */
  weather: PlanWeather | null;
  /** People who saved, planned or viewed each activity in the trending window. */
  recentPeople: Map<number, number>;
  /**
   * The question names a time ('this weekend') and some results are events
   * with a listed start: venues with nothing listed then match it less.
   */
  eventsListed: boolean;
};

/** What a venue with no listed event keeps of its match when events were asked for and found. */
const UNLISTED_TIME_FIT = 0.8;
/** What a result outside the user's interests keeps of its match. */
const OTHER_INTEREST_FIT = 0.95;
/** Match lost at twice the travel limit (a closer place is the better match). */
const TRAVEL_FIT_LOSS = 0.15;
/** The travel limit assumed when the user set none (0). */
const DEFAULT_TRAVEL_LIMIT = 60;

export function interestCategories(prefs: Preferences): Set<string> {
  return new Set(
    [...prefs.interests, ...prefs.preferred_activities].flatMap(
      (i) => categoryOfInterest(i) ?? [],
    ),
  );
}

function enhancementStatus(
  a: AiSearchResult,
): 'complete' | 'partial' | 'pending' {
  const facts = [
    a.business_hours,
    a.phone_number ?? a.website_url,
    a.description,
  ];
  const known = facts.filter((f) => f !== null && f !== undefined).length;
  if (known === facts.length) return 'complete';
  return known > 0 ? 'partial' : 'pending';
}

/** Only an event with a listed start has timing to advise; a place gets none. */
function timing(a: AiSearchResult): string {
  if (!a.start_time) return '';
  const time = formatEventTime(a.start_time);
  return `Starts ${formatEventDate(a.start_time)}${time ? ` at ${time}` : ''}.`;
}

/** The hours an outdoor pick is planned in: late morning to late afternoon, before dark. */
const OUTDOOR_FROM = 9 * 60;
const OUTDOOR_TO = 17 * 60;

/**
 * 100 indoors or without a forecast. Outdoors, judged at the hours it would
 * be planned in: the share of those hours within the user's limits, with
 * the worst hour's reason ('Too cold at 9 am (23 °F)'); by the day's
 * figures when the forecast has no hours.
 */
function weatherSuitability(
  a: AiSearchResult,
  context: PersonalContext,
): { score: number; reason: string | null } {
  const weather = context.weather;
  if (!isOutdoors(a) || !weather) return { score: 100, reason: null };
  const to = Math.min(OUTDOOR_TO, weather.sunset ?? OUTDOOR_TO);
  const hours = (weather.hours ?? []).filter(
    (h) => h.minute + 60 > OUTDOOR_FROM && h.minute < to,
  );
  if (hours.length === 0) {
    const fact = weatherJudge(weather, context.prefs)(
      OUTDOOR_FROM,
      to,
      'afternoon',
    );
    return fact ? { score: 30, reason: fact } : { score: 100, reason: null };
  }
  const fine = hours.filter(
    (h) => !hourlyProblem([h], context.prefs, h.minute, h.minute + 60),
  ).length;
  return {
    score: Math.round((100 * fine) / hours.length),
    reason: hourlyProblem(hours, context.prefs, OUTDOOR_FROM, to),
  };
}

/**
 * The search's match scaled by how well the result fits this user and the
 * asked dates: nothing listed when events were asked for, outside the
 * interests, far to travel, weather outside the preferences. Equally good
 * answers to the words then still differ by fit, and never rise above what
 * the words matched.
 */
function personalRelevance(
  searchScore: number,
  fit: {
    unlisted: boolean;
    matchesInterest: boolean;
    minutes: number;
    limit: number;
    suitability: number;
  },
): number {
  const limit = fit.limit > 0 ? fit.limit : DEFAULT_TRAVEL_LIMIT;
  const score =
    searchScore *
    (fit.unlisted ? UNLISTED_TIME_FIT : 1) *
    (fit.matchesInterest ? 1 : OTHER_INTEREST_FIT) *
    (1 - TRAVEL_FIT_LOSS * Math.min(1, fit.minutes / (2 * limit))) *
    (0.7 + (0.3 * fit.suitability) / 100);
  return Math.round(Math.min(1, Math.max(0, score)) * 100) / 100;
}

/**
 * What this user should know about one result, from facts we hold: their
 * interests, how they travel, the forecast and our own users' activity.
 * Nothing is said about what we do not know.
 */
export function personalize(
  a: AiSearchResult,
  context: PersonalContext,
): DiscoveryActivity {
  const interests = interestCategories(context.prefs);
  const matchesInterest = interests.has(a.category);
  const leg = travel(
    context.start,
    { lat: a.latitude, lng: a.longitude },
    context.prefs,
  );
  const people = context.recentPeople.get(a.id) ?? 0;
  const tips: string[] = [];
  if (matchesInterest) {
    tips.push(`Matches your interest in ${categoryLabel(a.category)}.`);
  }
  tips.push(
    `About ${leg.minutes} minutes ${leg.mode === 'driving' ? 'by car' : leg.mode === 'walking' ? 'on foot' : 'by transit'} from your start.`,
  );
  const limit = context.prefs.max_travel_time;
  // 0 is no limit.
  if (limit > 0 && leg.minutes > limit) {
    tips.push(`Farther than your ${limit}-minute travel limit.`);
  }
  // Only a place that hosts events can lack one: a restaurant or a park is
  // neither marked down nor told it has no event.
  const unlisted = context.eventsListed && !a.start_time && hostsEvents(a);
  if (unlisted) tips.push('No event is listed here for your dates.');
  const later = a.other_dates.length;
  if (later > 0) {
    tips.push(`Also on ${later} later ${later === 1 ? 'date' : 'dates'}.`);
  }
  const { score: suitability, reason } = weatherSuitability(a, context);
  if (reason) {
    tips.push(
      `${reason}: outside your weather preferences for this outdoor pick.`,
    );
  }
  return {
    id: a.id,
    name: a.name,
    address: a.address,
    rating: a.rating,
    category: a.category,
    subcategory: a.subcategory,
    photo_url: a.photo_url,
    description: a.description,
    start_time: a.start_time,
    personalization: {
      relevance_score: personalRelevance(a.relevance_score, {
        unlisted,
        matchesInterest,
        minutes: leg.minutes,
        limit,
        suitability,
      }),
      enhancement_status: enhancementStatus(a),
      timing_recommendation: timing(a),
      travel_time_minutes: leg.minutes,
      crowd_prediction:
        people > 0
          ? `${people} ${people === 1 ? 'person' : 'people'} here saved or planned it this week.`
          : 'No recent activity from our users.',
      weather_suitability: suitability,
      personalized_tips: tips,
      friend_compatibility: null,
    },
  };
}
