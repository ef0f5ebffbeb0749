import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { activities, placeFactConflicts } from '../../db/schema';
import { readOverpassAnswer } from '../../providers/places/overpass';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';

import { readFixture } from './fixtures/read-fixture';
import { importOsmPlaces } from './osm-import';
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

describe('the scheduled refresh from a fake Overpass server', () => {
  let server: Server;
  let answer: unknown = FIXTURE;
  const queries: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        queries.push(new URLSearchParams(body).get('data') ?? '');
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) =>
      server.listen(0, '127.0.0.1', resolve),
    );
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('marks places that left OSM as possibly closed, once a day', async () => {
    let now = new Date('2026-07-17T12:00:00Z');
    const refresher = createOsmRefresher({
      db,
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/interpreter`,
      intervalHours: 24,
      log: app.log,
      clock: () => now,
    });
    expect(await refresher.refreshIfDue()).toMatchObject({ updated: 6 });
    expect(queries[0]).toContain('[bbox:39.55,-105.25,39.95,-104.7]');
    expect(queries[0]).toContain(
      '"leisure"~"^(park|nature_reserve|golf_course|miniature_golf|escape_game',
    );

    now = new Date('2026-07-17T20:00:00Z');
    expect(await refresher.refreshIfDue()).toBeNull();
    expect(queries).toHaveLength(1);

    answer = {
      ...FIXTURE,
      elements: FIXTURE.elements.filter((e) => e.id !== 9000000001),
    };
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

  it('does not mark anything when the answer looks truncated', async () => {
    answer = { ...FIXTURE, elements: FIXTURE.elements.slice(0, 1) };
    const refresher = createOsmRefresher({
      db,
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
      intervalHours: 24,
      log: app.log,
      clock: () => new Date('2026-07-20T13:00:00Z'),
    });
    expect(await refresher.refreshIfDue()).toMatchObject({
      possiblyClosed: 0,
      closuresChecked: false,
    });
  });
});
