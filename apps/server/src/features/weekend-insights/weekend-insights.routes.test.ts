import { metroToday } from '@app/shared/metro';
import type {
  LiveEventsResponse,
  RealTimeResponse,
} from '@app/shared/weekend-insights';
import { describe, expect, it } from 'vitest';

import { planActivities, plans } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

import { caller, PATHS } from './intelligence-calls';

const { app, db } = await buildTestApp({ AI_SEARCH_RATE_LIMIT: '100' });

const DAY_MS = 86_400_000;
const call = caller(app);

describe('AI intelligence input', () => {
  it('rejects bad input on every call and both paths with 422 {detail}', async () => {
    const bad: [keyof typeof PATHS, unknown][] = [
      ['live', { location: { lat: 123, lng: 0 } }],
      ['live', { radius_miles: 0 }],
      ['live', { limit: 1000 }],
      ['real', { location: { lat: 39.7 } }],
      ['real', { limit: 0 }],
      ['weekend', { dates: ['2030-13-01'] }],
      ['weekend', { dates: ['2030-06-01', '2030-06-01'] }],
      ['weekend', { interests: ['skydiving'] }],
    ];
    for (const prefix of ['/ai-intelligence', '/api/ai-intelligence']) {
      for (const [call_, payload] of bad) {
        const { status, body } = await call(
          `${prefix}/${PATHS[call_]}`,
          payload,
        );
        expect(status, `${call_} ${JSON.stringify(payload)}`).toBe(422);
        expect(Array.isArray(body.detail)).toBe(true);
      }
    }
  });
});

describe('POST /ai-intelligence/discover/live-events', () => {
  it('lists upcoming events and newly added places with only the facts we hold', async () => {
    const here = { lat: 39.95, lng: -105.25 };
    const old = new Date(Date.now() - 90 * DAY_MS);
    await createActivity(db, { name: 'First Load Diner', createdAt: old });
    const show = await createActivity(db, {
      name: 'Intel Test Concert',
      category: 'concerts',
      latitude: here.lat,
      longitude: here.lng,
      startTime: new Date(Date.now() + 2 * DAY_MS),
      venueName: 'Test Hall',
      source: 'ticketmaster',
      ticketUrl: 'https://tickets.example.com/1',
      eventDetails: { min_price: 45, max_price: 120 },
    });
    const added = await createActivity(db, {
      name: 'Intel New Cafe',
      latitude: here.lat + 0.001,
      longitude: here.lng,
      amenities: { wheelchair: 'yes', parking: 'surface', takeout: 'yes' },
    });
    await createActivity(db, {
      name: 'Intel Old Cafe',
      latitude: here.lat + 0.002,
      longitude: here.lng,
      createdAt: new Date(Date.now() - 40 * DAY_MS),
    });
    await createActivity(db, {
      name: 'Intel Far Concert',
      category: 'concerts',
      latitude: here.lat + 1,
      longitude: here.lng,
      startTime: new Date(Date.now() + DAY_MS),
    });

    const payload = {
      location: { ...here, address: 'Boulder' },
      radius_miles: 5,
    };
    const { status, body } = await call(
      `/ai-intelligence/${PATHS.live}`,
      payload,
    );
    expect(status).toBe(200);
    const result = body as LiveEventsResponse;
    expect(result.discoveries.map((d) => d.name)).toEqual([
      'Intel Test Concert',
      'Intel New Cafe',
    ]);
    expect(result.total_found).toBe(2);
    expect(result.ai_enhanced).toBe(false);
    const [event, place] = result.discoveries;
    expect(event).toMatchObject({
      activity_id: show.id,
      kind: 'event',
      source: 'ticketmaster',
      cost: '$45-120',
      venue: 'Test Hall',
      url: 'https://tickets.example.com/1',
      enrichments: {},
      is_sample: false,
    });
    // Two weeks ahead, a weekday alone would name two days: the date is given.
    expect(event!.recommendation_reason).toMatch(
      /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M at Test Hall, 0 mi away$/,
    );
    expect(place).toMatchObject({
      activity_id: added.id,
      kind: 'new_place',
      cost: null,
      enrichments: {
        accessibility: 'Wheelchair accessible',
        parking: 'Parking lot',
        amenities: ['Takeout'],
      },
      data_quality: 'minimal',
    });
    expect(place!.sources).toEqual(['test']);
    expect(result.data_gaps_found).toBe(2);

    const again = await call(`/api/ai-intelligence/${PATHS.live}`, payload);
    expect(again.body).toEqual(body);
  });

  it('lists a recurring game once, at its next date, and counts it once', async () => {
    const here = { lat: 40.1, lng: -105.1 };
    const game = (days: number, source_id: string) =>
      createActivity(db, {
        name: 'Intel Nuggets vs. Lakers',
        category: 'professional_sports',
        latitude: here.lat,
        longitude: here.lng,
        venueName: 'Intel Arena',
        startTime: new Date(Date.now() + days * DAY_MS),
        source: 'sample',
        sourceId: source_id,
      });
    const monday = await game(1, 'intel-game-1');
    await game(3, 'intel-game-3');
    const { body } = await call(`/ai-intelligence/${PATHS.live}`, {
      location: here,
      radius_miles: 1,
    });
    const result = body as LiveEventsResponse;
    expect(result.discoveries.map((d) => d.activity_id)).toEqual([monday.id]);
    expect(result.total_found).toBe(1);
  });
});

