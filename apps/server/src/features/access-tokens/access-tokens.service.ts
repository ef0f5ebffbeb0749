import {
  MAX_PERSONAL_TOKENS,
  type AccessToken,
  type CreateAccessTokenInput,
  type TokenScope,
} from '@app/shared/access-tokens';

import { AppError } from '../../errors';
import { newPersonalToken, hashPersonalToken } from '../../lib/personal-tokens';

import type {
  AccessTokensRepository,
  ListedToken,
} from './access-tokens.repository';

const DAY_MS = 86_400_000;

const toWire = (row: ListedToken): AccessToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope as TokenScope,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt?.toISOString() ?? null,
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

export function createAccessTokensService(repository: AccessTokensRepository) {
  return {
    list: async (userId: number) =>
      (await repository.list(userId, MAX_PERSONAL_TOKENS)).map(toWire),

    /** Makes a token; its secret is in this answer only. */
    async create(userId: number, input: CreateAccessTokenInput) {
      if ((await repository.countLive(userId)) >= MAX_PERSONAL_TOKENS) {
        throw AppError.forbidden(
          `You can keep at most ${MAX_PERSONAL_TOKENS} access tokens. Revoke one you no longer use first.`,
        );
      }
      const token = newPersonalToken();
      const row = await repository.insert({
        userId,
        name: input.name,
        scope: input.scope,
        tokenHash: hashPersonalToken(token),
        expiresAt: input.expires_in_days
          ? new Date(Date.now() + input.expires_in_days * DAY_MS)
          : null,
      });
      return { ...toWire(row), token };
    },

    async revoke(userId: number, id: number) {
      if (!(await repository.revoke(userId, id))) {
        throw AppError.notFound('Access token not found');
      }
    },
  };
}

export type AccessTokensService = ReturnType<typeof createAccessTokensService>;
