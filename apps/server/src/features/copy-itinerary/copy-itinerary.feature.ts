import { routePlugins, type FeatureDeps } from '../feature';
import type { FinalizedPlansService } from '../finalized-plans/finalized-plans.service';
import type { GroupPlansService } from '../group-plans/group-plans.service';

import { copyItineraryRoutes } from './copy-itinerary.routes';
import { createCopyItineraryService } from './copy-itinerary.service';

export function createCopyItineraryFeature(
  deps: FeatureDeps & {
    finalizedPlans: FinalizedPlansService;
    groupPlans: GroupPlansService;
  },
) {
  const service = createCopyItineraryService(deps);
  return {
    routes: routePlugins(copyItineraryRoutes({ service, auth: deps.auth })),
  };
}
