import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  createEspnScheduleProvider,
  ESPN_TEAMS,
} from '../../providers/events/espn-schedule';
import type { EventsProvider } from '../../providers/events/event-types';
import { createIcsFeedsProvider } from '../../providers/events/ics-feeds';
import { createMlbScheduleProvider } from '../../providers/events/mlb-schedule';
import { createNhlScheduleProvider } from '../../providers/events/nhl-schedule';
import { createSampleEventsProvider } from '../../providers/events/sample-events';
import { createTicketmasterProvider } from '../../providers/events/ticketmaster';
import { featureRoutes, type FeatureDeps } from '../feature';

import { venueLookup } from './event-venues';
import {
  createEventsRepository,
  type EventsRepository,
} from './events.repository';
import { createEventsService } from './events.service';

/**
 * Every live event source the configuration turns on, best-informed first:
 * the leagues' own schedules, then ESPN's, the operator's calendars, and
 * Ticketmaster (whose listing of a game loses to the league's).
 */
export function liveEventSources(
  config: Config,
  db: Db,
  repository: EventsRepository,
  fetchImpl?: typeof fetch,
): EventsProvider[] {
  const on = new Set<string>(config.EVENT_SOURCES);
  const sources: EventsProvider[] = [];
  if (on.has('mlb'))
    sources.push(
      createMlbScheduleProvider({
        baseUrl: config.MLB_STATS_API_URL,
        fetchImpl,
      }),
    );
  if (on.has('nhl'))
    sources.push(
      createNhlScheduleProvider({ baseUrl: config.NHL_API_URL, fetchImpl }),
    );
  for (const team of ESPN_TEAMS) {
    if (on.has(team.source))
      sources.push(
        createEspnScheduleProvider(team, {
          baseUrl: config.ESPN_API_URL,
          fetchImpl,
        }),
      );
  }
  if (config.EVENT_ICS_FEEDS.length > 0)
    sources.push(
      createIcsFeedsProvider({
        feeds: config.EVENT_ICS_FEEDS,
        findVenue: venueLookup(db, repository),
        fetchImpl,
      }),
    );
  if (config.TICKETMASTER_API_KEY)
    sources.push(
      createTicketmasterProvider({
        apiKey: config.TICKETMASTER_API_KEY,
        baseUrl: config.TICKETMASTER_API_URL,
        fetchImpl,
      }),
    );
  return sources;
}

/** The events refresh job over the configured sources, its status in /health. */
export function eventsRefreshFor(
  deps: Pick<FeatureDeps, 'config' | 'db' | 'providers' | 'log'>,
) {
  const repository = createEventsRepository();
  return createEventsService({
    db: deps.db,
    repository,
    sources: liveEventSources(deps.config, deps.db, repository),
    sample: createSampleEventsProvider(),
    providers: deps.providers,
    log: deps.log,
    intervalHours: deps.config.EVENTS_REFRESH_HOURS,
  });
}

/**
 * Events in the catalogue: refreshed in the background at start-up and
 * every EVENTS_REFRESH_HOURS when the catalogue is seeded (SEED_CATALOGUE),
 * so test databases stay empty unless asked.
 */
export function createEventsFeature(deps: FeatureDeps) {
  const events = eventsRefreshFor(deps);
  return {
    routes: featureRoutes(async (app) => {
      if (!deps.config.SEED_CATALOGUE) return;
      app.addHook('onReady', async () => events.start());
      app.addHook('onClose', async () => events.stop());
    }),
  };
}
