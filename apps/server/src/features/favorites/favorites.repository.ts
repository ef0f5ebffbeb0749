import { and, desc, eq } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { activities, favorites } from '../../db/schema';
import { activityExists } from '../activities/activities.repository';
import { activityColumns } from '../activities/activity-wire';

const favoriteColumns = {
  id: favorites.id,
  activityId: favorites.activityId,
  notes: favorites.notes,
  createdAt: favorites.createdAt,
};

function joined(db: DbOrTx) {
  return db
    .select({ favorite: favoriteColumns, activity: activityColumns })
    .from(favorites)
    .innerJoin(activities, eq(activities.id, favorites.activityId));
}

export type FavoriteWithActivity = Awaited<
  ReturnType<ReturnType<typeof joined>['execute']>
>[number];

const own = (userId: number, id: number) =>
  and(eq(favorites.userId, userId), eq(favorites.id, id));
const ownActivity = (userId: number, activityId: number) =>
  and(eq(favorites.userId, userId), eq(favorites.activityId, activityId));

export function createFavoritesRepository() {
  return {
    list(db: DbOrTx, userId: number, page: { limit: number; offset: number }) {
      return joined(db)
        .where(eq(favorites.userId, userId))
        .orderBy(desc(favorites.createdAt), desc(favorites.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async findByActivity(db: DbOrTx, userId: number, activityId: number) {
      const [row] = await joined(db).where(ownActivity(userId, activityId));
      return row;
    },

    async findById(db: DbOrTx, userId: number, id: number) {
      const [row] = await joined(db).where(own(userId, id));
      return row;
    },

    activityExists,

    /** Inserts unless the pair exists; the unique key makes adds idempotent. */
    async insert(
      db: DbOrTx,
      values: { userId: number; activityId: number; notes: string | null },
    ) {
      await db.insert(favorites).values(values).onConflictDoNothing();
    },

    async updateNotes(
      db: DbOrTx,
      userId: number,
      id: number,
      notes: string | null,
    ) {
      const rows = await db
        .update(favorites)
        .set({ notes })
        .where(own(userId, id))
        .returning({ id: favorites.id });
      return rows.length > 0;
    },

    async deleteByActivity(db: DbOrTx, userId: number, activityId: number) {
      const rows = await db
        .delete(favorites)
        .where(ownActivity(userId, activityId))
        .returning({ id: favorites.id });
      return rows.length > 0;
    },

    async activityIds(db: DbOrTx, userId: number, limit: number) {
      const rows = await db
        .select({ activityId: favorites.activityId })
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(desc(favorites.createdAt))
        .limit(limit);
      return rows.map((r) => r.activityId);
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
