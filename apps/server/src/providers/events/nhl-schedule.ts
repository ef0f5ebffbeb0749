import { z } from 'zod';

import type { EventsProvider } from './event-types';
import { homeGameEvent } from './home-game';
import { metroVenue } from './metro-venues';
import {
  fetchSchedule,
  unexpectedAnswer,
  type ScheduleFetchOptions,
} from './schedule-fetch';

const LABEL = 'NHL schedule';
const name = z.object({ default: z.string() });
const teamSchema = z.object({
  abbrev: z.string(),
  placeName: name.optional(),
  commonName: name.optional(),
});
const gameSchema = z.object({
  id: z.number(),
  gameType: z.number(),
  venue: name.optional(),
  startTimeUTC: z.string(),
  gameState: z.string(),
  gameScheduleState: z.string(),
  homeTeam: teamSchema,
  awayTeam: teamSchema,
  gameCenterLink: z.string().optional(),
  ticketsLink: z.string().optional(),
});
const scheduleSchema = z.object({ games: z.array(z.unknown()) });

const teamName = (t: z.infer<typeof teamSchema>) =>
  [t.placeName?.default, t.commonName?.default].filter(Boolean).join(' ') ||
  t.abbrev;

/**
 * Avalanche home games from the NHL's public web API (api-web.nhle.com, no
 * key): the season's schedule, `startTimeUTC` the puck drop.
 */
export function createNhlScheduleProvider(
  options: ScheduleFetchOptions,
): EventsProvider {
  return {
    name: 'nhl',
    label: LABEL,
    complete: true,
    async upcoming(now) {
      const url = new URL('/v1/club-schedule-season/COL/now', options.baseUrl);
      const parsed = scheduleSchema.safeParse(
        await fetchSchedule(LABEL, url, options),
      );
      if (!parsed.success) throw unexpectedAnswer(LABEL);
      return parsed.data.games.flatMap((raw) => {
        const game = gameSchema.safeParse(raw);
        if (!game.success) return [];
        const g = game.data;
        const venue = metroVenue(g.venue?.default);
        const start = new Date(g.startTimeUTC);
        const playable =
          g.homeTeam.abbrev === 'COL' &&
          g.gameScheduleState === 'OK' &&
          (g.gameState === 'FUT' || g.gameState === 'PRE');
        if (!venue || !playable || !(start > now)) return [];
        const page = g.gameCenterLink
          ? new URL(g.gameCenterLink, 'https://www.nhl.com').toString()
          : null;
        return [
          homeGameEvent({
            source: 'nhl',
            sourceLabel: 'NHL',
            sourceId: String(g.id),
            league: 'NHL',
            sport: 'Hockey',
            subcategory: 'Hockey',
            home: teamName(g.homeTeam),
            away: teamName(g.awayTeam),
            start,
            venue,
            url: g.ticketsLink?.startsWith('https://') ? g.ticketsLink : page,
          }),
        ];
      });
    },
  };
}
