import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { activities } from '../../db/schema';
import { createProviderRegistry } from '../../lib/provider-status';
import type {
  EventsProvider,
  ProviderEvent,
} from '../../providers/events/event-types';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

import { createEventsRepository } from './events.repository';
import { createEventsService } from './events.service';

const { app, db } = await buildTestApp();

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

/** A game or show as a provider would answer it, `days` from now. */
function event(
  source: string,
  sourceId: string,
  name: string,
  days: number,
): ProviderEvent {
  return {
    source,
    sourceId,
    name,
    description: null,
    category: 'professional_sports',
    subcategory: 'Basketball',
    startTime: inDays(days),
    venueName: 'Ball Arena',
    address: '1000 Chopper Cir, Denver, CO',
    latitude: 39.7487,
    longitude: -105.0077,
    ticketUrl: null,
    eventDetails: { is_sample: source === 'sample' },
  };
}

/** A provider whose next answer the test sets, as a schedule change would. */
function scriptedProvider(name: string) {
  let answer: ProviderEvent[] = [];
  const provider: EventsProvider = {
    name,
    label: name,
    upcoming: async () => answer,
  };
  // The sample generator stands in for a source while no live one answered.
  const service = createEventsService({
    db,
    repository: createEventsRepository(),
    sources: name === 'sample' ? [] : [provider],
    sample: name === 'sample' ? provider : undefined,
    providers: createProviderRegistry(),
    log: app.log,
  });
  return {
    refresh: async (next: ProviderEvent[]) => {
      answer = next;
      const [source] = (await service.refresh()).sources;
      return {
        count: source!.count,
        removed: source!.removed,
        delisted: source!.delisted,
      };
    },
  };
}

const rowOf = async (source: string, sourceId: string) =>
  (
    await db
      .select()
      .from(activities)
      .where(
        and(eq(activities.source, source), eq(activities.sourceId, sourceId)),
      )
  )[0];

const listedEventNames = async () => {
  const res = await app.inject({
    url: '/api/activities?category=events&limit=100',
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { name: string }[]).map((a) => a.name);
};

const LAKERS = 'Denver Nuggets vs. Los Angeles Lakers';
const CELTICS = 'Denver Nuggets vs. Boston Celtics';

describe('refreshing events from a provider whose schedule changed', () => {
  it('removes the upcoming games the new answer drops, keeps a saved one delisted and leaves past rows', async () => {
    const sample = scriptedProvider('sample');
    const past = await createActivity(db, {
      name: LAKERS,
      category: 'professional_sports',
      subcategory: 'Basketball',
      source: 'sample',
      sourceId: 'game-denver-nuggets-past',
      startTime: inDays(-2),
    });
    const otherFeed = await createActivity(db, {
      name: 'Ticketed Show',
      category: 'concerts',
      subcategory: 'Indie',
      source: 'ticketmaster',
      sourceId: 'tm-1',
      startTime: inDays(4),
    });
    const game = (day: number, name: string) =>
      event('sample', `game-denver-nuggets-d${day}`, name, day);

    // The old generator: the same opponent on date after date.
    const first = await sample.refresh([
      game(2, LAKERS),
      game(4, LAKERS),
      game(6, LAKERS),
      game(8, LAKERS),
    ]);
    expect(first).toEqual({ count: 4, removed: 0, delisted: 0 });
    const savedGame = (await rowOf('sample', 'game-denver-nuggets-d6'))!;
    const { headers } = await createUser(db);
    const favorite = await app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers,
      payload: { activity_id: savedGame.id },
    });
    expect(favorite.statusCode).toBe(201);
    const unsaved = (await rowOf('sample', 'game-denver-nuggets-d4'))!;

    // The new generator keeps one date (under a new opponent) and adds one.
    const second = await sample.refresh([game(2, CELTICS), game(10, CELTICS)]);
    expect(second).toEqual({ count: 2, removed: 2, delisted: 1 });

    const names = await listedEventNames();
    expect(names).toContain(CELTICS);
    expect(names).toContain('Ticketed Show');
    expect(names).not.toContain(LAKERS);

    expect(
      (await app.inject({ url: `/api/activities/${unsaved.id}` })).statusCode,
    ).toBe(404);
    expect(await rowOf('sample', 'game-denver-nuggets-d8')).toBeUndefined();
    // The user's favorite still opens, though no list shows the game.
    const detail = await app.inject({ url: `/api/activities/${savedGame.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().name).toBe(LAKERS);
    const favorites = await app.inject({ url: '/api/favorites', headers });
    expect(
      favorites.json().map((f: { activity_id: number }) => f.activity_id),
    ).toEqual([savedGame.id]);
    expect(
      (await rowOf('sample', 'game-denver-nuggets-d6'))?.delistedAt,
    ).toBeInstanceOf(Date);

    expect(await rowOf('sample', 'game-denver-nuggets-past')).toMatchObject({
      id: past.id,
      delistedAt: null,
    });
    expect(await rowOf('ticketmaster', 'tm-1')).toMatchObject({
      id: otherFeed.id,
      delistedAt: null,
    });
  });

  it('lists a delisted game again when a later answer has it again', async () => {
    const sample = scriptedProvider('sample');
    const back = await sample.refresh([
      event('sample', 'game-denver-nuggets-d6', LAKERS, 6),
      event('sample', 'game-denver-nuggets-d10', CELTICS, 10),
    ]);
    expect(back.delisted).toBe(0);
    expect(
      (await rowOf('sample', 'game-denver-nuggets-d6'))?.delistedAt,
    ).toBeNull();
    expect(await listedEventNames()).toContain(LAKERS);
  });

  it('keeps what lies beyond the last event of a one-page answer, and drops nothing on an empty one', async () => {
    const feed = scriptedProvider('ticketmaster');
    const show = (id: string, days: number) =>
      event('ticketmaster', id, `Show ${id}`, days);
    await feed.refresh([show('a', 3), show('b', 5), show('c', 20)]);

    // A page that now ends on day 10 says nothing about day 20, while the
    // show on day 3 was cancelled.
    const paged = await feed.refresh([show('b', 5), show('d', 10)]);
    expect(paged).toMatchObject({ removed: 1, delisted: 0 });
    expect(await rowOf('ticketmaster', 'a')).toBeUndefined();
    expect(await rowOf('ticketmaster', 'c')).toBeDefined();

    const empty = await feed.refresh([]);
    expect(empty).toEqual({ count: 0, removed: 0, delisted: 0 });
    expect(await rowOf('ticketmaster', 'b')).toBeDefined();
    expect(await rowOf('ticketmaster', 'd')).toBeDefined();
  });
});
