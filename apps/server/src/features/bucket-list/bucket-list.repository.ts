import { and, desc, eq } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { activities, bucketListItems } from '../../db/schema';
import { activityExists } from '../activities/activities.repository';
import { activityColumns } from '../activities/activity-wire';

const itemColumns = {
  id: bucketListItems.id,
  activityId: bucketListItems.activityId,
  priority: bucketListItems.priority,
  targetSeason: bucketListItems.targetSeason,
  notes: bucketListItems.notes,
  completed: bucketListItems.completed,
  completedDate: bucketListItems.completedDate,
  createdAt: bucketListItems.createdAt,
};

function joined(db: DbOrTx) {
  return db
    .select({ item: itemColumns, activity: activityColumns })
    .from(bucketListItems)
    .innerJoin(activities, eq(activities.id, bucketListItems.activityId));
}

export type BucketItemWithActivity = Awaited<
  ReturnType<ReturnType<typeof joined>['execute']>
>[number];

export type BucketItemChanges = Partial<{
  priority: string;
  targetSeason: string | null;
  notes: string | null;
  completed: boolean;
  completedDate: string | null;
}>;

const own = (userId: number, id: number) =>
  and(eq(bucketListItems.userId, userId), eq(bucketListItems.id, id));
const ownActivity = (userId: number, activityId: number) =>
  and(
    eq(bucketListItems.userId, userId),
    eq(bucketListItems.activityId, activityId),
  );

export function createBucketListRepository() {
  return {
    list(db: DbOrTx, userId: number, page: { limit: number; offset: number }) {
      return joined(db)
        .where(eq(bucketListItems.userId, userId))
        .orderBy(desc(bucketListItems.createdAt), desc(bucketListItems.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async findById(db: DbOrTx, userId: number, id: number) {
      const [row] = await joined(db).where(own(userId, id));
      return row;
    },

    async findByActivity(db: DbOrTx, userId: number, activityId: number) {
      const [row] = await joined(db).where(ownActivity(userId, activityId));
      return row;
    },

    activityExists,

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

    async deleteByActivity(db: DbOrTx, userId: number, activityId: number) {
      const rows = await db
        .delete(bucketListItems)
        .where(ownActivity(userId, activityId))
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
