import { z } from 'zod';

import type { EventsProvider } from './event-types';
import { homeGameEvent } from './home-game';
import { metroVenue } from './metro-venues';
import {
  fetchSchedule,
  unexpectedAnswer,
  type ScheduleFetchOptions,
} from './schedule-fetch';

/** A Denver team on ESPN's public site API, and how its games are filed. */
type EspnTeam = {
  /** The source of its rows and the key of its status line: 'espn-nba'. */
  source: string;
  label: string;
  league: string;
  sport: string;
  subcategory: string;
  /** The path under /apis/site/v2/sports/: 'basketball/nba/teams/den'. */
  path: string;
  abbreviation: string;
};

export const ESPN_TEAMS: readonly EspnTeam[] = [
  {
    source: 'espn-nba',
    label: 'NBA schedule (ESPN)',
    league: 'NBA',
    sport: 'Basketball',
    subcategory: 'Basketball',
    path: 'basketball/nba/teams/den',
    abbreviation: 'DEN',
  },
  {
    source: 'espn-nfl',
    label: 'NFL schedule (ESPN)',
    league: 'NFL',
    sport: 'Football',
    subcategory: 'Football',
    path: 'football/nfl/teams/den',
    abbreviation: 'DEN',
  },
  {
    source: 'espn-mls',
    label: 'MLS schedule (ESPN)',
    league: 'MLS',
    sport: 'Soccer',
    subcategory: 'Soccer Games',
    path: 'soccer/usa.1/teams/col',
    abbreviation: 'COL',
  },
];

const competitorSchema = z.object({
  homeAway: z.enum(['home', 'away']),
  team: z.object({ abbreviation: z.string(), displayName: z.string() }),
});
const eventSchema = z.object({
  id: z.string(),
  date: z.string(),
  links: z
    .array(z.object({ href: z.string(), rel: z.array(z.string()) }))
    .optional(),
  competitions: z
    .array(
      z.object({
        date: z.string().optional(),
        timeValid: z.boolean().optional(),
        venue: z.object({ fullName: z.string() }).optional(),
        competitors: z.array(competitorSchema),
        status: z.object({ type: z.object({ state: z.string() }) }).optional(),
      }),
    )
    .min(1),
});
const scheduleSchema = z.object({ events: z.array(z.unknown()) });

/**
 * One Denver team's home games from ESPN's public site API
 * (site.api.espn.com, no key): `date` is the start in UTC, to the minute.
 */
export function createEspnScheduleProvider(
  team: EspnTeam,
  options: ScheduleFetchOptions,
): EventsProvider {
  return {
    name: team.source,
    label: team.label,
    complete: true,
    async upcoming(now) {
      const url = new URL(
        `/apis/site/v2/sports/${team.path}/schedule`,
        options.baseUrl,
      );
      const parsed = scheduleSchema.safeParse(
        await fetchSchedule(team.label, url, options),
      );
      if (!parsed.success) throw unexpectedAnswer(team.label);
      return parsed.data.events.flatMap((raw) => {
        const event = eventSchema.safeParse(raw);
        if (!event.success) return [];
        const e = event.data;
        const match = e.competitions[0]!;
        const home = match.competitors.find((c) => c.homeAway === 'home');
        const away = match.competitors.find((c) => c.homeAway === 'away');
        const venue = metroVenue(match.venue?.fullName);
        const start = new Date(match.date ?? e.date);
        const playable =
          home?.team.abbreviation === team.abbreviation &&
          match.timeValid !== false &&
          (match.status?.type.state ?? 'pre') === 'pre';
        if (!home || !away || !venue || !playable || !(start > now)) return [];
        return [
          homeGameEvent({
            source: team.source,
            sourceLabel: team.league,
            sourceId: e.id,
            league: team.league,
            sport: team.sport,
            subcategory: team.subcategory,
            home: home.team.displayName,
            away: away.team.displayName,
            start,
            venue,
            url:
              e.links?.find(
                (l) => l.rel.includes('event') && l.href.startsWith('https://'),
              )?.href ?? null,
          }),
        ];
      });
    },
  };
}
