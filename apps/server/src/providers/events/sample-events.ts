import { addDays, metroInstant, metroToday, weekday } from '@app/shared/metro';

import type { EventsProvider, ProviderEvent } from './event-types';
import {
  HOME_TEAMS,
  inSeason,
  SAMPLE_SHOWS,
  type Venue,
} from './sample-venues';

export const SAMPLE_DAYS_AHEAD = 45;
const SAMPLE_SOURCE = 'sample';

function pick<T>(items: T[], seed: string): T {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return items[hash % items.length]!;
}

function venueFields(venue: Venue) {
  return {
    venueName: venue.name,
    address: venue.address,
    latitude: venue.lat,
    longitude: venue.lng,
  };
}

function slug(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Upcoming home games of the real Denver teams and generic concerts at real
 * venues, generated from today's Denver date. Always `source: 'sample'` and
 * `event_details.is_sample = true`; no prices or performers are invented.
 */
export function generateSampleEvents(
  now: Date,
  days = SAMPLE_DAYS_AHEAD,
): ProviderEvent[] {
  const today = metroToday(now);
  const events: ProviderEvent[] = [];
  for (let offset = 0; offset <= days; offset += 1) {
    const date = addDays(today, offset);
    const month = Number(date.slice(5, 7));
    const dow = weekday(date);
    for (const team of HOME_TEAMS) {
      if (!inSeason(team.season, month) || !team.days.includes(dow)) continue;
      const opponent = pick(team.opponents, `${team.team}${date}`);
      events.push({
        source: SAMPLE_SOURCE,
        sourceId: `game-${slug(team.team)}-${date}`,
        name: `${team.team} vs. ${opponent}`,
        description: `Sample ${team.league} home game of the ${team.team} at ${team.venue.name}. Check the team's official schedule for real dates and tickets.`,
        category: 'professional_sports',
        subcategory: team.subcategory,
        startTime: metroInstant(date, team.time),
        ...venueFields(team.venue),
        ticketUrl: null,
        eventDetails: {
          is_sample: true,
          event_type: 'sports',
          sport_type: team.sport,
          league: team.league,
          teams: [team.team, opponent],
          venue_name: team.venue.name,
          venue_city: 'Denver',
          venue_state: 'CO',
          event_date: date,
          event_time: team.time,
        },
      });
    }
    for (const show of SAMPLE_SHOWS) {
      if (!show.days.includes(dow)) continue;
      if (show.outdoorSeason && !inSeason(show.outdoorSeason, month)) continue;
      events.push({
        source: SAMPLE_SOURCE,
        sourceId: `concert-${slug(show.venue.name)}-${date}`,
        name: `${show.title} at ${show.venue.name}`,
        description: `Sample ${show.genre.toLowerCase()} concert at ${show.venue.name}. Check the venue's calendar for real shows.`,
        category: 'concerts',
        subcategory: show.genre,
        startTime: metroInstant(date, '19:30'),
        ...venueFields(show.venue),
        ticketUrl: null,
        eventDetails: {
          is_sample: true,
          event_type: 'concert',
          genre: show.genre,
          venue_name: show.venue.name,
          event_date: date,
          event_time: '19:30',
        },
      });
    }
  }
  return events.filter((e) => e.startTime.getTime() > now.getTime());
}

export function createSampleEventsProvider(): EventsProvider {
  return {
    name: SAMPLE_SOURCE,
    upcoming: async (now) => generateSampleEvents(now),
  };
}
