import { addDays } from '@app/shared/metro';
import type { HourlyEntry, WeatherResponse } from '@app/shared/weather';

/** The fixed weather each evaluation prompt is planned under. */
export type EvalWeather = 'mild' | 'cold' | 'wet' | 'typical';

type Hour = Omit<HourlyEntry, 'datetime'>;

/** Each hour of a kind of day, 6 am to 11 pm. */
const HOURS: Readonly<Record<EvalWeather, (hour: number) => Hour>> = {
  mild: (h) => ({
    temperature: 60 + (h > 9 && h < 18 ? 8 : 0),
    feels_like: 62,
    precipitation: 5,
    wind_speed: 6,
    condition: 'Clear',
  }),
  // A freezing morning and evening, a short mild spell at 2-3 pm.
  cold: (h) => {
    const t =
      h >= 14 && h <= 15 ? 52 : 23 + Math.max(0, 12 - Math.abs(h - 14) * 2);
    return {
      temperature: t,
      feels_like: t - 6,
      precipitation: 5,
      wind_speed: 9,
      condition: 'Clear',
    };
  },
  wet: () => ({
    temperature: 55,
    feels_like: 55,
    precipitation: 80,
    wind_speed: 8,
    condition: 'Rain',
  }),
  typical: (h) => HOURS.cold(h),
};

/** A week of the kind of weather asked for, from `today`, as the weather service answers it. */
export function evalForecast(
  kind: EvalWeather,
  today: string,
): WeatherResponse {
  const dates = Array.from({ length: 7 }, (_, i) => addDays(today, i));
  const hourly = dates.flatMap((date) =>
    Array.from({ length: 18 }, (_, i) => ({
      datetime: `${date}T${String(i + 6).padStart(2, '0')}:00`,
      ...HOURS[kind](i + 6),
    })),
  );
  return {
    location: { lat: 39.74, lng: -104.99 },
    units: 'imperial',
    source: kind === 'typical' ? 'climatology' : 'eval',
    is_estimate: kind === 'typical',
    kind: kind === 'typical' ? 'typical' : 'forecast',
    attribution: null,
    forecast: dates.map((date) => {
      const day = hourly.filter((h) => h.datetime.startsWith(date));
      const temps = day.map((h) => h.temperature);
      return {
        date,
        max_temp: Math.max(...temps),
        min_temp: Math.min(...temps),
        humidity: 50,
        wind_speed: Math.max(...day.map((h) => h.wind_speed)),
        temperature: {
          min: Math.min(...temps),
          max: Math.max(...temps),
          day: Math.max(...temps),
        },
        weather: {
          main: day[8]!.condition,
          description: day[8]!.condition.toLowerCase(),
          icon: '',
        },
        precipitation: Math.max(...day.map((h) => h.precipitation)),
        clouds: 20,
        sunrise: '07:05',
        sunset: '16:40',
      };
    }),
    hourly_3h: hourly,
  };
}

/** Whether an outdoor visit at these minutes breaks the eval's default limits (50-85 °F, 30%). */
export function badOutdoorHours(
  forecast: WeatherResponse,
  date: string,
  from: number,
  to: number,
): boolean {
  return forecast.hourly_3h.some((h) => {
    if (!h.datetime.startsWith(date)) return false;
    const minute = Number(h.datetime.slice(11, 13)) * 60;
    if (minute + 60 <= from || minute >= to) return false;
    return h.feels_like < 50 || h.precipitation > 30 || h.temperature > 85;
  });
}
