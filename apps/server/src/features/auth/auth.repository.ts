import { and, eq, gt, isNull, lt, type SQL } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { passwordResetTokens, refreshTokens } from '../../db/schema';

/** A token that is still usable: this hash, not used, not expired at `now`. */
function live(
  table: typeof refreshTokens | typeof passwordResetTokens,
  tokenHash: string,
  now: Date,
) {
  return and(
    eq(table.tokenHash, tokenHash),
    isNull(table.usedAt),
    gt(table.expiresAt, now),
  );
}

/** Revokes the refresh tokens that match `which` and are not revoked yet. */
function revoke(db: DbOrTx, which: SQL, now: Date) {
  return db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(which, isNull(refreshTokens.revokedAt)));
}

export function createAuthRepository() {
  return {
    async insertRefreshToken(
      db: DbOrTx,
      values: {
        userId: number;
        tokenHash: string;
        familyId: string;
        expiresAt: Date;
      },
    ) {
      await db.insert(refreshTokens).values(values);
    },

    /**
     * Marks a live token used in one statement, so two concurrent refreshes
     * cannot both succeed. Returns the token, or undefined if not live.
     */
    async consumeRefreshToken(db: DbOrTx, tokenHash: string, now: Date) {
      const [row] = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(
            live(refreshTokens, tokenHash, now),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .returning();
      return row;
    },

    async findRefreshToken(db: DbOrTx, tokenHash: string) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    async revokeFamily(db: DbOrTx, familyId: string, now: Date) {
      await revoke(db, eq(refreshTokens.familyId, familyId), now);
    },

    async revokeAllForUser(db: DbOrTx, userId: number, now: Date) {
      await revoke(db, eq(refreshTokens.userId, userId), now);
    },

    /** Drops the user's expired refresh and reset tokens (keeps tables small). */
    async pruneExpired(db: DbOrTx, userId: number, now: Date) {
      await db
        .delete(refreshTokens)
        .where(
          and(
            eq(refreshTokens.userId, userId),
            lt(refreshTokens.expiresAt, now),
          ),
        );
      await db
        .delete(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.userId, userId),
            lt(passwordResetTokens.expiresAt, now),
          ),
        );
    },

    async insertResetToken(
      db: DbOrTx,
      values: { userId: number; tokenHash: string; expiresAt: Date },
    ) {
      await db.insert(passwordResetTokens).values(values);
    },

    /** Marks a live reset token used; undefined if unknown, used or expired. */
    async consumeResetToken(db: DbOrTx, tokenHash: string, now: Date) {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(live(passwordResetTokens, tokenHash, now))
        .returning();
      return row;
    },

    /** Voids every other outstanding reset link of the user. */
    async expireResetTokensForUser(db: DbOrTx, userId: number, now: Date) {
      await db
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
