import { eq } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { userPreferences } from '../../db/schema';

export function createPreferencesRepository(db: DbOrTx) {
  return {
    /** The stored document, or undefined when the user saved nothing yet. */
    async find(userId: number, tx: DbOrTx = db): Promise<unknown> {
      const [row] = await tx
        .select({ data: userPreferences.data })
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId));
      return row?.data;
    },

    async upsert(userId: number, data: object, tx: DbOrTx = db) {
      const updatedAt = new Date();
      await tx
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
