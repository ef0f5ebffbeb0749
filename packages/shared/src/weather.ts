import { z } from 'zod';

import { METRO_CENTER } from './metro';

/** Weather contract and planning advice (spec 2 §3, §8, §9). */

export const DEFAULT_FORECAST_DAYS = 5;
export const MAX_FORECAST_DAYS = 7;

export const weatherQuerySchema = z
  .object({
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    days: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_FORECAST_DAYS)
      .default(DEFAULT_FORECAST_DAYS),
  })
  .superRefine((query, ctx) => {
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [query.lat === undefined ? 'lat' : 'lng'],
        message: 'lat and lng must be given together',
      });
    }
  })
  .transform((query) => ({
    lat: query.lat ?? METRO_CENTER.lat,
    lng: query.lng ?? METRO_CENTER.lng,
    days: query.days,
  }));
export type WeatherQuery = z.output<typeof weatherQuerySchema>;

export const weatherConditionSchema = z.object({
  main: z.string(),
  description: z.string(),
  icon: z.string(),
});

export const forecastDaySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  max_temp: z.number(),
  min_temp: z.number(),
  /** Percent. */
  humidity: z.number(),
  /** mph. */
  wind_speed: z.number(),
  temperature: z.object({ min: z.number(), max: z.number(), day: z.number() }),
  weather: weatherConditionSchema,
  /** Chance of precipitation, percent. */
  precipitation: z.number(),
  /** Cloud cover, percent. */
  clouds: z.number(),
  /** Expected precipitation, inches (a forecast only). */
  precipitation_amount: z.number().nullable().optional(),
  /** Local 'HH:MM' in the metro's zone. */
  sunrise: z.string().nullable().optional(),
  sunset: z.string().nullable().optional(),
});
export type ForecastDay = z.infer<typeof forecastDaySchema>;

export const hourlyEntrySchema = z.object({
  /** Local time of the metro, 'YYYY-MM-DDTHH:MM'. */
  datetime: z.string(),
  temperature: z.number(),
  feels_like: z.number(),
  /** Chance of precipitation, percent. */
  precipitation: z.number(),
  wind_speed: z.number(),
  condition: z.string(),
});
export type HourlyEntry = z.infer<typeof hourlyEntrySchema>;

export const weatherResponseSchema = z.object({
  location: z.object({ lat: z.number(), lng: z.number() }),
  units: z.literal('imperial'),
  /** 'open-meteo', 'openweathermap' or 'climatology' (the offline normals). */
  source: z.string(),
  /** True when the numbers are climate normals, not a forecast. */
  is_estimate: z.boolean(),
  /** 'typical': each day is the climate normal for its date, not a forecast. */
  kind: z.enum(['forecast', 'typical']).optional(),
  /** When the provider sent these numbers (ISO); older than the cache's hour when it stopped answering. */
  fetched_at: z.string().nullable().optional(),
  attribution: z.string().nullable(),
  forecast: z.array(forecastDaySchema),
  hourly_3h: z.array(hourlyEntrySchema),
});
export type WeatherResponse = z.infer<typeof weatherResponseSchema>;

const SOURCE_NAMES: Readonly<Record<string, string>> = {
  'open-meteo': 'Open-Meteo',
  openweathermap: 'OpenWeatherMap',
  climatology: 'NOAA climate normals',
};

/** How often days like this one see rain or snow: '1 day in 5'. */
function typicalWetDays(precipitationChance: number): string {
  if (precipitationChance < 5) return 'rarely';
  const oneIn = Math.round(100 / precipitationChance);
  return oneIn <= 1 ? 'on most days' : `on 1 day in ${oneIn}`;
}

/**
 * What the climate normals say of a date, as what they are:
 * 'Typical for Dec 5: high 45°F, low 20°F; precipitation on 1 day in 5'.
 */
export function typicalDayLine(day: ForecastDay): string {
  const [year, month, date] = day.date.split('-').map(Number);
  const label = new Date(Date.UTC(year!, month! - 1, date!)).toLocaleDateString(
    'en-US',
    { month: 'short', day: 'numeric', timeZone: 'UTC' },
  );
  return `Typical for ${label}: high ${Math.round(day.max_temp)}°F, low ${Math.round(day.min_temp)}°F; precipitation ${typicalWetDays(day.precipitation)}`;
}

/** The provider's name as people know it. */
export function weatherSourceName(source: string): string {
  return SOURCE_NAMES[source] ?? source;
}

export const WEATHER_MESSAGES = {
  unavailable: 'Weather data is currently unavailable.',
  invalid: 'Invalid weather data received',
  noDataForDates: 'No weather data available for the selected date(s).',
  noDataForDate: 'No weather data available for this date',
  noHourly: '3-hour interval data not available for this day',
} as const;

/** Spec 2's message for a day past the 7 days a forecast is asked for. */
export const beyondRangeMessage = `Weather forecast unavailable at this time for this day (beyond ${MAX_FORECAST_DAYS}-day range)`;

function dayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
}

/** Whether `date` (YYYY-MM-DD) is today or within the next 6 days. */
export function isWithinForecastRange(date: string, today: string): boolean {
  const offset = dayNumber(date) - dayNumber(today);
  return offset >= 0 && offset < MAX_FORECAST_DAYS;
}

