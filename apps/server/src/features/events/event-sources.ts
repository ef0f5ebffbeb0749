import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  createEspnScheduleProvider,
  ESPN_TEAMS,
} from '../../providers/events/espn-schedule';
import type { EventsProvider } from '../../providers/events/event-types';
import {
  createIcsFeedsProvider,
  type VenueLookup,
} from '../../providers/events/ics-feeds';
import { metroVenue } from '../../providers/events/metro-venues';
import { createMlbScheduleProvider } from '../../providers/events/mlb-schedule';
import { createNhlScheduleProvider } from '../../providers/events/nhl-schedule';
import { createTicketmasterProvider } from '../../providers/events/ticketmaster';

import type { EventsRepository } from './events.repository';

/** A calendar's venue: a pro venue, else the catalogue place of that name. */
function venueLookup(db: Db, repository: EventsRepository): VenueLookup {
  return async (name) => {
    const known = metroVenue(name);
    if (known) return known;
    const [place] = await repository.findPlaces(db, [
      name.trim().toLowerCase(),
    ]);
    return place
      ? {
          name: place.name,
          address: place.address ?? '',
          lat: place.latitude,
          lng: place.longitude,
        }
      : undefined;
  };
}

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
