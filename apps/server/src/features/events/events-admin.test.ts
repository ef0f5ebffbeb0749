import { readFileSync } from 'node:fs';

import { afterAll, describe, expect, it } from 'vitest';

import { startFakeScheduleServer } from '../../providers/events/fake-schedule-server';
import { buildTestApp, testConfig } from '../../test/build-test-app';

import { eventProvidersCommand, refreshEventsCommand } from './events-admin';

const DAY = 86_400_000;

/** The recorded MLB answer with its games moved into the coming days. */
function comingMlbSchedule() {
  const body = JSON.parse(
    readFileSync(
      new URL(
        '../../providers/events/fixtures/mlb-schedule.json',
        import.meta.url,
      ),
      'utf8',
    ),
  ) as { dates: { games: { gameDate: string }[] }[] };
  body.dates.forEach((day, i) =>
    day.games.forEach((g) => {
      g.gameDate = new Date(Date.now() + (i + 1) * DAY).toISOString();
    }),
  );
  return JSON.stringify(body);
}

const fake = await startFakeScheduleServer();
afterAll(() => fake.close());
fake.reply('/api/v1/schedule', { body: comingMlbSchedule() });
fake.reply('/v1/club-schedule-season/COL/now', {
  status: 502,
  body: 'Bad Gateway',
});

const { app, db } = await buildTestApp();
const config = testConfig({
  EVENT_SOURCES: 'mlb,nhl',
  MLB_STATS_API_URL: fake.url,
  NHL_API_URL: fake.url,
});

function printed() {
  const lines: string[] = [];
  return { lines, print: (line: string) => lines.push(line) };
}

describe('the events admin commands', () => {
  it('refresh events prints what each source gave', async () => {
    const out = printed();
    await refreshEventsCommand({ config, db, log: app.log, ...out });
    expect(out.lines).toEqual([
      'MLB schedule: 2 events',
      'NHL schedule: failed (NHL schedule answered 502), nothing removed',
    ]);
  });

  it('providers prints one line per live source: reachable or not, items, age', async () => {
    const out = printed();
    await eventProvidersCommand({ config, db, log: app.log, ...out });
    expect(out.lines).toHaveLength(2);
    expect(out.lines[0]).toMatch(
      /^events:mlb {2}MLB schedule: reachable, 2 events in \d+ ms, last stored just now$/,
    );
    expect(out.lines[1]).toBe(
      'events:nhl  NHL schedule: not reachable (NHL schedule answered 502), never stored',
    );
  });
});
