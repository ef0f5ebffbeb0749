import type { ProviderStatus } from '@app/shared/provider-status';
import type { FastifyBaseLogger } from 'fastify';

import type { Db, DbOrTx } from '../../db/client';
import {
  createProviderTracker,
  type ProviderRegistry,
  type ProviderTracker,
} from '../../lib/provider-status';
import {
  LIVE_DAYS_AHEAD,
  type EventsProvider,
  type ProviderEvent,
} from '../../providers/events/event-types';

import { dedupeEvents } from './event-dedupe';
import type { EventsRepository } from './events.repository';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const TURN_KEY = 'events_refreshed_at';
/** Set once any live source has answered: samples are never shown again. */
const LIVE_SEEN_KEY = 'events_live_source_seen_at';
/** Where the last refresh keeps a source's status, for every process. */
export const statusKey = (source: string) => `events_status:${source}`;

/** What one source gave in a refresh. */
export type SourceReport = {
  name: string;
  label: string;
  ok: boolean;
  /** Events in its answer (before duplicates of other sources were dropped). */
  count: number;
  removed: number;
  delisted: number;
  error: string | null;
};

type RefreshReport = {
  sources: SourceReport[];
  /** Sample events taken out because a live source has answered. */
  samplesRemoved: number;
};

type Answer =
  | { provider: EventsProvider; events: ProviderEvent[] }
  | { provider: EventsProvider; error: string };

const message = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/**
 * Keeps upcoming events in the activities table from every configured source
 * at once: refreshed in the background at start-up and every interval, by
 * one process at a time. Past events are kept (favorites and plans may point
 * at them) and hidden by every activity query; an upcoming one its source
 * stops listing is removed, or delisted when a user saved it.
 */
