import { beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';

const { app, db } = await buildTestApp();

beforeAll(async () => {
  await createActivity(db, {
    name: 'Downtown Diner',
    category: 'food',
    subcategory: 'American',
    latitude: 39.7392,
    longitude: -104.9903,
  });
  await createActivity(db, {
    name: 'Sushi Near Union Station',
    category: 'food',
    subcategory: 'Sushi',
    latitude: 39.753,
    longitude: -105.0,
    rating: 4.8,
    reviewCount: 12,
  });
  await createActivity(db, {
    name: 'Golden Trailhead',
    category: 'outdoors',
    subcategory: 'Hiking',
    latitude: 39.7555,
    longitude: -105.2211,
  });
});

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });

describe('on-demand search', () => {
  it('finds activities of the asked categories within radius_km of a point', async () => {
    const response = await post('/api/search/on-demand', {
      lat: 39.7392,
      lng: -104.9903,
      categories: ['Food & Dining'],
      radius_km: 15,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.activities.map((a: { name: string }) => a.name)).toEqual([
      'Sushi Near Union Station',
      'Downtown Diner',
    ]);
    expect(body).toMatchObject({
      total: 2,
      radius_km: 15,
      source: 'catalogue',
    });
    expect(body.activities[0].distance_km).toBeGreaterThan(1);
  });

  it('narrows to a subcategory interest and respects the radius', async () => {
    const sushi = await post('/api/search/on-demand', {
      location: { lat: 39.7392, lng: -104.9903 },
      categories: ['food: Sushi'],
    });
    expect(sushi.json().activities).toHaveLength(1);
    const outdoors = await post('/api/search/on-demand', {
      lat: 39.7392,
      lng: -104.9903,
      categories: ['outdoors'],
      radius_km: 5,
    });
    expect(outdoors.json().activities).toHaveLength(0);
  });

  it('searches from downtown Denver when only location text is given', async () => {
    const response = await post('/api/search/on-demand', {
      location: 'Denver, CO',
      categories: ['outdoors'],
      radius_km: 35,
    });
    expect(response.json().location).toMatchObject({
      lat: 39.7392,
      label: 'Denver, CO',
    });
    expect(response.json().activities[0].name).toBe('Golden Trailhead');
  });

  it('rejects bad bodies with 422', async () => {
    for (const payload of [
      { lat: 39.7 },
      { lat: 100, lng: 0 },
      { radius_km: -1 },
      { radius_km: 'far' },
      { categories: 'food' },
    ]) {
      const response = await post('/api/search/on-demand', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().detail[0].loc[0]).toBe('body');
    }
  });
});

describe('discover activities', () => {
  it('reports honestly that the offline provider adds nothing', async () => {
    const response = await post('/api/location/discover-activities', {
      location: { lat: 39.7392, lng: -104.9903 },
      user_interests: ['Food & Dining', 'Outdoor Activities'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      needs_discovery: false,
      activities_added: 0,
      existing_activities: 3,
      provider: 'catalogue',
    });
  });

  it('requires a location', async () => {
    const response = await post('/api/location/discover-activities', {
      user_interests: ['food'],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['body', 'location']);
  });
});

describe('catalogue sources', () => {
  it('lists every source with its licence and attribution', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/catalogue/sources',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total_places).toBeGreaterThanOrEqual(700);
    const ids = body.sources.map((s: { id: string }) => s.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'denver-liquor-licenses',
        'denver-parks',
        'denver-public-art',
        'openbrewerydb',
        'curated',
      ]),
    );
    const parks = body.sources.find(
      (s: { id: string }) => s.id === 'denver-parks',
    );
    expect(parks.licence).toBe('CC BY 3.0');
    expect(parks.attribution).toContain('City and County of Denver');
  });
});
