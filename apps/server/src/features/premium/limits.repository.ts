import { eq, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { bucketListItems, favorites, plans, users } from '../../db/schema';

export type UsageCounts = {
  plans: number;
  favorites: number;
  bucketList: number;
};

export function createLimitsRepository() {
  return {
    /** Locks the user row so concurrent adds for one user run one at a time. */
    async lockUser(tx: DbOrTx, userId: number) {
      const [row] = await tx
        .select({ isPremium: users.isPremium })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row;
    },

    async findUser(db: DbOrTx, userId: number) {
      const [row] = await db
        .select({ isPremium: users.isPremium })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async countAll(db: DbOrTx, userId: number): Promise<UsageCounts> {
      const [row] = await db
        .select({
          plans: sql<number>`(select count(*)::int from ${plans} where ${plans.userId} = ${userId})`,
          favorites: sql<number>`(select count(*)::int from ${favorites} where ${favorites.userId} = ${userId})`,
          bucketList: sql<number>`(select count(*)::int from ${bucketListItems} where ${bucketListItems.userId} = ${userId})`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? { plans: 0, favorites: 0, bucketList: 0 };
    },

    async countOne(
      db: DbOrTx,
      userId: number,
      feature: 'plans' | 'favorites' | 'bucket_list',
    ): Promise<number> {
      const table =
        feature === 'plans'
          ? plans
          : feature === 'favorites'
            ? favorites
            : bucketListItems;
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.userId, userId));
      return row?.n ?? 0;
    },

    /** Returns how many users matched the email (0 or 1). */
    async setPremiumByEmail(db: DbOrTx, email: string, isPremium: boolean) {
      const rows = await db
        .update(users)
        .set({ isPremium })
        .where(sql`lower(${users.email}) = lower(${email})`)
        .returning({ id: users.id });
      return rows.length;
    },
  };
}

export type LimitsRepository = ReturnType<typeof createLimitsRepository>;
