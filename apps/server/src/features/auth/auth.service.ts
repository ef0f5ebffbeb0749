import { randomUUID } from 'node:crypto';

import {
  AUTH_MESSAGES,
  type RegisterPayload,
  type TokenResponse,
} from '@app/shared/auth';
import type { FastifyBaseLogger } from 'fastify';

import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { AccessTokenIssuer } from '../../lib/access-token';
import {
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from '../../lib/password';
import type { SessionGate } from '../../lib/sessions';
import {
  toPublicUser,
  type UserRow,
  type UsersService,
} from '../users/users.service';

import type { AuthRepository } from './auth.repository';
import { digestToken, newOpaqueToken } from './auth.tokens';

const INVALID_REFRESH_TOKEN = 'Invalid or expired refresh token';

export type AuthServiceDeps = {
  db: Db;
  repo: AuthRepository;
  users: UsersService;
  accessTokens: AccessTokenIssuer;
  sessions: SessionGate;
  refreshTokenTtlDays: number;
  log: FastifyBaseLogger;
  /** What else "log out of all sessions" replaces, in the same transaction. */
  onSignedOutEverywhere: (tx: DbOrTx, userId: number) => Promise<void>;
  now?: () => Date;
};

export function createAuthService(deps: AuthServiceDeps) {
  const { db, repo, users, accessTokens, sessions } = deps;
  const now = deps.now ?? (() => new Date());
  const ttlMs = deps.refreshTokenTtlDays * 24 * 60 * 60 * 1000;

  async function issueSession(
    user: UserRow,
    familyId: string,
    tx: DbOrTx = db,
  ): Promise<TokenResponse> {
    const refreshToken = newOpaqueToken();
    await repo.insertRefreshToken(tx, {
      userId: user.id,
      tokenHash: digestToken(refreshToken),
      familyId,
      expiresAt: new Date(now().getTime() + ttlMs),
    });
    return {
      access_token: await accessTokens.sign({
        userId: user.id,
        sessionId: familyId,
      }),
      refresh_token: refreshToken,
      token_type: 'bearer',
      user: toPublicUser(user),
    };
  }

  return {
    async register(input: RegisterPayload) {
      const user = await users.create({
        email: input.email,
        username: input.username,
        fullName: input.full_name,
        passwordHash: await hashPassword(input.password),
      });
      return issueSession(user, randomUUID());
    },

    async login(email: string, password: string) {
      const user = await users.findByEmail(email);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!user || !valid) {
        throw AppError.unauthorized(AUTH_MESSAGES.incorrectCredentials);
      }
      await repo.pruneExpired(db, user.id, now());
      return issueSession(user, randomUUID());
    },

    /** Rotates a refresh token; a second use revokes its whole family. */
    async refresh(refreshToken: string) {
      const tokenHash = digestToken(refreshToken);
      const time = now();
      const session = await db.transaction(async (tx) => {
        const row = await repo.consumeRefreshToken(tx, tokenHash, time);
        if (!row) return undefined;
        const user = await users.getById(row.userId, tx);
        return issueSession(user, row.familyId, tx);
      });
      if (session) return session;

      const known = await repo.findRefreshToken(db, tokenHash);
      if (known && known.usedAt && !known.revokedAt) {
        deps.log.warn(
          { userId: known.userId, familyId: known.familyId },
          'refresh token reused; revoking its family',
        );
        await repo.revokeFamily(db, known.familyId, time);
        await sessions.revoked({ sessionId: known.familyId });
      }
      throw AppError.unauthorized(INVALID_REFRESH_TOKEN);
    },

    /**
     * Revokes the given refresh token's family; with only an access token,
     * every session of that user. Returns false when nothing identified one.
     */
    async logout(input: { refreshToken?: string; userId?: number }) {
      const time = now();
      if (input.refreshToken) {
        const known = await repo.findRefreshToken(
          db,
          digestToken(input.refreshToken),
        );
        const owned =
          known &&
          (input.userId === undefined || known.userId === input.userId);
        if (owned) {
          await repo.revokeFamily(db, known.familyId, time);
          await sessions.revoked({ sessionId: known.familyId });
        }
        return Boolean(owned) || input.userId !== undefined;
      }
      const { userId } = input;
      if (userId === undefined) return false;
      await db.transaction(async (tx) => {
        await repo.revokeAllForUser(tx, userId, time);
        await deps.onSignedOutEverywhere(tx, userId);
      });
      await sessions.revoked({ userId });
      return true;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
