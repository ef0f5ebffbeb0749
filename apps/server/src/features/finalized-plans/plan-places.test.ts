import { addDays, metroToday } from '@app/shared/metro';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

import type { Db } from '../../db/client';
import { placeProviderIds } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';
import { startFakeGooglePlaces } from '../places/fixtures/fake-google-places';

const google = await startFakeGooglePlaces();
const withKey = await buildTestApp({
  GOOGLE_PLACES_API_KEY: 'fixture-key',
  GOOGLE_PLACES_API_URL: google.url,
});
const withoutKey = await buildTestApp({ GOOGLE_PLACES_API_URL: google.url });

const start = addDays(metroToday(), 5);
const BISTRO_ID = 'ChIJFixtureBistro0001';

/** A place the recorded search answer matches. */
const createBistro = (db: Db) =>
  createActivity(db, {
    name: 'Fixture Bistro',
    latitude: 39.75,
    longitude: -105.0,
    source: 'denver-liquor-licenses',
  });

async function finalize({ app, db }: typeof withKey, activityIds: number[]) {
  const { headers } = await createUser(db);
  const created = await app.inject({
    method: 'POST',
    url: '/api/finalized-plans',
    headers,
    payload: {
      title: 'Dinner out',
      start_date: start,
      end_date: addDays(start, 1),
      selected_activities: activityIds.map((activity_id) => ({
        activity_id,
        planned_date: start,
      })),
    },
  });
  expect(created.statusCode).toBe(201);
  return { headers, plan: created.json() };
}

async function keptId(db: Db, activityId: number) {
  const [row] = await db
    .select()
    .from(placeProviderIds)
    .where(eq(placeProviderIds.activityId, activityId));
  return row?.providerPlaceId;
}

type PlanJson = {
  selected_activities: {
    activity_id: number;
    activity: Record<string, unknown>;
  }[];
};
const activityOf = (plan: PlanJson, id: number) =>
  plan.selected_activities.find((s) => s.activity_id === id)!.activity;

describe('Google Places facts in finalized plans', () => {
  it('records the place id of places entering a plan, in the background', async () => {
    const { app, db } = withKey;
    const bistro = await createBistro(db);
    const concert = await createActivity(db, {
      name: 'Fixture Bistro Live',
      category: 'concerts',
      startTime: new Date(`${start}T20:00:00Z`),
    });
    const { headers, plan } = await finalize(withKey, [bistro.id, concert.id]);
    expect(activityOf(plan, bistro.id)).not.toHaveProperty('external_rating');
    await vi.waitFor(async () =>
      expect(await keptId(db, bistro.id)).toBe(BISTRO_ID),
    );
    // Events are never looked up, and finding an id fetches no details.
    expect(await keptId(db, concert.id)).toBeUndefined();
    expect(google.seen.some((s) => s.url.startsWith('/v1/places/'))).toBe(
      false,
    );

    const added = await createBistro(db);
    const response = await app.inject({
      method: 'POST',
      url: `/api/finalized-plans/${plan.id}/activities`,
      headers,
      payload: { activity_id: added.id, planned_date: start },
    });
    expect(response.statusCode).toBe(201);
    await vi.waitFor(async () =>
      expect(await keptId(db, added.id)).toBe(BISTRO_ID),
    );
  });

  it("overlays Google's facts on the plan's detail", async () => {
    const { app, db } = withKey;
    const bistro = await createBistro(db);
    const plain = await createActivity(db, { name: 'Quiet Corner Park' });
    const { headers, plan } = await finalize(withKey, [bistro.id, plain.id]);
    const response = await app.inject({
      url: `/finalized-plans/${plan.id}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(activityOf(response.json(), bistro.id)).toMatchObject({
      name: 'Fixture Bistro',
      photo_url:
        '/api/places/photo?name=places%2FChIJFixtureBistro0001%2Fphotos%2FAUcFixturePhoto1',
      external_rating: { source: 'Google', rating: 4.6, count: 812 },
      price_level: 3,
      phone_number: '(303) 555-0142',
      website_url: 'https://fixture-bistro.example/',
      business_hours: expect.objectContaining({ tuesday: ['17:00-22:00'] }),
    });
  });

  it('answers unenriched within the deadline when Google hangs', async () => {
    const { app, db } = withKey;
    const bistro = await createBistro(db);
    google.mode = 'hang';
    try {
      const { headers, plan } = await finalize(withKey, [bistro.id]);
      const began = Date.now();
      const response = await app.inject({
        url: `/api/finalized-plans/${plan.id}`,
        headers,
      });
      expect(Date.now() - began).toBeLessThan(2500);
      expect(response.statusCode).toBe(200);
      expect(activityOf(response.json(), bistro.id)).toMatchObject({
        photo_url: null,
        phone_number: null,
      });
      expect(activityOf(response.json(), bistro.id)).not.toHaveProperty(
        'external_rating',
      );
    } finally {
      google.mode = 'answer';
    }
  });

  it('calls no one without a key and answers as before', async () => {
    const { app, db } = withoutKey;
    const calls = google.seen.length;
    const bistro = await createBistro(db);
    const { headers, plan } = await finalize(withoutKey, [bistro.id]);
    const response = await app.inject({
      url: `/api/finalized-plans/${plan.id}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(activityOf(response.json(), bistro.id)).sort()).toEqual([
      'category',
      'id',
      'latitude',
      'location',
      'longitude',
      'name',
      'subcategory',
    ]);
    expect(await keptId(db, bistro.id)).toBeUndefined();
    expect(google.seen).toHaveLength(calls);
  });
});
