import type { Activity } from '@app/shared/activity';
import { defaultDurationMinutes } from '@app/shared/event-rules';
import {
  planDay,
  type Itinerary,
  type ItineraryCandidate,
} from '@app/shared/itinerary';
import { planWeatherOf } from '@app/shared/itinerary-weather';
import {
  METERS_PER_MILE,
  METRO_CENTER,
  metroToday,
  weekday,
} from '@app/shared/metro';
import { metroClock } from '@app/shared/open-now';
import { DEFAULT_PREFERENCES, type Preferences } from '@app/shared/preferences';
import type { AiSearchResult } from '@app/shared/search';
import type { Point } from '@app/shared/travel';
import {
  TRENDING_LIMIT,
  type AiDiscoveryResponse,
  type SocialDiscovery,
} from '@app/shared/weekend-discovery';

import type { Db } from '../../db/client';
import type { Explainer } from '../../providers/ai/explainer';
import {
  chainKey,
  type ActivitiesService,
} from '../activities/activities.service';
import { isOutdoors } from '../search/result-filters';
import type { AiSearchService } from '../search/search.service';
import type { WeatherService } from '../weather/weather.service';

import { askedDays } from './asked-days';
import { askedParts, asksOutingFirst } from './asked-parts';
import { explainDays } from './explain-days';
import { interestCategories, personalize } from './personalization';
import {
  fetchPools,
  questionPools,
  unmetNotes,
  type Held,
} from './pool-constraints';
import { interleave, resultsByTopic, uniqueBy } from './question-topics';
import { sayShowStandIns, showStandIns } from './show-stand-ins';
import { unmetConstraints } from './unmet-constraints';
import { judgedByForecast } from './weather-words';
import type { AiDiscoveryRepository } from './weekend-discovery.repository';

export type DiscoveryInput = {
  query: string;
  location: { city: string; state: string; lat?: number; lng?: number };
  dates: string[];
};

const SEARCH_RESULTS = 30;
/** What an indoor stand-in nobody asked for scores against the question's own picks. */
const STAND_IN_SCORE = 0.4;
/** Said of a day planned on the climate normals, which move nothing indoors. */
const TYPICAL_WEATHER_NOTE =
  'The weather here is typical for the date, not a forecast: nothing was moved indoors for it.';
const TRENDING_DAYS = 7;
/**
 * Distinct people a place needs in the window to be called trending: one
 * person's save is not a trend (and would show others what one user did).
 */
const TRENDING_MIN_PEOPLE = 2;
const TRENDING_RADIUS_METERS = 40 * METERS_PER_MILE;
const SOCIAL_LIMIT = 6;
const ACTIVITIES_SHOWN = 12;
/** A sculpture or mural is seen in half an hour, not a venue's two. */
const PUBLIC_ART_MINUTES = 30;

/**
 * Places of one name are a chain's branches, which a list cannot tell
 * apart; events are told apart by their dates (and a recurring one is
 * listed once already).
 */
const branchKey = (a: Pick<Activity, 'id' | 'name' | 'start_time'>) =>
  a.start_time === null ? chainKey(a) : a.id;

function toCandidate(
  a: AiSearchResult | Activity,
  score: number,
): ItineraryCandidate {
  const start = a.start_time ? new Date(a.start_time) : null;
  return {
    id: a.id,
    name: a.name,
    category: a.category,
    subcategory: a.subcategory,
    types: a.types,
    score,
    outdoors: isOutdoors(a),
    business_hours: a.business_hours,
    event_date: start ? metroToday(start) : null,
    event_start: start ? metroClock(start).minute : null,
    venue: a.venue_name,
    duration: a.types.includes('public_art')
      ? PUBLIC_ART_MINUTES
      : defaultDurationMinutes(a.category, a.subcategory),
    lat: a.latitude,
    lng: a.longitude,
  };
}

type DiscoveryDeps = {
  search: Pick<AiSearchService, 'search'>;
  activities: Pick<ActivitiesService, 'findSuggestions'>;
  weather: Pick<WeatherService, 'getForecast'>;
  preferences: { get(userId: number): Promise<Preferences> };
  db: Db;
  repo: AiDiscoveryRepository;
  explainer: Explainer;
  now?: () => Date;
};

