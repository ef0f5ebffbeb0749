import { addDays, metroInstant, metroToday } from '@app/shared/metro';
import type { AiDiscoveryResponse } from '@app/shared/weekend-discovery';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

const { app, db } = await buildTestApp();
const DAY = addDays(metroToday(), 4);
const DENVER = { lat: 39.7392, lng: -104.9903 };
const concert = { category: 'concerts', subcategory: 'Live Music' };
let sampleId = 0;
let realId = 0;

beforeAll(async () => {
  sampleId = (
    await createActivity(db, {
      ...concert,
      name: 'Sample concert at the Ogden',
      source: 'sample',
      sourceId: 'sample-concert',
      rating: 5,
      reviewCount: 900,
      startTime: metroInstant(DAY, '19:30'),
    })
  ).id;
  realId = (
    await createActivity(db, {
      ...concert,
      name: 'Real concert at the Ogden',
      source: 'ticketmaster',
      sourceId: 'tm-1',
      startTime: metroInstant(DAY, '20:00'),
    })
  ).id;
  for (const name of ['Ogden Theatre', 'Bluebird Theater', 'Gothic Theatre']) {
    await createActivity(db, { ...concert, name });
  }
});

describe('sample events stay out of what is planned for a user', () => {
  it('are never suggested for a plan', async () => {
    const { headers } = await createUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/plans',
      headers,
      payload: {
        name: 'Concert night',
        template: 'manual',
        location: DENVER,
        days: [DAY],
        interests: ['concerts'],
        radius: 15 * 1609.34,
        price_range: { min: 0, max: 200 },
        budget: 200,
        budget_type: 'total',
      },
    });
    expect(res.statusCode).toBe(201);
    const plan = await app.inject({
      url: `/api/plans/${res.json().id}`,
      headers,
    });
    const ids = plan.json().activities.map((a: { id: number }) => a.id);
    expect(ids).toContain(realId);
    expect(ids).not.toContain(sampleId);
  });

  it('are never scheduled into an itinerary', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/ai/enhanced/search',
      payload: { query: 'concert at the Ogden', dates: [DAY] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as AiDiscoveryResponse;
    const planned = body.suggested_itineraries.flatMap((day) =>
      day.slots.map((s) => s.activity_id),
    );
    expect(planned.length).toBeGreaterThan(0);
    expect(planned).not.toContain(sampleId);
  });

  it('are never recommended', async () => {
    const { headers } = await createUser(db);
    await app.inject({
      method: 'PUT',
      url: '/api/users/me/preferences',
      headers,
      payload: {
        interests: ['Concerts & Events'],
        preferred_activities: ['Concerts & Events'],
      },
    });
    const res = await app.inject({
      url: '/api/users/me/recommendations',
      headers,
    });
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { id: number }[]).map((r) => r.id);
    expect(ids).toContain(realId);
    expect(ids).not.toContain(sampleId);
  });
});
