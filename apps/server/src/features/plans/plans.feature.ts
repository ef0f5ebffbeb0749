import type { ActivitiesService } from '../activities/activities.service';
import { featureRoutes, type FeatureDeps } from '../feature';
import type { LimitsService } from '../premium/limits.service';

import { createPlansRepository } from './plans.repository';
import { plansRoutes } from './plans.routes';
import { createPlansService } from './plans.service';

/** Draft plans with their suggestions. */
export function createPlansFeature(
  deps: FeatureDeps & { activities: ActivitiesService; limits: LimitsService },
) {
  const service = createPlansService({
    db: deps.db,
    repo: createPlansRepository(),
    activities: deps.activities,
    limits: deps.limits,
  });
  return {
    routes: featureRoutes(async (app) => {
      await app.register(plansRoutes({ service, auth: deps.auth }));
    }),
  };
}
