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

/** A weather answer starting today in Denver, one forecast day per entry. */
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
  return {
    location: { lat: 39.7392, lng: -104.9903 },
    units: 'imperial',
    source: options.isEstimate === false ? 'openweathermap' : 'climatology',
    is_estimate: options.isEstimate ?? true,
    attribution: null,
    forecast: dates.map((d, i) => forecastDay(d, options.day?.(d, i))),
    hourly_3h: dates.flatMap((d) => (options.hourly ?? hourlyFor)(d)),
  };
}
