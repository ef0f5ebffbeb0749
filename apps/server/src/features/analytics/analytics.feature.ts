import { routePlugins, type FeatureDeps } from '../feature';

import { createAnalyticsRepository } from './analytics.repository';
import { analyticsRoutes } from './analytics.routes';
import { createAnalyticsService } from './analytics.service';

export function createAnalyticsFeature(deps: FeatureDeps) {
  const service = createAnalyticsService({
    ...deps,
    repo: createAnalyticsRepository(),
  });
  return {
    routes: routePlugins(analyticsRoutes({ auth: deps.auth, service })),
  };
}
