import { beforeAll, describe, expect, it } from 'vitest';

import { favorites } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

const DENVER: [number, number] = [39.7392, -104.9903];

describe('recommendations follow the stated interests', async () => {
  const t = await buildTestApp();
  const food: number[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 30; i += 1) {
      food.push(
        (await createActivity(t.db, { name: `Diner ${i}`, rating: 4.8 })).id,
      );
      await createActivity(t.db, {
        name: `Trail ${i}`,
        category: 'outdoors',
        subcategory: 'Hiking',
        rating: 4,
      });
    }
    // Other people saved the diners, so food is also the popular choice.
    for (let u = 0; u < 3; u += 1) {
      const { user } = await createUser(t.db);
      await t.db
        .insert(favorites)
        .values(
          food
            .slice(0, 20)
            .map((activityId) => ({ userId: user.id, activityId })),
        );
    }
  });

  it('moves the personalised top 12 to outdoors when the interests change, without repeating the dashboard', async () => {
    const { headers, user } = await createUser(t.db);
    const setInterests = (interests: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/me/preferences',
        headers,
        payload: { interests, preferred_activities: interests },
      });
    await setInterests(['Food & Dining']);
    await t.db
      .insert(favorites)
      .values(
        food
          .slice(20, 25)
          .map((activityId) => ({ userId: user.id, activityId })),
      );
    expect((await setInterests(['Outdoor Activities'])).statusCode).toBe(200);

    const dashboard = await t.app.inject({
      url: '/api/users/me/recommendations',
      headers,
    });
    const dashboardIds = dashboard.json().map((r: { id: number }) => r.id);
    expect(
      dashboard.json().every((r: { type: string }) => r.type === 'outdoors'),
    ).toBe(true);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recommendations/personalized',
      headers,
      payload: { user_id: user.id, user_location: DENVER, limit: 12 },
    });
    expect(res.statusCode).toBe(200);
    const list: { activity: { id: number; category: string } }[] = res.json();
    expect(list).toHaveLength(12);
    const outdoors = list.filter((r) => r.activity.category === 'outdoors');
    expect(outdoors.length).toBeGreaterThanOrEqual(9);
    // Smart Recommendations goes on from 'Recommended for You'.
    expect(list.some((r) => dashboardIds.includes(r.activity.id))).toBe(false);
  });
});
