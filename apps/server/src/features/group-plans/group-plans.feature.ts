import type { DbOrTx } from '../../db/client';
import { routePlugins, type FeatureDeps } from '../feature';
import type { FinalizedPlansService } from '../finalized-plans/finalized-plans.service';
import type { PlanLive } from '../finalized-plans/plan-live';
import type { NotificationsService } from '../notifications/notifications.service';
import type { LimitsService } from '../premium/limits.service';
import type { FriendsService } from '../social/friends.service';
import { displayNameOf } from '../social/people-wire';

import { createGroupPlansRepository } from './group-plans.repository';
import { groupPlansRoutes } from './group-plans.routes';
import { createGroupPlansService } from './group-plans.service';
import { createItemVotesService } from './item-votes.service';
import { createPlanNews } from './plan-news';
import { createPollsRepository } from './polls.repository';
import { pollsRoutes } from './polls.routes';
import { createPollsService } from './polls.service';

/** Group planning: participants, invitations, votes and polls on finalized plans. */
export function createGroupPlansFeature(
  deps: FeatureDeps & {
    notifications: NotificationsService;
    limits: LimitsService;
    plans: Pick<
      FinalizedPlansService,
      'access' | 'knownActivityIds' | 'bumpVersionInTx'
    >;
    friends: Pick<
      FriendsService,
      'areFriends' | 'isBlockedEitherWay' | 'findUser'
    >;
    live: Pick<PlanLive, 'changed'>;
    /** Who has a plan open now (they see its updates live). */
    viewerIds: (planId: number) => Promise<number[]>;
  },
) {
  const { db, plans, friends } = deps;
  const repo = createGroupPlansRepository();
  const nameOf = (userId: number, dbOrTx: DbOrTx = db) =>
    displayNameOf(
      { findUser: (tx: DbOrTx, id: number) => friends.findUser(id, tx) },
      dbOrTx,
      userId,
    );
  const news = createPlanNews({
    db,
    repo,
    notifications: deps.notifications,
    viewerIds: deps.viewerIds,
    nameOf,
  });
  const groupPlans = createGroupPlansService({
    ...deps,
    repo,
    news,
    nameOf,
  });
  const votes = createItemVotesService({
    db,
    repo,
    load: (userId, planId, need) => plans.access(db, userId, planId, need),
    view: groupPlans.view,
    news,
    nameOf,
  });
  const polls = createPollsService({
    db,
    repo: createPollsRepository(),
    plans,
    news,
    live: deps.live,
  });
  return {
    groupPlans,
    /** Tells a group plan's other members that its schedule changed. */
    scheduleChanged: news.scheduleChanged,
    routes: routePlugins(
      groupPlansRoutes({ service: groupPlans, votes, auth: deps.auth }),
      pollsRoutes({ service: polls, auth: deps.auth }),
    ),
  };
}
