import { featureRoutes, type FeatureDeps } from '../feature';
import type { LimitsService } from '../premium/limits.service';

import { createBucketListRepository } from './bucket-list.repository';
import { bucketListRoutes } from './bucket-list.routes';
import { createBucketListService } from './bucket-list.service';

export function createBucketListFeature(
  deps: FeatureDeps & { limits: LimitsService },
) {
  const bucketList = createBucketListService({
    db: deps.db,
    repository: createBucketListRepository(),
    limits: deps.limits,
  });
  return {
    routes: featureRoutes(async (app) => {
      await app.register(bucketListRoutes({ auth: deps.auth, bucketList }));
    }),
  };
}
