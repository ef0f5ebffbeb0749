import { featureRoutes, type FeatureDeps } from '../feature';

import { createAnalyticsRepository } from './analytics.repository';
import { analyticsRoutes } from './analytics.routes';
import { createAnalyticsService } from './analytics.service';

export function createAnalyticsFeature(deps: FeatureDeps) {
  const service = createAnalyticsService({
    db: deps.db,
    repo: createAnalyticsRepository(),
  });
  return {
    routes: featureRoutes(async (app) => {
      await app.register(analyticsRoutes({ auth: deps.auth, service }));
    }),
  };
}
