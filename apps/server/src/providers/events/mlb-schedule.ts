import { addDays, metroToday } from '@app/shared/metro';
import { z } from 'zod';

import { LIVE_DAYS_AHEAD, type EventsProvider } from './event-types';
import { homeGameEvent } from './home-game';
import { metroVenue } from './metro-venues';
import {
  fetchSchedule,
  unexpectedAnswer,
  type ScheduleFetchOptions,
} from './schedule-fetch';

const ROCKIES = 115;
const LABEL = 'MLB schedule';

const teamSchema = z.object({
  team: z.object({ id: z.number(), name: z.string() }),
});
const gameSchema = z.object({
  gamePk: z.number(),
  gameDate: z.string(),
  status: z.object({
    abstractGameState: z.string(),
    detailedState: z.string(),
  }),
  teams: z.object({ home: teamSchema, away: teamSchema }),
  venue: z.object({ name: z.string() }).optional(),
});
const scheduleSchema = z.object({
  dates: z.array(z.object({ games: z.array(z.unknown()) })),
});

const CALLED_OFF = /postponed|cancel|suspended/i;

/**
 * Rockies home games from the MLB Stats API (statsapi.mlb.com, no key):
 * `gameDate` is the first pitch in UTC.
 */
export function createMlbScheduleProvider(
  options: ScheduleFetchOptions,
): EventsProvider {
  return {
    name: 'mlb',
    label: LABEL,
    complete: true,
    async upcoming(now) {
      const today = metroToday(now);
      const url = new URL('/api/v1/schedule', options.baseUrl);
      url.search = new URLSearchParams({
        sportId: '1',
        teamId: String(ROCKIES),
        startDate: today,
        endDate: addDays(today, LIVE_DAYS_AHEAD),
        hydrate: 'venue',
      }).toString();
      const parsed = scheduleSchema.safeParse(
        await fetchSchedule(LABEL, url, options),
      );
      if (!parsed.success) throw unexpectedAnswer(LABEL);
      return parsed.data.dates.flatMap((day) =>
        day.games.flatMap((raw) => {
          const game = gameSchema.safeParse(raw);
          if (!game.success) return [];
          const g = game.data;
          const venue = metroVenue(g.venue?.name);
          const start = new Date(g.gameDate);
          const playable =
            g.teams.home.team.id === ROCKIES &&
            g.status.abstractGameState !== 'Final' &&
            !CALLED_OFF.test(g.status.detailedState);
          if (!venue || !playable || !(start > now)) return [];
          return [
            homeGameEvent({
              source: 'mlb',
              sourceLabel: 'MLB',
              sourceId: String(g.gamePk),
              league: 'MLB',
              sport: 'Baseball',
              subcategory: 'Baseball',
              home: g.teams.home.team.name,
              away: g.teams.away.team.name,
              start,
              venue,
              url: `https://www.mlb.com/gameday/${g.gamePk}`,
            }),
          ];
        }),
      );
    },
  };
}
