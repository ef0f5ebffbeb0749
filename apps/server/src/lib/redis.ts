import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** The process's one Redis client (rate limits, session revocations, weather cache). */
export function createRedisClient(
  url: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    // Fail a command fast during an outage; callers treat Redis as optional.
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
  redis.on('error', (error: Error) => log.warn({ err: error }, 'redis error'));
  return redis;
}

export async function closeRedisClient(redis: Redis) {
  if (redis.status === 'wait') return redis.disconnect();
  await redis.quit().catch(() => redis.disconnect());
}
