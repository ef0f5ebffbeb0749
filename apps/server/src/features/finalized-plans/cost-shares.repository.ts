import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import {
  activities,
  planActivities,
  planItemAttendance,
  planItemCostSplits,
  planParticipants,
  plans,
  users,
} from '../../db/schema';
import { personColumns } from '../social/people.sql';

/** Who goes to which scheduled item, and how each item's cost is shared. */
export function createCostSharesRepository() {
  return {
    /** The plan's items the viewer may see, in schedule order, with what prices them. */
    items(db: DbOrTx, planId: number, viewerId: number) {
      return db
        .select({
          id: planActivities.id,
          estimatedCost: planActivities.estimatedCost,
          name: activities.name,
          category: activities.category,
          types: activities.types,
          priceLevel: activities.priceLevel,
          mode: sql<string>`coalesce(${planItemCostSplits.mode}, 'even')`,
        })
        .from(planActivities)
        .innerJoin(activities, eq(activities.id, planActivities.activityId))
        .innerJoin(plans, eq(plans.id, planActivities.planId))
        .leftJoin(
          planItemCostSplits,
          eq(planItemCostSplits.planActivityId, planActivities.id),
        )
        .where(
          and(
            eq(planActivities.planId, planId),
            or(eq(planActivities.isPrivate, false), eq(plans.userId, viewerId)),
          ),
        )
        .orderBy(
          asc(planActivities.plannedDate),
          asc(planActivities.plannedTime),
          asc(planActivities.id),
        );
    },

    attendance(db: DbOrTx, itemIds: number[]) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          itemId: planItemAttendance.planActivityId,
          userId: planItemAttendance.userId,
          status: planItemAttendance.status,
        })
        .from(planItemAttendance)
        .where(inArray(planItemAttendance.planActivityId, itemIds))
        .orderBy(
          asc(planItemAttendance.createdAt),
          asc(planItemAttendance.userId),
        );
    },

    /** The owner first, then everyone who joined, oldest first. */
    async members(db: DbOrTx, planId: number) {
      const [owner] = await db
        .select(personColumns)
        .from(plans)
        .innerJoin(users, eq(users.id, plans.userId))
        .where(eq(plans.id, planId));
      const joined = await db
        .select(personColumns)
        .from(planParticipants)
        .innerJoin(users, eq(users.id, planParticipants.userId))
        .where(
          and(
            eq(planParticipants.planId, planId),
            eq(planParticipants.status, 'joined'),
          ),
        )
        .orderBy(asc(planParticipants.createdAt), asc(planParticipants.id));
      return [owner!, ...joined];
    },

    saveAttendance(db: DbOrTx, itemId: number, userId: number, status: string) {
      return db
        .insert(planItemAttendance)
        .values({ planActivityId: itemId, userId, status })
        .onConflictDoUpdate({
          target: [
            planItemAttendance.planActivityId,
            planItemAttendance.userId,
          ],
          set: { status, updatedAt: new Date() },
        });
    },

    saveSplit(db: DbOrTx, itemId: number, mode: string) {
      return db
        .insert(planItemCostSplits)
        .values({ planActivityId: itemId, mode })
        .onConflictDoUpdate({
          target: planItemCostSplits.planActivityId,
          set: { mode, updatedAt: new Date() },
        });
    },
  };
}

export type CostSharesRepository = ReturnType<
  typeof createCostSharesRepository
>;
