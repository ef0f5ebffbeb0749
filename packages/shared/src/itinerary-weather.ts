import { minuteOfDay } from './calendar';
import {
  WIND_LIMITS,
  weatherProblem,
  type DayWeather,
  type WeatherTolerance,
} from './day-weather';
import type { Block } from './itinerary-hours';
import type { WeatherResponse } from './weather';

/** One hour (or 3-hour step) of a forecast, at its local minute of the day. */
export type HourWeather = {
  minute: number;
  temperature: number;
  feels_like: number;
  /** Chance of precipitation, percent. */
  precipitation: number;
  wind_speed: number;
};

/** A day's forecast with its hours and daylight, when the provider gave them. */
export type PlanWeather = DayWeather & {
  hours?: readonly HourWeather[];
  /** Minutes after midnight; null when not given. */
  sunrise?: number | null;
  sunset?: number | null;
};

const round = Math.round;
/** Feels-like this much below the air is worth saying (wind chill). */
const CHILL_WORTH_SAYING = 3;

/** '9 am', '2:30 pm'. */
function hourLabel(minute: number): string {
  const hour = Math.floor(minute / 60) % 24;
  const rest = minute % 60;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}${rest ? `:${String(rest).padStart(2, '0')}` : ''} ${hour < 12 ? 'am' : 'pm'}`;
}

/** The forecast's hours that a visit of [from, to) minutes overlaps. */
function hoursOf(hours: readonly HourWeather[], from: number, to: number) {
  const sorted = [...hours].sort((a, b) => a.minute - b.minute);
  return sorted.filter((h, i) => {
    const end = sorted[i + 1]?.minute ?? h.minute + 60;
    return h.minute < to && from < end;
  });
}

const worst = <T>(items: readonly T[], by: (item: T) => number) =>
  items.reduce((a, b) => (by(b) > by(a) ? b : a));

/**
 * Why an outdoor visit of [from, to) breaks the user's limits at the hours
 * it is planned for, as one phrase ('Too cold at 9 am (23 °F)'); null when
 * it does not. Rain first, then cold (feels-like), wind and heat.
 */
export function hourlyProblem(
  hours: readonly HourWeather[],
  tolerance: WeatherTolerance,
  from: number,
  to: number,
): string | null {
  const during = hoursOf(hours, from, to);
  if (during.length === 0) return null;
  const at = (h: HourWeather) => hourLabel(Math.max(h.minute, from));
  const wet = worst(during, (h) => h.precipitation);
  if (wet.precipitation > tolerance.precipitation_tolerance) {
    return `Rain or snow likely at ${at(wet)} (${round(wet.precipitation)}%)`;
  }
  const cold = worst(during, (h) => -h.feels_like);
  if (cold.feels_like < tolerance.outdoor_temp_min) {
    const chill =
      cold.temperature - cold.feels_like >= CHILL_WORTH_SAYING
        ? `, feels like ${round(cold.feels_like)} °F`
        : '';
    return `Too cold at ${at(cold)} (${round(cold.temperature)} °F${chill})`;
  }
  const windy = worst(during, (h) => h.wind_speed);
  if (windy.wind_speed > WIND_LIMITS[tolerance.wind_tolerance]) {
    return `Too windy at ${at(windy)} (${round(windy.wind_speed)} mph)`;
  }
  const hot = worst(during, (h) => h.temperature);
  if (hot.temperature > tolerance.outdoor_temp_max) {
    return `Too hot at ${at(hot)} (${round(hot.temperature)} °F)`;
  }
  return null;
}

/** Why an outdoor stop at these minutes should move indoors; null when it may stay. */
export type WeatherJudge = (
  from: number,
  to: number,
  block: Block['part'],
) => string | null;

/**
 * Judges outdoor stops by the hours they are planned at when the forecast
 * has hours; by the day's figures (heat spares the morning) when it has
 * only those; never without a forecast.
 */
export function weatherJudge(
  weather: PlanWeather | null,
  tolerance: WeatherTolerance,
): WeatherJudge {
  if (!weather) return () => null;
  const hours = weather.hours ?? [];
  if (hours.length > 0) {
    return (from, to) => hourlyProblem(hours, tolerance, from, to);
  }
  const problem = weatherProblem(weather, tolerance);
  return (_from, _to, part) =>
    !problem || (problem.kind === 'heat' && part === 'morning')
      ? null
      : problem.fact;
}

/**
 * One date of a weather answer as the planner reads it: null for typical
 * weather (the climate normals are no forecast and move nothing indoors)
 * or a date the answer does not cover.
 */
export function planWeatherOf(
  forecast: Pick<WeatherResponse, 'is_estimate' | 'forecast' | 'hourly_3h'>,
  date: string,
): PlanWeather | null {
  if (forecast.is_estimate) return null;
  const day = forecast.forecast.find((d) => d.date === date);
  if (!day) return null;
  const clock = (time: string | null | undefined) =>
    time ? minuteOfDay(time) : null;
  return {
    max_temp: day.max_temp,
    min_temp: day.min_temp,
    precipitation: day.precipitation,
    wind_speed: day.wind_speed,
    sunrise: clock(day.sunrise),
    sunset: clock(day.sunset),
    hours: forecast.hourly_3h
      .filter((h) => h.datetime.startsWith(date))
      .map((h) => ({
        minute: minuteOfDay(h.datetime.slice(11, 16)),
        temperature: h.temperature,
        feels_like: h.feels_like,
        precipitation: h.precipitation,
        wind_speed: h.wind_speed,
      })),
  };
}