type Sources = Awaited<ReturnType<typeof gatherSources>>;
type Ranked = ReturnType<typeof personalize>;
type Pools = ReturnType<typeof planningPools>;

/** Everything the answer draws on that does not depend on another fetch, fetched at once. */
async function gatherSources(
  deps: DiscoveryDeps,
  userId: number | undefined,
  query: string,
  start: Point,
) {
  const [prefs, found, near, forecast, trending] = await Promise.all([
    userId ? deps.preferences.get(userId) : DEFAULT_PREFERENCES,
    deps.search.search({ query, categories: [], limit: SEARCH_RESULTS }),
    fetchPools(deps.activities, start),
    deps.weather.getForecast({ ...start, days: 7 }),
    deps.repo.trending(
      deps.db,
      start,
      TRENDING_RADIUS_METERS,
      TRENDING_DAYS,
      50,
    ),
  ]);
  return { prefs, found, ...near, forecast, trending };
}

/** Dates sent with the question win over the days its words name. */
function datesAsked(input: DiscoveryInput, sources: Sources, asked: Date) {
  return input.dates.length
    ? [...input.dates].sort()
    : askedDays(sources.found.understanding.when, asked);
}

/**
 * The results of each part of the question. A question with nothing to go
 * on ('plan my day') plans from the user's interests rather than from
 * meals alone.
 */
async function searchTopics(
  search: DiscoveryDeps['search'],
  query: string,
  { found, prefs }: Sources,
): Promise<AiSearchResult[][]> {
  if (found.results.length > 0) {
    return resultsByTopic(search, query, found, SEARCH_RESULTS);
  }
  const byInterest = await search.search({
    query,
    categories: [...interestCategories(prefs)],
    limit: SEARCH_RESULTS,
  });
  return [byInterest.results];
}

/**
 * Best personal match first; the sort is stable, so ties keep the search's
 * order (the topics taking turns). Of a chain's branches the best placed
 * one stays, and is the one planned.
 */
function rankForUser(
  results: AiSearchResult[],
  { prefs, found, forecast, trending }: Sources,
  start: Point,
  firstDate: string,
): Ranked[] {
  const context = {
    start,
    prefs,
    weather: planWeatherOf(forecast, firstDate),
    recentPeople: new Map(trending.map((t) => [t.id, t.people])),
    eventsListed:
      found.understanding.when !== null &&
      results.some((r) => r.start_time !== null),
  };
  return uniqueBy(
    results
      .map((r) => personalize(r, context))
      .sort(
        (a, b) =>
          b.personalization.relevance_score - a.personalization.relevance_score,
      ),
    branchKey,
  );
}

/**
 * The picks, meals and indoor stand-ins the day plans choose from; the
 * meals and stand-ins held to the question (pool-constraints.ts).
 */
function planningPools(
  results: AiSearchResult[],
  personal: Ranked[],
  { meals, indoor }: Held,
) {
  const kept = new Set(personal.map((a) => a.id));
  const keptBranches = new Set(personal.map(branchKey));
  return {
    // A sample event is never scheduled into a plan.
    candidates: results
      .filter((r) => kept.has(r.id) && r.source !== 'sample')
      .map((r) => toCandidate(r, r.relevance_score)),
    meals: uniqueBy(meals, branchKey)
      .filter((m) => !keptBranches.has(branchKey(m)))
      .map((m) => toCandidate(m, 0.5)),
    standIns: indoor
      .filter((a) => !isOutdoors(a) && !keptBranches.has(branchKey(a)))
      .map((a) => toCandidate(a, STAND_IN_SCORE)),
  };
}

/**
 * One itinerary per date, none repeating an earlier day's pick, each saying
 * what it could not meet of the question. Typical weather is no forecast:
 * it never swaps a day indoors, and a day with outdoor stops says it was
 * planned on it.
 */
