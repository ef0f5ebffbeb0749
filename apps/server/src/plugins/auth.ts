import type { FastifyReply, FastifyRequest } from 'fastify';

import { AppError } from '../errors';
import type { AccessTokenIssuer } from '../lib/access-token';
import {
  isAccountChange,
  isPersonalToken,
  isReadCall,
  type PersonalGrant,
  type PersonalTokenGate,
} from '../lib/personal-tokens';
import type { RequestHook } from '../lib/rate-limits';
import type { SessionGate } from '../lib/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hooks; undefined for anonymous requests. */
    userId?: number;
    /** Set when the caller signed in with a personal access token. */
    personalToken?: PersonalGrant;
    /** The sign-in session (refresh-token family) behind a session access token. */
    sessionId?: string;
  }
}

const READ_ONLY_DETAIL =
  'This access token can only read. Create one with read and write access to make changes.';

/** How personal access tokens are checked: the gate and the per-token limit. */
export type PersonalTokenPolicy = {
  gate: PersonalTokenGate;
  rateLimit?: RequestHook;
};

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
  personal: PersonalTokenPolicy,
): AuthHooks {
  /** A personal token's user, once its scope and limit allow this call. */
  const personalUserOf = async (
    token: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const grant = await personal.gate.resolve(token);
    if (!grant) return undefined;
    const url = request.routeOptions.url ?? '';
    if (isAccountChange(request.method, url)) {
      throw AppError.forbidden(
        'An access token cannot change the account, its password, email or tokens. Sign in to Weekend Planner to do that.',
      );
    }
    if (grant.scope === 'read' && !isReadCall(request.method, url)) {
      throw AppError.forbidden(READ_ONLY_DETAIL);
    }
    request.personalToken = grant;
    await personal.rateLimit?.(request, reply);
    return grant.userId;
  };
  /** The user id of a valid token whose session is live; else undefined. */
  const userOf = async (
    token: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    if (isPersonalToken(token)) return personalUserOf(token, request, reply);
    const claims = await tokens.verify(token);
    if (!claims) return undefined;
    const live = await sessions.isLive(claims.sessionId, claims.userId);
    if (!live) return undefined;
    request.sessionId = claims.sessionId;
    return claims.userId;
  };
  return {
    requireAuth: async (request, reply) => {
      const token = bearerToken(request);
      if (!token) throw AppError.unauthorized('Not authenticated');
      const userId = await userOf(token, request, reply);
      if (!userId)
        throw AppError.unauthorized('Could not validate credentials');
      request.userId = userId;
    },
    optionalAuth: async (request, reply) => {
      const token = bearerToken(request);
      if (token) request.userId = await userOf(token, request, reply);
    },
  };
}

/** The signed-in user's id inside a route guarded by requireAuth. */
export function currentUserId(request: FastifyRequest): number {
  if (request.userId === undefined) throw AppError.unauthorized();
  return request.userId;
}
