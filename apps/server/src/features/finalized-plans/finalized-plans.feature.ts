import type { KeepGateSetting } from '../../lib/redis-channel';
import { tableWritesOf } from '../../lib/table-writes';
import type { ActivitiesService } from '../activities/activities.service';
import { featureRoutes, type FeatureDeps } from '../feature';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PlaceEnricher } from '../places/place-enrichment';
import type { LimitsService } from '../premium/limits.service';

import { createFinalizedPlansRepository } from './finalized-plans.repository';
import { finalizedPlansRoutes } from './finalized-plans.routes';
import { createFinalizedPlansService } from './finalized-plans.service';
import { createKeptPlanLists } from './kept-plan-lists';
import { createPlanLive } from './plan-live';
import { planLiveRoutes } from './plan-live.routes';
import { createPlanPlaces } from './plan-places';
import { createPlanPresenceRepository } from './plan-presence.repository';
import { createPlanPresenceService } from './plan-presence.service';

/**
 * Finalized plans, edited live by their members (changes and presence go
 * out on the notification streams); live place facts join in when places
 * are enriched.
 */
export function createFinalizedPlansFeature(
  deps: FeatureDeps & {
    activities: ActivitiesService;
    limits: LimitsService;
    enricher?: PlaceEnricher;
    push: NotificationsService['push'];
    /** Where My Plans answers may be kept (as session answers are). */
    keep: Omit<KeepGateSetting, 'log'>;
    onScheduleChanged: Parameters<
      typeof createFinalizedPlansService
    >[0]['onScheduleChanged'];
  },
) {
  const { db, enricher, log } = deps;
  const repo = createFinalizedPlansRepository();
  const presence = createPlanPresenceRepository();
  const live = createPlanLive({
    db,
    readers: presence,
    push: deps.push,
    log,
  });
  const lists = createKeptPlanLists({
    writes: tableWritesOf(db),
    keep: { ...deps.keep, log },
  });
  const finalizedPlans = createFinalizedPlansService({
    db,
    repo,
    lists,
    limits: deps.limits,
    places: enricher
      ? createPlanPlaces({ enricher, activities: deps.activities, log })
      : undefined,
    catalogue: deps.activities,
    people: presence,
    live,
    onScheduleChanged: deps.onScheduleChanged,
  });
  const presenceService = createPlanPresenceService({
    db,
    repo: presence,
    plans: repo,
    live,
  });
  return {
    finalizedPlans,
    /** For other writers to a plan (polls, attendance): tells its open pages. */
    live,
    /** Who has a plan open now: they need no notification of what they see live. */
    viewerIds: presenceService.viewerIds,
    routes: featureRoutes(async (app) => {
      app.addHook('onClose', async () => lists.close());
      await app.register(
        finalizedPlansRoutes({ service: finalizedPlans, auth: deps.auth }),
      );
      await app.register(
        planLiveRoutes({ service: presenceService, auth: deps.auth }),
      );
    }),
  };
}
