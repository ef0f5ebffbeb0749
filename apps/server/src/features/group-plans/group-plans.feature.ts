import { routePlugins, type FeatureDeps } from '../feature';
import { createFinalizedPlansRepository } from '../finalized-plans/finalized-plans.repository';
import type { NotificationsService } from '../notifications/notifications.service';
import type { LimitsService } from '../premium/limits.service';
import { createFriendsRepository } from '../social/friends.repository';

import { createGroupPlansRepository } from './group-plans.repository';
import { groupPlansRoutes } from './group-plans.routes';
import { createGroupPlansService } from './group-plans.service';

/** Group planning: participants, invitations and votes on finalized plans. */
export function createGroupPlansFeature(
  deps: FeatureDeps & {
    notifications: NotificationsService;
    limits: LimitsService;
  },
) {
  const groupPlans = createGroupPlansService({
    ...deps,
    repo: createGroupPlansRepository(),
    plans: createFinalizedPlansRepository(),
    friends: createFriendsRepository(),
  });
  return {
    groupPlans,
    routes: routePlugins(
      groupPlansRoutes({ service: groupPlans, auth: deps.auth }),
    ),
  };
}
