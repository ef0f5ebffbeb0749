import type { FastifyInstance } from 'fastify';

import type { Db } from '../../db/client';
import type { AuthHooks } from '../../plugins/auth';
import type { FinalizedPlansRepository } from '../finalized-plans/finalized-plans.repository';
import type { NotificationsService } from '../notifications/notifications.service';
import type { LimitsService } from '../premium/limits.service';
import { createFriendsRepository } from '../social/friends.repository';

import { createGroupPlansRepository } from './group-plans.repository';
import { groupPlansRoutes } from './group-plans.routes';
import { createGroupPlansService } from './group-plans.service';

/** Group planning: participants, invitations and votes on finalized plans. */
export async function registerGroupPlans(
  app: FastifyInstance,
  deps: {
    db: Db;
    auth: AuthHooks;
    plans: FinalizedPlansRepository;
    notifications: NotificationsService;
    limits: LimitsService;
  },
) {
  const service = createGroupPlansService({
    db: deps.db,
    repo: createGroupPlansRepository(),
    plans: deps.plans,
    friends: createFriendsRepository(),
    notifications: deps.notifications,
    limits: deps.limits,
  });
  await app.register(groupPlansRoutes({ service, auth: deps.auth }));
  return service;
}
