import { readFileSync } from 'node:fs';

import { afterAll, describe, expect, it } from 'vitest';

import { activities } from '../../db/schema';
import { createProviderRegistry } from '../../lib/provider-status';
import { startFakeScheduleServer } from '../../providers/events/fake-schedule-server';
import { buildTestApp } from '../../test/build-test-app';

import { liveEventSources } from './events.feature';
import { createEventsRepository } from './events.repository';
import { createEventsService } from './events.service';

const NOW = new Date('2026-12-01T12:00:00Z');
const venue = (name: string, lat: string, lng: string) => ({
  name,
  city: { name: 'Denver' },
  address: { line1: '1000 Chopper Circle' },
  location: { latitude: lat, longitude: lng },
});
/** Ticketmaster Discovery's answer: the NHL's game again, and a concert. */
const TICKETMASTER = {
  _embedded: {
    events: [
      {
        name: 'Colorado Avalanche vs. Winnipeg Jets',
        id: 'vvG1zZ9aZfXAbc',
        url: 'https://www.ticketmaster.com/event/1E00601AB1C2D3E4',
        dates: {
          start: {
            localDate: '2026-12-04',
            localTime: '19:00:00',
            dateTime: '2026-12-05T02:00:00Z',
          },
        },
        classifications: [
          { segment: { name: 'Sports' }, genre: { name: 'Hockey' } },
        ],
        _embedded: { venues: [venue('Ball Arena', '39.74871', '-105.00772')] },
      },
      {
        name: 'Winter Indie Night',
        id: 'Z7r9jZ1AdJ9Xyz',
        url: 'https://www.ticketmaster.com/event/1E00601AB1C2D3E5',
        dates: {
          start: {
            localDate: '2026-12-05',
            localTime: '20:00:00',
            dateTime: '2026-12-06T03:00:00Z',
          },
        },
        classifications: [
          { segment: { name: 'Music' }, genre: { name: 'Indie' } },
        ],
        _embedded: { venues: [venue('Ogden Theatre', '39.7403', '-104.9756')] },
      },
    ],
  },
  page: { size: 100, totalElements: 2, totalPages: 1, number: 0 },
};

const fake = await startFakeScheduleServer();
afterAll(() => fake.close());
fake.reply('/v1/club-schedule-season/COL/now', {
  body: readFileSync(
    new URL(
      '../../providers/events/fixtures/nhl-club-schedule.json',
      import.meta.url,
    ),
    'utf8',
  ),
});
fake.reply('/discovery/v2/events.json', { body: JSON.stringify(TICKETMASTER) });

const overrides = {
  EVENT_SOURCES: 'nhl',
  NHL_API_URL: fake.url,
  TICKETMASTER_API_KEY: 'test-key',
  TICKETMASTER_API_URL: fake.url,
};
const { app, db, config } = await buildTestApp(overrides);

describe('the configured event sources', () => {
  it('are each reported by /health before their first answer', async () => {
    const res = await app.inject({ url: '/health' });
    expect(res.json().providers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'events:nhl',
          label: 'NHL schedule',
          mode: 'fallback',
        }),
        expect.objectContaining({
          name: 'events:ticketmaster',
          label: 'Ticketmaster',
          mode: 'fallback',
        }),
      ]),
    );
  });

  it('fill concerts from Ticketmaster and games from the league in one refresh', async () => {
    const repository = createEventsRepository();
    const providers = createProviderRegistry();
    const report = await createEventsService({
      db,
      repository,
      sources: liveEventSources(config, db, repository),
      providers,
      log: app.log,
      now: () => NOW,
    }).refresh();
    expect(report.sources.map((s) => [s.name, s.ok, s.count])).toEqual([
      ['nhl', true, 2],
      ['ticketmaster', true, 2],
    ]);
    const rows = await db.select().from(activities);
    expect(rows.map((r) => [r.source, r.name, r.category]).sort()).toEqual([
      ['nhl', 'Colorado Avalanche vs. Minnesota Wild', 'professional_sports'],
      ['nhl', 'Colorado Avalanche vs. Winnipeg Jets', 'professional_sports'],
      ['ticketmaster', 'Winter Indie Night', 'concerts'],
    ]);
    expect(
      fake.requests
        .find((r) => r.pathname === '/discovery/v2/events.json')
        ?.searchParams.get('apikey'),
    ).toBe('test-key');
    expect(providers.statuses().map((s) => [s.name, s.mode, s.items])).toEqual([
      ['events:nhl', 'live', 2],
      ['events:ticketmaster', 'live', 2],
    ]);
  });
});
