import { addDays, metroToday } from '@app/shared/metro';
import { findBuiltInTemplate } from '@app/shared/templates';
import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

const DENVER = { lat: 39.7392, lng: -104.9903 };
const start = addDays(metroToday(), 7);

describe('a plan of one kind opens with that kind', async () => {
  const { app, db } = await buildTestApp();

  it("opens a Culture Day plan with arts, then food, then the user's own bars", async () => {
    const bar = await createActivity(db, {
      name: 'Five Star Tavern',
      category: 'nightlife',
      subcategory: 'Bars',
      rating: 5,
    });
    const museum = await createActivity(db, {
      name: 'History Museum',
      category: 'arts',
      subcategory: 'Museums',
      rating: 4,
    });
    const gallery = await createActivity(db, {
      name: 'Corner Gallery',
      category: 'arts',
      subcategory: 'Galleries',
      rating: 3.5,
    });
    const cafe = await createActivity(db, {
      name: 'Gallery Cafe',
      category: 'food',
      subcategory: 'Cafes',
      rating: 4.5,
    });
    const culture = findBuiltInTemplate('culture-day')!;
    const { headers } = await createUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/plans',
      headers,
      payload: {
        name: 'My Culture Day Plan',
        template: culture.id,
        location: DENVER,
        days: [start],
        // The template's kinds, then the user's own preferred ones.
        interests: [...culture.interests, 'Bars & Nightlife'],
        radius: 15 * 1609.34,
        price_range: { min: 0, max: 200 },
      },
    });
    expect(res.statusCode).toBe(201);
    const plan = await app.inject({
      url: `/api/plans/${res.json().id}`,
      headers,
    });
    const ids = plan.json().activities.map((a: { id: number }) => a.id);
    // Each kind takes its turn, in the plan's order, before any kind's second.
    expect(ids).toEqual([museum.id, cafe.id, bar.id, gallery.id]);
  });
});
