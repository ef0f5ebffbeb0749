import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import {
  activities,
  planActivities,
  planPollBallots,
  planPollOptions,
  planPolls,
} from '../../db/schema';

export type PollRow = typeof planPolls.$inferSelect;

export function createPollsRepository() {
  return {
    async insertPoll(
      db: DbOrTx,
      row: typeof planPolls.$inferInsert,
      activityIds: number[],
    ) {
      const [poll] = await db.insert(planPolls).values(row).returning();
      await db
        .insert(planPollOptions)
        .values(
          activityIds.map((activityId) => ({ pollId: poll!.id, activityId })),
        );
      return poll!;
    },

    /** The plan's polls, newest first. */
    listPolls(db: DbOrTx, planId: number, limit: number) {
      return db
        .select()
        .from(planPolls)
        .where(eq(planPolls.planId, planId))
        .orderBy(sql`${planPolls.createdAt} desc`, sql`${planPolls.id} desc`)
        .limit(limit);
    },

    async findPoll(db: DbOrTx, planId: number, pollId: number) {
      const [row] = await db
        .select()
        .from(planPolls)
        .where(and(eq(planPolls.id, pollId), eq(planPolls.planId, planId)));
      return row;
    },

    /** Each option of these polls with its place and vote count, in the order offered. */
    options(db: DbOrTx, pollIds: number[]) {
      if (pollIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: planPollOptions.id,
          pollId: planPollOptions.pollId,
          activityId: planPollOptions.activityId,
          name: activities.name,
          category: activities.category,
          priceLevel: activities.priceLevel,
          types: activities.types,
          votes: sql<number>`(select count(*)::int from ${planPollBallots} where ${planPollBallots.optionId} = ${planPollOptions.id})`,
        })
        .from(planPollOptions)
        .innerJoin(activities, eq(activities.id, planPollOptions.activityId))
        .where(inArray(planPollOptions.pollId, pollIds))
        .orderBy(asc(planPollOptions.id));
    },

    async myBallots(db: DbOrTx, pollIds: number[], userId: number) {
      if (pollIds.length === 0) return new Map<number, number>();
      const rows = await db
        .select({
          pollId: planPollBallots.pollId,
          optionId: planPollBallots.optionId,
        })
        .from(planPollBallots)
        .where(
          and(
            inArray(planPollBallots.pollId, pollIds),
            eq(planPollBallots.userId, userId),
          ),
        );
      return new Map(rows.map((r) => [r.pollId, r.optionId]));
    },

    saveBallot(db: DbOrTx, pollId: number, userId: number, optionId: number) {
      return db
        .insert(planPollBallots)
        .values({ pollId, userId, optionId })
        .onConflictDoUpdate({
          target: [planPollBallots.pollId, planPollBallots.userId],
          set: { optionId, updatedAt: new Date() },
        });
    },

    /**
     * Marks an open poll closed; undefined when it was closed already, so of
     * two editors closing at once only one schedules the winner.
     */
    async claimClose(db: DbOrTx, pollId: number, closedBy: number) {
      const [row] = await db
        .update(planPolls)
        .set({
          status: 'closed',
          closedBy,
          closedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(planPolls.id, pollId), eq(planPolls.status, 'open')))
        .returning();
      return row;
    },

    async setResult(db: DbOrTx, pollId: number, itemId: number) {
      await db
        .update(planPolls)
        .set({ resultItemId: itemId })
        .where(eq(planPolls.id, pollId));
    },

    async scheduleItem(db: DbOrTx, row: typeof planActivities.$inferInsert) {
      const [item] = await db.insert(planActivities).values(row).returning();
      return item!;
    },
  };
}

export type PollsRepository = ReturnType<typeof createPollsRepository>;
