import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { activities, placeFactConflicts } from '../../db/schema';
import { readOverpassAnswer } from '../../providers/places/overpass';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';

import { readFixture } from './fixtures/read-fixture';
import { importOsmPlaces } from './osm-import.repository';
import { createOsmRefresher } from './osm-refresh';

const FIXTURE = readFixture<{ elements: { id: number }[] }>(
  'overpass-metro.json',
);
const JULY = new Date('2026-07-16T18:00:00Z');
const { app, db } = await buildTestApp();

const byName = (name: string) =>
  db.select().from(activities).where(eq(activities.name, name));

describe('importing an Overpass file', () => {
  let licenceRowId: number;
  let farTwinId: number;

  beforeAll(async () => {
    // A licence row 20 m from the OSM node, with a different phone and no website.
    licenceRowId = (
      await createActivity(db, {
        name: 'FIXTURE TRATTORIA',
        latitude: 39.76015,
        longitude: -104.9851,
        phoneNumber: '(303) 555-0100',
        address: null,
        source: 'denver-liquor-licenses',
        sourceId: 'fixture-bfn-1',
      })
    ).id;
    // Same name 2 km away: another place.
    farTwinId = (
      await createActivity(db, {
        name: 'Fixture Putt Course',
        latitude: 39.72,
        longitude: -105.01,
        source: 'curated',
        sourceId: 'fixture-putt-far',
      })
    ).id;
    const { places } = readOverpassAnswer(FIXTURE, JULY);
    const result = await importOsmPlaces(db, places, {
      complete: false,
      now: JULY,
    });
    expect(result).toMatchObject({
      read: 7,
      inserted: 6,
      merged: 1,
      conflicts: 1,
      possiblyClosed: 0,
    });
  });

  it('adds new places with source osm and the element id', async () => {
    const [escape] = await byName('Fixture Lockbox Escapes');
    expect(escape).toMatchObject({
      source: 'osm',
      sourceId: 'node/9000000001',
      category: 'entertainment',
      subcategory: 'Escape Rooms',
      amenities: { wheelchair: 'yes' },
      possiblyClosedSince: null,
    });
    expect(escape!.businessHours?.friday).toEqual(['10:00-24:00']);
    expect(escape!.attribution).toMatch(/OpenStreetMap contributors.*ODbL/);
    const putts = await byName('Fixture Putt Course');
    expect(putts.map((p) => p.sourceId).sort()).toEqual([
      'fixture-putt-far',
      'way/9000000002',
    ]);
    expect(putts.find((p) => p.id === farTwinId)?.businessHours).toBeNull();
  });

  it('fills gaps of a nearby alike row and records the differing fact', async () => {
    const [row] = await db
      .select()
      .from(activities)
      .where(eq(activities.id, licenceRowId));
    expect(row).toMatchObject({
      name: 'FIXTURE TRATTORIA',
      source: 'denver-liquor-licenses',
      phoneNumber: '(303) 555-0100',
      websiteUrl: 'https://fixture-trattoria.example/',
      address: '1234 Fixture Street, Denver, CO 80205',
      amenities: {
        outdoor_seating: 'yes',
        takeout: 'yes',
        'diet:vegetarian': 'yes',
      },
    });
    expect(row!.businessHours?.saturday).toEqual(['17:00-02:00']);
    expect(row!.sourceCheckedAt?.toISOString()).toBe(JULY.toISOString());
    const conflicts = await db
      .select()
      .from(placeFactConflicts)
      .where(eq(placeFactConflicts.activityId, licenceRowId));
    expect(conflicts).toEqual([
      expect.objectContaining({
        field: 'phoneNumber',
        keptValue: '(303) 555-0100',
        keptSource: 'denver-liquor-licenses',
        otherValue: '(720) 555-0199',
        otherSource: 'osm',
        otherSourceId: 'node/9000000003',
      }),
    ]);
    expect(await byName('Fixture Trattoria')).toHaveLength(0);
  });

  it('finds the same rows again on a second import', async () => {
    const { places } = readOverpassAnswer(FIXTURE, JULY);
    const again = await importOsmPlaces(db, places, {
      complete: false,
      now: JULY,
    });
    expect(again).toMatchObject({ inserted: 0, updated: 6, merged: 1 });
  });
});

type Element = { id: number; tags?: Record<string, string> };
const TAG_KEYS = ['amenity', 'leisure', 'tourism', 'shop', 'craft'];

/** Whether a group's query asks for this element's tags, as Overpass would answer it. */
function asksFor(query: string, element: Element) {
  return TAG_KEYS.some((key) => {
    const value = element.tags?.[key];
    return (
      value !== undefined &&
      new RegExp(`\\["${key}"(=|~)"[^"]*\\b${value}\\b`).test(query)
    );
  });
}

