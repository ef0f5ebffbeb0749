import type { InviteRole, PlanRole } from '@app/shared/group-plans';

import type { Db, DbOrTx } from '../../db/client';
import type { FinalizedPlansService } from '../finalized-plans/finalized-plans.service';
import type { LimitsService } from '../premium/limits.service';
import type { FriendsService } from '../social/friends.service';

import type { GroupPlansRepository } from './group-plans.repository';
import type { PlanNeed } from './plan-access';

type Load = (
  dbOrTx: DbOrTx,
  userId: number,
  id: number,
  need: PlanNeed,
) => ReturnType<FinalizedPlansService['access']>;

/** A group plan's people, for Copy Itinerary: who they are, and inviting them to the copy. */
export function createPlanCopyPeople(deps: {
  db: Db;
  load: Load;
  repo: Pick<GroupPlansRepository, 'participants'>;
  friends: Pick<FriendsService, 'areFriends' | 'findUser'>;
  limits: Pick<LimitsService, 'assertGroupPlanning'>;
  /** Invites one friend in the copy's transaction; answers the delivery to run after commit. */
  inviteInTx: (
    tx: DbOrTx,
    plan: { id: number; title: string },
    ownerId: number,
    userId: number,
    role: InviteRole,
  ) => Promise<() => Promise<void>>;
}) {
  const { db, load, repo, friends, limits, inviteInTx } = deps;

  /** Who takes part: the owner and everyone who joined, with their roles. */
  async function members(dbOrTx: DbOrTx, plan: { id: number; userId: number }) {
    const [owner, rows] = await Promise.all([
      friends.findUser(plan.userId, dbOrTx),
      repo.participants(dbOrTx, plan.id),
    ]);
    return [
      { person: owner!, role: 'owner' as PlanRole },
      ...rows
        .filter((r) => r.status === 'joined')
        .map((r) => ({ person: r.person, role: r.role as PlanRole })),
    ];
  }

  return {
    /**
     * The copy dialog's facts. E-mails stay private: only the caller's own
     * is shown, everyone else's is empty.
     */
    async copyPreview(userId: number, planId: number) {
      const plan = await load(db, userId, planId, 'read');
      const people = await members(db, plan);
      return {
        is_group_plan: plan.isGroupPlan,
        total_participants: people.length,
        participants: plan.isGroupPlan
          ? people.map(({ person, role }) => ({
              id: person.id,
              username: person.username,
              email: person.id === userId ? person.email : '',
              role,
            }))
          : [],
      };
    },

    /**
     * Invites the source plan's members (its owner as an editor) to the copy,
     * in the copy's transaction. Only the copier's friends can be invited, so
     * anyone else is left out. Returns the deliveries to run after commit.
     */
    async copyParticipantsInTx(
      tx: DbOrTx,
      sourcePlanId: number,
      copy: { id: number; title: string },
      copierId: number,
    ) {
      const source = await load(tx, copierId, sourcePlanId, 'read');
      const deliveries: (() => Promise<void>)[] = [];
      if (!source.isGroupPlan) return deliveries;
      for (const { person, role } of await members(tx, source)) {
        if (person.id === copierId) continue;
        if (!(await friends.areFriends(copierId, person.id, tx))) continue;
        if (deliveries.length === 0) {
          await limits.assertGroupPlanning(tx, copierId);
        }
        deliveries.push(
          await inviteInTx(
            tx,
            copy,
            copierId,
            person.id,
            role === 'owner' ? 'editor' : role,
          ),
        );
      }
      return deliveries;
    },
  };
}
