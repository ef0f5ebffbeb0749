/** A day's forecast against a user's outdoor tolerances (spec 1 §9). */

export type WeatherTolerance = {
  outdoor_temp_min: number;
  outdoor_temp_max: number;
  precipitation_tolerance: number;
  wind_tolerance: 'low' | 'medium' | 'high';
};

export type DayWeather = {
  max_temp: number;
  min_temp: number;
  /** Chance of precipitation, percent. */
  precipitation: number;
  /** mph. */
  wind_speed: number;
};

export const WIND_LIMITS = { low: 10, medium: 20, high: 30 } as const;

export type WeatherProblem = {
  kind: 'swap' | 'heat';
  /** The forecast's fact alone ('A high of 40°F, below your 50°F minimum'). */
  fact: string;
  /** Why the day was changed. */
  reason: string;
  /** What to say when nothing indoors matched and the day stays outdoors. */
  warning: string;
};

/** A swap: what the forecast is, and the two ways a day can answer it. */
const swap = (fact: string, advice: string): WeatherProblem => ({
  kind: 'swap',
  fact,
  reason: `${fact}: indoor picks instead.`,
  warning: `${fact}, and nothing indoors matched: ${advice}.`,
});

/** Why the day's forecast rules out outdoor plans for this user, if it does. */
export function weatherProblem(
  weather: DayWeather | null,
  tolerance: WeatherTolerance,
): WeatherProblem | null {
  if (!weather) return null;
  const round = Math.round;
  if (weather.precipitation > tolerance.precipitation_tolerance) {
    return swap(
      `${round(weather.precipitation)}% chance of rain or snow, above your ${tolerance.precipitation_tolerance}% limit`,
      'bring rain gear',
    );
  }
  if (weather.max_temp < tolerance.outdoor_temp_min) {
    return swap(
      `A high of ${round(weather.max_temp)}°F, below your ${tolerance.outdoor_temp_min}°F minimum`,
      'dress warmly',
    );
  }
  if (weather.wind_speed > WIND_LIMITS[tolerance.wind_tolerance]) {
    return swap(
      `Wind of ${round(weather.wind_speed)} mph`,
      'dress for the wind',
    );
  }
  if (weather.max_temp > tolerance.outdoor_temp_max) {
    const fact = `A high of ${round(weather.max_temp)}°F, above your ${tolerance.outdoor_temp_max}°F maximum`;
    const reason = `${fact}: outdoor plans only in the cooler morning.`;
    return { kind: 'heat', fact, reason, warning: reason };
  }
  return null;
}

/**
 * Of a forecast's days, the one that suits this user's outdoor settings best:
 * no problem by `weatherProblem` (a day only too hot in the afternoon does
 * not count), then the least chance of rain or snow, then the high nearest
 * the middle of the user's range. Null when no day suits; `suiting` counts
 * the days that do.
 */
export function bestOutdoorDay<Day extends DayWeather>(
  days: readonly Day[],
  tolerance: WeatherTolerance,
): { day: Day; suiting: number } | null {
  const middle = (tolerance.outdoor_temp_min + tolerance.outdoor_temp_max) / 2;
  const suiting = days.filter((day) => !weatherProblem(day, tolerance));
  const [best] = [...suiting].sort(
    (a, b) =>
      a.precipitation - b.precipitation ||
      Math.abs(a.max_temp - middle) - Math.abs(b.max_temp - middle),
  );
  return best ? { day: best, suiting: suiting.length } : null;
}
