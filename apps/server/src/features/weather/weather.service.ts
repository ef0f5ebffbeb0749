import { metroToday } from '@app/shared/metro';
import {
  MAX_FORECAST_DAYS,
  type WeatherQuery,
  type WeatherResponse,
} from '@app/shared/weather';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

import type { Config } from '../../config';
import { createClimatologyProvider } from '../../providers/weather/climatology-provider';
import { loadNormals } from '../../providers/weather/normals';
import { createOpenWeatherMapProvider } from '../../providers/weather/openweathermap-provider';
import type {
  WeatherForecast,
  WeatherProvider,
} from '../../providers/weather/weather-provider';

import {
  createMemoryCache,
  createRedisCache,
  type TtlCache,
} from './weather.cache';

const FORECAST_TTL_MS = 30 * 60_000;
const ESTIMATE_TTL_MS = 6 * 60 * 60_000;
const FALLBACK_TTL_MS = 5 * 60_000;

function cacheCell(lat: number, lng: number): string {
  return `${Math.round(lat * 10)}:${Math.round(lng * 10)}`;
}

type WeatherServiceDeps = {
  provider: WeatherProvider;
  /** Used when the real provider fails; labelled as an estimate. */
  fallback: WeatherProvider;
  cache: TtlCache<WeatherForecast>;
  now?: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

function createWeatherService(deps: WeatherServiceDeps) {
  const now = deps.now ?? (() => new Date());

  async function load(lat: number, lng: number, today: string) {
    const key = `${deps.provider.name}:${cacheCell(lat, lng)}:${today}`;
    const cached = await deps.cache.get(key);
    if (cached) return cached;
    const request = { lat, lng, days: MAX_FORECAST_DAYS, today };
    try {
      const result = await deps.provider.forecast(request);
      const ttl = result.is_estimate ? ESTIMATE_TTL_MS : FORECAST_TTL_MS;
      await deps.cache.set(key, result, ttl);
      return result;
    } catch (error) {
      if (deps.provider === deps.fallback) throw error;
      deps.log?.warn({ err: error }, 'weather provider failed; estimating');
      const estimate = await deps.fallback.forecast(request);
      // Brief, so the real forecast returns soon after the provider recovers
      // without every request waiting on a failing provider meanwhile.
      await deps.cache.set(key, estimate, FALLBACK_TTL_MS);
      return estimate;
    }
  }

  return {
    /** The forecast for the ~0.1 degree cell around lat/lng, today first. */
    async getForecast(query: WeatherQuery): Promise<WeatherResponse> {
      const today = metroToday(now());
      const full = await load(query.lat, query.lng, today);
      const forecast = full.forecast.slice(0, query.days);
      const dates = new Set(forecast.map((d) => d.date));
      return {
        location: { lat: query.lat, lng: query.lng },
        units: 'imperial',
        source: full.source,
        is_estimate: full.is_estimate,
        attribution: full.attribution,
        forecast,
        hourly_3h: full.hourly_3h.filter((h) =>
          dates.has(h.datetime.slice(0, 10)),
        ),
      };
    },
    close: () => deps.cache.close(),
  };
}
export type WeatherService = ReturnType<typeof createWeatherService>;

export function createWeatherServiceFromConfig(
  config: Config,
  log?: Pick<FastifyBaseLogger, 'warn'>,
  redis?: Redis,
): WeatherService {
  const fallback = createClimatologyProvider(loadNormals());
  const provider = config.WEATHER_API_KEY
    ? createOpenWeatherMapProvider({
        apiKey: config.WEATHER_API_KEY,
        baseUrl: config.WEATHER_API_URL,
      })
    : fallback;
  const cache = redis
    ? createRedisCache<WeatherForecast>(redis)
    : createMemoryCache<WeatherForecast>();
  return createWeatherService({ provider, fallback, cache, log });
}
