import type { NotificationType } from '@app/shared/notifications';

import type { Db } from '../../db/client';
import type { NotificationsService } from '../notifications/notifications.service';

import type { GroupPlansRepository } from './group-plans.repository';

type PlanNewsEvent = {
  type: NotificationType;
  title: string;
  message: string;
};

export const planLink = (planId: number) => `/my-plans?planId=${planId}`;

/**
 * Notifications about a plan to its people. Members who have the plan open
 * see its updates live, so a plan_updated skips them; everything else
 * (invitations, joins, votes cast) reaches everyone it names.
 */
export function createPlanNews(deps: {
  db: Db;
  repo: Pick<GroupPlansRepository, 'memberIds'>;
  notifications: Pick<NotificationsService, 'notify'>;
  /** Who has the plan open now. */
  viewerIds: (planId: number) => Promise<number[]>;
  nameOf: (userId: number) => Promise<string>;
}) {
  async function tell(
    userIds: number[],
    event: PlanNewsEvent,
    planId: number,
    senderId: number,
  ) {
    await Promise.all(
      userIds.map((userId) =>
        deps.notifications.notify({
          ...event,
          userId,
          actionUrl: planLink(planId),
          senderId,
        }),
      ),
    );
  }

  /** One notification to every member of the plan but the one who acted (and, for updates, those watching). */
  async function tellMembers(
    actorId: number,
    plan: { id: number },
    event: PlanNewsEvent,
  ) {
    const [members, watching] = await Promise.all([
      deps.repo.memberIds(deps.db, plan.id),
      event.type === 'plan_updated' ? deps.viewerIds(plan.id) : [],
    ]);
    const skip = new Set([actorId, ...watching]);
    await tell(
      members.filter((id) => !skip.has(id)),
      event,
      plan.id,
      actorId,
    );
  }

  return {
    tell,
    tellMembers,

    /**
     * plan_updated to the members of a group plan but the one who changed it;
     * the caller has already loaded the plan and checked the change.
     */
    async scheduleChanged(
      actorId: number,
      plan: { id: number; title: string },
    ) {
      await tellMembers(actorId, plan, {
        type: 'plan_updated',
        title: 'Plan updated',
        message: `${await deps.nameOf(actorId)} changed the schedule of "${plan.title}".`,
      });
    },
  };
}

export type PlanNews = ReturnType<typeof createPlanNews>;
