import { randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { buildTestApp } from '../../test/build-test-app';

export const STRONG_PASSWORD = 'Weekend2024';

/**
 * Builds the app for an auth test file, with the auth rate limits in `env`;
 * without it they are off, for files that register and log in many times.
 */
export function buildAuthTestApp(
  env: Record<string, string> = {
    AUTH_RATE_LIMIT_REGISTER: '0',
    AUTH_RATE_LIMIT_LOGIN: '0',
  },
) {
  return buildTestApp(env);
}

export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/** Registers through the API and returns the token response and email. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
) {
  const payload = {
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    username: null,
    full_name: 'Jamie Rivera',
    ...overrides,
  };
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
  });
  if (res.statusCode !== 201) {
    throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  }
  const body = res.json<{
    access_token: string;
    refresh_token: string;
    user: { id: number; email: string };
  }>();
  return {
    ...body,
    email: payload.email,
    password: payload.password,
    headers: { authorization: `Bearer ${body.access_token}` },
  };
}

export function login(
  app: FastifyInstance,
  email: string,
  password: string,
  ip?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

export function refresh(app: FastifyInstance, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refresh_token: refreshToken },
  });
}
