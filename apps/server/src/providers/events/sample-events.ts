import { addDays, metroInstant, metroToday, weekday } from '@app/shared/metro';

import { seededUnit } from '../../lib/seeded-random';

import {
  SAMPLE_EVENT_SOURCE,
  type EventsProvider,
  type ProviderEvent,
} from './event-types';
import {
  HOME_TEAMS,
  inSeason,
  SAMPLE_SHOWS,
  type HomeTeam,
  type Venue,
} from './sample-venues';

export const SAMPLE_DAYS_AHEAD = 45;

/** A fixed shuffle per seed, so a season's order is the same every day it is generated. */
function shuffled<T>(items: readonly T[], seed: string): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(seededUnit(`${seed}|${i}`) * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The order visitors come in one season: every opponent once in a shuffled
 * order, and each rival again about half a season after its first visit, so
 * no team is seen twice within weeks.
 */
function visitOrder(team: HomeTeam, seasonYear: number): string[] {
  const first = shuffled(team.opponents, `${team.team}|${seasonYear}`);
  const n = first.length;
  const visits = first.map((opponent, i) => ({ opponent, at: i / n }));
  for (const rival of team.rivals) {
    const i = first.indexOf(rival);
    // Half a slot past a first visit, so a return never ties with one.
    visits.push({ opponent: rival, at: ((i / n + 0.5) % 1) + 0.5 / n });
  }
  return visits.sort((a, b) => a.at - b.at).map((v) => v.opponent);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** First and last day of the season that starts in `seasonYear`. */
function seasonSpan(team: HomeTeam, seasonYear: number) {
  const { fromMonth, toMonth } = team.season;
  const endYear = fromMonth <= toMonth ? seasonYear : seasonYear + 1;
  const afterEnd =
    toMonth === 12
      ? `${endYear + 1}-01-01`
      : `${endYear}-${pad2(toMonth + 1)}-01`;
  return {
    first: `${seasonYear}-${pad2(fromMonth)}-01`,
    last: addDays(afterEnd, -1),
  };
}

export type HomeGame = { date: string; opponent: string };

/**
 * A team's home games in one season: its visits grouped into home stands,
 * spread evenly over the season's allowed start days, so home stands
 * alternate with road trips as in a real schedule.
 */
export function seasonSchedule(team: HomeTeam, seasonYear: number): HomeGame[] {
  const { first, last } = seasonSpan(team, seasonYear);
  const starts: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const seriesEnd = addDays(date, team.seriesLength - 1);
    if (team.days.includes(weekday(date)) && seriesEnd <= last) {
      starts.push(date);
    }
  }
  const perStand = team.seriesPerHomestand;
  const stands = Math.floor(starts.length / perStand);
  const visitors = visitOrder(team, seasonYear);
  const standsNeeded = Math.ceil(visitors.length / perStand);
  if (standsNeeded > stands) {
    throw new Error(`${team.team}: more home visits than playable dates`);
  }
  return visitors.flatMap((opponent, i) => {
    const stand = Math.floor(
      ((Math.floor(i / perStand) + 0.5) * stands) / standsNeeded,
    );
    const start = starts[stand * perStand + (i % perStand)]!;
    return Array.from({ length: team.seriesLength }, (_, game) => ({
      date: addDays(start, game),
      opponent,
    }));
  });
}

/** Home games dated `from` to `to` (inclusive), across the seasons they touch. */
function homeGames(team: HomeTeam, from: string, to: string): HomeGame[] {
  const year = Number(from.slice(0, 4));
  const wraps = team.season.fromMonth > team.season.toMonth;
  const years = wraps ? [year - 1, year, year + 1] : [year, year + 1];
  return years
    .flatMap((seasonYear) => seasonSchedule(team, seasonYear))
    .filter((game) => game.date >= from && game.date <= to);
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
  const lastDay = addDays(today, days);
  const events: ProviderEvent[] = [];
  for (const team of HOME_TEAMS) {
    for (const { date, opponent } of homeGames(team, today, lastDay)) {
      events.push({
        source: SAMPLE_EVENT_SOURCE,
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
  }
  for (let offset = 0; offset <= days; offset += 1) {
    const date = addDays(today, offset);
    const month = Number(date.slice(5, 7));
    const dow = weekday(date);
    for (const show of SAMPLE_SHOWS) {
      if (!show.days.includes(dow)) continue;
      if (show.outdoorSeason && !inSeason(show.outdoorSeason, month)) continue;
      events.push({
        source: SAMPLE_EVENT_SOURCE,
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
  return events
    .filter((e) => e.startTime.getTime() > now.getTime())
    .sort(
      (a, b) =>
        a.startTime.getTime() - b.startTime.getTime() ||
        a.sourceId.localeCompare(b.sourceId),
    );
}

export function createSampleEventsProvider(): EventsProvider {
  return {
    name: SAMPLE_EVENT_SOURCE,
    label: 'Sample events',
    upcoming: async (now) => generateSampleEvents(now),
  };
}
