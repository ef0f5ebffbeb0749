import { canVote } from '@app/shared/group-plans';
import {
  MAX_POLLS,
  pollWinner,
  type Poll,
  type PollInput,
} from '@app/shared/plan-together';
import { estimatedCost } from '@app/shared/pricing';

import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { FinalizedPlansService } from '../finalized-plans/finalized-plans.service';
import type { PlanLive } from '../finalized-plans/plan-live';

import type { PlanNeed } from './plan-access';
import type { PlanNews } from './plan-news';
import type { PollRow, PollsRepository } from './polls.repository';

type Deps = {
  db: Db;
  repo: PollsRepository;
  plans: Pick<
    FinalizedPlansService,
    'access' | 'knownActivityIds' | 'bumpVersionInTx'
  >;
  news: Pick<PlanNews, 'tellMembers'>;
  /** Every open page of the plan reloads its votes and schedule. */
  live: Pick<PlanLive, 'changed'>;
};

type OptionRow = Awaited<ReturnType<PollsRepository['options']>>[number];

const pollNotFound = () => AppError.notFound('Vote not found');

function toPoll(
  poll: PollRow,
  options: OptionRow[],
  mine: number | undefined,
): Poll {
  const wire = options.map((o) => ({
    id: o.id,
    activity_id: o.activityId,
    name: o.name,
    category: o.category,
    votes: o.votes,
  }));
  return {
    id: poll.id,
    question: poll.question,
    planned_date: poll.plannedDate,
    planned_time: poll.plannedTime,
    status: poll.status as Poll['status'],
    options: wire,
    my_option_id: mine ?? null,
    winner_option_id:
      poll.status === 'closed' ? (pollWinner(wire)?.id ?? null) : null,
    result_item_id: poll.resultItemId,
    closed_at: poll.closedAt?.toISOString() ?? null,
  };
}

/** Polls on a finalized plan: editors ask, joined members vote, closing schedules the winner. */
export function createPollsService(deps: Deps) {
  const { db, repo } = deps;
  const load = (userId: number, planId: number, need: PlanNeed) =>
    deps.plans.access(db, userId, planId, need);

  async function present(userId: number, polls: PollRow[]) {
    const ids = polls.map((p) => p.id);
    const [options, mine] = await Promise.all([
      repo.options(db, ids),
      repo.myBallots(db, ids, userId),
    ]);
    return polls.map((p) =>
      toPoll(
        p,
        options.filter((o) => o.pollId === p.id),
        mine.get(p.id),
      ),
    );
  }

  async function one(userId: number, planId: number, pollId: number) {
    const poll = await repo.findPoll(db, planId, pollId);
    if (!poll) throw pollNotFound();
    return (await present(userId, [poll]))[0]!;
  }

  return {
    async list(userId: number, planId: number) {
      await load(userId, planId, 'read');
      return present(userId, await repo.listPolls(db, planId, MAX_POLLS));
    },

    async create(userId: number, planId: number, input: PollInput) {
      const plan = await load(userId, planId, 'schedule');
      if (
        input.planned_date < plan.startDate ||
        input.planned_date > plan.endDate
      ) {
        throw AppError.badRequest(
          "The vote's date must fall within the plan's dates",
        );
      }
      const known = await deps.plans.knownActivityIds(input.activity_ids);
      if (known.size !== input.activity_ids.length) {
        throw AppError.badRequest('Every option must be a known place');
      }
      const { poll, version } = await db.transaction(async (tx) => ({
        poll: await repo.insertPoll(
          tx,
          {
            planId,
            question: input.question,
            plannedDate: input.planned_date,
            plannedTime: input.planned_time ?? null,
            createdBy: userId,
          },
          input.activity_ids,
        ),
        version: await deps.plans.bumpVersionInTx(tx, planId),
      }));
      await deps.live.changed(planId, version);
      await deps.news.tellMembers(userId, plan, {
        type: 'plan_updated',
        title: 'New vote',
        message: `Vote in "${plan.title}": ${input.question}`,
      });
      return (await present(userId, [poll]))[0]!;
    },

    async castBallot(
      userId: number,
      planId: number,
      pollId: number,
      optionId: number,
    ) {
      const plan = await load(userId, planId, 'read');
      if (!canVote(plan.access.status))
        throw AppError.forbidden('Join the plan to vote');
      const poll = await one(userId, planId, pollId);
      if (poll.status !== 'open')
        throw AppError.conflict('This vote is closed');
      if (!poll.options.some((o) => o.id === optionId)) {
        throw AppError.badRequest('That is not one of the options');
      }
      const version = await db.transaction(async (tx) => {
        await repo.saveBallot(tx, pollId, userId, optionId);
        return deps.plans.bumpVersionInTx(tx, planId);
      });
      await deps.live.changed(planId, version);
      return one(userId, planId, pollId);
    },

    /**
     * Closes the poll and schedules its winner at the poll's slot, in one
     * transaction; members hear the result.
     */
    async close(userId: number, planId: number, pollId: number) {
      const plan = await load(userId, planId, 'schedule');
      const before = await one(userId, planId, pollId);
      if (before.status !== 'open')
        throw AppError.conflict('This vote is already closed');
      const options = await repo.options(db, [pollId]);
      const winner = pollWinner(options);
      if (!winner) throw AppError.conflict('Nobody has voted yet');
      const closed = await db.transaction(async (tx) => {
        const claimed = await repo.claimClose(tx, pollId, userId);
        if (!claimed) throw AppError.conflict('This vote is already closed');
        const item = await repo.scheduleItem(tx, {
          planId,
          activityId: winner.activityId,
          plannedDate: claimed.plannedDate,
          plannedTime: claimed.plannedTime,
          estimatedCost: estimatedCost({
            category: winner.category,
            types: winner.types,
            price_level: winner.priceLevel,
          }),
          notes: `Chosen by vote: ${claimed.question}`,
        });
        await repo.setResult(tx, pollId, item.id);
        return {
          ...claimed,
          version: await deps.plans.bumpVersionInTx(tx, planId),
        };
      });
      await deps.live.changed(planId, closed.version);
      await deps.news.tellMembers(userId, plan, {
        type: 'plan_updated',
        title: 'Vote closed',
        message: `${winner.name} won "${closed.question}" and is now on the schedule of "${plan.title}".`,
      });
      return one(userId, planId, pollId);
    },
  };
}

export type PollsService = ReturnType<typeof createPollsService>;
