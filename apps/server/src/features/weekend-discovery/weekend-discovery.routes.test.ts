import { metroToday } from '@app/shared/metro';
import { metroClock } from '@app/shared/open-now';
import type { AiDiscoveryResponse } from '@app/shared/weekend-discovery';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { favorites, premiumEvents, reviews } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';
import { searchWindow } from '../search/search-window';

const { app, db } = await buildTestApp({ AI_SEARCH_RATE_LIMIT: '8' });

const URL = '/api/ai/enhanced/search';
const DATES = ['2030-06-01', '2030-06-02'];

async function discover(
  payload: Record<string, unknown>,
  headers?: Record<string, string>,
) {
  const response = await app.inject({
    method: 'POST',
    url: URL,
    payload,
    headers,
  });
  return { status: response.statusCode, body: response.json() };
}

let museumId = 0;

describe('POST /api/ai/enhanced/search', () => {
  beforeAll(async () => {
    const art = { category: 'arts', subcategory: 'Museums', types: ['museum'] };
    museumId = (await createActivity(db, { ...art, name: 'Art Museum One' }))
      .id;
    await createActivity(db, {
      ...art,
      name: 'Art Museum Two',
      latitude: 39.741,
    });
    await createActivity(db, {
      ...art,
      name: 'Art Museum Three',
      latitude: 39.742,
    });
    await createActivity(db, {
      ...art,
      name: 'Art Museum Four',
      latitude: 39.743,
    });
    await createActivity(db, {
      name: 'Corner Cafe',
      category: 'food',
      subcategory: 'Coffee & Cafes',
    });
    await createActivity(db, {
      name: 'Dinner House',
      category: 'food',
      subcategory: 'American',
    });
  });

  it('rejects a blank query, bad or repeated dates and too many dates', async () => {
    for (const payload of [
      { query: '  ' },
      { query: 'museum', dates: ['2030-13-01'] },
      { query: 'museum', dates: ['2030-06-01', '2030-06-01'] },
      {
        query: 'museum',
        dates: Array.from({ length: 8 }, (_, i) => `2030-06-0${i + 1}`),
      },
      { query: 'museum', location: { city: 'Denver', state: 'CO', lat: 123 } },
    ]) {
      const { status, body } = await discover(payload);
      expect(status).toBe(422);
      expect(Array.isArray(body.detail)).toBe(true);
    }
  });

  it('answers visitors with personalised results and one itinerary per date', async () => {
    const { status, body } = await discover({
      query: 'art museum',
      dates: DATES,
    });
    expect(status).toBe(200);
    const result = body as AiDiscoveryResponse;
    expect(result.activities.length).toBeGreaterThanOrEqual(4);
    const top = result.activities[0]!;
    expect(top.personalization.relevance_score).toBeGreaterThan(0.5);
    expect(top.personalization.travel_time_minutes).toBeGreaterThanOrEqual(0);
    expect(top.personalization.friend_compatibility).toBeNull();
    expect(result.suggested_itineraries.map((i) => i.date)).toEqual(DATES);
    const saturday = result.suggested_itineraries[0]!;
    expect(saturday.slots[0]).toMatchObject({
      start_time: '09:30',
      is_meal_break: false,
    });
    expect(saturday.slots.some((s) => s.is_meal_break)).toBe(true);
    // Offline, the day is explained by the local engine from its own figures.
    expect(saturday.explanation_engine).toBe('local');
    expect(saturday.explanation).toMatch(
      new RegExp(`^${saturday.slots.length} stops from 09:30 to `),
    );
    // Two days never repeat a stop that is not a meal.
    const stops = result.suggested_itineraries.flatMap((i) =>
      i.slots.filter((s) => !s.is_meal_break).map((s) => s.activity_id),
    );
    expect(new Set(stops).size).toBe(stops.length);
    // No reviews yet: nothing made up.
    expect(result.social_discoveries).toEqual([]);
    expect(result.trending_locally).toEqual([]);
  });

  it('starts a plan for today after the present minute', async () => {
    const before = metroClock(new Date()).minute;
    const { status, body } = await discover({
      query: 'art museum',
      dates: [metroToday()],
    });
    expect(status).toBe(200);
    const [today] = (body as AiDiscoveryResponse).suggested_itineraries;
    for (const slot of today!.slots) {
      const [h, m] = slot.start_time.split(':').map(Number);
      expect(h! * 60 + m!).toBeGreaterThanOrEqual(before);
    }
  });

  it('gives a public artwork half an hour', async () => {
    const mural = await createActivity(db, {
      name: 'Whirling Heron Mural',
      category: 'arts',
      subcategory: 'Local Artists',
      types: ['public_art', 'tourist_attraction'],
    });
    const { body } = await discover({
      query: 'whirling heron mural',
      dates: DATES,
    });
    const slot = (body as AiDiscoveryResponse).suggested_itineraries
      .flatMap((i) => i.slots)
      .find((s) => s.activity_id === mural.id)!;
    expect(slot).toMatchObject({ start_time: '09:30', end_time: '10:00' });
  });

  it("shows our users' real reviews and engagement, and tracks the usage event", async () => {
    const { user, headers } = await createUser(db);
    await db.insert(reviews).values({
      activityId: museumId,
      userId: user.id,
      rating: 4,
      text: 'Great modern wing.',
    });
    await db
      .insert(favorites)
      .values({ userId: user.id, activityId: museumId });
    const { status, body } = await discover(
      {
        query: 'art museum',
        location: { city: 'Denver', state: 'CO', lat: 39.74, lng: -104.99 },
      },
      headers,
    );
    expect(status).toBe(200);
    const result = body as AiDiscoveryResponse;
    expect(result.social_discoveries).toEqual([
      expect.objectContaining({
        platform: 'other',
        title: 'Art Museum One',
        description: 'Great modern wing.',
        confidence_score: 0.8,
        activity_id: museumId,
      }),
    ]);
    const events = await db
      .select()
      .from(premiumEvents)
      .where(eq(premiumEvents.userId, user.id));
    expect(events).toEqual([
      expect.objectContaining({
        feature: 'ai_enhanced_search',
        metadata: { query_length: 10, has_location: true },
      }),
    ]);
    // One person's save is not a trend.
    expect(result.trending_locally).toEqual([]);
    const other = await createUser(db);
    await db
      .insert(favorites)
      .values({ userId: other.user.id, activityId: museumId });
    const again = (
      await discover(
        {
          query: 'art museum',
          location: { city: 'Denver', state: 'CO', lat: 39.74, lng: -104.99 },
        },
        headers,
      )
    ).body as AiDiscoveryResponse;
    expect(again.trending_locally).toEqual([
      { id: museumId, name: 'Art Museum One', category: 'arts', people: 2 },
    ]);
  });

  it('gives timing only to events with a start, and scores venues with nothing listed lower', async () => {
    const window = searchWindow('this_weekend', new Date())!;
    const span = window.to.getTime() - window.from.getTime();
    const show = await createActivity(db, {
      name: 'Saturday Jam Session',
      category: 'concerts',
      subcategory: 'Jazz',
      venueName: 'Blue Note Room',
      description: 'Live music all night.',
      startTime: new Date(
        window.from.getTime() + Math.min(3_600_000, span / 2),
      ),
    });
    for (const [i, name] of ['Blue Note Room', 'Hi-Fi Hall'].entries()) {
      await createActivity(db, {
        name,
        category: 'concerts',
        subcategory: 'Jazz',
        types: ['music_venue'],
        description: 'Live music venue.',
        // The second is 11 km farther out: a difference in travel that a
        // score rounded to hundredths still shows.
        latitude: 39.75 + i * 0.1,
      });
    }
    const { status, body } = await discover({
      query: 'live music this weekend',
    });
    expect(status).toBe(200);
    const found = (body as AiDiscoveryResponse).activities;
    const event = found.find((a) => a.id === show.id)!;
    const venues = found.filter((a) =>
      ['Blue Note Room', 'Hi-Fi Hall'].includes(a.name),
    );
    expect(venues).toHaveLength(2);
    expect(event.personalization.timing_recommendation).toMatch(/^Starts /);
    for (const venue of venues) {
      expect(venue.personalization.timing_recommendation).toBe('');
      expect(venue.personalization.personalized_tips).toContain(
        'No event is listed here for your dates.',
      );
      expect(venue.personalization.relevance_score).toBeLessThan(
        event.personalization.relevance_score,
      );
    }
    expect(found[0]!.id).toBe(show.id);
    // The same words match both venues; the closer one fits better.
    const [near, far] = venues.map((v) => v.personalization.relevance_score);
    expect(near).toBeGreaterThan(far!);
    expect(event.personalization.relevance_score).toBeLessThan(1);
  });

  it('limits searches per client', async () => {
    let last = 200;
    for (let i = 0; i < 8 && last !== 429; i += 1) {
      last = (await discover({ query: 'museum', dates: ['2030-06-01'] }))
        .status;
    }
    expect(last).toBe(429);
  });
});
