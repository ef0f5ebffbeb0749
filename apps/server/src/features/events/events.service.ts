import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client';
import type { EventsProvider } from '../../providers/events/event-types';

import type { EventsRepository } from './events.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Events in the answer, and dropped ones deleted or kept delisted for a user. */
export type RefreshResult = {
  count: number;
  removed: number;
  delisted: number;
};

/**
 * Keeps upcoming events in the activities table: refreshed at start-up and
 * daily. Past events are kept (favorites and plans may point at them) and
 * hidden by every activity query; an upcoming one the provider stops
 * listing is removed, or delisted when a user saved it.
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

  /**
   * Loads the provider's answer and drops the future events of its source
   * that the answer no longer lists, so a changed schedule (a new sample
   * generator, a cancelled show) does not linger until its date passes.
   */
  async function refresh(): Promise<RefreshResult> {
    const at = now();
    const events = await deps.provider.upcoming(at);
    // A provider's name is the source of its rows ('sample', 'ticketmaster').
    const source = deps.provider.name;
    const own = events.filter((e) => e.source === source);
    return deps.db.transaction(async (tx) => {
      await deps.repository.upsert(tx, events);
      // An empty answer is more likely an outage than an empty city: it
      // drops nothing.
      if (own.length === 0)
        return { count: events.length, removed: 0, delisted: 0 };
      // Ticketmaster answers one page, soonest first, so an answer only
      // speaks for the time up to its last event; what lies beyond it, or
      // shares its start (the page may have cut there), is kept.
      const until = own.reduce(
        (last, e) => (e.startTime > last ? e.startTime : last),
        at,
      );
      const pruned = await deps.repository.pruneDropped(tx, {
        source,
        after: at,
        until,
        listed: own.map((e) => e.sourceId),
      });
      return { count: events.length, ...pruned };
    });
  }

  async function safeRefresh() {
    try {
      const result = await refresh();
      deps.log.info(
        { provider: deps.provider.name, ...result },
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
