import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';

import { login, registerUser } from './auth.test-helpers';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(redisUrl, { lazyConnect: true });

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp({
    REDIS_URL: redisUrl,
    AUTH_RATE_LIMIT_LOGIN: '2',
    AUTH_RATE_LIMIT_REGISTER: '0',
  });
});
afterAll(async () => {
  await redis.quit();
});

describe('auth rate limits on Redis', () => {
  it('keeps the sign-in counter in Redis, shared by every API node', async () => {
    const { email } = await registerUser(ctx.app);
    const ip = '10.9.0.1';
    expect((await login(ctx.app, email, 'Wrong-pass1', ip)).statusCode).toBe(
      401,
    );
    expect(await redis.get(`wp:rl:login:${email}:${ip}`)).toBe('1');

    // Another node (simulated by writing the shared counter) used the rest.
    await redis.incr(`wp:rl:login:${email}:${ip}`);
    const limited = await login(ctx.app, email, 'Wrong-pass1', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
