import type { ActivitiesService } from '../activities/activities.service';
import { routePlugins, type FeatureDeps } from '../feature';
import type { LimitsService } from '../premium/limits.service';

import { createPlansRepository } from './plans.repository';
import { plansRoutes } from './plans.routes';
import { createPlansService } from './plans.service';

/** Draft plans with their suggestions. */
export function createPlansFeature(
  deps: FeatureDeps & { activities: ActivitiesService; limits: LimitsService },
) {
  const service = createPlansService({
    ...deps,
    repo: createPlansRepository(),
  });
  return {
    routes: routePlugins(plansRoutes({ service, auth: deps.auth })),
  };
}
