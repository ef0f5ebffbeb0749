import type { PlanPresence, presenceInputSchema } from '@app/shared/plan-live';
import type { z } from 'zod';

import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { loadPlan } from '../group-plans/plan-access';
import { toPublicUser } from '../social/people-wire';

import type { FinalizedPlansRepository } from './finalized-plans.repository';
import type { PlanLive } from './plan-live';
import type { PlanPresenceRepository } from './plan-presence.repository';

type Heartbeat = z.output<typeof presenceInputSchema>;

/**
 * Who has a plan open and what they are editing. Each open page beats every
 * 15 s; a page unheard for 45 s has gone. Members hear of arrivals,
 * departures and edits begun or ended over their notification streams.
 */
export function createPlanPresenceService(deps: {
  db: Db;
  repo: PlanPresenceRepository;
  plans: Pick<FinalizedPlansRepository, 'findWithInvitation' | 'findItem'>;
  live: Pick<PlanLive, 'presenceChanged'>;
}) {
  const { db, repo } = deps;

  /** Everyone else there now, once each, with the activity they edit (none the caller may not see). */
  async function others(
    userId: number,
    planId: number,
    isOwner: boolean,
  ): Promise<PlanPresence> {
    const pages = await repo.livePages(db, planId, userId);
    const viewers = new Map<number, PlanPresence['viewers'][number]>();
    for (const page of pages) {
      const editing =
        page.editingPrivate && !isOwner ? null : page.editingItemId;
      const known = viewers.get(page.person.id);
      if (!known) {
        viewers.set(page.person.id, {
          user: toPublicUser(page.person),
          editing_item_id: editing,
        });
      } else {
        known.editing_item_id ??= editing;
      }
    }
    return { plan_id: planId, viewers: [...viewers.values()] };
  }

  return {
    /** An open page's heartbeat; answers who else is there. */
    async beat(userId: number, planId: number, input: Heartbeat) {
      const editing = input.editing_item_id;
      // Only those who may change the schedule say they are editing it.
      const plan = await loadPlan(
        deps.plans,
        db,
        userId,
        planId,
        editing ? 'schedule' : 'read',
      );
      const isOwner = plan.access.role === 'owner';
      if (editing) {
        const item = await deps.plans.findItem(db, planId, editing);
        if (!item || (item.isPrivate && !isOwner)) {
          throw AppError.notFound('Scheduled activity not found');
        }
      }
      const page = { planId, userId, clientId: input.client_id };
      if (await repo.touch(db, page, editing)) {
        await deps.live.presenceChanged(planId, userId);
      }
      return others(userId, planId, isOwner);
    },

    /** Who has the plan open now: they see changes live, so need no notification. */
    viewerIds: (planId: number) => repo.viewerIds(db, planId),

    async list(userId: number, planId: number) {
      const plan = await loadPlan(deps.plans, db, userId, planId, 'read');
      return others(userId, planId, plan.access.role === 'owner');
    },

    /** The page closed: the others see it go at once rather than after the expiry. */
    async leave(userId: number, planId: number, clientId: string) {
      await loadPlan(deps.plans, db, userId, planId, 'read');
      if (await repo.leave(db, { planId, userId, clientId })) {
        await deps.live.presenceChanged(planId, userId);
      }
    },
  };
}

export type PlanPresenceService = ReturnType<typeof createPlanPresenceService>;
