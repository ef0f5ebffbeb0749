import { eq } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { premiumEvents, premiumLaunchList } from '../../db/schema';

export type NewPremiumEvent = typeof premiumEvents.$inferInsert;

export function createPremiumEventsRepository() {
  return {
    async insertEvent(db: DbOrTx, event: NewPremiumEvent) {
      await db.insert(premiumEvents).values(event);
    },

    /** True when the user was added now, false when already on the list. */
    async joinLaunchList(db: DbOrTx, userId: number): Promise<boolean> {
      const rows = await db
        .insert(premiumLaunchList)
        .values({ userId })
        .onConflictDoNothing()
        .returning({ userId: premiumLaunchList.userId });
      return rows.length > 0;
    },

    async isOnLaunchList(db: DbOrTx, userId: number): Promise<boolean> {
      const rows = await db
        .select({ userId: premiumLaunchList.userId })
        .from(premiumLaunchList)
        .where(eq(premiumLaunchList.userId, userId))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type PremiumEventsRepository = ReturnType<
  typeof createPremiumEventsRepository
>;
