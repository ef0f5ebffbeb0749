import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

import type { Config } from '../../config';
import {
  createProviderTracker,
  type ProviderRegistry,
} from '../../lib/provider-status';
import { createClimatologyProvider } from '../../providers/weather/climatology-provider';
import { loadNormals } from '../../providers/weather/normals';
import { createOpenMeteoProvider } from '../../providers/weather/open-meteo-provider';
import { createOpenWeatherMapProvider } from '../../providers/weather/openweathermap-provider';
import type { WeatherProvider } from '../../providers/weather/weather-provider';
import { routePlugins, type FeatureDeps } from '../feature';

import { createMemoryCache, createRedisCache } from './weather.cache';
import { weatherRoutes } from './weather.routes';
import {
  createWeatherService,
  type StoredForecast,
  type WeatherService,
} from './weather.service';

const LABELS = {
  'open-meteo': 'Open-Meteo forecast',
  openweathermap: 'OpenWeatherMap forecast',
  climatology: 'Forecast (off: typical weather only)',
} as const;

/** The live forecast source `WEATHER_PROVIDER` names (else the key's); null for typical weather only. */
function liveProvider(config: Config): WeatherProvider | null {
  const choice =
    config.WEATHER_PROVIDER ??
    (config.WEATHER_API_KEY ? 'openweathermap' : 'open-meteo');
  if (choice === 'climatology') return null;
  if (choice === 'openweathermap') {
    if (!config.WEATHER_API_KEY) return null;
    return createOpenWeatherMapProvider({
      apiKey: config.WEATHER_API_KEY,
      baseUrl: config.WEATHER_API_URL,
    });
  }
  return createOpenMeteoProvider({ baseUrl: config.OPEN_METEO_URL });
}

export function createWeatherServiceFromConfig(
  config: Config,
  providers: ProviderRegistry,
  log?: Pick<FastifyBaseLogger, 'warn'>,
  redis?: Redis,
): WeatherService {
  const provider = liveProvider(config);
  const tracker = providers.register(
    createProviderTracker(
      'forecast',
      LABELS[(provider?.name as keyof typeof LABELS) ?? 'climatology'],
    ),
  );
  const cache = redis
    ? createRedisCache<StoredForecast>(redis)
    : createMemoryCache<StoredForecast>();
  return createWeatherService({
    provider,
    typical: createClimatologyProvider(loadNormals()),
    cache,
    tracker,
    log,
  });
}

export function createWeatherFeature(deps: FeatureDeps & { redis?: Redis }) {
  const weather = createWeatherServiceFromConfig(
    deps.config,
    deps.providers,
    deps.log,
    deps.redis,
  );
  return {
    weather,
    routes: routePlugins(weatherRoutes(weather)),
  };
}
