import type { Redis } from 'ioredis';

/** A small TTL cache; the Redis flavour shares entries across API nodes. */
export type TtlCache<T> = {
  get: (key: string) => Promise<T | undefined>;
  set: (key: string, value: T, ttlMs: number) => Promise<void>;
  close: () => Promise<void>;
};

export function createMemoryCache<T>(maxEntries = 2000): TtlCache<T> {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  return {
    get: async (key) => {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expiresAt <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set: async (key, value, ttlMs) => {
      entries.delete(key);
      if (entries.size >= maxEntries) {
        // Maps iterate in insertion order: the first key is the oldest.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    },
    close: async () => entries.clear(),
  };
}

/**
 * Cache misses on Redis errors: weather must not fail because the cache did.
 * The client is the process's shared one, so closing it is its owner's job.
 */
export function createRedisCache<T>(
  redis: Redis,
  prefix = 'wp:weather:',
): TtlCache<T> {
  return {
    get: async (key) => {
      try {
        const raw = await redis.get(prefix + key);
        return raw ? (JSON.parse(raw) as T) : undefined;
      } catch {
        return undefined;
      }
    },
    set: async (key, value, ttlMs) => {
      try {
        await redis.set(prefix + key, JSON.stringify(value), 'PX', ttlMs);
      } catch {
        // Best effort; the next request recomputes.
      }
    },
    close: async () => undefined,
  };
}
