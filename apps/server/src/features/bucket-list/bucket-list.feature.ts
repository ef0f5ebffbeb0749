import { routePlugins, type FeatureDeps } from '../feature';
import type { LimitsService } from '../premium/limits.service';

import { createBucketListRepository } from './bucket-list.repository';
import { bucketListRoutes } from './bucket-list.routes';
import { createBucketListService } from './bucket-list.service';

export function createBucketListFeature(
  deps: FeatureDeps & { limits: LimitsService },
) {
  const bucketList = createBucketListService({
    ...deps,
    repository: createBucketListRepository(),
  });
  return {
    routes: routePlugins(bucketListRoutes({ auth: deps.auth, bucketList })),
  };
}
