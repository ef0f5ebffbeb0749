import type { ForecastDay, HourlyEntry } from '@app/shared/weather';
import { z } from 'zod';

import {
  fetchForecast,
  type WeatherProvider,
} from './weather-provider';

const entrySchema = z.object({
  dt: z.number(),
  main: z.object({
    temp: z.number(),
    feels_like: z.number(),
    temp_min: z.number(),
    temp_max: z.number(),
    humidity: z.number(),
  }),
  weather: z
    .array(
      z.object({ main: z.string(), description: z.string(), icon: z.string() }),
    )
    .min(1),
  clouds: z.object({ all: z.number() }).default({ all: 0 }),
  wind: z.object({ speed: z.number() }).default({ speed: 0 }),
  pop: z.number().min(0).max(1).default(0),
});
type Entry = z.infer<typeof entrySchema>;

const forecastSchema = z.object({
  list: z.array(entrySchema),
  city: z.object({ timezone: z.number().default(0) }).default({ timezone: 0 }),
});

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Local 'YYYY-MM-DDTHH:MM' for a unix time and a UTC offset in seconds. */
function localDateTime(dt: number, offsetSeconds: number): string {
  return new Date((dt + offsetSeconds) * 1000).toISOString().slice(0, 16);
}

function summarizeDay(
  date: string,
  entries: { entry: Entry; hour: number }[],
): ForecastDay {
  const temps = entries.map(({ entry }) => entry.main);
  const max = Math.max(...temps.map((t) => t.temp_max));
  const min = Math.min(...temps.map((t) => t.temp_min));
  // The entry nearest mid-afternoon stands for the day.
  const representative = entries.reduce((best, e) =>
    Math.abs(e.hour - 14) < Math.abs(best.hour - 14) ? e : best,
  ).entry;
  const average = (values: number[]) =>
    values.reduce((s, v) => s + v, 0) / values.length;
  const condition = representative.weather[0]!;
  return {
    date,
    max_temp: round1(max),
    min_temp: round1(min),
    humidity: Math.round(average(temps.map((t) => t.humidity))),
    wind_speed: round1(
      Math.max(...entries.map(({ entry }) => entry.wind.speed)),
    ),
    temperature: {
      min: round1(min),
      max: round1(max),
      day: round1(representative.main.temp),
    },
    weather: {
      main: condition.main,
      description: condition.description,
      icon: condition.icon,
    },
    precipitation: Math.round(
      Math.max(...entries.map(({ entry }) => entry.pop)) * 100,
    ),
    clouds: Math.round(average(entries.map(({ entry }) => entry.clouds.all))),
  };
}

/** An OpenWeatherMap-style 5 day / 3 hour forecast API, in imperial units. */
export function createOpenWeatherMapProvider(options: {
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
}): WeatherProvider {
  return {
    name: 'openweathermap',
    forecast: async ({ lat, lng, days, today }) => {
      const url = new URL('/data/2.5/forecast', options.baseUrl);
      url.search = new URLSearchParams({
        lat: String(lat),
        lon: String(lng),
        units: 'imperial',
        appid: options.apiKey,
      }).toString();
      const data = await fetchForecast(
        url,
        options.timeoutMs ?? 8000,
        forecastSchema,
      );
      const offset = data.city.timezone;
      const byDate = new Map<string, { entry: Entry; hour: number }[]>();
      const hourly: HourlyEntry[] = [];
      for (const entry of data.list) {
        const datetime = localDateTime(entry.dt, offset);
        const date = datetime.slice(0, 10);
        if (date < today) continue;
        const hour = Number(datetime.slice(11, 13));
        byDate.set(date, [...(byDate.get(date) ?? []), { entry, hour }]);
        hourly.push({
          datetime,
          temperature: round1(entry.main.temp),
          feels_like: round1(entry.main.feels_like),
          precipitation: Math.round(entry.pop * 100),
          wind_speed: round1(entry.wind.speed),
          condition: entry.weather[0]!.main,
        });
      }
      const dates = [...byDate.keys()].sort().slice(0, days);
      return {
        source: 'openweathermap',
        is_estimate: false,
        attribution: 'Weather data from OpenWeatherMap',
        forecast: dates.map((date) => summarizeDay(date, byDate.get(date)!)),
        hourly_3h: hourly.filter((h) =>
          dates.includes(h.datetime.slice(0, 10)),
        ),
      };
    },
  };
}