function planDays(
  dates: string[],
  pools: Pools & { held: Held },
  { prefs, found, forecast }: Sources,
  trip: {
    start: Point;
    asked: Date;
    parts: ReturnType<typeof askedParts>;
    outingFirst: boolean;
  },
): Itinerary[] {
  const today = metroToday(trip.asked);
  const used = new Set<number>();
  const outdoorIds = new Set(
    pools.candidates.filter((c) => c.outdoors).map((c) => c.id),
  );
  return dates
    .map((date) =>
      planDay({
        date,
        weekday: weekday(date),
        start: trip.start,
        candidates: pools.candidates,
        meals: pools.meals,
        prefs,
        tolerance: prefs,
        weather: planWeatherOf(forecast, date),
        used,
        notBefore: date === today ? metroClock(trip.asked).minute : undefined,
        cuisines: found.understanding.subcategories,
        parts: trip.parts,
        outingFirst: trip.outingFirst,
        indoor: pools.standIns,
      }),
    )
    .map((itinerary) => {
      const notes = [
        ...unmetNotes(itinerary.slots, pools.held, found.search_summary),
        ...(itinerary.notes ?? []),
        ...(forecast.is_estimate &&
        itinerary.slots.some((s) => outdoorIds.has(s.activity_id))
          ? [TYPICAL_WEATHER_NOTE]
          : []),
      ];
      return notes.length > 0 ? { ...itinerary, notes } : itinerary;
    });
}

/** Our users' recent public reviews of the results. */
async function socialDiscoveries(
  deps: Pick<DiscoveryDeps, 'db' | 'repo'>,
  results: AiSearchResult[],
): Promise<SocialDiscovery[]> {
  const reviews = await deps.repo.recentReviews(
    deps.db,
    results.map((r) => r.id),
    SOCIAL_LIMIT,
  );
  return reviews.map((r) => ({
    platform: 'other',
    title: r.activityName,
    description: r.text,
    date: metroToday(r.createdAt),
    time: null,
    confidence_score: r.rating / 5,
    activity_id: r.activityId,
  }));
}

/** Each part of the question takes its turn in the list, best first. */
function activitiesByTopic(topics: AiSearchResult[][], personal: Ranked[]) {
  const byTopic = topics.map((list) => {
    const ids = new Set(list.map((r) => r.id));
    return personal.filter((a) => ids.has(a.id));
  });
  return interleave(byTopic, (a) => a.id).slice(0, ACTIVITIES_SHOWN);
}

/**
 * AI Weekend Discovery: the question is searched like AI search, each result
 * personalised for the user, our users' public reviews of them shown as
 * social discoveries, and each asked date planned by the itinerary optimiser.
 */
export function createAiDiscoveryService(deps: DiscoveryDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    async discover(
      userId: number | undefined,
      input: DiscoveryInput,
    ): Promise<AiDiscoveryResponse> {
      const start = {
        lat: input.location.lat ?? METRO_CENTER.lat,
        lng: input.location.lng ?? METRO_CENTER.lng,
      };
      const asked = now();
      const gathered = await gatherSources(deps, userId, input.query, start);
      const { query, found } = await judgedByForecast(
        deps.search,
        input.query,
        gathered.found,
        gathered.forecast,
        SEARCH_RESULTS,
      );
      const sources = { ...gathered, found };
      const dates = datesAsked(input, sources, asked);
      const byTopic = await searchTopics(deps.search, query, sources);
      const shows = showStandIns(query, sources.found, byTopic);
      const topics = shows.length > 0 ? [...byTopic, shows] : byTopic;
      const results = interleave(topics, (r) => r.id);
      const personal = rankForUser(results, sources, start, dates[0]!);
      const held = await questionPools(
        deps.activities,
        sources.found.understanding,
        asked,
        sources,
      );
      const pools = { ...planningPools(results, personal, held), held };
      const parts = askedParts(query, found.understanding);
      const planned = sayShowStandIns(
        planDays(dates, pools, sources, {
          start,
          asked,
          parts,
          outingFirst: asksOutingFirst(query),
        }),
        shows,
      );
      const suggested_itineraries = await explainDays(
        deps.explainer,
        input.query,
        planned,
      );
      return {
        activities: activitiesByTopic(topics, personal),
        social_discoveries: await socialDiscoveries(deps, results),
        suggested_itineraries,
        trending_locally: sources.trending
          .filter((t) => t.people >= TRENDING_MIN_PEOPLE)
          .slice(0, TRENDING_LIMIT),
        weather_is_estimate: sources.forecast.is_estimate,
        unmet_constraints: unmetConstraints(planned),
      };
    },
  };
}

export type AiDiscoveryService = ReturnType<typeof createAiDiscoveryService>;
