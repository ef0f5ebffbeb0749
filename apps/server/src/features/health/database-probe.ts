import type { Db } from '../../db/client';

import type { HealthRepository } from './health.repository';

/** How long a successful check answers for the next ones. */
export const UP_FOR_MS = 1_000;

export type DatabaseProbe = {
  isUp(): Promise<boolean>;
  /** Called when a request meets an outage, so the next check asks again. */
  forget(): void;
};

/**
 * Whether the database answers. A success is remembered for a second, so
 * a load balancer's polls, however frequent, cost at most one round trip a
 * second; a failure is never remembered, and concurrent checks share one
 * query. The pool's connect and statement timeouts bound how long it waits.
 */
export function createDatabaseProbe(
  db: Db,
  repo: HealthRepository,
): DatabaseProbe {
  let upUntil = 0;
  let pending: Promise<boolean> | undefined;
  const check = async () => {
    try {
      await repo.ping(db);
      upUntil = Date.now() + UP_FOR_MS;
      return true;
    } catch {
      return false;
    } finally {
      pending = undefined;
    }
  };
  return {
    isUp: () => {
      if (Date.now() < upUntil) return Promise.resolve(true);
      pending ??= check();
      return pending;
    },
    forget: () => {
      upUntil = 0;
    },
  };
}
