import { METERS_PER_MILE, comingWeekend, metroToday } from '@app/shared/metro';
import { metroClock, isOpenAt } from '@app/shared/open-now';
import { DEFAULT_PREFERENCES, type Preferences } from '@app/shared/preferences';
import type { WeatherResponse } from '@app/shared/weather';
import type {
  CurrentWeather,
  Enrichment,
  LiveEventsResponse,
  RealTimeResponse,
  WeekendInsights,
} from '@app/shared/weekend-insights';

import type { Db } from '../../db/client';
import { factsFrom } from '../activities/provenance';
import type { WeatherService } from '../weather/weather.service';

import { busyTimes } from './busy-times';
import {
  dataSourcesOf,
  metroWhen,
  hasGap,
  miles,
  MIN_REVIEWS_FOR_TIP,
  reviewTip,
  toDiscovery,
} from './discoveries';
import type {
  AiIntelligenceRepository,
  NearRow,
} from './weekend-insights.repository';
import {
  isDowntown,
  specialEvents,
  weatherOpportunities,
} from './weekend-rules';

type Point = { lat: number; lng: number };

const DAY_MS = 86_400_000;
const EVENT_DAYS_AHEAD = 14;
const NEW_PLACE_DAYS = 30;
const ENRICH_RADIUS_METERS = 2 * METERS_PER_MILE;
const WEEKEND_RADIUS_METERS = 25 * METERS_PER_MILE;
const WEEKEND_EVENTS = 100;
const TRENDING_DAYS = 7;
const MAX_TIPS = 5;

