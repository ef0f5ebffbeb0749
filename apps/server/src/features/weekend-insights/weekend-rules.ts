import { formatTime12 } from '@app/shared/calendar';
import { weekday } from '@app/shared/metro';
import type { Preferences } from '@app/shared/preferences';
import { typicalDayLine, type WeatherResponse } from '@app/shared/weather';
import type { WeekendInsights } from '@app/shared/weekend-insights';

import { metroWhen } from './discoveries';
import type { NearRow } from './weekend-insights.repository';

/** Events this close to the metro's centre are downtown (Coors Field, Ball Arena, Empower Field). */
const DOWNTOWN_METERS = 2500;
const SPECIAL_LIMIT = 6;
/** Daylight 3-hour slots considered for outdoor plans: 09-12, 12-15, 15-18. */
const DAY_SLOTS = [9, 12, 15];
const SLOT_HOURS = 3;
const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

type Tolerance = Pick<
  Preferences,
  'outdoor_temp_min' | 'outdoor_temp_max' | 'precipitation_tolerance'
>;

const isGame = (row: NearRow) => row.category === 'professional_sports';
export const isDowntown = (row: NearRow) => row.fromCentre <= DOWNTOWN_METERS;

/** What a game or a downtown event does to getting around. */
function impactOf(row: NearRow): string {
  const where = row.venueName ?? row.address ?? 'the venue';
  const when = metroWhen(row.startTime!);
  if (isGame(row) && isDowntown(row)) {
    return `Downtown home game: expect heavy traffic and full parking near ${where} before and after the ${when} start. Transit or arriving early helps.`;
  }
  if (isDowntown(row)) {
    return `Downtown event: expect more traffic and busier parking near ${where} around ${when}.`;
  }
  return `Game day at ${where}: expect crowds and busy parking nearby around ${when}.`;
}

/** Games anywhere and every downtown event, with what they mean for traffic and parking. */
export function specialEvents(
  rows: NearRow[],
): WeekendInsights['special_events'] {
  return rows
    .filter((row) => isGame(row) || isDowntown(row))
    .slice(0, SPECIAL_LIMIT)
    .map((row) => ({
      activity_id: row.id,
      event: row.name,
      venue: row.venueName,
      start_time: row.startTime!.toISOString(),
      impact: impactOf(row),
    }));
}

const dayName = (date: string) => DAY_NAMES[weekday(date)]!;
const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const range = (values: number[]) => {
  const [lo, hi] = [Math.min(...values), Math.max(...values)];
  return lo === hi ? `${lo}°F` : `${lo}-${hi}°F`;
};

/**
 * For each date with a forecast: the longest run of daylight slots that
 * suits outdoor plans under the tolerance, else why to plan indoors.
 */
export function weatherOpportunities(
  dates: string[],
  weather: WeatherResponse,
  tolerance: Tolerance,
): WeekendInsights['weather_opportunities'] {
  return dates.flatMap((date): WeekendInsights['weather_opportunities'] => {
    const day = weather.forecast.find((d) => d.date === date);
    if (!day) return [];
    // Normals cannot say which hours of a date will suit: only what is usual.
    if (weather.is_estimate) {
      return [
        {
          date,
          window: `${dayName(date)} all day`,
          recommendation: `${typicalDayLine(day)}. No forecast yet.`,
          is_estimate: true,
        },
      ];
    }
    const slots = DAY_SLOTS.map((hour) => ({
      hour,
      entry: weather.hourly_3h.find(
        (h) => h.datetime === `${date}T${hh(hour).slice(0, 5)}`,
      ),
    }));
    const fits = (s: (typeof slots)[number]) =>
      s.entry !== undefined &&
      s.entry.precipitation <= tolerance.precipitation_tolerance &&
      s.entry.temperature >= tolerance.outdoor_temp_min &&
      s.entry.temperature <= tolerance.outdoor_temp_max;
    let best: (typeof slots)[number][] = [];
    let run: (typeof slots)[number][] = [];
    for (const slot of slots) {
      run = fits(slot) ? [...run, slot] : [];
      if (run.length > best.length) best = run;
    }
    if (best.length > 0) {
      const temps = best.map((s) => Math.round(s.entry!.temperature));
      const rain = Math.max(...best.map((s) => s.entry!.precipitation));
      const last = best[best.length - 1]!.hour + SLOT_HOURS;
      return [
        {
          date,
          window: `${dayName(date)} ${formatTime12(hh(best[0]!.hour))}-${formatTime12(hh(last))}`,
          recommendation: `Good for outdoor plans: ${range(temps)}, up to ${Math.round(rain)}% chance of rain.`,
          is_estimate: false,
        },
      ];
    }
    const high = Math.round(day.max_temp);
    const recommendation =
      day.precipitation > tolerance.precipitation_tolerance
        ? `${Math.round(day.precipitation)}% chance of rain: favour indoor plans.`
        : high > tolerance.outdoor_temp_max
          ? `Up to ${high}°F: keep outdoor time to early morning or evening.`
          : high < tolerance.outdoor_temp_min
            ? `High near ${high}°F, below your ${tolerance.outdoor_temp_min}°F: favour indoor plans or dress warmly.`
            : `Mixed conditions: check the hourly forecast before outdoor plans.`;
    return [
      {
        date,
        window: `${dayName(date)} all day`,
        recommendation,
        is_estimate: false,
      },
    ];
  });
}
