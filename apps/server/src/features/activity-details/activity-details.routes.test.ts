import type {
  ElevationProfileResponse,
  EnhanceActivityResponse,
  ReservationAnalysisResponse,
} from '@app/shared/activity-details';
import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';

const { app, db } = await buildTestApp({ AI_FOUNDATION_RATE_LIMIT: '30' });

const BASE = '/api/ai-foundation';
// A Saturday and a Wednesday.
const SATURDAY = '2030-06-01';
const WEDNESDAY = '2030-06-05';

async function post<T>(path: string, payload: unknown) {
  const response = await app.inject({
    method: 'POST',
    url: `${BASE}/${path}`,
    payload: payload as object,
  });
  return { status: response.statusCode, body: response.json() as T };
}

describe('POST /api/ai-foundation/elevation-profile', () => {
  it('estimates the default day hike when nothing is known, and says so', async () => {
    const { status, body } = await post<ElevationProfileResponse>(
      'elevation-profile',
      { name: 'Unknown Trail', category: 'outdoors' },
    );
    expect(status).toBe(200);
    const analysis = body.elevation_data.elevation_analysis;
    expect(analysis).toMatchObject({
      total_distance_miles: 5,
      elevation_gain_feet: 1000,
      estimated_time_hours: 3.5,
      difficulty_rating: 'moderate',
      is_estimate: true,
      basis: 'default',
      elevation_reference: 'trailhead',
    });
    expect(analysis.elevation_profile[0]).toEqual({
      distance: 0,
      elevation: 0,
      grade: 0,
    });
    // Nothing about the place comes from the default day hike's figures.
    const advice = body.elevation_data.hiking_recommendations;
    expect(advice.safety_notes.join(' ')).toMatch(/not known/);
    expect(advice.fitness_level_required).toMatch(/^Unknown/);
    expect(advice.gear_recommendations).not.toContain(
      'Snacks or a packed lunch',
    );
  });

  it('fits the advice to the month of the visit', async () => {
    const advice = async (planned_date: string) =>
      (
        await post<ElevationProfileResponse>('elevation-profile', {
          name: 'Unknown Trail',
          subcategory: 'Hiking',
          planned_date,
        })
      ).body.elevation_data.hiking_recommendations;

    const november = await advice('2030-11-28');
    expect(november.best_conditions.join(' ')).not.toMatch(/thunderstorm/i);
    expect(november.best_conditions.join(' ')).toMatch(/snow and ice/);
    expect(november.best_conditions.join(' ')).toMatch(/daylight is short/);
    expect(november.gear_recommendations).toContain(
      'Traction devices (microspikes) for snow and ice',
    );

    const july = await advice('2030-07-12');
    expect(july.best_conditions.join(' ')).toMatch(/summer thunderstorms/);
    expect(july.gear_recommendations.join(' ')).not.toMatch(/microspikes/);
  });

  it("takes length and gain from the catalogue over the activity's own", async () => {
    const trail = await createActivity(db, {
      name: 'Catalogue Trail',
      category: 'outdoors',
      subcategory: 'Hiking',
      eventDetails: { trail_length: '8 miles', elevation_gain: '3,000 ft' },
    });
    const { body } = await post<ElevationProfileResponse>('elevation-profile', {
      id: trail.id,
      name: trail.name,
      event_details: { trail_length: 1, elevation_gain: 10 },
    });
    const analysis = body.elevation_data.elevation_analysis;
    expect(analysis.total_distance_miles).toBe(8);
    expect(analysis.elevation_gain_feet).toBe(3000);
    expect(analysis.basis).toBe('catalogue');
    expect(analysis.is_estimate).toBe(true);
    expect(analysis.difficulty_rating).toBe('very difficult');
    expect(
      body.elevation_data.hiking_recommendations.gear_recommendations,
    ).toContain('Trekking poles');
  });

  it('uses the length and gain the activity carries when the catalogue has none', async () => {
    const { body } = await post<ElevationProfileResponse>('elevation-profile', {
      // A sample activity's negative id is never looked up.
      id: -101,
      name: 'Short Loop',
      elevation_gain: 150,
      event_details: { trail_length: '1.5 miles' },
    });
    const analysis = body.elevation_data.elevation_analysis;
    expect(analysis).toMatchObject({
      total_distance_miles: 1.5,
      elevation_gain_feet: 150,
      basis: 'activity',
      difficulty_rating: 'easy',
    });
  });

  it('rejects a missing name, a bad route and a body of the wrong kind with 422', async () => {
    for (const payload of [
      {},
      { name: '   ' },
      { name: 'X', route: [[39.7, -105]] },
      {
        name: 'X',
        route: [
          [91, 0],
          [0, 0],
        ],
      },
      { name: 'X', latitude: 'north' },
      { name: 'X', planned_date: '2030-02-31' },
      [],
    ]) {
      const { status, body } = await post<{ detail: unknown }>(
        'elevation-profile',
        payload,
      );
      expect(status, JSON.stringify(payload)).toBe(422);
      expect(Array.isArray(body.detail)).toBe(true);
    }
  });
});

