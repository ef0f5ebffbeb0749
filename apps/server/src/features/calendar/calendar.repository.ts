import { eq } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { calendarFeeds } from '../../db/schema';

export function createCalendarRepository() {
  return {
    async findByUser(db: DbOrTx, userId: number) {
      const [row] = await db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId));
      return row;
    },

    async findByToken(db: DbOrTx, token: string) {
      const [row] = await db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.token, token));
      return row;
    },

    /** Replaces the user's token if they have one; creates none. */
    async replaceToken(db: DbOrTx, userId: number, token: string) {
      await db
        .update(calendarFeeds)
        .set({ token, createdAt: new Date() })
        .where(eq(calendarFeeds.userId, userId));
    },

    /** Creates or replaces the user's token. */
    async upsert(db: DbOrTx, userId: number, token: string) {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, token })
        .onConflictDoUpdate({
          target: calendarFeeds.userId,
          set: { token, createdAt: new Date() },
        })
        .returning();
      return row!;
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
