import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { activities } from '../../db/schema';
import { createProviderRegistry } from '../../lib/provider-status';
import type {
  EventsProvider,
  ProviderEvent,
} from '../../providers/events/event-types';
import { createSampleEventsProvider } from '../../providers/events/sample-events';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';

import { createEventsRepository } from './events.repository';
import { createEventsService } from './events.service';

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR);

function game(
  source: string,
  sourceId: string,
  name: string,
  hours: number,
): ProviderEvent {
  return {
    source,
    sourceId,
    name,
    description: null,
    category: 'professional_sports',
    subcategory: 'Hockey',
    startTime: at(hours),
    venueName: 'Ball Arena',
    address: '1000 Chopper Cir, Denver, CO 80204',
    latitude: 39.7487,
    longitude: -105.0077,
    ticketUrl: `https://example.test/${sourceId}`,
    eventDetails: { is_sample: false, source_label: source.toUpperCase() },
  };
}

/** A live source whose next answer (or failure) the test sets. */
function scripted(name: string) {
  let next: () => ProviderEvent[] = () => [];
  const provider: EventsProvider = {
    name,
    label: `${name} schedule`,
    complete: true,
    upcoming: async () => next(),
  };
  return {
    provider,
    answers: (events: ProviderEvent[]) => {
      next = () => events;
    },
    fails: () => {
      next = () => {
        throw new Error(`${name} answered 503`);
      };
    },
  };
}

async function serviceWith(sources: EventsProvider[]) {
  const { app, db } = await buildTestApp();
  const providers = createProviderRegistry();
  const make = () =>
    createEventsService({
      db,
      repository: createEventsRepository(),
      sources,
      sample: createSampleEventsProvider(),
      providers,
      log: app.log,
    });
  const rows = (source?: string) =>
    db
      .select()
      .from(activities)
      .where(
        and(
          source ? eq(activities.source, source) : undefined,
          gt(activities.startTime, new Date()),
        ),
      );
  return { app, db, providers, make, rows };
}

describe('the combined events refresh', () => {
  it('keeps one listing of a game two sources list, the league’s, linked to the catalogue venue', async () => {
    const nhl = scripted('nhl');
    const tm = scripted('ticketmaster');
    const { db, make, rows } = await serviceWith([nhl.provider, tm.provider]);
    const arena = await createActivity(db, {
      name: 'Ball Arena',
      category: 'professional_sports',
      subcategory: 'Sports Venues',
    });
    nhl.answers([
      game('nhl', '2026020344', 'Colorado Avalanche vs. Winnipeg Jets', 30),
    ]);
    tm.answers([
      // The same game: 15 minutes apart (doors), the title worded otherwise.
      {
        ...game(
          'ticketmaster',
          'tm-1',
          'Colorado Avalanche v Winnipeg Jets',
          30.25,
        ),
      },
      // Another night at the same venue is not a duplicate.
      game('ticketmaster', 'tm-2', 'Colorado Avalanche vs. Winnipeg Jets', 54),
      // Nor is a concert at the same hour.
      {
        ...game('ticketmaster', 'tm-3', 'Winter Jazz Night', 30),
        category: 'concerts',
      },
    ]);
    const report = await make().refresh();
    expect(report.sources).toMatchObject([
      { name: 'nhl', ok: true, count: 1 },
      { name: 'ticketmaster', ok: true, count: 3 },
    ]);
    const stored = await rows();
    expect(stored.map((r) => `${r.source}:${r.sourceId}`).sort()).toEqual([
      'nhl:2026020344',
      'ticketmaster:tm-2',
      'ticketmaster:tm-3',
    ]);
    const avs = stored.find((r) => r.source === 'nhl')!;
    expect(avs.eventDetails).toMatchObject({
      venue_activity_id: arena.id,
      source_label: 'NHL',
    });
    expect(Date.parse(String(avs.eventDetails?.checked_at))).toBeGreaterThan(
      Date.now() - 60_000,
    );
  });

  it('prunes a source only by its own answer, and reports each source in /health', async () => {
    const mlb = scripted('mlb');
    const nhl = scripted('nhl');
    const { make, rows, providers } = await serviceWith([
      mlb.provider,
      nhl.provider,
    ]);
    mlb.answers([
      game('mlb', 'a', 'Colorado Rockies vs. San Diego Padres', 20),
      game('mlb', 'b', 'Colorado Rockies vs. San Diego Padres', 44),
    ]);
    nhl.answers([
      game('nhl', 'x', 'Colorado Avalanche vs. Dallas Stars', 26),
      game('nhl', 'y', 'Colorado Avalanche vs. Dallas Stars', 50),
    ]);
    const service = make();
    await service.refresh();

    // MLB is down; the NHL dropped game y.
    mlb.fails();
    nhl.answers([game('nhl', 'x', 'Colorado Avalanche vs. Dallas Stars', 26)]);
    const report = await service.refresh();
    expect(report.sources).toMatchObject([
      { name: 'mlb', ok: false, error: 'mlb answered 503' },
      { name: 'nhl', ok: true, count: 1, removed: 1 },
    ]);
    expect((await rows('mlb')).map((r) => r.sourceId).sort()).toEqual([
      'a',
      'b',
    ]);
    expect((await rows('nhl')).map((r) => r.sourceId)).toEqual(['x']);
    expect(providers.statuses()).toMatchObject([
      {
        name: 'events:mlb',
        label: 'mlb schedule',
        mode: 'cached',
        items: 2,
        last_error: 'mlb answered 503',
      },
      { name: 'events:nhl', mode: 'live', items: 1, last_error: null },
    ]);
  });

  it('serves samples only until a live source first answers, also after a restart', async () => {
    const mlb = scripted('mlb');
    const { make, rows } = await serviceWith([mlb.provider]);
    mlb.fails();
    await make().refresh();
    expect((await rows('sample')).length).toBeGreaterThan(10);

    mlb.answers([
      game('mlb', 'a', 'Colorado Rockies vs. San Diego Padres', 20),
    ]);
    const answered = await make().refresh();
    expect(answered.samplesRemoved).toBeGreaterThan(10);
    expect(await rows('sample')).toEqual([]);

    // A restarted process whose source is down brings no samples back.
    mlb.fails();
    await make().refresh();
    expect(await rows('sample')).toEqual([]);
    expect((await rows('mlb')).map((r) => r.sourceId)).toEqual(['a']);
  });

  it('drops past events and takes one turn per interval across processes', async () => {
    const mlb = scripted('mlb');
    const { make, rows } = await serviceWith([mlb.provider]);
    mlb.answers([
      game('mlb', 'past', 'Colorado Rockies vs. San Diego Padres', -3),
      game('mlb', 'soon', 'Colorado Rockies vs. San Diego Padres', 3),
    ]);
    const first = make();
    const second = make();
    expect(await first.refreshIfDue()).not.toBeNull();
    expect(await second.refreshIfDue()).toBeNull();
    expect((await rows('mlb')).map((r) => r.sourceId)).toEqual(['soon']);
  });
});
