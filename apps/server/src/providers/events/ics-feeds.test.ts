import { readFileSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeScheduleServer } from './fake-schedule-server';
import { createIcsFeedsProvider } from './ics-feeds';

const ICS = readFileSync(
  new URL('./fixtures/taproom.ics', import.meta.url),
  'utf8',
);
const NOW = new Date('2026-12-01T12:00:00Z');
const TAPROOM = {
  name: 'The Taproom',
  address: '1200 Larimer St, Denver, CO',
  lat: 39.747,
  lng: -104.999,
};

let fake: Awaited<ReturnType<typeof startFakeScheduleServer>>;
beforeAll(async () => {
  fake = await startFakeScheduleServer();
});
afterAll(() => fake.close());

const denver = (d: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Denver',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(d);

function provider(
  path: string,
  options: { venue?: string; timeoutMs?: number } = {},
) {
  return createIcsFeedsProvider({
    feeds: [
      {
        url: `${fake.url}${path}`,
        venue: options.venue,
        category: 'nightlife',
      },
    ],
    findVenue: async (name) => (/taproom/i.test(name) ? TAPROOM : undefined),
    timeoutMs: options.timeoutMs,
  });
}

describe('an iCalendar feed', () => {
  it('expands a weekly rule for 60 days with its skipped and moved dates, in each time zone', async () => {
    fake.reply('/taproom.ics', { body: ICS, type: 'text/calendar' });
    const events = await provider('/taproom.ics', {
      venue: 'The Taproom',
    }).upcoming(NOW);
    const seen = events.map((e) => [denver(e.startTime), e.name]);
    expect(seen).toEqual(
      expect.arrayContaining([
        ['2026-12-04 20:00', 'Friday Bluegrass Night'],
        ['2026-12-12 18:00', 'Bluegrass Night (moved to Saturday)'],
        ['2026-12-18 20:00', 'Friday Bluegrass Night'],
        ['2027-01-01 20:00', 'Friday Bluegrass Night'],
        // UTC, floating (read as Denver's clock) and another IANA zone.
        ['2026-12-04 20:00', 'Trivia Thursday'],
        ['2026-12-06 14:00', 'Jazz Brunch'],
        ['2026-12-07 18:00', 'Touring Songwriter'],
      ]),
    );
    // Christmas is excluded, the moved Friday is not repeated, the all-day
    // closure and the past night are left out, nothing lies past 60 days.
    expect(seen.map(([when]) => when)).not.toContain('2026-12-25 20:00');
    expect(seen).not.toContainEqual([
      '2026-12-11 20:00',
      'Friday Bluegrass Night',
    ]);
    expect(seen.map(([, name]) => name)).not.toContain(
      'Closed for the holidays',
    );
    expect(seen.map(([, name]) => name)).not.toContain('Halloween Hangover');
    expect(
      Math.max(...events.map((e) => e.startTime.getTime())),
    ).toBeLessThanOrEqual(NOW.getTime() + 60 * 86_400_000);
    const friday = events.find(
      (e) =>
        denver(e.startTime) === '2026-12-04 20:00' &&
        e.name.startsWith('Friday'),
    )!;
    expect(friday).toMatchObject({
      source: 'ics',
      category: 'nightlife',
      venueName: 'The Taproom',
      latitude: TAPROOM.lat,
      ticketUrl: 'https://taproom.example/events/bluegrass',
      description: 'Local pickers on the patio stage.',
    });
    expect(new Set(events.map((e) => e.sourceId)).size).toBe(events.length);
  });

  it("uses each event's LOCATION when the feed names no venue, and skips one it cannot place", async () => {
    const events = await provider('/taproom.ics').upcoming(NOW);
    // Only the bluegrass nights name a location the catalogue knows.
    expect(new Set(events.map((e) => e.name.split(' (')[0]))).toEqual(
      new Set(['Friday Bluegrass Night', 'Bluegrass Night']),
    );
  });

  it('fails on an HTTP error, a timeout and an answer that is not a calendar', async () => {
    fake.reply('/down.ics', { status: 500, body: 'oops' });
    await expect(provider('/down.ics').upcoming(NOW)).rejects.toThrow(
      /answered 500/,
    );
    fake.reply('/slow.ics', { body: ICS, delayMs: 2_000 });
    await expect(
      provider('/slow.ics', { timeoutMs: 200 }).upcoming(NOW),
    ).rejects.toThrow(/did not answer within 0.2 s/);
    fake.reply('/page.ics', {
      body: '<html>Sign in</html>',
      type: 'text/html',
    });
    await expect(provider('/page.ics').upcoming(NOW)).rejects.toThrow(
      /unexpected format/,
    );
  });
});
