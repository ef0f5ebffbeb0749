import type { WeatherResponse } from '@app/shared/weather';

type WeatherRequest = {
  lat: number;
  lng: number;
  days: number;
  /** The metro's current date, YYYY-MM-DD. */
  today: string;
};

export type WeatherForecast = Omit<WeatherResponse, 'location' | 'units'>;

export type WeatherProvider = {
  readonly name: string;
  forecast: (request: WeatherRequest) => Promise<WeatherForecast>;
};

export const CONDITION_ICONS: Readonly<Record<string, string>> = {
  Clear: '01d',
  Clouds: '03d',
  Rain: '10d',
  Thunderstorm: '11d',
  Snow: '13d',
};

/** NWS wind chill where it applies (<= 50F, wind > 3 mph), else the temperature. */
export function feelsLike(tempF: number, windMph: number): number {
  if (tempF > 50 || windMph <= 3) return tempF;
  const v = windMph ** 0.16;
  return 35.74 + 0.6215 * tempF - 35.75 * v + 0.4275 * tempF * v;
}