describe('POST /api/ai-foundation/reservation-analysis', () => {
  const popular = {
    name: 'Busy Park',
    website_url: 'https://example.org/park',
    phone_number: '303-555-0100',
    ticket_url: 'https://tickets.example.org/park',
    user_ratings_total: 400,
    price_level: 2,
  };

  it('lists what is known to book with, urgent on a weekend at a popular place', async () => {
    const { status, body } = await post<ReservationAnalysisResponse>(
      'reservation-analysis',
      { ...popular, planned_date: SATURDAY },
    );
    expect(status).toBe(200);
    const options = body.reservation_options;
    expect(options.booking_urgency).toBe('high');
    expect(options.booking_options.map((o) => o.platform)).toEqual([
      'Tickets',
      'Website',
      'Phone',
    ]);
    expect(options.booking_options[2]).toMatchObject({
      phone_number: '303-555-0100',
      estimated_cost: '$25-50',
    });
  });

  it('is calm on a weekday at a quiet place and says when nothing is known', async () => {
    const { body } = await post<ReservationAnalysisResponse>(
      'reservation-analysis',
      { name: 'Quiet Park', planned_date: WEDNESDAY },
    );
    expect(body.reservation_options.booking_urgency).toBe('low');
    expect(body.reservation_options.booking_options).toEqual([]);
    expect(body.reservation_options.recommendations[0]).toMatch(
      /No booking details are known/,
    );
    const weekday = await post<ReservationAnalysisResponse>(
      'reservation-analysis',
      { ...popular, planned_date: WEDNESDAY },
    );
    expect(weekday.body.reservation_options.booking_urgency).toBe('medium');
  });
});

describe('POST /api/ai-foundation/enhance-activity', () => {
  it('answers trail details and a difficulty assessment', async () => {
    const { status, body } = await post<EnhanceActivityResponse>(
      'enhance-activity',
      { name: 'Apex Park', types: ['park', 'hiking_area', 'mountain_biking'] },
    );
    expect(status).toBe(200);
    const { trail_details, difficulty_assessment } = body.enhanced_activity;
    expect(trail_details).toMatchObject({
      length_miles: 5,
      elevation_gain_feet: 1000,
      is_estimate: true,
      basis: 'default',
    });
    expect(trail_details.terrain).toEqual([
      'Park paths and open space',
      'Natural-surface hiking trail',
      'Shared with mountain bikes',
    ]);
    // The default day hike's 5 miles and 1,000 ft are not this trail's.
    expect(difficulty_assessment.factors).toEqual([]);
  });

  it("states a known trail's length and climb, not its drawn steepest grade", async () => {
    const trail = await createActivity(db, {
      name: 'Known Trail',
      category: 'outdoors',
      subcategory: 'Hiking',
      eventDetails: { trail_length: '8 miles', elevation_gain: '3,000 ft' },
    });
    const { body } = await post<EnhanceActivityResponse>('enhance-activity', {
      id: trail.id,
      name: trail.name,
      subcategory: 'Hiking',
    });
    expect(body.enhanced_activity.difficulty_assessment.factors).toEqual([
      '8 miles',
      '3000 ft of climbing',
    ]);
  });

  it('keeps the estimated day hike out of a park’s terrain', async () => {
    const { body } = await post<EnhanceActivityResponse>('enhance-activity', {
      name: 'Cheesman Park',
      category: 'outdoors',
      subcategory: 'Parks',
      types: ['park'],
    });
    expect(body.enhanced_activity.trail_details.terrain).toEqual([
      'Park paths and open space',
    ]);
  });
});

describe('GET /api/ai-foundation/system-status', () => {
  it('reports the offline elevation provider by default', async () => {
    const response = await app.inject({ url: `${BASE}/system-status` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'operational',
      services: { elevation: { provider: 'offline', live: false } },
    });
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once an IP has used its allowance', async () => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 32; i += 1) {
      const response = await app.inject({
        url: `${BASE}/system-status`,
        remoteAddress: '10.9.9.9',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        retryAfter = String(response.headers['retry-after']);
        expect(response.json().detail).toMatch(/Too many requests/);
      }
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
