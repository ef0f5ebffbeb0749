import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { createMemoryRateLimiter, type RateLimiter } from './rate-limiter';
import { createRedisRateLimiter } from './rate-limiter-redis';

async function exercise(limiter: RateLimiter) {
  const key = `test:${randomBytes(6).toString('hex')}`;
  const results = [];
  for (let i = 0; i < 4; i += 1) {
    results.push(await limiter.hit(key, 3, 60_000));
  }
  return { key, results };
}

describe('memory rate limiter', () => {
  it('allows `limit` hits per window, then refuses with a retry time', async () => {
    let time = 1_000_000;
    const limiter = createMemoryRateLimiter(() => time);
    const { key, results } = await exercise(limiter);
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBe(60);

    time += 30_500;
    expect(await limiter.hit(key, 3, 60_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
    time += 30_000;
    expect((await limiter.hit(key, 3, 60_000)).allowed).toBe(true);
    expect((await limiter.hit('other', 3, 60_000)).allowed).toBe(true);
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('redis rate limiter', () => {
  it('counts hits across instances sharing one Redis', async () => {
    const first = createRedisRateLimiter(redisUrl);
    const second = createRedisRateLimiter(redisUrl);
    try {
      const key = `test:${randomBytes(6).toString('hex')}`;
      expect((await first.hit(key, 2, 60_000)).allowed).toBe(true);
      expect((await second.hit(key, 2, 60_000)).allowed).toBe(true);
      const refused = await first.hit(key, 2, 60_000);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('gives each window its own expiry', async () => {
    const limiter = createRedisRateLimiter(redisUrl);
    try {
      const { results } = await exercise(limiter);
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    } finally {
      await limiter.close();
    }
  });
});

describe('redis rate limiter without Redis', () => {
  it('rejects the hit so the caller can decide, and reports the error', async () => {
    const errors: Error[] = [];
    const limiter = createRedisRateLimiter('redis://127.0.0.1:1', {
      onError: (error) => errors.push(error),
    });
    try {
      await expect(limiter.hit('k', 1, 1000)).rejects.toThrow();
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await limiter.close();
    }
  });
});
