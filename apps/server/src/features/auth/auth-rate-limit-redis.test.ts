import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, startSecondNode } from '../../test/build-test-app';

import { login, registerUser } from './auth.test-helpers';

// Runs where a Redis server is provided (.ci/run sets TEST_REDIS_URL).
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('auth rate limits on Redis', () => {
  let nodeA: Awaited<ReturnType<typeof buildTestApp>>;
  let nodeB: Awaited<ReturnType<typeof startSecondNode>>;
  beforeAll(async () => {
    nodeA = await buildTestApp({
      REDIS_URL: redisUrl!,
      AUTH_RATE_LIMIT_LOGIN: '2',
      AUTH_RATE_LIMIT_REGISTER: '0',
    });
    nodeB = await startSecondNode(nodeA);
  });
  afterAll(async () => {
    await nodeB.close();
  });

  it('keeps the sign-in counter in Redis, shared by every API node', async () => {
    const { email } = await registerUser(nodeA.app);
    const ip = '10.9.0.1';
    expect((await login(nodeA.app, email, 'Wrong-pass1', ip)).statusCode).toBe(
      401,
    );
    expect((await login(nodeB, email, 'Wrong-pass1', ip)).statusCode).toBe(401);
    // The limit of 2 is spent across both nodes.
    const limited = await login(nodeA.app, email, 'Wrong-pass1', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
