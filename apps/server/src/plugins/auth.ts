import type { FastifyReply, FastifyRequest } from 'fastify';

import { AppError } from '../errors';
import type { AccessTokenIssuer } from '../lib/access-token';
import type { SessionGate } from '../lib/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hooks; undefined for anonymous requests. */
    userId?: number;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

export type AuthHooks = {
  /** preHandler: 401 unless a valid access token is sent. */
  requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** preHandler: sets userId when a valid token is sent; anonymous otherwise. */
  optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

export function createAuthHooks(
  tokens: AccessTokenIssuer,
  sessions: SessionGate,
): AuthHooks {
  /** The user id of a valid token whose session is live; else undefined. */
  const userOf = async (token: string) => {
    const claims = await tokens.verify(token);
    if (!claims) return undefined;
    const live = await sessions.isLive(claims.sessionId, claims.userId);
    return live ? claims.userId : undefined;
  };
  return {
    requireAuth: async (request) => {
      const token = bearerToken(request);
      if (!token) throw AppError.unauthorized('Not authenticated');
      const userId = await userOf(token);
      if (!userId)
        throw AppError.unauthorized('Could not validate credentials');
      request.userId = userId;
    },
    optionalAuth: async (request) => {
      const token = bearerToken(request);
      if (token) request.userId = await userOf(token);
    },
  };
}

/** The signed-in user's id inside a route guarded by requireAuth. */
export function currentUserId(request: FastifyRequest): number {
  if (request.userId === undefined) throw AppError.unauthorized();
  return request.userId;
}
