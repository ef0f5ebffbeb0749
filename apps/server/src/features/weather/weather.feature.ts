import type { Redis } from 'ioredis';

import { routePlugins, type FeatureDeps } from '../feature';

import { weatherRoutes } from './weather.routes';
import { createWeatherServiceFromConfig } from './weather.service';

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
