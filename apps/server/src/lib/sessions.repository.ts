import { and, eq, gt, isNull, sql } from 'drizzle-orm';

import type { DbOrTx } from '../db/client';
import { refreshTokens } from '../db/schema';

/** Whether the user's refresh-token family is unrevoked and unexpired at `now`. */
export async function liveSessionExists(
  db: DbOrTx,
  sessionId: string,
  userId: number,
  now: Date,
) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sessionId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}
