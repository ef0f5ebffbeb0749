import type { DiscoveryActivity } from '@app/shared/ai-discovery';
import type { AiSearchResult } from '@app/shared/ai-search';
import { weatherProblem, type DayWeather } from '@app/shared/day-weather';
import {
  defaultStartTime,
  formatEventDate,
  formatEventTime,
  formatTime12h,
} from '@app/shared/event-rules';
import { categoryLabel, categoryOfInterest } from '@app/shared/interests';
import { travel, type Point } from '@app/shared/itinerary';
import type { Preferences } from '@app/shared/preferences';

import { isOutdoors } from '../ai-search/result-filters';

export type PersonalContext = {
  start: Point;
  prefs: Preferences;
  /** The first asked date's forecast, when known. */
  weather: DayWeather | null;
  /** People who saved, planned or viewed each activity in the trending window. */
  recentPeople: Map<number, number>;
};

function interestCategories(prefs: Preferences): Set<string> {
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

function timing(a: AiSearchResult): string {
  if (a.start_time) {
    const time = formatEventTime(a.start_time);
    return `Starts ${formatEventDate(a.start_time)}${time ? ` at ${time}` : ''}.`;
  }
  const at = formatTime12h(defaultStartTime(a.category, 8));
  return `Plan to arrive around ${at}.`;
}

/** 100 indoors; outdoors loses what the forecast breaks of the user's limits. */
function weatherSuitability(
  a: AiSearchResult,
  context: PersonalContext,
): number {
  if (!isOutdoors(a) || !context.weather) return 100;
  const problem = weatherProblem(context.weather, context.prefs);
  if (!problem) return 100;
  return problem.kind === 'heat' ? 60 : 30;
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
  if (leg.minutes > context.prefs.max_travel_time) {
    tips.push(
      `Farther than your ${context.prefs.max_travel_time}-minute travel limit.`,
    );
  }
  if (a.other_dates.length > 0) {
    tips.push(`Also on ${a.other_dates.length} later dates.`);
  }
  const suitability = weatherSuitability(a, context);
  if (suitability < 100) {
    tips.push(
      'The forecast is outside your weather preferences for this outdoor pick.',
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
      relevance_score: Math.min(
        1,
        a.relevance_score + (matchesInterest ? 0.05 : 0),
      ),
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
