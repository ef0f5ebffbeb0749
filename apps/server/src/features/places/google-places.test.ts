import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { activities, placeProviderIds } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';

import { startFakeGooglePlaces } from './fixtures/fake-google-places';

const google = await startFakeGooglePlaces();
const { seen } = google;

const { app, db } = await buildTestApp({
  GOOGLE_PLACES_API_KEY: 'fixture-key',
  GOOGLE_PLACES_API_URL: google.url,
});

describe('Google Places provider', () => {
  it('reports the key in /health', async () => {
    const health = await app.inject({ url: '/health' });
    expect(health.json().api_keys.google_places).toBe(true);
  });

  it('enriches a place when its detail opens, keeping only the place id', async () => {
    const bistro = await createActivity(db, {
      name: 'Fixture Bistro',
      latitude: 39.75,
      longitude: -105.0,
      source: 'denver-liquor-licenses',
      sourceId: 'fixture-bistro',
    });
    const response = await app.inject({ url: `/api/activities/${bistro.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      photo_url:
        '/api/places/photo?name=places%2FChIJFixtureBistro0001%2Fphotos%2FAUcFixturePhoto1',
      phone_number: '(303) 555-0142',
      website_url: 'https://fixture-bistro.example/',
      price_level: 3,
      price_range: '$50-100',
      rating: 0,
      external_rating: { source: 'Google', rating: 4.6, count: 812 },
      business_hours: {
        tuesday: ['17:00-22:00'],
        saturday: ['10:00-23:30'],
        monday: [],
      },
    });
    // Google's description stands in for the line composed from the facts.
    expect(response.json().description).toBe(
      'Wood-fired French bistro with a zinc bar and a heated patio.',
    );
    expect(response.json().facts_from).toMatch(
      /^Denver liquor licences, 2018; Google Places \(description too\), fetched \d{4}-\d{2}-\d{2}$/,
    );
    const search = seen.find((s) => s.url === '/v1/places:searchText')!;
    expect(search.key).toBe('fixture-key');
    expect(search.mask).toContain('places.rating');
    expect(JSON.parse(search.body)).toMatchObject({
      textQuery: 'Fixture Bistro',
    });
    const [kept] = await db
      .select()
      .from(placeProviderIds)
      .where(eq(placeProviderIds.activityId, bistro.id));
    expect(kept?.providerPlaceId).toBe('ChIJFixtureBistro0001');
    const [row] = await db
      .select()
      .from(activities)
      .where(eq(activities.id, bistro.id));
    expect(row!.phoneNumber).toBeNull();

    // The second open uses the kept id: a details call, no new search.
    const searches = seen.filter(
      (s) => s.url === '/v1/places:searchText',
    ).length;
    await app.inject({ url: `/api/activities/${bistro.id}` });
    expect(seen.filter((s) => s.url === '/v1/places:searchText')).toHaveLength(
      searches,
    );
    expect(seen.at(-1)!.url).toBe('/v1/places/ChIJFixtureBistro0001');
  });

  it('redirects a photo through the server and rejects other names', async () => {
    const photo = await app.inject({
      url: '/api/places/photo?name=places/ChIJFixtureBistro0001/photos/AUcFixturePhoto1',
    });
    expect(photo.statusCode).toBe(302);
    expect(photo.headers.location).toBe(
      'https://lh3.googleusercontent.com/places/fixture-photo',
    );
    const bad = await app.inject({
      url: '/api/places/photo?name=../../secrets',
    });
    expect(bad.statusCode).toBe(422);
  });

  it('adds nearby places on discovery and links ones we already list', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/location/discover-activities',
      payload: {
        location: { lat: 39.75, lng: -105.0 },
        user_interests: ['Entertainment', 'Food & Dining'],
        radius_km: 2,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      provider: 'google',
      needs_discovery: true,
      activities_added: 1,
    });
    const nearby = seen.find((s) => s.url === '/v1/places:searchNearby')!;
    expect(JSON.parse(nearby.body).includedTypes).toEqual(
      expect.arrayContaining(['restaurant', 'bowling_alley']),
    );
    const [added] = await db
      .select()
      .from(activities)
      .where(eq(activities.sourceId, 'ChIJFixtureEscape0002'));
    expect(added).toMatchObject({
      source: 'google',
      name: 'Fixture Puzzle Rooms',
      category: 'entertainment',
    });
    const salons = await db
      .select()
      .from(activities)
      .where(eq(activities.name, 'Fixture Hair Salon'));
    expect(salons).toHaveLength(0);
    const bistros = await db
      .select()
      .from(activities)
      .where(eq(activities.name, 'Fixture Bistro'));
    expect(bistros).toHaveLength(1);
  });

  it('answers on-demand search from the catalogue when Google is down', async () => {
    google.mode = 'fail';
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/search/on-demand',
        payload: { location: { lat: 39.75, lng: -105.0 }, radius_km: 2 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().source).toBe('google+catalogue');
      expect(
        response.json().activities.map((a: { name: string }) => a.name),
      ).toContain('Fixture Puzzle Rooms');
      const detail = await app.inject({
        url: `/api/activities/${response.json().activities[0].id}`,
      });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().external_rating).toBeUndefined();
    } finally {
      google.mode = 'answer';
    }
  });
  it("keeps Wikipedia's description over Google's", async () => {
    const bistro = await createActivity(db, {
      name: 'Fixture Bistro',
      latitude: 39.75,
      longitude: -105.0,
      source: 'osm',
      sourceId: 'node/fixture-bistro',
      description: 'A bistro in the Lower Downtown district of Denver.',
      attribution: 'Description from Wikipedia, CC BY-SA 4.0.',
    });
    const response = await app.inject({ url: `/api/activities/${bistro.id}` });
    expect(response.json().description).toBe(
      'A bistro in the Lower Downtown district of Denver.',
    );
    expect(response.json().facts_from).not.toContain('description too');
  });
});
