import { Redis } from 'ioredis';

import type { RateLimiter } from './rate-limiter';

// Atomic increment that starts the window on the first hit.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Shared counters for several API nodes; keys expire with their window. */
export function createRedisRateLimiter(
  url: string,
  options: { prefix?: string; onError?: (error: Error) => void } = {},
): RateLimiter {
  const prefix = options.prefix ?? 'wp:rl:';
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
  // Connection errors also reject the pending command; this only reports them.
  redis.on('error', (error: Error) => options.onError?.(error));
  return {
    hit: async (key, limit, windowMs) => {
      const [count, ttl] = (await redis.eval(
        HIT_SCRIPT,
        1,
        prefix + key,
        String(windowMs),
      )) as [number, number];
      return {
        allowed: count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)),
      };
    },
    close: async () => {
      if (redis.status === 'wait') return redis.disconnect();
      await redis.quit();
    },
  };
}
