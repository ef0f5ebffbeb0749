import type { Activity } from '@app/shared/activity';
import { minuteOfDay } from '@app/shared/calendar';
import { swapCost } from '@app/shared/itinerary-steps';
import { hourlyProblem, planWeatherOf } from '@app/shared/itinerary-weather';
import { addDays, METERS_PER_MILE, metroToday } from '@app/shared/metro';
import { DEFAULT_FORECAST_DAYS } from '@app/shared/weather';

import type { Db } from '../../db/client';
import { runEvery } from '../../lib/run-every';
import type { ActivitiesService } from '../activities/activities.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PreferencesService } from '../preferences/preferences.service';
import { isOutdoors } from '../search/result-filters';
import type { WeatherService } from '../weather/weather.service';

import { headline } from './weather-swaps';
import {
  alertedDays,
  claimAlert,
  plannedStops,
} from './weather-watch.repository';

type WeatherWatchDeps = {
  db: Db;
  activities: Pick<ActivitiesService, 'getById' | 'findSuggestions'>;
  weather: Pick<WeatherService, 'getForecast'>;
  preferences: Pick<PreferencesService, 'get'>;
  notifications: Pick<NotificationsService, 'record'>;
};

const BATCH = 200;
/** An untimed stop is judged at a late-morning visit. */
const UNTIMED_START = 10 * 60;
const STAND_IN_RADIUS_METERS = 8 * METERS_PER_MILE;
const STAND_IN_CATEGORIES = ['arts', 'entertainment', 'recreational_sports'];
type OutdoorStop = {
  itemId: number;
  planId: number;
  userId: number;
  date: string;
  start: number;
  end: number;
  activity: Activity;
};

/** The outdoor stops of finalized plans on the days a real forecast covers. */
async function outdoorStops(
  deps: WeatherWatchDeps,
  today: string,
): Promise<OutdoorStop[]> {
  const last = addDays(today, DEFAULT_FORECAST_DAYS - 1);
  const rows = await plannedStops(deps.db, today, last, BATCH);
  const stops: OutdoorStop[] = [];
  for (const row of rows) {
    const activity = await deps.activities.getById(row.activityId);
    if (!isOutdoors(activity) || activity.start_time) continue;
    const start = row.time ? minuteOfDay(row.time) : UNTIMED_START;
    stops.push({ ...row, start, end: start + row.minutes, activity });
  }
  return stops;
}

/** The best indoor place near an outdoor stop, of the most related kind, not already in the plan. */
async function standIn(
  deps: WeatherWatchDeps,
  stop: OutdoorStop,
  inPlan: Set<number>,
) {
  const near = await deps.activities.findSuggestions({
    lat: stop.activity.latitude,
    lng: stop.activity.longitude,
    radiusMeters: STAND_IN_RADIUS_METERS,
    categories: STAND_IN_CATEGORIES,
    limit: 20,
  });
  const outdoor = {
    name: stop.activity.name,
    category: stop.activity.category,
  };
  return near
    .filter((a) => !isOutdoors(a) && !a.start_time && !inPlan.has(a.id))
    .sort((a, b) => swapCost(outdoor, a) - swapCost(outdoor, b))[0];
}

/**
 * Checks the forecast for the outdoor stops of every finalized plan in
 * the next days; a stop whose planned hours break its owner's limits gets
 * one alert per plan and day, with an indoor swap to apply in one tap.
 * The alert row is claimed in the notification's transaction, so several
 * processes send it once. Typical weather (no forecast) alerts nothing.
 */
export async function sendWeatherAlerts(
  deps: WeatherWatchDeps,
  now = new Date(),
): Promise<number> {
  const today = metroToday(now);
  const stops = await outdoorStops(deps, today);
  const planIds = [...new Set(stops.map((s) => s.planId))];
  if (planIds.length === 0) return 0;
  const alerted = await alertedDays(deps.db, planIds);
  const done = new Set(alerted.map((a) => `${a.planId}:${a.date}`));
  let sent = 0;
  for (const stop of stops) {
    const key = `${stop.planId}:${stop.date}`;
    if (done.has(key)) continue;
    const forecast = await deps.weather.getForecast({
      lat: stop.activity.latitude,
      lng: stop.activity.longitude,
      days: DEFAULT_FORECAST_DAYS,
    });
    const weather = planWeatherOf(forecast, stop.date);
    if (!weather?.hours) continue;
    const prefs = await deps.preferences.get(stop.userId);
    const reason = hourlyProblem(weather.hours, prefs, stop.start, stop.end);
    if (!reason) continue;
    const inPlan = new Set(
      stops.filter((s) => s.planId === stop.planId).map((s) => s.activity.id),
    );
    const replacement = await standIn(deps, stop, inPlan);
    if (!replacement) continue;
    done.add(key);
    const afterCommit = await deps.db.transaction(async (tx) => {
      const claimed = await claimAlert(tx, {
        planId: stop.planId,
        date: stop.date,
        planActivityId: stop.itemId,
        replacementId: replacement.id,
        reason,
      });
      if (!claimed) return undefined;
      return deps.notifications.record(tx, {
        userId: stop.userId,
        type: 'plan_reminder',
        title: `${headline(stop.date, reason)}: swap ${stop.activity.name} for ${replacement.name}?`,
        message: `${reason}. Tap to put ${replacement.name} in its place.`,
        priority: 'high',
        actionUrl: `/my-plans?planId=${stop.planId}&weatherSwap=${stop.date}`,
      });
    });
    if (afterCommit) {
      await afterCommit();
      sent += 1;
    }
  }
  return sent;
}

/** Runs the weather check every `intervalMs`; returns a stop function. */
export function startWeatherWatch(
  deps: WeatherWatchDeps & {
    intervalMs: number;
    log: { warn: (obj: object, msg: string) => void };
  },
) {
  return runEvery(
    deps.intervalMs,
    () => sendWeatherAlerts(deps),
    deps.log,
    'weather watch failed',
  );
}
