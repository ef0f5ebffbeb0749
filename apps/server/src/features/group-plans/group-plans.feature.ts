import { routePlugins, type FeatureDeps } from '../feature';
import { createFinalizedPlansRepository } from '../finalized-plans/finalized-plans.repository';
import type { NotificationsService } from '../notifications/notifications.service';
import type { LimitsService } from '../premium/limits.service';
import { createFriendsRepository } from '../social/friends.repository';

import { createGroupPlansRepository } from './group-plans.repository';
import { groupPlansRoutes } from './group-plans.routes';
import { createGroupPlansService } from './group-plans.service';
import { createPollsRepository } from './polls.repository';
import { pollsRoutes } from './polls.routes';
import { createPollsService } from './polls.service';

/** Group planning: participants, invitations, votes and polls on finalized plans. */
export function createGroupPlansFeature(
  deps: FeatureDeps & {
    notifications: NotificationsService;
    limits: LimitsService;
  },
) {
  const plans = createFinalizedPlansRepository();
  const groupPlans = createGroupPlansService({
    ...deps,
    repo: createGroupPlansRepository(),
    plans,
    friends: createFriendsRepository(),
  });
  const polls = createPollsService({
    db: deps.db,
    repo: createPollsRepository(),
    plans,
    groupPlans,
  });
  return {
    groupPlans,
    routes: routePlugins(
      groupPlansRoutes({ service: groupPlans, auth: deps.auth }),
      pollsRoutes({ service: polls, auth: deps.auth }),
    ),
  };
}
