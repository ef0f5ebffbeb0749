import { readFileSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createEspnScheduleProvider, ESPN_TEAMS } from './espn-schedule';
import type { EventsProvider } from './event-types';
import { startFakeScheduleServer } from './fake-schedule-server';
import { createMlbScheduleProvider } from './mlb-schedule';
import { createNhlScheduleProvider } from './nhl-schedule';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

let fake: Awaited<ReturnType<typeof startFakeScheduleServer>>;
beforeAll(async () => {
  fake = await startFakeScheduleServer();
});
afterAll(() => fake.close());

/** 'YYYY-MM-DD HH:MM' on Denver's clock. */
const denver = (d: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Denver',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(d);

type Case = {
  title: string;
  path: string;
  fixture: string;
  now: Date;
  make: (baseUrl: string, timeoutMs?: number) => EventsProvider;
};

const nuggets = ESPN_TEAMS.find((t) => t.source === 'espn-nba')!;
const CASES: Case[] = [
  {
    title: 'MLB Stats API',
    path: '/api/v1/schedule',
    fixture: 'mlb-schedule.json',
    now: new Date('2026-04-09T12:00:00Z'),
    make: (baseUrl, timeoutMs) =>
      createMlbScheduleProvider({ baseUrl, timeoutMs }),
  },
  {
    title: 'NHL web API',
    path: '/v1/club-schedule-season/COL/now',
    fixture: 'nhl-club-schedule.json',
    now: new Date('2026-12-01T12:00:00Z'),
    make: (baseUrl, timeoutMs) =>
      createNhlScheduleProvider({ baseUrl, timeoutMs }),
  },
  {
    title: 'ESPN site API',
    path: '/apis/site/v2/sports/basketball/nba/teams/den/schedule',
    fixture: 'espn-nuggets-schedule.json',
    now: new Date('2026-12-01T12:00:00Z'),
    make: (baseUrl, timeoutMs) =>
      createEspnScheduleProvider(nuggets, { baseUrl, timeoutMs }),
  },
];

describe('the MLB Stats API answer', () => {
  it('gives the Rockies home games at Coors Field at their Denver start, linked to the game page', async () => {
    fake.reply('/api/v1/schedule', { body: fixture('mlb-schedule.json') });
    const games = await CASES[0]!.make(fake.url).upcoming(CASES[0]!.now);
    // The postponed game and the road game at Dodger Stadium are left out.
    expect(
      games.map((g) => [g.name, denver(g.startTime), g.venueName]),
    ).toEqual([
      [
        'Colorado Rockies vs. Philadelphia Phillies',
        '2026-04-10 14:10',
        'Coors Field',
      ],
      [
        'Colorado Rockies vs. Philadelphia Phillies',
        '2026-04-11 18:10',
        'Coors Field',
      ],
    ]);
    expect(games[0]).toMatchObject({
      source: 'mlb',
      sourceId: '823456',
      category: 'professional_sports',
      subcategory: 'Baseball',
      ticketUrl: 'https://www.mlb.com/gameday/823456',
      eventDetails: { is_sample: false, source_label: 'MLB', league: 'MLB' },
    });
    const asked = fake.requests.at(-1)!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      sportId: '1',
      teamId: '115',
      startDate: '2026-04-09',
      endDate: '2026-06-08',
      hydrate: 'venue',
    });
  });
});

describe('the NHL web API answer', () => {
  it('gives the Avalanche home games at Ball Arena, not played, postponed or away ones', async () => {
    fake.reply(CASES[1]!.path, { body: fixture('nhl-club-schedule.json') });
    const games = await CASES[1]!.make(fake.url).upcoming(CASES[1]!.now);
    expect(
      games.map((g) => [g.name, denver(g.startTime), g.ticketUrl]),
    ).toEqual([
      [
        'Colorado Avalanche vs. Winnipeg Jets',
        '2026-12-04 19:00',
        expect.stringMatching(/^https:\/\/www\.ticketmaster\.com\/event\//),
      ],
      [
        'Colorado Avalanche vs. Minnesota Wild',
        '2026-12-06 13:00',
        'https://www.nhl.com/gamecenter/min-vs-col/2026/12/06/2026020359',
      ],
    ]);
    expect(games[0]).toMatchObject({
      venueName: 'Ball Arena',
      subcategory: 'Hockey',
    });
  });
});

describe('the ESPN site API answer', () => {
  it('gives the Nuggets home games at Ball Arena linked to their game page', async () => {
    fake.reply(CASES[2]!.path, { body: fixture('espn-nuggets-schedule.json') });
    const games = await CASES[2]!.make(fake.url).upcoming(CASES[2]!.now);
    expect(
      games.map((g) => [g.name, denver(g.startTime), g.ticketUrl]),
    ).toEqual([
      [
        'Denver Nuggets vs. Phoenix Suns',
        '2026-12-03 19:00',
        'https://www.espn.com/nba/game/_/gameId/401810233',
      ],
      [
        'Denver Nuggets vs. Golden State Warriors',
        '2026-12-08 19:00',
        'https://www.espn.com/nba/game/_/gameId/401810262',
      ],
    ]);
    expect(games[0]).toMatchObject({
      source: 'espn-nba',
      eventDetails: { source_label: 'NBA' },
    });
  });
});

describe.each(CASES)('$title failures', (c) => {
  it('reports an HTTP error with its status', async () => {
    fake.reply(c.path, { status: 503, body: 'busy' });
    await expect(c.make(fake.url).upcoming(c.now)).rejects.toThrow(
      /answered 503/,
    );
  });

  it('gives up after its timeout', async () => {
    fake.reply(c.path, { body: fixture(c.fixture), delayMs: 2_000 });
    const started = Date.now();
    await expect(c.make(fake.url, 200).upcoming(c.now)).rejects.toThrow(
      /did not answer within 0.2 s/,
    );
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('rejects an answer that is not JSON, and JSON in another shape', async () => {
    fake.reply(c.path, { body: '<html>maintenance</html>', type: 'text/html' });
    await expect(c.make(fake.url).upcoming(c.now)).rejects.toThrow(
      /unreadable answer/,
    );
    fake.reply(c.path, { body: '{"message":"moved"}' });
    await expect(c.make(fake.url).upcoming(c.now)).rejects.toThrow(
      /unexpected format/,
    );
  });
});