describe('the scheduled refresh from a fake Overpass server', () => {
  let server: Server;
  let elements: Element[] = FIXTURE.elements;
  /** Statuses or answers to give before the normal one, in order. */
  let upcoming: Array<number | object> = [];
  const queries: string[] = [];
  let endpoint = '';

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const query = new URLSearchParams(body).get('data') ?? '';
        queries.push(query);
        const next = upcoming.shift();
        if (typeof next === 'number') {
          response.statusCode = next;
          response.end('<html><body>rate_limited</body></html>');
          return;
        }
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify(
            next ?? {
              ...FIXTURE,
              elements: elements.filter((e) => asksFor(query, e)),
            },
          ),
        );
      });
    });
    await new Promise<void>((resolve) =>
      server.listen(0, '127.0.0.1', resolve),
    );
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/interpreter`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const refresherAt = (clock: () => Date) =>
    createOsmRefresher({
      db,
      endpoint,
      intervalHours: 24,
      log: app.log,
      retryDelayMs: 1,
      clock,
    });

  it('asks for the metro in tag groups and marks places that left OSM, once a day', async () => {
    let now = new Date('2026-07-17T12:00:00Z');
    const refresher = refresherAt(() => now);
    expect(await refresher.refreshIfDue()).toMatchObject({ updated: 6 });
    expect(queries).toHaveLength(5);
    for (const query of queries) {
      expect(query).toContain('[bbox:39.55,-105.25,39.95,-104.7]');
    }
    expect(queries.filter((q) => q.includes('ice_rink'))).toHaveLength(1);
    expect(queries.filter((q) => q.includes('escape_game'))).toHaveLength(1);

    now = new Date('2026-07-17T20:00:00Z');
    expect(await refresher.refreshIfDue()).toBeNull();
    expect(queries).toHaveLength(5);

    elements = FIXTURE.elements.filter((e) => e.id !== 9000000001);
    now = new Date('2026-07-18T13:00:00Z');
    expect(await refresher.refreshIfDue()).toMatchObject({
      possiblyClosed: 1,
      closuresChecked: true,
    });
    const [gone] = await byName('Fixture Lockbox Escapes');
    expect(gone!.possiblyClosedSince?.toISOString()).toBe(now.toISOString());

    const detail = await app.inject({ url: `/api/activities/${gone!.id}` });
    expect(detail.json()).toMatchObject({
      possibly_closed: true,
      facts_from: 'OpenStreetMap, checked 2026-07-17',
    });
    const [kept] = await db
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.source, 'osm'),
          eq(activities.sourceId, 'relation/9000000006'),
        ),
      );
    expect(kept!.possiblyClosedSince).toBeNull();
  });

  it('waits and asks again when Overpass answers 429 or 504', async () => {
    queries.length = 0;
    upcoming = [429, 504];
    const refresher = refresherAt(() => new Date('2026-07-19T14:00:00Z'));
    expect(await refresher.refreshIfDue()).toMatchObject({ updated: 5 });
    expect(queries).toHaveLength(7);
    expect(queries[0]).toBe(queries[2]);
  });

  it('resumes after a partial answer with the groups it lacks, then checks closures', async () => {
    queries.length = 0;
    elements = FIXTURE.elements;
    let now = new Date('2026-07-21T13:00:00Z');
    const refresher = refresherAt(() => now);
    // Overpass's own words when a query ran out of time, beside a partial answer.
    upcoming = [
      { ...FIXTURE, elements: [] },
      {
        ...FIXTURE,
        elements: FIXTURE.elements.slice(0, 1),
        remark:
          'runtime error: Query timed out in "query" at line 3 after 181 seconds.',
      },
    ];
    await expect(refresher.refreshIfDue()).rejects.toThrow(/incomplete/);
    expect(queries).toHaveLength(2);
    const [still] = await byName('Fixture Lockbox Escapes');
    expect(still!.possiblyClosedSince).not.toBeNull();

    now = new Date('2026-07-21T14:30:00Z');
    expect(await refresher.refreshIfDue()).toMatchObject({
      closuresChecked: true,
    });
    expect(queries).toHaveLength(6);
    expect(queries.slice(2)).not.toContain(queries[0]);
    const [back] = await byName('Fixture Lockbox Escapes');
    expect(back!.possiblyClosedSince).toBeNull();
  });

  it('does not mark anything when the answers look truncated', async () => {
    elements = FIXTURE.elements.slice(0, 1);
    const refresher = refresherAt(() => new Date('2026-07-23T13:00:00Z'));
    expect(await refresher.refreshIfDue()).toMatchObject({
      possiblyClosed: 0,
      closuresChecked: false,
    });
  });
});
