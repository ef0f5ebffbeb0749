import { createHash, randomBytes } from 'node:crypto';

import {
  PERSONAL_TOKEN_PREFIX,
  type TokenScope,
} from '@app/shared/access-tokens';

import type { Db } from '../db/client';

import { findLiveToken, markTokenUsed } from './personal-tokens.repository';

/** Who a live personal access token speaks for, and what it may do. */
export type PersonalGrant = {
  tokenId: number;
  userId: number;
  scope: TokenScope;
};

/** Last use is written at most this often per token, not on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

export const isPersonalToken = (token: string) =>
  token.startsWith(PERSONAL_TOKEN_PREFIX);

export const hashPersonalToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

/** A new token: the prefix and 256 random bits. */
export const newPersonalToken = () =>
  PERSONAL_TOKEN_PREFIX + randomBytes(32).toString('base64url');

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** POSTs that only ask (searches, the MCP endpoint): a read token may make them. */
const QUERY_POSTS = new Set([
  '/mcp',
  '/api/ai/search',
  '/database-ai/smart-search',
  '/api/ai/enhanced/search',
  '/api/ai-intelligence/insights/weekend-intelligence',
  '/ai-intelligence/insights/weekend-intelligence',
]);

/** Whether a read-only token may make this call. */
export const isReadCall = (method: string, url: string) =>
  READ_METHODS.has(method) || (method === 'POST' && QUERY_POSTS.has(url));

/**
 * Calls no personal token may make whatever its scope: they change who owns
 * the account or how one signs in to it (password, email, deletion, sign-in
 * sessions and the tokens themselves).
 */
export function isAccountChange(method: string, url: string): boolean {
  if (url.startsWith('/api/auth/')) return true;
  if (url.startsWith('/api/users/me/access-tokens')) return true;
  if (/password|email|account/i.test(url)) return true;
  return method === 'DELETE' && url === '/api/users/me';
}

/**
 * Looks the token up on every use, so a revocation holds at once in every
 * process sharing the database.
 */
export function createPersonalTokenGate(db: Db) {
  return {
    resolve: async (token: string): Promise<PersonalGrant | undefined> => {
      const now = new Date();
      const row = await findLiveToken(db, hashPersonalToken(token), now);
      if (!row) return undefined;
      const stale =
        !row.lastUsedAt ||
        now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS;
      if (stale) {
        await markTokenUsed(db, row.tokenId, now);
      }
      return {
        tokenId: row.tokenId,
        userId: row.userId,
        scope: row.scope as TokenScope,
      };
    },
  };
}

export type PersonalTokenGate = ReturnType<typeof createPersonalTokenGate>;
