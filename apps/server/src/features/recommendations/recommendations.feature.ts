import type { ActivitiesService } from '../activities/activities.service';
import { routePlugins, type FeatureDeps } from '../feature';
import type { PreferencesService } from '../preferences/preferences.service';

import { createRecommendationsRepository } from './recommendations.repository';
import { recommendationsRoutes } from './recommendations.routes';
import { createRecommendationsService } from './recommendations.service';

/** Weighted scoring plus co-occurrence learned from all users' saves. */
export function createRecommendationsFeature(
  deps: FeatureDeps & {
    preferences: PreferencesService;
    activities: ActivitiesService;
  },
) {
  const recommendations = createRecommendationsService({
    ...deps,
    repo: createRecommendationsRepository(),
  });
  return {
    recommendations,
    routes: routePlugins(
      recommendationsRoutes({ auth: deps.auth, service: recommendations }),
    ),
  };
}
