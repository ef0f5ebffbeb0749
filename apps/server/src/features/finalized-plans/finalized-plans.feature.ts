import type { ActivitiesService } from '../activities/activities.service';
import { routePlugins, type FeatureDeps } from '../feature';
import type { PlaceEnricher } from '../places/place-enrichment';
import type { LimitsService } from '../premium/limits.service';

import { createFinalizedPlansRepository } from './finalized-plans.repository';
import { finalizedPlansRoutes } from './finalized-plans.routes';
import { createFinalizedPlansService } from './finalized-plans.service';
import { createPlanPlaces } from './plan-places';

/** Finalized plans; live place facts join in when places are enriched. */
export function createFinalizedPlansFeature(
  deps: FeatureDeps & {
    activities: ActivitiesService;
    limits: LimitsService;
    enricher?: PlaceEnricher;
    onScheduleChanged: Parameters<
      typeof createFinalizedPlansService
    >[0]['onScheduleChanged'];
  },
) {
  const { enricher, log } = deps;
  const finalizedPlans = createFinalizedPlansService({
    db: deps.db,
    repo: createFinalizedPlansRepository(),
    limits: deps.limits,
    places: enricher
      ? createPlanPlaces({ enricher, activities: deps.activities, log })
      : undefined,
    onScheduleChanged: deps.onScheduleChanged,
  });
  return {
    finalizedPlans,
    routes: routePlugins(
      finalizedPlansRoutes({ service: finalizedPlans, auth: deps.auth }),
    ),
  };
}
