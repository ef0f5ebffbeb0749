import {
  MAX_INVITATIONS,
  type GroupPlan,
  type Invitation,
  type InviteRole,
  type Participant,
} from '@app/shared/group-plans';

import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { FinalizedPlansService } from '../finalized-plans/finalized-plans.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { LimitsService } from '../premium/limits.service';
import type { FriendsService } from '../social/friends.service';
import { toPublicUser } from '../social/people-wire';
import type { PersonRow } from '../social/people.sql';

import type { GroupPlansRepository } from './group-plans.repository';
import type { PlanNeed } from './plan-access';
import { createPlanCopyPeople } from './plan-copy-people';
import { planLink, type PlanNews } from './plan-news';

type Deps = {
  db: Db;
  repo: GroupPlansRepository;
  plans: Pick<FinalizedPlansService, 'access'>;
  friends: Pick<
    FriendsService,
    'areFriends' | 'isBlockedEitherWay' | 'findUser'
  >;
  notifications: NotificationsService;
  limits: Pick<LimitsService, 'assertGroupPlanning'>;
  news: Pick<PlanNews, 'tell'>;
  nameOf: (userId: number, dbOrTx?: DbOrTx) => Promise<string>;
};

const userNotFound = () => AppError.notFound('User not found');
const participantNotFound = () => AppError.notFound('Participant not found');

