import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { activities } from '../../db/schema';
import { readOverpassAnswer } from '../../providers/places/overpass';
import { buildTestApp } from '../../test/build-test-app';
import { photoStoreFromConfig } from '../social/social.feature';

import { startFakeWikimedia } from './fixtures/fake-wikimedia';
import { importOsmPlaces } from './osm-import.repository';
import { createWikiEnricher } from './wiki-enrichment';

const NOW = new Date('2026-07-16T18:00:00Z');
const { app, db, config } = await buildTestApp({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wp-wiki-')),
});
const fake = await startFakeWikimedia();
afterAll(() => fake.close());

const element = (id: number, tags: Record<string, string>) => ({
  type: 'node',
  id,
  lat: 39.7527,
  lon: -105.0001 - id / 1e6,
  tags,
});

describe('descriptions and photos from Wikidata, Wikipedia and Commons', () => {
  it('describes a place by its Wikipedia lead and shows its Commons photo with credit', async () => {
    const { places } = readOverpassAnswer(
      {
        elements: [
          element(1, {
            name: 'Fixture Union Station',
            tourism: 'attraction',
            wikidata: 'Q1134524',
          }),
          element(2, {
            name: 'Fixture Tagged Cafe',
            amenity: 'cafe',
            image: 'https://commons.wikimedia.org/wiki/File:Fixture_Cafe.jpg',
          }),
          element(3, { name: 'Fixture Untagged Bar', amenity: 'bar' }),
        ],
      },
      NOW,
    );
    await importOsmPlaces(db, places, { complete: false, now: NOW });
    const enricher = createWikiEnricher({
      db,
      endpoints: fake.endpoints,
      store: photoStoreFromConfig(config),
      log: app.log,
      clock: () => NOW,
    });
    expect(await enricher.enrichPending()).toEqual({
      asked: 2,
      described: 1,
      photographed: 2,
    });
    const asked = fake.requests.map(
      (u) => u.searchParams.get('action') ?? u.pathname,
    );
    expect(asked).toContain('wbgetentities');
    expect(
      fake.requests
        .find((u) => u.searchParams.get('action') === 'query')
        ?.searchParams.get('iiprop'),
    ).toBe('url|extmetadata');

    const [station] = await db
      .select()
      .from(activities)
      .where(eq(activities.name, 'Fixture Union Station'));
    expect(station!.description).toBe(
      'Denver Union Station is the main railway station and central transportation hub in Denver, Colorado. It includes the historic terminal building, a light rail station and an underground bus concourse.',
    );
    expect(station!.attribution).toMatch(
      /OpenStreetMap contributors.* Description from Wikipedia, CC BY-SA 4\.0\.$/,
    );
    const detail = (
      await app.inject({ url: `/api/activities/${station!.id}` })
    ).json();
    expect(detail.photo_credit).toEqual({
      author: 'Jeffrey Beall',
      licence: 'CC BY-SA 4.0',
      licence_url: 'https://creativecommons.org/licenses/by-sa/4.0',
      source_url:
        'https://commons.wikimedia.org/wiki/File:Denver_Union_Station_2014.jpg',
    });
    const photo = await app.inject({ url: detail.photo_url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const size = await sharp(photo.rawPayload).metadata();
    expect([size.format, size.width]).toEqual(['webp', 1600]);
    const thumb = await app.inject({
      url: String(detail.photo_url).replace(/large$/, 'thumb'),
    });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(640);

    const [cafe] = await db
      .select()
      .from(activities)
      .where(eq(activities.name, 'Fixture Tagged Cafe'));
    expect(cafe!.description).toMatch(/^Cafe in /);
    expect(cafe!.photoCredit?.source_url).toBe(
      'https://commons.wikimedia.org/wiki/File:Fixture_Cafe.jpg',
    );

    // Asked once: a second run has nothing to do.
    const before = fake.requests.length;
    expect(await enricher.enrichPending()).toMatchObject({ asked: 0 });
    expect(fake.requests).toHaveLength(before);
  });

  it('answers 404 for an unknown photo and 422 for a malformed id', async () => {
    const missing = await app.inject({
      url: '/api/places/photos/00000000-0000-4000-8000-000000000000/large',
    });
    expect(missing.statusCode).toBe(404);
    const bad = await app.inject({ url: '/api/places/photos/nope/large' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toHaveProperty('detail');
  });
});
