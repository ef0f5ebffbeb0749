import { eq } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { userPreferences } from '../../db/schema';

export function createPreferencesRepository() {
  return {
    /** The stored document, or undefined when the user saved nothing yet. */
    async find(db: DbOrTx, userId: number): Promise<unknown> {
      const [row] = await db
        .select({ data: userPreferences.data })
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId));
      return row?.data;
    },

    async upsert(db: DbOrTx, userId: number, data: object) {
      const updatedAt = new Date();
      await db
        .insert(userPreferences)
        .values({ userId, data, updatedAt })
        .onConflictDoUpdate({
          target: userPreferences.userId,
          set: { data, updatedAt },
        });
    },
  };
}

export type PreferencesRepository = ReturnType<
  typeof createPreferencesRepository
>;
