import { METRO_TIME_ZONE } from '@app/shared/metro';
import type { ForecastDay, HourlyEntry } from '@app/shared/weather';
import { z } from 'zod';

import {
  CONDITION_ICONS,
  fetchForecast,
  WeatherProviderError,
  type WeatherProvider,
} from './weather-provider';

const HOURLY = [
  'temperature_2m',
  'apparent_temperature',
  'relative_humidity_2m',
  'precipitation_probability',
  'precipitation',
  'weather_code',
  'cloud_cover',
  'wind_speed_10m',
] as const;
const DAILY = [
  'weather_code',
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_probability_max',
  'precipitation_sum',
  'wind_speed_10m_max',
  'sunrise',
  'sunset',
] as const;

/** Open-Meteo sends null for a value a model has not computed yet. */
const series = z.array(z.number().nullable());
const forecastSchema = z.object({
  hourly: z.object({
    time: z.array(z.string()),
    temperature_2m: series,
    apparent_temperature: series,
    relative_humidity_2m: series,
    precipitation_probability: series,
    precipitation: series,
    weather_code: series,
    cloud_cover: series,
    wind_speed_10m: series,
  }),
  daily: z.object({
    time: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
    weather_code: series,
    temperature_2m_max: z.array(z.number()),
    temperature_2m_min: z.array(z.number()),
    precipitation_probability_max: series,
    precipitation_sum: series,
    wind_speed_10m_max: series,
    sunrise: z.array(z.string().nullable()),
    sunset: z.array(z.string().nullable()),
  }),
});
type Hourly = z.infer<typeof forecastSchema>['hourly'];

/** WMO weather interpretation codes, as Open-Meteo documents them, in our conditions. */
export function conditionForWmoCode(code: number | null): {
  main: string;
  description: string;
} {
  if (code === null || code <= 1) {
    return {
      main: 'Clear',
      description: code === 1 ? 'mainly clear' : 'clear sky',
    };
  }
  if (code === 2) return { main: 'Clouds', description: 'partly cloudy' };
  if (code === 3) return { main: 'Clouds', description: 'overcast' };
  if (code === 45 || code === 48) return { main: 'Fog', description: 'fog' };
  if (code >= 51 && code <= 57)
    return { main: 'Drizzle', description: 'drizzle' };
  if (code === 66 || code === 67)
    return { main: 'Rain', description: 'freezing rain' };
  if ((code >= 61 && code <= 65) || (code >= 80 && code <= 82)) {
    return {
      main: 'Rain',
      description: code === 61 || code === 80 ? 'light rain' : 'rain',
    };
  }
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) {
    return {
      main: 'Snow',
      description: code === 71 || code === 85 ? 'light snow' : 'snow',
    };
  }
  if (code >= 95) return { main: 'Thunderstorm', description: 'thunderstorm' };
  return { main: 'Clouds', description: 'cloudy' };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: number[]) =>
  values.length ? values.reduce((s, v) => s + v, 0) / values.length : 0;
const present = (values: (number | null)[]) =>
  values.filter((v): v is number => v !== null);

/** 'YYYY-MM-DDTHH:MM' local (Open-Meteo answers in the zone asked for) to 'HH:MM'. */
const clock = (value: string | null) => value?.slice(11, 16) ?? null;

function hourlyEntries(hourly: Hourly): HourlyEntry[] {
  return hourly.time.map((datetime, i) => {
    const temperature = hourly.temperature_2m[i] ?? 0;
    return {
      datetime,
      temperature: round1(temperature),
      feels_like: round1(hourly.apparent_temperature[i] ?? temperature),
      precipitation: Math.round(hourly.precipitation_probability[i] ?? 0),
      wind_speed: round1(hourly.wind_speed_10m[i] ?? 0),
      condition: conditionForWmoCode(hourly.weather_code[i] ?? null).main,
    };
  });
}

/**
 * The keyless Open-Meteo forecast API: 7 days, daily and hourly, in the
 * metro's zone and US units, so its local times need no conversion.
 */
export function createOpenMeteoProvider(options: {
  baseUrl: string;
  timeoutMs?: number;
}): WeatherProvider {
  return {
    name: 'open-meteo',
    forecast: async ({ lat, lng, days, today }) => {
      const url = new URL('/v1/forecast', options.baseUrl);
      url.search = new URLSearchParams({
        latitude: lat.toFixed(2),
        longitude: lng.toFixed(2),
        hourly: HOURLY.join(','),
        daily: DAILY.join(','),
        timezone: METRO_TIME_ZONE,
        temperature_unit: 'fahrenheit',
        wind_speed_unit: 'mph',
        precipitation_unit: 'inch',
        forecast_days: String(Math.max(days, 7)),
      }).toString();
      const { daily, hourly } = await fetchForecast(
        url,
        options.timeoutMs ?? 8000,
        forecastSchema,
      );
      const hours = hourlyEntries(hourly);
      const forecast: ForecastDay[] = [];
      daily.time.forEach((date, i) => {
        if (date < today || forecast.length >= days) return;
        const dayHours = hourly.time
          .map((time, h) => (time.startsWith(date) ? h : -1))
          .filter((h) => h >= 0);
        const pick = (values: (number | null)[]) =>
          present(dayHours.map((h) => values[h] ?? null));
        const max = daily.temperature_2m_max[i]!;
        const min = daily.temperature_2m_min[i]!;
        const code = daily.weather_code[i] ?? null;
        const condition = conditionForWmoCode(code);
        // The day's mid-afternoon hour stands for 'the day' temperature.
        const afternoon = hours.find((e) => e.datetime === `${date}T14:00`);
        forecast.push({
          date,
          max_temp: round1(max),
          min_temp: round1(min),
          humidity: Math.round(mean(pick(hourly.relative_humidity_2m))),
          wind_speed: round1(daily.wind_speed_10m_max[i] ?? 0),
          temperature: {
            min: round1(min),
            max: round1(max),
            day: afternoon?.temperature ?? round1((max + min) / 2),
          },
          weather: { ...condition, icon: CONDITION_ICONS[condition.main]! },
          precipitation: Math.round(
            daily.precipitation_probability_max[i] ?? 0,
          ),
          clouds: Math.round(mean(pick(hourly.cloud_cover))),
          precipitation_amount: daily.precipitation_sum[i] ?? null,
          sunrise: clock(daily.sunrise[i] ?? null),
          sunset: clock(daily.sunset[i] ?? null),
        });
      });
      if (!forecast.length) {
        throw new WeatherProviderError(
          'weather provider sent no days from today',
        );
      }
      const dates = new Set(forecast.map((d) => d.date));
      return {
        source: 'open-meteo',
        is_estimate: false,
        kind: 'forecast',
        attribution: 'Weather data by Open-Meteo.com (CC BY 4.0)',
        forecast,
        hourly_3h: hours.filter((h) => dates.has(h.datetime.slice(0, 10))),
      };
    },
  };
}
