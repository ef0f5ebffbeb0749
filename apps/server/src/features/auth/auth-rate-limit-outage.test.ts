import { beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';

import { login, registerUser } from './auth.test-helpers';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  // Nothing listens on port 1: every limiter call fails.
  ctx = await buildTestApp({
    REDIS_URL: 'redis://127.0.0.1:1',
    AUTH_RATE_LIMIT_LOGIN: '1',
  });
});

describe('auth rate limits during a Redis outage', () => {
  it('lets registration and sign-in through instead of failing them', async () => {
    const account = await registerUser(ctx.app);
    const first = await login(ctx.app, account.email, account.password);
    const second = await login(ctx.app, account.email, account.password);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
  });
});
