import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

import type { Config } from '../config';
import { AppError } from '../errors';

export type RateLimitRule = {
  /** Names the counter: the key is `name:key(request)`. */
  name: string;
  /** Requests per window; 0 turns the rule off. */
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string;
  /** The 429 answer's detail. */
  detail: string;
};

/**
 * Registers @fastify/rate-limit once per app: counters in Redis when a client
 * is given (shared by every API process), else in this process. A store
 * outage lets requests through rather than locking everyone out.
 */
export async function registerRateLimiting(
  app: FastifyInstance,
  redis?: Redis,
) {
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'wp:rl:',
    skipOnError: true,
  });
}

/**
 * A preHandler counting the request against every active rule (so the body
 * is parsed and can key a rule); the first exhausted one answers 429 with
 * Retry-After.
 */
export function rateLimitHook(
  app: FastifyInstance,
  rules: RateLimitRule[],
):
  | ((request: FastifyRequest, reply: FastifyReply) => Promise<void>)
  | undefined {
  const checks = rules
    .filter((rule) => rule.max > 0)
    .map((rule) => ({
      rule,
      check: app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => `${rule.name}:${rule.key(request)}`,
      }),
    }));
  if (checks.length === 0) return undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const { rule, check } of checks) {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) continue;
      reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
      throw AppError.tooManyRequests(rule.detail);
    }
  };
}

/** One per-IP, per-minute rule: the AI endpoints open to visitors. */
export function perIpPerMinute(
  app: FastifyInstance,
  rule: Pick<RateLimitRule, 'name' | 'max' | 'detail'>,
) {
  return rateLimitHook(app, [
    { ...rule, windowMs: 60_000, key: (request) => request.ip },
  ]);
}

/**
 * The AI search limit (`AI_SEARCH_RATE_LIMIT` per IP and minute), one
 * counter per scope: search, discovery, picks and intelligence are open to
 * visitors, so this keeps one client from monopolising the database or the
 * paid model key.
 */
export function aiPerIpLimit(
  app: FastifyInstance,
  config: Pick<Config, 'AI_SEARCH_RATE_LIMIT'>,
  scope: string,
) {
  return perIpPerMinute(app, {
    name: scope,
    max: config.AI_SEARCH_RATE_LIMIT,
    detail: 'Too many searches. Please wait a minute and try again.',
  });
}

/** A preHandler such as the limits above return. */
export type RequestHook = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<void>;
