import { addDays, metroToday } from '@app/shared/metro';
import type {
  ForecastDay,
  HourlyEntry,
  WeatherResponse,
} from '@app/shared/weather';

function forecastDay(
  date: string,
  overrides: Partial<ForecastDay> = {},
): ForecastDay {
  const max = overrides.max_temp ?? 72;
  const min = overrides.min_temp ?? 48;
  return {
    date,
    max_temp: max,
    min_temp: min,
    humidity: 35,
    wind_speed: 9,
    temperature: { min, max, day: max - 2 },
    weather: { main: 'Clouds', description: 'scattered clouds', icon: '03d' },
    precipitation: 30,
    clouds: 40,
    sunrise: '07:03',
    sunset: '16:36',
    ...overrides,
  };
}

export function hourlyFor(
  date: string,
  precipitation: (hour: number) => number = () => 20,
): HourlyEntry[] {
  return [0, 3, 6, 9, 12, 15, 18, 21].map((hour) => ({
    datetime: `${date}T${String(hour).padStart(2, '0')}:00`,
    temperature: 60,
    feels_like: 59,
    precipitation: precipitation(hour),
    wind_speed: 8,
    condition: 'Clouds',
  }));
}

const TYPICAL = {
  main: 'Typical',
  description: 'typical for the date',
  icon: '',
};
/** When the fixture's live forecast was fetched: two hours ago. */
const FETCHED_AGO_MS = 2 * 60 * 60_000;

/**
 * A weather answer starting today in Denver, one day per entry: a live
 * Open-Meteo forecast, or with `isEstimate` the typical weather.
 */
export function weatherResponse(
  days: number,
  options: {
    isEstimate?: boolean;
    day?: (date: string, index: number) => Partial<ForecastDay>;
    hourly?: (date: string) => HourlyEntry[];
  } = {},
): WeatherResponse {
  const today = metroToday();
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i));
  const typical = options.isEstimate ?? false;
  return {
    location: { lat: 39.7392, lng: -104.9903 },
    units: 'imperial',
    source: typical ? 'climatology' : 'open-meteo',
    is_estimate: typical,
    kind: typical ? 'typical' : 'forecast',
    fetched_at: typical
      ? null
      : new Date(Date.now() - FETCHED_AGO_MS).toISOString(),
    attribution: null,
    forecast: dates.map((d, i) =>
      forecastDay(d, {
        ...(typical ? { weather: TYPICAL } : {}),
        ...options.day?.(d, i),
      }),
    ),
    hourly_3h: dates.flatMap((d) => (options.hourly ?? hourlyFor)(d)),
  };
}