export type AdviceKind =
  'rain' | 'freezing' | 'wind' | 'heat' | 'cold' | 'clear' | 'mild';
export type WeatherAdvice = {
  kind: AdviceKind;
  severity: 'warning' | 'info' | 'success';
  message: string;
};

/** Planning advice for one day (thresholds of spec 2 §9). */
export function weatherAdvice(day: ForecastDay): WeatherAdvice[] {
  const advice: WeatherAdvice[] = [];
  const main = day.weather.main.toLowerCase();
  const isSnow = main.includes('snow');
  if (day.precipitation > 50) {
    advice.push({
      kind: 'rain',
      severity: 'warning',
      message: `${Math.round(day.precipitation)}% chance of precipitation: have an indoor backup and bring rain gear.`,
    });
  }
  if (day.min_temp < 32 || isSnow) {
    advice.push({
      kind: 'freezing',
      severity: 'warning',
      message: isSnow
        ? 'Snow expected: dress warmly and allow extra travel time.'
        : day.max_temp < 32
          ? 'Below freezing all day: dress warmly and watch for icy paths.'
          : 'Below freezing in the morning and evening: dress in layers and watch for icy paths.',
    });
  }
  if (day.wind_speed > 25) {
    advice.push({
      kind: 'wind',
      severity: 'warning',
      message: `Wind around ${Math.round(day.wind_speed)} mph: outdoor plans may be uncomfortable.`,
    });
  }
  if (day.max_temp > 90) {
    advice.push({
      kind: 'heat',
      severity: 'warning',
      message:
        'Hot day: plan outdoor time for the morning or evening and bring water.',
    });
  } else if (day.max_temp < 40) {
    advice.push({
      kind: 'cold',
      severity: 'info',
      message: 'Cold day: favor indoor activities or dress in layers.',
    });
  }
  // Praise would contradict any caution above (a freezing night, a cold day).
  const praisable = advice.length === 0;
  if (praisable && main === 'clear' && day.precipitation < 20) {
    advice.push({
      kind: 'clear',
      severity: 'success',
      message: 'Clear skies: a great day for outdoor activities.',
    });
  }
  if (praisable && day.max_temp >= 50 && day.max_temp <= 80) {
    advice.push({
      kind: 'mild',
      severity: 'success',
      message: 'Mild temperatures: comfortable for being outside.',
    });
  }
  return advice;
}

/**
 * What the climate normals say to plan for, phrased as what is usual: a
 * date with no forecast yet gets no claim about its own weather.
 */
export function typicalAdvice(day: ForecastDay): WeatherAdvice[] {
  const advice: WeatherAdvice[] = [];
  if (day.max_temp < 32) {
    advice.push({
      kind: 'freezing',
      severity: 'info',
      message:
        'Days are usually below freezing at this time of year: dress warmly.',
    });
  } else if (day.min_temp < 32) {
    advice.push({
      kind: 'freezing',
      severity: 'info',
      message:
        'Nights are usually below freezing: bring warm layers for the evening.',
    });
  }
  if (day.max_temp > 90) {
    advice.push({
      kind: 'heat',
      severity: 'info',
      message:
        'Afternoons are usually hot: plan outdoor time for the morning or evening.',
    });
  }
  if (day.precipitation >= 30) {
    advice.push({
      kind: 'rain',
      severity: 'info',
      message: `Rain or snow falls ${typicalWetDays(day.precipitation)} at this time of year: keep an indoor backup in mind.`,
    });
  }
  return advice;
}

export type DaySplit = {
  morningPrecipitation: number;
  afternoonPrecipitation: number;
  better: 'morning' | 'afternoon';
  message: string;
};

export const SPLIT_MIN_ENTRIES = 4;
export const SPLIT_MIN_DIFFERENCE = 25;

function average(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/**
 * Morning (before 12:00) vs afternoon precipitation for one day's 3-hour
 * entries; null unless there are 4+ entries, both halves have data and the
 * averages differ by more than 25 points.
 */
export function morningAfternoonSplit(
  entries: readonly HourlyEntry[],
): DaySplit | null {
  if (entries.length < SPLIT_MIN_ENTRIES) return null;
  const hourOf = (e: HourlyEntry) => Number(e.datetime.slice(11, 13));
  const morning = entries.filter((e) => hourOf(e) < 12);
  const afternoon = entries.filter((e) => hourOf(e) >= 12);
  if (!morning.length || !afternoon.length) return null;
  const am = average(morning.map((e) => e.precipitation));
  const pm = average(afternoon.map((e) => e.precipitation));
  if (Math.abs(am - pm) <= SPLIT_MIN_DIFFERENCE) return null;
  const better = am < pm ? 'morning' : 'afternoon';
  return {
    morningPrecipitation: Math.round(am),
    afternoonPrecipitation: Math.round(pm),
    better,
    message:
      better === 'morning'
        ? `Drier morning (${Math.round(am)}% vs ${Math.round(pm)}% chance of rain): plan outdoor activities early.`
        : `Drier afternoon (${Math.round(pm)}% vs ${Math.round(am)}% chance of rain): plan outdoor activities later.`,
  };
}

/** The 3-hour entries whose local date is `date`. */
export function entriesForDate(
  entries: readonly HourlyEntry[],
  date: string,
): HourlyEntry[] {
  return entries.filter((e) => e.datetime.startsWith(date));
}
