import { afterEach, describe, expect, it, vi } from 'vitest';

import { closeRedisClient, createRedisClient } from '../../lib/redis';

import { createMemoryCache, createRedisCache } from './weather.cache';

afterEach(() => vi.useRealTimers());

describe('memory TTL cache', () => {
  it('returns a value until its TTL passes', async () => {
    vi.useFakeTimers({ now: 0 });
    const cache = createMemoryCache<number>();
    await cache.set('a', 1, 1000);
    vi.setSystemTime(999);
    expect(await cache.get('a')).toBe(1);
    vi.setSystemTime(1000);
    expect(await cache.get('a')).toBeUndefined();
  });

  it('evicts the oldest entry when full', async () => {
    const cache = createMemoryCache<number>(2);
    await cache.set('a', 1, 60_000);
    await cache.set('b', 2, 60_000);
    await cache.set('c', 3, 60_000);
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('b')).toBe(2);
    expect(await cache.get('c')).toBe(3);
  });
});

describe('Redis TTL cache', () => {
  it('misses instead of failing when Redis is unreachable', async () => {
    const redis = createRedisClient('redis://127.0.0.1:1', {
      warn: () => undefined,
    });
    const cache = createRedisCache<number>(redis);
    await cache.set('a', 1, 1000);
    expect(await cache.get('a')).toBeUndefined();
    await closeRedisClient(redis);
  });
});
