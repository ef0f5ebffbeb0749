import { addDays, metroToday } from '@app/shared/metro';
import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

const DENVER = { lat: 39.7392, lng: -104.9903 };
const start = addDays(metroToday(), 7);

describe('what a plan suggests', async () => {
  const { app, db } = await buildTestApp();

  async function suggestedFor(interests: string[]) {
    const { headers } = await createUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/plans',
      headers,
      payload: {
        name: 'Lunch',
        template: 'manual',
        location: DENVER,
        days: [start],
        interests,
        radius: 15 * 1609.34,
        price_range: { min: 0, max: 200 },
      },
    });
    expect(res.statusCode).toBe(201);
    const plan = await app.inject({
      url: `/api/plans/${res.json().id}`,
      headers,
    });
    return plan.json().activities.map((a: { id: number }) => a.id);
  }

  it('leaves out sample events and delisted places, and fast food comes last unless asked', async () => {
    const burgers = await createActivity(db, {
      name: 'Quick Burgers',
      subcategory: 'Fast Food',
      rating: 4,
    });
    const bistro = await createActivity(db, {
      name: 'Corner Bistro',
      subcategory: 'Restaurants',
      rating: 3,
    });
    const sample = await createActivity(db, {
      name: 'Sample Food Fair',
      source: 'sample',
      startTime: new Date(`${start}T12:00:00-07:00`),
    });
    const closed = await createActivity(db, {
      name: 'Closed Cafe',
      delistedAt: new Date(),
    });

    const food = await suggestedFor(['food']);
    expect(food.indexOf(bistro.id)).toBeLessThan(food.indexOf(burgers.id));
    expect(food).not.toContain(sample.id);
    expect(food).not.toContain(closed.id);
    // Better rated, it comes first once asked for.
    const asked = await suggestedFor(['food: Fast Food', 'food']);
    expect(asked.indexOf(burgers.id)).toBeLessThan(asked.indexOf(bistro.id));
    expect(asked.indexOf(bistro.id)).toBeGreaterThan(-1);
  });
});
