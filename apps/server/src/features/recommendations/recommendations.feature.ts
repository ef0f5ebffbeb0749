import type { ActivitiesService } from '../activities/activities.service';
import { featureRoutes, type FeatureDeps } from '../feature';
import type { PreferencesService } from '../preferences/preferences.service';
import {
  createWeatherServiceFromConfig,
  type WeatherService,
} from '../weather/weather.service';

import { createRecommendationsRepository } from './recommendations.repository';
import { recommendationsRoutes } from './recommendations.routes';
import { createRecommendationsService } from './recommendations.service';

/** Weighted scoring plus co-occurrence learned from all users' saves. */
export function createRecommendationsFeature(
  deps: FeatureDeps & {
    preferences: PreferencesService;
    activities: ActivitiesService;
    /** The app's weather service; without one, a forecast service of its own. */
    weather?: WeatherService;
  },
) {
  const ownWeather = deps.weather
    ? null
    : createWeatherServiceFromConfig(deps.config, deps.log);
  const recommendations = createRecommendationsService({
    ...deps,
    weather: deps.weather ?? ownWeather!,
    repo: createRecommendationsRepository(),
  });
  return {
    recommendations,
    routes: featureRoutes(async (app) => {
      if (ownWeather) app.addHook('onClose', async () => ownWeather.close());
      await app.register(
        recommendationsRoutes({ auth: deps.auth, service: recommendations }),
      );
    }),
  };
}
