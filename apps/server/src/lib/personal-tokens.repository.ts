import { and, eq, gt, isNull, or } from 'drizzle-orm';

import type { DbOrTx } from '../db/client';
import { personalTokens } from '../db/schema';

/** The unrevoked, unexpired token with this hash. */
export async function findLiveToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      tokenId: personalTokens.id,
      userId: personalTokens.userId,
      scope: personalTokens.scope,
      lastUsedAt: personalTokens.lastUsedAt,
    })
    .from(personalTokens)
    .where(
      and(
        eq(personalTokens.tokenHash, tokenHash),
        isNull(personalTokens.revokedAt),
        or(isNull(personalTokens.expiresAt), gt(personalTokens.expiresAt, now)),
      ),
    )
    .limit(1);
  return row;
}

export async function markTokenUsed(db: DbOrTx, tokenId: number, at: Date) {
  await db
    .update(personalTokens)
    .set({ lastUsedAt: at })
    .where(eq(personalTokens.id, tokenId));
}
