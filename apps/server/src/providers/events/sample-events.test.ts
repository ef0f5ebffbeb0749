import { metroInstant } from '@app/shared/metro';
import { describe, expect, it } from 'vitest';

import {
  generateSampleEvents,
  SAMPLE_DAYS_AHEAD,
  seasonSchedule,
} from './sample-events';
import { HOME_TEAMS } from './sample-venues';

const team = (name: string) => HOME_TEAMS.find((t) => t.team === name)!;
const tally = (names: string[]) => {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
};
/** Every Monday-morning start through a year, so each season is sampled. */
const weeklyStarts = Array.from(
  { length: 53 },
  (_, week) => new Date(Date.UTC(2026, 0, 5 + week * 7, 15)),
);

describe('sample events', () => {
  it('generates only future events, all marked as samples', () => {
    const now = new Date('2026-07-10T20:00:00Z');
    const events = generateSampleEvents(now);
    expect(events.length).toBeGreaterThan(20);
    for (const event of events) {
      expect(event.startTime.getTime()).toBeGreaterThan(now.getTime());
      expect(event.startTime.getTime()).toBeLessThan(
        now.getTime() + (SAMPLE_DAYS_AHEAD + 2) * 86_400_000,
      );
      expect(event.source).toBe('sample');
      expect(event.eventDetails.is_sample).toBe(true);
    }
  });

  it('schedules real home teams in season at their real venues', () => {
    const summer = generateSampleEvents(new Date('2026-07-10T12:00:00Z'));
    const rockies = summer.filter((e) => e.name.startsWith('Colorado Rockies'));
    expect(rockies.length).toBeGreaterThan(5);
    expect(rockies[0]).toMatchObject({
      venueName: 'Coors Field',
      category: 'professional_sports',
      subcategory: 'Baseball',
    });
    expect(summer.some((e) => e.name.startsWith('Denver Nuggets'))).toBe(false);
    expect(summer.some((e) => e.venueName === 'Red Rocks Amphitheatre')).toBe(
      true,
    );

    const winter = generateSampleEvents(new Date('2026-12-01T12:00:00Z'));
    const teams = new Set(
      winter.map((e) => (e.eventDetails.teams as string[] | undefined)?.[0]),
    );
    expect(teams).toContain('Denver Nuggets');
    expect(teams).toContain('Colorado Avalanche');
    expect(teams).toContain('Denver Broncos');
    expect(teams).toContain('Colorado Mammoth');
    expect(teams).not.toContain('Colorado Rockies');
    expect(winter.some((e) => e.venueName === 'Red Rocks Amphitheatre')).toBe(
      false,
    );
  });

  it('is deterministic for one day and has unique source ids', () => {
    const now = new Date('2026-10-03T15:00:00Z');
    const a = generateSampleEvents(now);
    const b = generateSampleEvents(now);
    expect(a).toEqual(b);
    expect(new Set(a.map((e) => e.sourceId)).size).toBe(a.length);
  });

  it('starts games at Denver local time across daylight saving', () => {
    expect(metroInstant('2026-07-04', '18:40').toISOString()).toBe(
      '2026-07-05T00:40:00.000Z',
    );
    expect(metroInstant('2026-12-04', '19:00').toISOString()).toBe(
      '2026-12-05T02:00:00.000Z',
    );
  });
});

describe('a believable season', () => {
  const maxVisits: Record<string, number> = {
    NFL: 1,
    MLS: 1,
    NLL: 1,
    NBA: 2,
    NHL: 2,
    MLB: 2,
  };

  it.each(HOME_TEAMS.map((t) => [t.team, t.league] as const))(
    '%s (%s) hosts each opponent no more than its league does',
    (name, league) => {
      for (const year of [2026, 2027]) {
        const games = seasonSchedule(team(name), year);
        const visits = tally(
          // A series is one visit: count its first game only.
          games
            .filter((g, i) => games[i - 1]?.opponent !== g.opponent)
            .map((g) => g.opponent),
        );
        expect(Math.max(...visits.values())).toBeLessThanOrEqual(
          maxVisits[league]!,
        );
        expect(new Set(games.map((g) => g.date)).size).toBe(games.length);
      }
    },
  );

  it('plays league-sized home seasons', () => {
    const size = (name: string) => seasonSchedule(team(name), 2026).length;
    expect(size('Denver Broncos')).toBe(8);
    expect(size('Denver Nuggets')).toBe(41);
    expect(size('Colorado Avalanche')).toBe(41);
    expect(size('Colorado Rapids')).toBe(17);
    expect(size('Colorado Rockies')).toBe(75);
  });

  it('brings a rival back months later, not within weeks', () => {
    for (const name of ['Denver Nuggets', 'Colorado Avalanche']) {
      const games = seasonSchedule(team(name), 2026);
      for (const rival of team(name).rivals) {
        const [first, second] = games
          .filter((g) => g.opponent === rival)
          .map((g) => Date.parse(g.date));
        expect((second! - first!) / 86_400_000).toBeGreaterThan(60);
      }
    }
  });

  it('never lists a match-up twice in the coming weeks, except a baseball series', () => {
    for (const now of weeklyStarts) {
      const games = generateSampleEvents(now).filter(
        (e) => e.category === 'professional_sports',
      );
      for (const [name, count] of tally(games.map((g) => g.name))) {
        const limit = name.startsWith('Colorado Rockies') ? 3 : 1;
        expect(count, `${name} from ${now.toISOString()}`).toBeLessThanOrEqual(
          limit,
        );
      }
    }
  });

  it('plays a baseball series on consecutive days', () => {
    const games = seasonSchedule(team('Colorado Rockies'), 2026);
    for (let i = 0; i < games.length; i += 3) {
      const series = games.slice(i, i + 3);
      expect(new Set(series.map((g) => g.opponent)).size).toBe(1);
      expect(Date.parse(series[2]!.date) - Date.parse(series[0]!.date)).toBe(
        2 * 86_400_000,
      );
    }
  });

  it('books Ball Arena for one home team a night', () => {
    for (const now of weeklyStarts) {
      const arenaDates = generateSampleEvents(now)
        .filter((e) => e.venueName === 'Ball Arena')
        .map((e) => e.eventDetails.event_date as string);
      expect(new Set(arenaDates).size).toBe(arenaDates.length);
    }
  });

  it('repeats a recurring music night weekly on its own nights', () => {
    const nights = generateSampleEvents(new Date('2026-11-29T15:00:00Z'))
      .filter((e) => e.venueName === 'Grizzly Rose')
      .map((e) => new Date(`${e.eventDetails.event_date as string}T12:00:00Z`));
    expect(nights.length).toBeGreaterThanOrEqual(12);
    expect(new Set(nights.map((d) => d.getUTCDay()))).toEqual(new Set([3, 6]));
  });
});
