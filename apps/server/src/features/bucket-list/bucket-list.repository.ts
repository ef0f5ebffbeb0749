import { desc, eq } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { bucketListItems } from '../../db/schema';
import { savedListRepository } from '../activities/saved-list.sql';

const saved = savedListRepository(bucketListItems, {
  id: bucketListItems.id,
  activityId: bucketListItems.activityId,
  priority: bucketListItems.priority,
  targetSeason: bucketListItems.targetSeason,
  notes: bucketListItems.notes,
  completed: bucketListItems.completed,
  completedDate: bucketListItems.completedDate,
  createdAt: bucketListItems.createdAt,
});

export type BucketItemWithActivity = NonNullable<
  Awaited<ReturnType<typeof saved.findById>>
>;

export type BucketItemChanges = Partial<{
  priority: string;
  targetSeason: string | null;
  notes: string | null;
  completed: boolean;
  completedDate: string | null;
}>;

export function createBucketListRepository() {
  const { own, ...lookups } = saved;
  return {
    ...lookups,

    async insert(db: DbOrTx, values: typeof bucketListItems.$inferInsert) {
      await db.insert(bucketListItems).values(values).onConflictDoNothing();
    },

    async update(
      db: DbOrTx,
      userId: number,
      id: number,
      changes: BucketItemChanges,
    ) {
      const rows = await db
        .update(bucketListItems)
        .set({ ...changes, updatedAt: new Date() })
        .where(own(userId, id))
        .returning({ id: bucketListItems.id });
      return rows.length > 0;
    },

    async deleteById(db: DbOrTx, userId: number, id: number) {
      const rows = await db
        .delete(bucketListItems)
        .where(own(userId, id))
        .returning({ id: bucketListItems.id });
      return rows.length > 0;
    },

    activityIds(db: DbOrTx, userId: number, limit: number) {
      return db
        .select({
          id: bucketListItems.id,
          activity_id: bucketListItems.activityId,
        })
        .from(bucketListItems)
        .where(eq(bucketListItems.userId, userId))
        .orderBy(desc(bucketListItems.createdAt))
        .limit(limit);
    },
  };
}

export type BucketListRepository = ReturnType<
  typeof createBucketListRepository
>;
