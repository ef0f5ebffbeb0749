import { comingWeekend, weekday } from '@app/shared/metro';
import type { Preferences } from '@app/shared/preferences';
import type { WeatherResponse } from '@app/shared/weather';

const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

type Tolerance = Pick<
  Preferences,
  'outdoor_temp_min' | 'outdoor_temp_max' | 'precipitation_tolerance'
>;

/**
 * The one weather rule of recommendations: when a day of the coming weekend
 * that the forecast reaches is wetter than the user's precipitation limit or
 * has a high outside their temperature range, indoor picks rank higher, with
 * this sentence as their reason. Climate-normal estimates are not forecasts
 * and never trigger it.
 */
export function indoorReason(
  weather: WeatherResponse | null,
  tolerance: Tolerance,
  today: string,
): string | null {
  if (!weather || weather.is_estimate) return null;
  for (const date of comingWeekend(today)) {
    const day = weather.forecast.find((d) => d.date === date);
    if (!day) continue;
    const on = `on ${DAY_NAMES[weekday(date)]}`;
    const high = Math.round(day.max_temp);
    if (day.precipitation > tolerance.precipitation_tolerance) {
      return `Indoors: ${Math.round(day.precipitation)}% chance of rain ${on}, above your ${tolerance.precipitation_tolerance}% limit`;
    }
    if (high < tolerance.outdoor_temp_min) {
      return `Indoors: a high of ${high}°F ${on}, below your ${tolerance.outdoor_temp_min}°F minimum`;
    }
    if (high > tolerance.outdoor_temp_max) {
      return `Indoors: a high of ${high}°F ${on}, above your ${tolerance.outdoor_temp_max}°F maximum`;
    }
  }
  return null;
}
