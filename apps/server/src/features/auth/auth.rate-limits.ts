import type { FastifyInstance, FastifyRequest } from 'fastify';

import { rateLimitHook } from '../../lib/rate-limits';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type AuthRateLimitConfig = {
  /** Attempts per minute per (account, IP); 0 turns the limit off. */
  loginPerMinute: number;
  /** Attempts per minute per IP whatever the account; 0 turns it off. */
  loginPerIpPerMinute: number;
  /** Registrations per hour per IP; 0 turns the limit off. */
  registerPerHour: number;
};

const SIGN_IN_DETAIL =
  'Too many sign-in attempts. Please wait a minute and try again.';

/** The email a login form or reset request names (already trimmed by its schema). */
const accountOf = (request: FastifyRequest) => {
  const body = request.body as { username?: unknown; email?: unknown } | null;
  const email = body?.username ?? body?.email;
  return typeof email === 'string' ? email.toLowerCase() : '';
};

/** Login, registration and reset-request limits as route preHandlers. */
export function createAuthRateLimits(
  app: FastifyInstance,
  config: AuthRateLimitConfig,
) {
  return {
    login: rateLimitHook(app, [
      {
        name: 'login',
        max: config.loginPerMinute,
        windowMs: MINUTE,
        key: (request) => `${accountOf(request)}:${request.ip}`,
        detail: SIGN_IN_DETAIL,
      },
      {
        // Spreading guesses over many accounts from one address.
        name: 'login-ip',
        max: config.loginPerIpPerMinute,
        windowMs: MINUTE,
        key: (request) => request.ip,
        detail: SIGN_IN_DETAIL,
      },
    ]),
    register: rateLimitHook(app, [
      {
        name: 'register',
        max: config.registerPerHour,
        windowMs: HOUR,
        key: (request) => request.ip,
        detail:
          'Too many registrations from this address. Please try again later.',
      },
    ]),
    /** Reset requests share the login budget of the account and IP. */
    passwordReset: rateLimitHook(app, [
      {
        name: 'reset',
        max: config.loginPerMinute,
        windowMs: MINUTE,
        key: (request) => `${accountOf(request)}:${request.ip}`,
        detail:
          'Too many password reset requests. Please wait a minute and try again.',
      },
    ]),
  };
}

export type AuthRateLimits = ReturnType<typeof createAuthRateLimits>;
