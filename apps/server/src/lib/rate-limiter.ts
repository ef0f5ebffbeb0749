export type RateLimitResult = {
  allowed: boolean;
  /** Seconds until the current window ends (at least 1 when refused). */
  retryAfterSeconds: number;
};

/**
 * Fixed-window counter: `hit` counts one attempt for `key` and says whether
 * it is within `limit` attempts per `windowMs`.
 */
export type RateLimiter = {
  hit: (
    key: string,
    limit: number,
    windowMs: number,
  ) => Promise<RateLimitResult>;
  close: () => Promise<void>;
};

/** One process's memory; fine for a single node (use Redis for several). */
export function createMemoryRateLimiter(
  now: () => number = Date.now,
): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();

  const sweep = (time: number) => {
    if (time - lastSweep < 60_000) return;
    lastSweep = time;
    for (const [key, entry] of windows) {
      if (entry.resetAt <= time) windows.delete(key);
    }
  };

  return {
    hit: async (key, limit, windowMs) => {
      const time = now();
      sweep(time);
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= time) {
        entry = { count: 0, resetAt: time + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return {
        allowed: entry.count <= limit,
        retryAfterSeconds: Math.max(
          1,
          Math.ceil((entry.resetAt - time) / 1000),
        ),
      };
    },
    close: async () => {
      windows.clear();
    },
  };
}
