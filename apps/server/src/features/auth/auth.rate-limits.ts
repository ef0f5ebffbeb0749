import type { FastifyBaseLogger, FastifyReply } from 'fastify';

import { AppError } from '../../errors';
import type { RateLimiter } from '../../lib/rate-limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type AuthRateLimitConfig = {
  /** Attempts per minute per (account, IP); 0 turns the limit off. */
  loginPerMinute: number;
  /** Registrations per hour per IP; 0 turns the limit off. */
  registerPerHour: number;
};

/** Login, registration and reset-request limits, answering 429 + Retry-After. */
export function createAuthRateLimits(
  limiter: RateLimiter,
  config: AuthRateLimitConfig,
  log: FastifyBaseLogger,
) {
  async function enforce(
    reply: FastifyReply,
    key: string,
    limit: number,
    windowMs: number,
    detail: string,
  ) {
    if (limit <= 0) return;
    let result;
    try {
      result = await limiter.hit(key, limit, windowMs);
    } catch (error) {
      // A limiter outage must not lock everyone out; argon2 still slows guessing.
      log.error({ err: error }, 'rate limiter unavailable; request allowed');
      return;
    }
    if (result.allowed) return;
    reply.header('retry-after', String(result.retryAfterSeconds));
    throw AppError.tooManyRequests(detail);
  }

  return {
    login: (reply: FastifyReply, email: string, ip: string) =>
      enforce(
        reply,
        `login:${email}:${ip}`,
        config.loginPerMinute,
        MINUTE,
        'Too many sign-in attempts. Please wait a minute and try again.',
      ),
    register: (reply: FastifyReply, ip: string) =>
      enforce(
        reply,
        `register:${ip}`,
        config.registerPerHour,
        HOUR,
        'Too many registrations from this address. Please try again later.',
      ),
    /** Reset requests share the login budget of the account and IP. */
    passwordReset: (reply: FastifyReply, email: string, ip: string) =>
      enforce(
        reply,
        `reset:${email}:${ip}`,
        config.loginPerMinute,
        MINUTE,
        'Too many password reset requests. Please wait a minute and try again.',
      ),
  };
}

export type AuthRateLimits = ReturnType<typeof createAuthRateLimits>;
