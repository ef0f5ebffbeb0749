import { asc, eq, inArray } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import {
  activities,
  bucketListItems,
  favorites,
  planActivities,
  plans,
  premiumEvents,
  userPreferences,
  users,
} from '../../db/schema';

/** Rows per section; far above any real account, it keeps one export bounded. */
const EXPORT_ROW_LIMIT = 10_000;

const activityRef = {
  id: activities.id,
  name: activities.name,
  category: activities.category,
  subcategory: activities.subcategory,
  address: activities.address,
};

export function createAccountExportRepository() {
  return {
    async user(db: DbOrTx, userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          username: users.username,
          fullName: users.fullName,
          isPremium: users.isPremium,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async preferences(db: DbOrTx, userId: number) {
      const [row] = await db
        .select({ data: userPreferences.data })
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId));
      return row?.data ?? null;
    },

    async plans(db: DbOrTx, userId: number) {
      return db
        .select()
        .from(plans)
        .where(eq(plans.userId, userId))
        .orderBy(asc(plans.id))
        .limit(EXPORT_ROW_LIMIT);
    },

    async planActivities(db: DbOrTx, planIds: number[]) {
      if (planIds.length === 0) return [];
      return db
        .select({ item: planActivities, activity: activityRef })
        .from(planActivities)
        .innerJoin(activities, eq(activities.id, planActivities.activityId))
        .where(inArray(planActivities.planId, planIds))
        .orderBy(asc(planActivities.id))
        .limit(EXPORT_ROW_LIMIT);
    },

    async favorites(db: DbOrTx, userId: number) {
      return db
        .select({ item: favorites, activity: activityRef })
        .from(favorites)
        .innerJoin(activities, eq(activities.id, favorites.activityId))
        .where(eq(favorites.userId, userId))
        .orderBy(asc(favorites.id))
        .limit(EXPORT_ROW_LIMIT);
    },

    async bucketList(db: DbOrTx, userId: number) {
      return db
        .select({ item: bucketListItems, activity: activityRef })
        .from(bucketListItems)
        .innerJoin(activities, eq(activities.id, bucketListItems.activityId))
        .where(eq(bucketListItems.userId, userId))
        .orderBy(asc(bucketListItems.id))
        .limit(EXPORT_ROW_LIMIT);
    },

    async usageEvents(db: DbOrTx, userId: number) {
      return db
        .select({
          feature: premiumEvents.feature,
          action: premiumEvents.action,
          metadata: premiumEvents.metadata,
          createdAt: premiumEvents.createdAt,
        })
        .from(premiumEvents)
        .where(eq(premiumEvents.userId, userId))
        .orderBy(asc(premiumEvents.id))
        .limit(EXPORT_ROW_LIMIT);
    },
  };
}

export type AccountExportRepository = ReturnType<
  typeof createAccountExportRepository
>;
