import { and, count, eq, gte, lt, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { activities, bucketListItems, favorites, plans } from '../../db/schema';

export function createAnalyticsRepository() {
  return {
    async planTotals(db: DbOrTx, userId: number) {
      const [row] = await db
        .select({
          plans: count(),
          finalized: sql<number>`count(*) filter (where ${plans.kind} = 'finalized')::int`,
        })
        .from(plans)
        .where(eq(plans.userId, userId));
      return row!;
    },

    /** Plans starting on or after `from` and before `before`, counted by month. */
    async plansByMonth(
      db: DbOrTx,
      userId: number,
      from: string,
      before: string,
    ) {
      const month = sql<string>`to_char(${plans.startDate}, 'YYYY-MM')`;
      return db
        .select({ month, count: sql<number>`count(*)::int` })
        .from(plans)
        .where(
          and(
            eq(plans.userId, userId),
            gte(plans.startDate, from),
            lt(plans.startDate, before),
          ),
        )
        .groupBy(month);
    },

    /** Category counts over favorites and bucket-list items together. */
    async savedCategories(db: DbOrTx, userId: number, limit: number) {
      const saved = sql`(
        select ${favorites.activityId} as activity_id from ${favorites} where ${favorites.userId} = ${userId}
        union all
        select ${bucketListItems.activityId} from ${bucketListItems} where ${bucketListItems.userId} = ${userId}
      ) as saved`;
      return db
        .select({
          category: activities.category,
          count: sql<number>`count(*)::int`,
        })
        .from(saved)
        .innerJoin(activities, sql`${activities.id} = saved.activity_id`)
        .groupBy(activities.category)
        .orderBy(sql`count(*) desc`, activities.category)
        .limit(limit);
    },

    async collectionTotals(db: DbOrTx, userId: number) {
      const [fav] = await db
        .select({ n: count() })
        .from(favorites)
        .where(eq(favorites.userId, userId));
      const [bucket] = await db
        .select({
          total: count(),
          completed: sql<number>`count(*) filter (where ${bucketListItems.completed})::int`,
        })
        .from(bucketListItems)
        .where(eq(bucketListItems.userId, userId));
      return { favorites: fav!.n, bucket: bucket! };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
