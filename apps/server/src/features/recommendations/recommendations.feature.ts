import type { ActivitiesService } from '../activities/activities.service';
import { featureRoutes, type FeatureDeps } from '../feature';
import type { PreferencesService } from '../preferences/preferences.service';
import type { WeatherService } from '../weather/weather.service';

import { createRecommendationsRepository } from './recommendations.repository';
import { recommendationsRoutes } from './recommendations.routes';
import { createRecommendationsService } from './recommendations.service';

/** Weighted scoring plus co-occurrence learned from all users' saves. */
export function createRecommendationsFeature(
  deps: FeatureDeps & {
    preferences: PreferencesService;
    activities: ActivitiesService;
    /** The app's weather service, whose cache the forecast pages share. */
    weather: WeatherService;
  },
) {
  const recommendations = createRecommendationsService({
    ...deps,
    repo: createRecommendationsRepository(),
  });
  return {
    recommendations,
    routes: featureRoutes(async (app) => {
      await app.register(
        recommendationsRoutes({ auth: deps.auth, service: recommendations }),
      );
    }),
  };
}