/** The 3-hour slot holding `now` (Denver), else today's figures. */
function currentWeather(
  weather: WeatherResponse,
  now: Date,
): CurrentWeather | null {
  const minute = metroClock(now).minute;
  const local = `${metroToday(now)}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  const slot = weather.hourly_3h.filter((h) => h.datetime <= local).at(-1);
  const today = weather.forecast[0];
  if (slot?.datetime.startsWith(metroToday(now))) {
    return {
      temperature: Math.round(slot.temperature),
      // Normals name no sky, only what this hour usually brings.
      description: weather.is_estimate
        ? 'typical for this time of day'
        : slot.condition.toLowerCase(),
      is_estimate: weather.is_estimate,
    };
  }
  if (!today) return null;
  return {
    temperature: Math.round(today.temperature.day),
    description: today.weather.description,
    is_estimate: weather.is_estimate,
  };
}

/**
 * The AI intelligence panel's three answers, built only from the catalogue,
 * our users' reviews and planned visits, and the weather provider.
 */
export function createAiIntelligenceService(deps: {
  db: Db;
  repo: AiIntelligenceRepository;
  weather: Pick<WeatherService, 'getForecast'>;
  preferences: { get(userId: number): Promise<Preferences> };
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function liveEvents(input: {
    location: Point;
    radius_miles: number;
    limit: number;
  }): Promise<LiveEventsResponse> {
    const at = now();
    const radius = input.radius_miles * METERS_PER_MILE;
    const [events, places] = await Promise.all([
      deps.repo.upcomingEvents(
        deps.db,
        input.location,
        radius,
        { from: at, to: new Date(at.getTime() + EVENT_DAYS_AHEAD * DAY_MS) },
        input.limit,
      ),
      deps.repo.newPlaces(
        deps.db,
        input.location,
        radius,
        new Date(at.getTime() - NEW_PLACE_DAYS * DAY_MS),
        input.limit,
      ),
    ]);
    // New places keep up to a third of the list so events cannot crowd them out.
    const placesShown = Math.min(places.length, Math.ceil(input.limit / 3));
    const rows = [
      ...events.slice(0, input.limit - placesShown),
      ...places.slice(0, placesShown),
    ];
    const discoveries = rows.map((row) => toDiscovery(row, at));
    return {
      discoveries,
      total_found: (events[0]?.total ?? 0) + (places[0]?.total ?? 0),
      data_gaps_found: discoveries.filter(hasGap).length,
      ai_enhanced: false,
    };
  }

  async function realTime(input: {
    location: Point;
    limit: number;
  }): Promise<RealTimeResponse> {
    const at = now();
    const [rows, forecast] = await Promise.all([
      deps.repo.placesWithLiveFacts(
        deps.db,
        input.location,
        ENRICH_RADIUS_METERS,
        input.limit,
      ),
      deps.weather.getForecast({ ...input.location, days: 1 }),
    ]);
    const visits = await deps.repo.plannedVisitsByHour(
      deps.db,
      rows.map((r) => r.id),
    );
    const weather = currentWeather(forecast, at);
    const enrichments = rows.map((row): Enrichment => {
      const byHour = new Map(
        visits
          .filter((v) => v.activityId === row.id)
          .map((v) => [v.hour, v.visits]),
      );
      const waits = busyTimes(byHour, row.businessHours, at);
      const open = isOpenAt(row.businessHours, at);
      const conditions = [
        open === null ? 'Hours not known' : open ? 'Open now' : 'Closed now',
        ...(weather
          ? [
              `${weather.temperature}°F, ${weather.description}${weather.is_estimate ? ' (estimate)' : ''}`,
            ]
          : []),
        ...(waits
          ? [`Usually ${waits.current_wait} at this hour (estimate)`]
          : []),
      ];
      return {
        activity_id: row.id,
        name: row.name,
        category: row.category,
        address: row.address,
        distance_miles: miles(row.distance),
        real_data: {
          is_open_now: open,
          rating: row.reviewCount > 0 ? row.rating : null,
          total_reviews: row.reviewCount,
          current_weather: weather,
          data_freshness: (row.sourceCheckedAt ?? row.updatedAt).toISOString(),
        },
        wait_times: waits,
        current_conditions: conditions,
        confidence:
          Math.round(
            (0.3 +
              (open === null ? 0 : 0.3) +
              (row.reviewCount > 0 ? 0.2 : 0) +
              (row.sourceCheckedAt ? 0.2 : 0)) *
              100,
          ) / 100,
        data_sources: [
          ...dataSourcesOf(row),
          forecast.source,
          ...(waits ? ['planned visits'] : []),
        ],
      };
    });
    return {
      enrichments,
      current_weather: weather,
      generated_at: at.toISOString(),
    };
  }

  async function weekendInsights(
    userId: number | undefined,
    input: { location: Point; dates: string[]; interests: string[] },
  ): Promise<WeekendInsights> {
    const at = now();
    const dates = input.dates.length
      ? [...input.dates].sort()
      : comingWeekend(metroToday(at));
    const point = input.location;
    const [prefs, events, forecast, rated, trending] = await Promise.all([
      userId ? deps.preferences.get(userId) : DEFAULT_PREFERENCES,
      deps.repo.eventsOn(
        deps.db,
        point,
        WEEKEND_RADIUS_METERS,
        dates,
        WEEKEND_EVENTS,
      ),
      deps.weather.getForecast({ ...point, days: 7 }),
      deps.repo.topRated(
        deps.db,
        point,
        WEEKEND_RADIUS_METERS,
        input.interests,
        MIN_REVIEWS_FOR_TIP,
        2,
      ),
      deps.repo.trending(
        deps.db,
        point,
        WEEKEND_RADIUS_METERS,
        TRENDING_DAYS,
        1,
      ),
    ]);
    const opportunities = weatherOpportunities(dates, forecast, prefs);
    const tips = insiderTips({
      events,
      rated,
      trending,
      interests: input.interests,
      outdoorWindow: opportunities.find((o) => !o.window.endsWith('all day')),
    });
    return {
      dates,
      total_events_analyzed: events[0]?.total ?? 0,
      data_sources: [
        'Weekend Planner catalogue',
        ...new Set(events.map(factsFrom)),
        ...(rated.length ? ['Weekend Planner reviews'] : []),
        forecast.is_estimate
          ? 'Denver climate normals (estimate)'
          : `${forecast.source} forecast`,
      ],
      special_events: specialEvents(events),
      weather_opportunities: opportunities,
      insider_tips: tips,
    };
  }

  return { liveEvents, realTime, weekendInsights };
}

/** Tips each backed by a figure from our data, at most MAX_TIPS. */
function insiderTips(input: {
  events: NearRow[];
  rated: NearRow[];
  trending: { name: string; people: number }[];
  interests: string[];
  outdoorWindow?: WeekendInsights['weather_opportunities'][number];
}): WeekendInsights['insider_tips'] {
  const tips: WeekendInsights['insider_tips'] = [];
  const game = input.events.find(
    (e) => e.category === 'professional_sports' && isDowntown(e),
  );
  if (game) {
    tips.push({
      tip: 'Eat early or away from downtown on game day',
      reason: `${game.name} starts ${metroWhen(game.startTime!)}${game.venueName ? ` at ${game.venueName}` : ''}.`,
    });
  }
  for (const row of input.rated) {
    tips.push({ tip: `Try ${row.name}`, reason: `${reviewTip(row)}.` });
  }
  for (const place of input.trending) {
    tips.push({
      tip: `${place.name} is popular right now`,
      reason: `${place.people} ${place.people === 1 ? 'person' : 'people'} saved, planned or viewed it in the last ${TRENDING_DAYS} days.`,
    });
  }
  const wantsOutdoors =
    input.interests.length === 0 || input.interests.includes('outdoors');
  if (input.outdoorWindow && wantsOutdoors) {
    tips.push({
      tip: `Save outdoor plans for ${input.outdoorWindow.window}`,
      reason: input.outdoorWindow.recommendation,
    });
  }
  const concerts = input.events.filter((e) => e.category === 'concerts');
  if (concerts.length > 0 && input.interests.includes('concerts')) {
    const first = concerts[0]!;
    tips.push({
      tip: `${concerts.length} concert${concerts.length === 1 ? '' : 's'} on your dates`,
      reason: `The first is ${first.name}, ${metroWhen(first.startTime!)}.`,
    });
  }
  return tips.slice(0, MAX_TIPS);
}

export type AiIntelligenceService = ReturnType<
  typeof createAiIntelligenceService
>;
