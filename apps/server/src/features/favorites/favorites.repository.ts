import { desc, eq } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { favorites } from '../../db/schema';
import { savedListRepository } from '../activities/saved-list.sql';

const saved = savedListRepository(favorites, {
  id: favorites.id,
  activityId: favorites.activityId,
  notes: favorites.notes,
  createdAt: favorites.createdAt,
});

export type FavoriteWithActivity = NonNullable<
  Awaited<ReturnType<typeof saved.findById>>
>;

export function createFavoritesRepository() {
  const { own, ...lookups } = saved;
  return {
    ...lookups,

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