describe('POST /ai-intelligence/enrich/real-time', () => {
  it('tells open now, our ratings, the weather and busy-time estimates only from planned visits', async () => {
    const here = { lat: 39.6, lng: -104.8 };
    const always = Object.fromEntries(
      [
        'monday',
        'tuesday',
        'wednesday',
        'thursday',
        'friday',
        'saturday',
        'sunday',
      ].map((d) => [d, ['00:00-24:00']]),
    );
    const busy = await createActivity(db, {
      name: 'Intel Busy Grill',
      latitude: here.lat,
      longitude: here.lng,
      businessHours: always,
      rating: 4.5,
      reviewCount: 4,
    });
    const unknown = await createActivity(db, {
      name: 'Intel Quiet Bar',
      latitude: here.lat + 0.001,
      longitude: here.lng,
    });
    const { user } = await createUser(db);
    const [plan] = await db
      .insert(plans)
      .values({
        userId: user.id,
        kind: 'finalized',
        title: 'Visits',
        startDate: metroToday(new Date()),
        endDate: metroToday(new Date()),
      })
      .returning();
    await db.insert(planActivities).values(
      ['18:00', '18:30', '19:00', '19:15', '12:00', 'later'].map((time) => ({
        planId: plan!.id,
        activityId: busy.id,
        plannedDate: metroToday(new Date()),
        plannedTime: time,
      })),
    );

    const { status, body } = await call(`/api/ai-intelligence/${PATHS.real}`, {
      location: here,
    });
    expect(status).toBe(200);
    const result = body as RealTimeResponse;
    expect(result.current_weather?.is_estimate).toBe(true);
    expect(result.enrichments.map((e) => e.activity_id)).toEqual([
      busy.id,
      unknown.id,
    ]);
    const [grill, bar] = result.enrichments;
    expect(grill!.real_data).toMatchObject({
      is_open_now: true,
      rating: 4.5,
      total_reviews: 4,
    });
    expect(grill!.real_data.current_weather).toEqual(result.current_weather);
    expect(grill!.wait_times).toMatchObject({
      is_estimate: true,
      planned_visits: 5,
    });
    expect(grill!.data_sources).toContain('planned visits');
    expect(grill!.current_conditions[0]).toBe('Open now');
    expect(bar!.real_data).toMatchObject({
      is_open_now: null,
      rating: null,
      total_reviews: 0,
    });
    expect(bar!.wait_times).toBeNull();
    expect(bar!.current_conditions[0]).toBe('Hours not known');
    expect(bar!.confidence).toBeLessThan(grill!.confidence);
  });

  it('puts places we hold live facts about before nearer ones we know nothing of', async () => {
    const here = { lat: 39.5, lng: -104.7 };
    const at = (metres: number) => ({
      latitude: here.lat + metres / 111_000,
      longitude: here.lng,
    });
    const plaque = await createActivity(db, {
      name: 'Intel Plaque',
      category: 'arts',
      ...at(10),
    });
    const brewery = await createActivity(db, {
      name: 'Intel Brewery',
      websiteUrl: 'https://brewery.example.org',
      ...at(200),
    });
    const reviewed = await createActivity(db, {
      name: 'Intel Reviewed Cafe',
      rating: 4.2,
      reviewCount: 3,
      ...at(400),
    });
    const hours = await createActivity(db, {
      name: 'Intel Hours Diner',
      businessHours: { monday: ['08:00-20:00'] },
      ...at(600),
    });

    const { body } = await call(`/api/ai-intelligence/${PATHS.real}`, {
      location: here,
    });
    expect(
      (body as RealTimeResponse).enrichments.map((e) => e.activity_id),
    ).toEqual([hours.id, reviewed.id, brewery.id, plaque.id]);
  });
});

describe('AI intelligence rate limit', () => {
  it('shares one per-IP limit across the three calls and both paths', async () => {
    const limited = await buildTestApp({ AI_SEARCH_RATE_LIMIT: '2' });
    const post = (url: string) =>
      limited.app.inject({ method: 'POST', url, payload: {} });
    expect((await post(`/ai-intelligence/${PATHS.live}`)).statusCode).toBe(200);
    expect((await post(`/api/ai-intelligence/${PATHS.real}`)).statusCode).toBe(
      200,
    );
    const refused = await post(`/ai-intelligence/${PATHS.weekend}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/wait a minute/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
