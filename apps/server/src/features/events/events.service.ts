import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client';
import type { EventsProvider } from '../../providers/events/event-types';

import type { EventsRepository } from './events.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps upcoming events in the activities table: refreshed at start-up and
 * daily. Past events are kept (favorites and plans may point at them) and
 * hidden by every activity query.
 */
export function createEventsService(deps: {
  db: Db;
  repository: EventsRepository;
  provider: EventsProvider;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;

  async function refresh(): Promise<number> {
    const at = now();
    const events = await deps.provider.upcoming(at);
    await deps.repository.upsert(deps.db, events);
    return events.length;
  }

  async function safeRefresh() {
    try {
      const count = await refresh();
      deps.log.info(
        { provider: deps.provider.name, count },
        'events refreshed',
      );
    } catch (error) {
      deps.log.warn(
        { err: error, provider: deps.provider.name },
        'events refresh failed',
      );
    }
  }

  return {
    provider: deps.provider.name,
    refresh,
    start() {
      void safeRefresh();
      timer = setInterval(() => void safeRefresh(), DAY_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
