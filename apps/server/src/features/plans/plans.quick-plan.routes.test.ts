import { addDays, metroToday } from '@app/shared/metro';
import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

// Quick Plan has no free text: its interests, place, radius, dates and
// daily budget are the plan's filters, held when its suggestions are built.
// The body is the one the Quick Plan dialog sends (create-quick-plan.ts).

const DENVER = { lat: 39.7392, lng: -104.9903 };
const MILE = 1609.34;
const start = addDays(metroToday(), 7);

describe('Quick Plan keeps its budget and radius', async () => {
  const { app, db } = await buildTestApp();

  it('suggests only places within the radius and the daily budget', async () => {
    const cheap = await createActivity(db, {
      name: 'Cheap Eats',
      priceLevel: 1,
    });
    const unpriced = await createActivity(db, { name: 'Taco Cart' });
    const pricey = await createActivity(db, {
      name: 'Steak Palace',
      priceLevel: 4,
      rating: 5,
    });
    // About 7 miles north: outside a 5-mile radius.
    const far = await createActivity(db, {
      name: 'Far Diner',
      priceLevel: 1,
      latitude: DENVER.lat + 0.1,
    });
    const { headers } = await createUser(db);
    const created = await app.inject({
      method: 'POST',
      url: '/api/plans',
      headers,
      payload: {
        location: { ...DENVER, address: 'Denver, CO' },
        days: [start, addDays(start, 1)],
        interests: ['food'],
        radius: 5 * MILE,
        price_range: { min: 0, max: 30 },
        budget_min: 0,
        budget_max: 30,
        budget_type: 'per_day',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      budget: 30,
      budget_type: 'per_day',
      radius: Math.round(5 * MILE),
    });
    const plan = await app.inject({
      url: `/api/plans/${created.json().id}`,
      headers,
    });
    const ids = plan.json().activities.map((a: { id: number }) => a.id);
    expect(ids).toEqual(expect.arrayContaining([cheap.id, unpriced.id]));
    expect(ids).not.toContain(pricey.id);
    expect(ids).not.toContain(far.id);
  });
});