/** Who takes part in a group plan: invitations, answers, roles, leaving; copying its people. */
export function createGroupPlansService(deps: Deps) {
  const { db, repo, notifications, nameOf } = deps;
  const { tell } = deps.news;
  const load = (dbOrTx: DbOrTx, userId: number, id: number, need: PlanNeed) =>
    deps.plans.access(dbOrTx, userId, id, need);

  /**
   * Invites a friend in `tx` and records their plan_invite there; returns
   * the delivery to run once `tx` commits. Blocked either way is a 404 (the
   * block stays secret), anyone else who is not a friend a 403.
   */
  async function inviteInTx(
    tx: DbOrTx,
    plan: { id: number; title: string },
    ownerId: number,
    userId: number,
    role: InviteRole,
  ) {
    if (userId === ownerId) {
      throw AppError.badRequest('You are already in this plan');
    }
    if (await deps.friends.isBlockedEitherWay(ownerId, userId, tx)) {
      throw userNotFound();
    }
    if (!(await deps.friends.areFriends(ownerId, userId, tx))) {
      throw AppError.forbidden('You can only invite friends');
    }
    const created = await repo.invite(tx, {
      planId: plan.id,
      userId,
      role,
      invitedBy: ownerId,
    });
    if (!created) throw AppError.conflict('This friend is already invited');
    return notifications.record(tx, {
      userId,
      type: 'plan_invite',
      title: 'Plan invitation',
      message: `${await nameOf(ownerId, tx)} invited you to "${plan.title}".`,
      priority: 'high',
      actionUrl: planLink(plan.id),
      senderId: ownerId,
    });
  }

  async function view(userId: number, planId: number): Promise<GroupPlan> {
    const plan = await load(db, userId, planId, 'read');
    const isOwner = plan.access.role === 'owner';
    const [owner, rows, tallies] = await Promise.all([
      deps.friends.findUser(plan.userId),
      repo.participants(db, planId),
      repo.tallies(db, planId, userId),
    ]);
    const participants: Participant[] = [
      {
        user: toPublicUser(owner as PersonRow),
        role: 'owner',
        status: 'joined',
        invited_at: null,
      },
      ...rows
        .filter((r) => isOwner || r.status !== 'declined')
        .map((r) => ({
          user: toPublicUser(r.person),
          role: r.role as InviteRole,
          status: r.status as Participant['status'],
          invited_at: r.createdAt.toISOString(),
        })),
    ];
    return {
      plan_id: planId,
      is_group_plan: plan.isGroupPlan,
      my_role: plan.access.role,
      my_status: plan.access.status,
      participants,
      votes: tallies.map((t) => ({
        plan_activity_id: t.itemId,
        up: t.up,
        down: t.down,
        my_vote: t.mine,
      })),
    };
  }

  /** Moves the caller's pending invitation to `status` (409 once answered). */
  async function answer(
    userId: number,
    planId: number,
    status: 'joined' | 'declined',
  ) {
    const plan = await load(db, userId, planId, 'read');
    if (plan.access.role === 'owner') {
      throw AppError.badRequest('You own this plan');
    }
    const isPending = await repo.update(db, planId, userId, { status }, [
      'invited',
    ]);
    if (!isPending) {
      throw AppError.conflict('You have already answered this invitation');
    }
    await notifications.markRead(userId, {
      type: 'plan_invite',
      actionUrl: planLink(planId),
    });
    return plan;
  }

  return {
    view,

    /** What the caller is invited to and has yet to answer. */
    async invitations(userId: number): Promise<Invitation[]> {
      const rows = await repo.pendingInvitations(db, userId, MAX_INVITATIONS);
      return rows.map((r) => ({
        plan_id: r.plan.id,
        title: r.plan.title,
        start_date: r.plan.startDate,
        end_date: r.plan.endDate,
        location_name: r.plan.locationName,
        role: r.role as InviteRole,
        owner: toPublicUser(r.owner),
        invited_at: r.invitedAt.toISOString(),
      }));
    },

    ...createPlanCopyPeople({
      db,
      load,
      repo,
      friends: deps.friends,
      limits: deps.limits,
      inviteInTx,
    }),

    async invite(
      userId: number,
      planId: number,
      input: { user_id: number; role: InviteRole },
    ) {
      const deliver = await db.transaction(async (tx) => {
        const plan = await load(tx, userId, planId, 'own');
        await deps.limits.assertGroupPlanning(tx, userId);
        return inviteInTx(tx, plan, userId, input.user_id, input.role);
      });
      await deliver();
      return view(userId, planId);
    },

    async setRole(
      userId: number,
      planId: number,
      targetId: number,
      role: InviteRole,
    ) {
      await load(db, userId, planId, 'own');
      if (!(await repo.update(db, planId, targetId, { role }))) {
        throw participantNotFound();
      }
      return view(userId, planId);
    },

    /**
     * The owner removes someone, or a participant leaves; their votes go with
     * them. The owner hears when someone leaves.
     */
    async remove(userId: number, planId: number, targetId: number) {
      const isLeaving = targetId === userId;
      const plan = await load(db, userId, planId, isLeaving ? 'read' : 'own');
      await db.transaction(async (tx) => {
        if (!(await repo.remove(tx, planId, targetId))) {
          throw participantNotFound();
        }
        await repo.deleteVotesOf(tx, planId, targetId);
      });
      if (isLeaving) {
        await tell(
          [plan.userId],
          {
            type: 'plan_updated',
            title: 'Participant left',
            message: `${await nameOf(userId)} left "${plan.title}".`,
          },
          planId,
          userId,
        );
      }
    },

    /** Accepts the caller's pending invitation and tells the owner. */
    async join(userId: number, planId: number) {
      const plan = await answer(userId, planId, 'joined');
      await tell(
        [plan.userId],
        {
          type: 'plan_joined',
          title: 'Plan joined',
          message: `${await nameOf(userId)} joined "${plan.title}".`,
        },
        planId,
        userId,
      );
      return view(userId, planId);
    },

    /** Declines the caller's pending invitation and tells the owner. */
    async decline(userId: number, planId: number) {
      const plan = await answer(userId, planId, 'declined');
      await tell(
        [plan.userId],
        {
          type: 'plan_updated',
          title: 'Invitation declined',
          message: `${await nameOf(userId)} declined your invitation to "${plan.title}".`,
        },
        planId,
        userId,
      );
    },
  };
}

export type GroupPlansService = ReturnType<typeof createGroupPlansService>;
