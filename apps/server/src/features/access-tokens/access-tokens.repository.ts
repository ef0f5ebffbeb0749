import { and, count, desc, eq, isNull } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { personalTokens } from '../../db/schema';

const listed = {
  id: personalTokens.id,
  name: personalTokens.name,
  scope: personalTokens.scope,
  createdAt: personalTokens.createdAt,
  expiresAt: personalTokens.expiresAt,
  lastUsedAt: personalTokens.lastUsedAt,
};

/** A user's tokens that have not been revoked (expired ones stay listed). */
const liveOf = (userId: number) =>
  and(eq(personalTokens.userId, userId), isNull(personalTokens.revokedAt));

export function createAccessTokensRepository(db: Db) {
  return {
    list: (userId: number, limit: number) =>
      db
        .select(listed)
        .from(personalTokens)
        .where(liveOf(userId))
        .orderBy(desc(personalTokens.createdAt), desc(personalTokens.id))
        .limit(limit),

    async countLive(userId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(personalTokens)
        .where(liveOf(userId));
      return row?.n ?? 0;
    },

    async insert(values: typeof personalTokens.$inferInsert) {
      const [row] = await db
        .insert(personalTokens)
        .values(values)
        .returning(listed);
      return row!;
    },

    async revoke(userId: number, id: number) {
      const rows = await db
        .update(personalTokens)
        .set({ revokedAt: new Date() })
        .where(and(liveOf(userId), eq(personalTokens.id, id)))
        .returning({ id: personalTokens.id });
      return rows.length > 0;
    },
  };
}

export type AccessTokensRepository = ReturnType<
  typeof createAccessTokensRepository
>;
export type ListedToken = Awaited<ReturnType<AccessTokensRepository['insert']>>;
