import { canVote, type GroupPlan } from '@app/shared/group-plans';

import type { Db } from '../../db/client';
import { AppError } from '../../errors';

import type { GroupPlansRepository } from './group-plans.repository';
import type { PlanNeed } from './plan-access';
import type { PlanNews } from './plan-news';

type LoadedPlan = {
  id: number;
  userId: number;
  title: string;
  access: { role: string; status: string };
};

/** Up and down votes on a group plan's scheduled activities. */
export function createItemVotesService(deps: {
  db: Db;
  repo: Pick<GroupPlansRepository, 'findItem' | 'saveVote' | 'deleteVote'>;
  load: (userId: number, planId: number, need: PlanNeed) => Promise<LoadedPlan>;
  view: (userId: number, planId: number) => Promise<GroupPlan>;
  news: Pick<PlanNews, 'tell'>;
  nameOf: (userId: number) => Promise<string>;
}) {
  const { db, repo } = deps;
  return {
    /** A joined member's vote on a scheduled activity; the owner hears of others' votes. */
    async vote(userId: number, planId: number, itemId: number, vote: 1 | -1) {
      const plan = await deps.load(userId, planId, 'read');
      if (!canVote(plan.access.status as GroupPlan['my_status'])) {
        throw AppError.forbidden('Join the plan to vote');
      }
      const item = await repo.findItem(db, planId, itemId);
      if (!item || (item.isPrivate && plan.access.role !== 'owner')) {
        throw AppError.notFound('Scheduled activity not found');
      }
      await repo.saveVote(db, itemId, userId, vote);
      if (plan.userId !== userId) {
        await deps.news.tell(
          [plan.userId],
          {
            type: 'vote_cast',
            title: 'New vote',
            message: `${await deps.nameOf(userId)} voted ${vote > 0 ? 'for' : 'against'} an activity in "${plan.title}".`,
          },
          planId,
          userId,
        );
      }
      return deps.view(userId, planId);
    },

    async unvote(userId: number, planId: number, itemId: number) {
      await deps.load(userId, planId, 'read');
      if (!(await repo.deleteVote(db, itemId, userId))) {
        throw AppError.notFound('Vote not found');
      }
      return deps.view(userId, planId);
    },
  };
}

export type ItemVotesService = ReturnType<typeof createItemVotesService>;
