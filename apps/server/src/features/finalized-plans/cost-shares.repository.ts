import { and, asc, eq, inArray, sql } from 'drizzle-orm';

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

import { visiblePlanItems } from './plan-items.sql';

/** What prices an item, and how its cost is shared. */
const pricedItemColumns = {
  id: planActivities.id,
  estimatedCost: planActivities.estimatedCost,
  name: activities.name,
  category: activities.category,
  types: activities.types,
  priceLevel: activities.priceLevel,
  // An item no one has set a split for is shared evenly.
  mode: sql<string>`coalesce((select ${planItemCostSplits.mode} from ${planItemCostSplits} where ${planItemCostSplits.planActivityId} = ${planActivities.id}), 'even')`,
};

/** Who goes to which scheduled item, and how each item's cost is shared. */
export function createCostSharesRepository() {
  return {
    /** The plan's items the viewer may see, in schedule order, with what prices them. */
    items(db: DbOrTx, planId: number, viewerId: number) {
      return visiblePlanItems(db, pricedItemColumns, planId, viewerId);
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
