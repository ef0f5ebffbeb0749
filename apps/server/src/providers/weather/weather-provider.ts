import type { WeatherResponse } from '@app/shared/weather';
import type { z } from 'zod';

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

export class WeatherProviderError extends Error {}

/** A provider's JSON answer, or a WeatherProviderError saying why there is none. */
export async function fetchForecast<T>(
  url: URL,
  timeoutMs: number,
  schema: z.ZodType<T>,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new WeatherProviderError(`weather request failed: ${String(error)}`);
  }
  if (!response.ok) {
    throw new WeatherProviderError(
      `weather provider answered ${response.status}`,
    );
  }
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    throw new WeatherProviderError('weather provider sent an unexpected body');
  }
  return parsed.data;
}

export const CONDITION_ICONS: Readonly<Record<string, string>> = {
  Clear: '01d',
  Clouds: '03d',
  Rain: '10d',
  Thunderstorm: '11d',
  Snow: '13d',
  Drizzle: '09d',
  Fog: '50d',
};

/** NWS wind chill where it applies (<= 50F, wind > 3 mph), else the temperature. */
export function feelsLike(tempF: number, windMph: number): number {
  if (tempF > 50 || windMph <= 3) return tempF;
  const v = windMph ** 0.16;
  return 35.74 + 0.6215 * tempF - 35.75 * v + 0.4275 * tempF * v;
}