export function createEventsService(deps: {
  db: Db;
  repository: EventsRepository;
  /** Live sources, best-informed first (a duplicate keeps the first one's listing). */
  sources: EventsProvider[];
  /** Served only while no live source has ever answered. */
  sample?: EventsProvider;
  providers: ProviderRegistry;
  log: FastifyBaseLogger;
  intervalHours?: number;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const intervalMs = (deps.intervalHours ?? 6) * HOUR_MS;
  const trackers = new Map<string, ProviderTracker>(
    deps.sources.map((p) => [
      p.name,
      deps.providers.register(
        createProviderTracker(`events:${p.name}`, p.label),
      ),
    ]),
  );
  let timer: NodeJS.Timeout | undefined;

  async function ask(provider: EventsProvider, at: Date): Promise<Answer> {
    const until = at.getTime() + LIVE_DAYS_AHEAD * DAY_MS;
    try {
      const events = (await provider.upcoming(at)).filter(
        (e) => e.startTime > at && e.startTime.getTime() <= until,
      );
      return { provider, events };
    } catch (error) {
      return { provider, error: message(error) };
    }
  }

  /** Links each event to the catalogue place of its venue, when one is found. */
  async function linkVenues(events: ProviderEvent[], at: Date) {
    const names = [...new Set(events.map((e) => e.venueName.toLowerCase()))];
    const places = await deps.repository.findPlaces(deps.db, names);
    const byName = new Map<string, number>();
    for (const p of places) {
      if (!byName.has(p.name.toLowerCase()))
        byName.set(p.name.toLowerCase(), p.id);
    }
    return events.map((e) => ({
      ...e,
      eventDetails: {
        ...e.eventDetails,
        venue_activity_id: byName.get(e.venueName.toLowerCase()) ?? null,
        checked_at: at.toISOString(),
      },
    }));
  }

  /** Stores one source's kept events and prunes what its answer dropped. */
  async function store(
    tx: DbOrTx,
    provider: EventsProvider,
    answer: ProviderEvent[],
    kept: ProviderEvent[],
    at: Date,
  ) {
    await deps.repository.upsert(tx, kept);
    // An empty answer is more likely an outage than an empty city: it
    // drops nothing.
    if (answer.length === 0) return { removed: 0, delisted: 0 };
    // A one-page answer (Ticketmaster's, soonest first) only speaks for the
    // time up to its last event; what lies beyond it, or shares its start
    // (the page may have cut there), is kept.
    const until = provider.complete
      ? new Date(at.getTime() + LIVE_DAYS_AHEAD * DAY_MS + 1)
      : answer.reduce(
          (last, e) => (e.startTime > last ? e.startTime : last),
          at,
        );
    return deps.repository.pruneDropped(tx, {
      source: provider.name,
      after: at,
      until,
      listed: kept.map((e) => e.sourceId),
    });
  }

  async function refreshSamples(at: Date): Promise<SourceReport[]> {
    if (!deps.sample) return [];
    const answer = await ask(deps.sample, at);
    const { provider } = answer;
    if ('error' in answer)
      return [
        report(provider, false, 0, { removed: 0, delisted: 0 }, answer.error),
      ];
    const pruned = await deps.db.transaction((tx) =>
      store(tx, provider, answer.events, answer.events, at),
    );
    return [report(provider, true, answer.events.length, pruned, null)];
  }

  function report(
    provider: EventsProvider,
    ok: boolean,
    count: number,
    pruned: { removed: number; delisted: number },
    error: string | null,
  ): SourceReport {
    return {
      name: provider.name,
      label: provider.label,
      ok,
      count,
      ...pruned,
      error,
    };
  }

  async function recordStatus(answers: Answer[], at: Date) {
    for (const answer of answers) {
      const tracker = trackers.get(answer.provider.name)!;
      if ('error' in answer) tracker.failed(new Error(answer.error));
      else tracker.succeeded(answer.events.length, at);
      await deps.repository.writeState(
        deps.db,
        statusKey(answer.provider.name),
        JSON.stringify(tracker.status()),
      );
    }
  }

  /** Asks every source once and stores what they gave. */
  async function refresh(): Promise<RefreshReport> {
    const at = now();
    const answers = await Promise.all(deps.sources.map((p) => ask(p, at)));
    await recordStatus(answers, at);
    const good = answers.filter(
      (a): a is Extract<Answer, { events: ProviderEvent[] }> => !('error' in a),
    );
    const liveSeen =
      good.length > 0 ||
      (await deps.repository.readState(deps.db, LIVE_SEEN_KEY)) !== undefined;
    if (!liveSeen) {
      // Every live source failed (none ever answered): samples stand in.
      const failed = answers.map((a) =>
        report(
          a.provider,
          false,
          0,
          { removed: 0, delisted: 0 },
          'error' in a ? a.error : null,
        ),
      );
      return {
        sources: [...failed, ...(await refreshSamples(at))],
        samplesRemoved: 0,
      };
    }

    const kept = await linkVenues(dedupeEvents(good.map((a) => a.events)), at);
    return deps.db.transaction(async (tx) => {
      await deps.repository.writeState(tx, LIVE_SEEN_KEY, at.toISOString());
      const sources: SourceReport[] = [];
      for (const answer of answers) {
        if ('error' in answer) {
          sources.push(
            report(
              answer.provider,
              false,
              0,
              { removed: 0, delisted: 0 },
              answer.error,
            ),
          );
          continue;
        }
        const name = answer.provider.name;
        const own = kept.filter((e) => e.source === name);
        const pruned = await store(tx, answer.provider, answer.events, own, at);
        sources.push(
          report(answer.provider, true, answer.events.length, pruned, null),
        );
      }
      const samples = await deps.repository.removeSamples(tx, at);
      return { sources, samplesRemoved: samples.removed + samples.delisted };
    });
  }

  /** Refreshes when the last refresh (by any process) began an interval ago. */
  async function refreshIfDue(): Promise<RefreshReport | null> {
    const at = now();
    const due = new Date(at.getTime() - intervalMs);
    if (!(await deps.repository.claimTurn(deps.db, TURN_KEY, at, due)))
      return null;
    return refresh();
  }

  /** Shows in /health what the process that last refreshed saw. */
  async function loadStatus() {
    for (const [name, tracker] of trackers) {
      const saved = await deps.repository.readState(deps.db, statusKey(name));
      if (!saved) continue;
      const status = JSON.parse(saved) as ProviderStatus;
      if (status.last_success)
        tracker.succeeded(status.items, new Date(status.last_success));
      if (status.mode !== 'live' && status.last_error)
        tracker.failed(new Error(status.last_error));
    }
  }

  async function safeRefresh() {
    try {
      const result = await refreshIfDue();
      if (result) deps.log.info({ events: result }, 'events refreshed');
      else await loadStatus();
    } catch (error) {
      deps.log.warn({ err: error }, 'events refresh failed');
    }
  }

  return {
    refresh,
    refreshIfDue,
    start() {
      void loadStatus()
        .catch(() => undefined)
        .then(safeRefresh);
      // Checks hourly so a turn another process missed is taken soon.
      timer = setInterval(
        () => void safeRefresh(),
        Math.min(intervalMs, HOUR_MS),
      );
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
