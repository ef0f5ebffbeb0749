import { and, eq, gt, isNull, lt } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { passwordResetTokens, refreshTokens } from '../../db/schema';

export function createAuthRepository(db: DbOrTx) {
  return {
    async insertRefreshToken(
      values: {
        userId: number;
        tokenHash: string;
        familyId: string;
        expiresAt: Date;
      },
      tx: DbOrTx = db,
    ) {
      await tx.insert(refreshTokens).values(values);
    },

    /**
     * Marks a live token used in one statement, so two concurrent refreshes
     * cannot both succeed. Returns the token, or undefined if not live.
     */
    async consumeRefreshToken(tokenHash: string, now: Date, tx: DbOrTx = db) {
      const [row] = await tx
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    async findRefreshToken(tokenHash: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    async revokeFamily(familyId: string, now: Date, tx: DbOrTx = db) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            isNull(refreshTokens.revokedAt),
          ),
        );
    },

    async revokeAllForUser(userId: number, now: Date, tx: DbOrTx = db) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
          ),
        );
    },

    /** Drops the user's expired refresh and reset tokens (keeps tables small). */
    async pruneExpired(userId: number, now: Date, tx: DbOrTx = db) {
      await tx
        .delete(refreshTokens)
        .where(
          and(
            eq(refreshTokens.userId, userId),
            lt(refreshTokens.expiresAt, now),
          ),
        );
      await tx
        .delete(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.userId, userId),
            lt(passwordResetTokens.expiresAt, now),
          ),
        );
    },

    async insertResetToken(
      values: { userId: number; tokenHash: string; expiresAt: Date },
      tx: DbOrTx = db,
    ) {
      await tx.insert(passwordResetTokens).values(values);
    },

    /** Marks a live reset token used; undefined if unknown, used or expired. */
    async consumeResetToken(tokenHash: string, now: Date, tx: DbOrTx = db) {
      const [row] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** Voids every other outstanding reset link of the user. */
    async expireResetTokensForUser(userId: number, now: Date, tx: DbOrTx = db) {
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.userId, userId),
            isNull(passwordResetTokens.usedAt),
          ),
        );
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
