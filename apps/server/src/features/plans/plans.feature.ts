import type { KeepGateSetting } from '../../lib/redis-channel';
import { tableWritesOf } from '../../lib/table-writes';
import type { ActivitiesService } from '../activities/activities.service';
import { featureRoutes, type FeatureDeps } from '../feature';
import type { LimitsService } from '../premium/limits.service';

import { createPlansRepository } from './plans.repository';
import { plansRoutes } from './plans.routes';
import { createKeptDrafts, createPlansService } from './plans.service';

/** Draft plans with their suggestions. */
export function createPlansFeature(
  deps: FeatureDeps & {
    activities: ActivitiesService;
    limits: LimitsService;
    /** Where drafts' details may be kept (as session answers are). */
    keep: Omit<KeepGateSetting, 'log'>;
  },
) {
  const kept = createKeptDrafts({
    writes: tableWritesOf(deps.db),
    keep: { ...deps.keep, log: deps.log },
  });
  const service = createPlansService({
    ...deps,
    repo: createPlansRepository(),
    kept,
  });
  return {
    routes: featureRoutes(async (app) => {
      app.addHook('onClose', async () => kept.close());
      await app.register(plansRoutes({ service, auth: deps.auth }));
    }),
  };
}
